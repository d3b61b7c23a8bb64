// The designer's what-if on the page: the same JSON `dm selfplay --override F` reads, applied by the
// catalogue's own override parser (lib/catalogue/override.ts), so each changed card goes through the
// card schema. The content loader's describer sits in a module that reads files, so the page names
// field and reason from zod's Spanish messages instead.
import { z } from 'zod'
import { applyOverride, describeOverrideError, type IssueDescriber } from '@/lib/catalogue/override'
import { makeCatalogue, type Card, type Catalogue } from '@/lib/catalogue/schema'

const SPANISH = z.locales.es().localeError
const describe: IssueDescriber = (issue) => [{ field: issue.path.map(String).join('.'), message: issue.message }]

/** The catalogue of a what-if, or its problems as «card.field: reason» lines. Empty text: the catalogue itself. */
export function catalogueWithOverride(base: Catalogue, text: string): { ok: true; catalogue: Catalogue; changed: string[] } | { ok: false; errors: string[] } {
  if (text.trim() === '') return { ok: true, catalogue: base, changed: [] }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    return { ok: false, errors: [`no es JSON válido: ${error instanceof Error ? error.message : String(error)}`] }
  }
  const applied = applyOverride(base, raw, describe, SPANISH)
  return applied.ok ? { ok: true, catalogue: applied.catalogue, changed: Object.keys(applied.override) } : { ok: false, errors: applied.errors.map(describeOverrideError) }
}

/** The live check of the editor: the what-if against the page's cards, as «card.field: reason» lines (none when it fits). */
export function checkWhatIfCards(cards: readonly Card[], text: string): string[] {
  const r = catalogueWithOverride(makeCatalogue([...cards], 'editor'), text)
  return r.ok ? [] : r.errors
}
