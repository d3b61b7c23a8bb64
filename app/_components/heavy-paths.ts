// Pages whose code is heavy (the search index, the builder, the engine, the charts). Links to them
// are not prefetched: otherwise every page that shows the header or the home page's shortcuts
// would download the tools' code on a phone before anyone asked for it (issue 9's budgets count
// prefetches). Following such a link still works; it just fetches on click.
const HEAVY_PATHS: readonly string[] = ['/cartas', '/mazos', '/probar', '/calculadora', '/partida', '/laboratorio', '/aprender', '/mesas']

/** True for a link to one of the heavy pages themselves (their subpages, such as a card, are light). */
export function isHeavyHref(href: string): boolean {
  const path = href.split(/[?#]/)[0] || '/'
  return HEAVY_PATHS.includes(path.length > 1 ? path.replace(/\/+$/, '') : path)
}

/** The `prefetch` prop for a next/link to `href`: off for the heavy pages, Next's default otherwise. */
export function prefetchFor(href: string): false | undefined {
  return isHeavyHref(href) ? false : undefined
}
