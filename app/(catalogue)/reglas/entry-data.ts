// What a rules page hands its entries (entries.tsx, a client component): each entry's own text, the
// IDs of its related entries, and a citation index holding only the IDs the page links. The entries
// are rendered to HTML on the server as before; what changes is the page's data for the browser,
// which carries this compact data instead of every element of every entry (section 19, the combat,
// was 186 KB of markup that way, over the 150 KB a rules page may weigh on a phone).
import { getRule, isRuleId, notesFor, rulingsFor, citedIds, type Citation } from '@/lib/rules'
import type { CitationIndex } from './citation-links'

export type RelatedIds = { readonly label: string; readonly ids: readonly string[] }

type Shared = { readonly id: string; readonly title: string; readonly related: readonly RelatedIds[] }
export type EntryData =
  | (Shared & { readonly kind: 'rule' | 'ruling'; readonly summary: string })
  | (Shared & {
      readonly kind: 'note'
      readonly question: string
      readonly reading: string
      readonly reason: string
      readonly replacedBy: string | null
      readonly replacedInPart: boolean
    })

const nonEmpty = (lists: RelatedIds[]): RelatedIds[] => lists.filter((l) => l.ids.length > 0)

export function entryData(entry: Citation): EntryData {
  switch (entry.kind) {
    case 'rule':
      return {
        kind: 'rule',
        id: entry.id,
        title: entry.title,
        summary: entry.summary,
        related: nonEmpty([
          { label: 'Decisiones del sitio', ids: rulingsFor(entry.id).map((r) => r.id) },
          { label: 'Notas de interpretación', ids: notesFor(entry.id).map((n) => n.id) },
        ]),
      }
    case 'ruling':
      return { kind: 'ruling', id: entry.id, title: entry.title, summary: entry.summary, related: nonEmpty([{ label: 'Reglas que aclara', ids: entry.rules }]) }
    case 'note':
      return {
        kind: 'note',
        id: entry.id,
        title: entry.title,
        question: entry.question,
        reading: entry.reading,
        reason: entry.reason,
        replacedBy: entry.replacedBy,
        replacedInPart: entry.replacedInPart,
        related: nonEmpty([{ label: 'Reglas que interpreta', ids: entry.rules }]),
      }
  }
}

function textsOf(entry: EntryData): string[] {
  return entry.kind === 'note' ? [entry.question, entry.reading, entry.reason] : [entry.summary]
}

/** The section and title of every entry these entries show or link, and of nothing else. */
export function indexFor(entries: readonly EntryData[]): CitationIndex {
  const ids = new Set<string>()
  for (const entry of entries) {
    ids.add(entry.id)
    for (const list of entry.related) for (const id of list.ids) ids.add(id)
    if (entry.kind === 'note' && entry.replacedBy !== null) ids.add(entry.replacedBy)
    for (const text of textsOf(entry)) for (const id of citedIds(text)) if (isRuleId(id)) ids.add(id)
  }
  return Object.fromEntries(
    [...ids].flatMap((id) => {
      const c = getRule(id)
      return c ? [[id, [c.section, c.title] as const]] : []
    }),
  )
}
