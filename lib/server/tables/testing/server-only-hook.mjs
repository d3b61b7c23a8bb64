// Module hooks for the multi-instance test's harness (instance.ts), which serves the table routes outside Next:
// - `server-only` (a guard that throws when a client bundle imports server code) is an empty module, as in
//   Next's own server build;
// - the account module is replaced by "nobody is signed in": next-auth needs Next's request context, and the
//   test's clients hold seat tokens.
const NOBODY = 'data:text/javascript,export async function getSessionUser(){return null}'

export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export{}', shortCircuit: true }
  const resolved = await next(specifier, context)
  if (resolved.url.endsWith('/lib/server/auth.ts')) return { url: NOBODY, shortCircuit: true }
  return resolved
}
