// Old links such as /reglas#R8.2 or /reglas#seccion-8 date from when every rule was on /reglas.
// The fragment never reaches the server, so the page itself sends the reader on: this is the pure
// part, deciding where to.
export const sectionPagePath = (section: number): string => `/reglas/seccion/${section}`

/**
 * Where `/reglas#<fragment>` should land now: the entry on its section's page, or the section's page;
 * null when the fragment belongs to /reglas itself or names nothing (the reader stays).
 */
export function movedFragmentHref(fragment: string, sectionOf: Readonly<Record<string, number>>): string | null {
  let id: string
  try {
    id = decodeURIComponent(fragment.replace(/^#/, ''))
  } catch {
    return null
  }
  const section = Object.hasOwn(sectionOf, id) ? sectionOf[id] : undefined
  if (section !== undefined) return `${sectionPagePath(section)}#${id}`
  const m = /^seccion-(\d+)$/.exec(id)
  if (m && Object.values(sectionOf).includes(Number(m[1]))) return sectionPagePath(Number(m[1]))
  return null
}
