// The rules as data for the whole site: our own Spanish summaries of every rule of the reglamento
// v2.4 (INDEX.md), the product's rulings (RULINGS.md) and the project's interpretation notes
// (docs/rules-notes.md), with the helpers pages use to cite them. Pure: no React, Next or Node.
import { NOTE_ROWS } from './notes-data'
import type { RuleId } from './rule-ids'
import { RULE_ROWS } from './rules-data'
import { RULING_ROWS } from './rulings-data'
import { SECTIONS, type Section } from './sections'
import { citedIds, splitCitationText, type TextSegment as BaseSegment } from './citation-text'

export { SECTIONS, type Section }
export type { RuleId }
export type RulingId = (typeof RULING_ROWS)[number]['id']
export type NoteId = (typeof NOTE_ROWS)[number]['id']
/** Anything the site can cite and link to: a rule, a ruling or a note. */
export type CitationId = RuleId | RulingId | NoteId

type Filed = { readonly section: number; readonly sectionTitle: string }
export type Rule = Filed & { readonly kind: 'rule'; readonly id: RuleId; readonly title: string; readonly summary: string }
export type Ruling = Filed & {
  readonly kind: 'ruling'
  readonly id: RulingId
  readonly title: string
  readonly summary: string
  /** The rule IDs this ruling settles, the main one first. */
  readonly rules: readonly RuleId[]
}
export type Note = Filed & {
  readonly kind: 'note'
  readonly id: NoteId
  readonly title: string
  readonly question: string
  readonly reading: string
  readonly reason: string
  /** The rule IDs the note reads, the main one first. */
  readonly rules: readonly RuleId[]
  /**
   * The ruling that later settled the point (its reading opens «Sustituida por RUL-n» or «Sustituida
   * en parte por RUL-n»); null while the note is the reading the simulator follows.
   */
  readonly replacedBy: RulingId | null
  /** Whether the ruling replaced the whole reading or only part of it. */
  readonly replacedInPart: boolean
}
export type Citation = Rule | Ruling | Note
export type CitationKind = Citation['kind']

export { KIND_LABELS } from './kind-labels'

/** The page that lists everything; each entry is an element of it whose `id` is the entry's ID. */
export const RULES_PATH = '/reglas'

const sectionTitles = new Map<number, string>(SECTIONS.map((s) => [s.number, s.title]))

/** `R19.14` → 19. Every rule ID carries its section (INDEX.md numbers rules within sections). */
export function sectionOfRuleId(id: string): number | null {
  const m = /^R(\d+)\.\d+$/.exec(id)
  return m ? Number(m[1]) : null
}

function filed(section: number): Filed {
  return { section, sectionTitle: sectionTitles.get(section) ?? '' }
}

export const RULES: readonly Rule[] = RULE_ROWS.map((row) => ({
  kind: 'rule' as const,
  ...row,
  ...filed(sectionOfRuleId(row.id) ?? 0),
}))

// A ruling or a note is filed under the section of the first rule it names.
export const RULINGS: readonly Ruling[] = RULING_ROWS.map((row) => ({
  kind: 'ruling' as const,
  ...row,
  ...filed(sectionOfRuleId(row.rules[0]) ?? 0),
}))

const REPLACED = /^Sustituida (en parte )?por (RUL-\d+)\b/

export const NOTES: readonly Note[] = NOTE_ROWS.map((row) => {
  const replaced = REPLACED.exec(row.reading)
  return {
    kind: 'note' as const,
    ...row,
    ...filed(sectionOfRuleId(row.rules[0]) ?? 0),
    replacedBy: (replaced?.[2] as RulingId | undefined) ?? null,
    replacedInPart: replaced?.[1] !== undefined,
  }
})

const byId = new Map<string, Citation>([...RULES, ...RULINGS, ...NOTES].map((c) => [c.id, c]))

/** The rule, ruling or note with this ID, or undefined. */
export function getRule(id: string): Citation | undefined {
  return byId.get(id)
}

/** True when the ID names a rule, a ruling or a note that exists (so it can be linked). */
export function isRuleId(id: string): id is CitationId {
  return byId.has(id)
}

/**
 * The HTML id of the entry on its section's page. IDs are used as they are (`R8.2`, `RUL-3`,
 * `NOTE-1`): they hold no space, so they are valid HTML ids, and only characters a URL fragment
 * keeps as is.
 */
export function ruleAnchor(id: CitationId): string {
  return id
}

/**
 * The rules are shown section by section, one page each (`/reglas/seccion/8`): the whole list on one
 * page was too heavy for a phone. Rulings and notes sit on the page of the section they are filed
 * under (that of the first rule they name), so a new entry needs no page change.
 */
export function sectionPath(section: number): string {
  return `${RULES_PATH}/seccion/${section}`
}

/** The section whose page shows this entry, or null for an ID that names nothing. */
export function sectionOfEntry(id: string): number | null {
  const entry = byId.get(id)
  return entry ? entry.section : null
}

/** `/reglas/seccion/8#R8.2`: where the entry is shown. */
export function ruleHref(id: CitationId): string {
  const section = sectionOfEntry(id)
  return section === null ? `${RULES_PATH}#${ruleAnchor(id)}` : `${sectionPath(section)}#${ruleAnchor(id)}`
}

/** Entry ID → the section whose page shows it, for every entry (the redirect of old /reglas#ID links). */
export function sectionByEntry(): Record<string, number> {
  return Object.fromEntries([...byId.values()].map((c) => [c.id, c.section]))
}

/** Every entry filed under a section, by kind, in their own order. */
export function entriesInSection(section: number): { rules: readonly Rule[]; rulings: readonly Ruling[]; notes: readonly Note[] } {
  return {
    rules: RULES.filter((r) => r.section === section),
    rulings: RULINGS.filter((r) => r.section === section),
    notes: NOTES.filter((n) => n.section === section),
  }
}

/** `/reglas/R8.2`: the page of that entry alone. */
export function rulePageHref(id: CitationId): string {
  return `${RULES_PATH}/${id}`
}

/** `R8.2 · Robar carta`; an unknown ID is returned unchanged. */
export function ruleLabel(id: string): string {
  const entry = byId.get(id)
  return entry ? `${entry.id} · ${entry.title}` : id
}

export function rulesInSection(section: number): readonly Rule[] {
  return RULES.filter((r) => r.section === section)
}

/** The rulings that settle this rule. */
export function rulingsFor(ruleId: string): readonly Ruling[] {
  return RULINGS.filter((r) => (r.rules as readonly string[]).includes(ruleId))
}

/** The interpretation notes that read this rule. */
export function notesFor(ruleId: string): readonly Note[] {
  return NOTES.filter((n) => (n.rules as readonly string[]).includes(ruleId))
}

export type TextSegment = BaseSegment<CitationId>

/** Cuts a text at the IDs it cites, so a page can link them. IDs that name nothing stay text. */
export function splitCitations(text: string): TextSegment[] {
  return splitCitationText(text, isRuleId)
}

/** Every ID a text mentions that looks like a citation, known or not (for checks). */
export { citedIds }
