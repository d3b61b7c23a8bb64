// What the tools' client code needs to cite a rule, ruling or note, and nothing more: its section
// (where its page is) and its title. The rules data itself (summaries, notes) is about 20 KiB of
// compressed script; the tool layouts pass this index down instead, so /mazos and /probar can link
// every citation with its title without shipping the rules text (issue 9).
import { RULES, RULINGS, NOTES } from '@/lib/rules'
import type { CitationIndex } from './citation-links'

export function citationIndex(): CitationIndex {
  return Object.fromEntries([...RULES, ...RULINGS, ...NOTES].map((c) => [c.id, [c.section, c.title] as const]))
}
