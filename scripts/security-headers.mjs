// The security headers of every response: next.config.mjs sends them with each page, file and route, and
// scripts/server.mjs with the few answers it gives itself. One list, so the two never disagree.
//
// Content-Security-Policy without nonces: a per-request nonce would make every prerendered page (about 390 of
// them: cards, rules, relics, docs) render on each request. So:
//   - script-src 'self' 'unsafe-inline': Next's own inline bootstrap scripts (the RSC payload pushed into
//     self.__next_f) differ per page and build, so neither a nonce nor a fixed hash list can name them. No other
//     origin may serve scripts, and no eval outside `next dev` (React's dev tooling needs it there).
//   - style-src 'self' 'unsafe-inline': React style attributes and Next's inlined critical CSS.
//   - worker-src 'self' blob:: the /probar batch workers are same-origin bundles; blob: keeps workers built in the
//     page possible. The service worker (/sw.js) and web manifest are same-origin too.
//   - img-src 'self' data: blob:: card art, the deck PNG export (canvas → blob) and data-URL icons.
//   - connect-src 'self': the site only calls its own API.
//   - object-src 'none', base-uri 'self', frame-ancestors 'none' (no framing: clickjacking), form-action to
//     this site and the two optional OAuth providers.
const dev = process.env.NODE_ENV === 'development'

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self' https://github.com https://accounts.google.com",
].join('; ')

/** Header name → value, as sent on every response. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
}
