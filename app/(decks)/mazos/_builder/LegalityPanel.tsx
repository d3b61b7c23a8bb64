// Every problem and warning of a deck in Spanish (lib/decks's words), each with the cards it is
// about (links to their pages) and the rule it cites (RuleLink to /reglas). No hooks: the builder
// uses it live with one-click fixes; the share and boxed-deck pages render it read-only.
import Link from 'next/link'
import type { Catalogue } from '@/lib/catalogue/schema'
import { describeProblem, describeWarning, type DeckWarning } from '@/lib/decks/problems'
import type { DeckValidation } from '@/lib/decks/validate'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import type { DeckAction } from './deck-editing'
import { problemCardIds, problemFixes } from './legality-fixes'
import styles from './deck-view.module.css'

const nameOf = (catalogue: Catalogue, id: string) => catalogue.byId.get(id)?.name ?? id

function warningCardIds(warning: DeckWarning): string[] {
  return warning.code === 'UNLEARNABLE_CARD' ? [warning.cardId] : []
}

function CardLinks({ ids, catalogue, label }: { ids: readonly string[]; catalogue: Catalogue; label: string }) {
  const known = ids.filter((id) => catalogue.byId.has(id))
  if (known.length === 0) return null
  return (
    <span className={styles.findingCards}>
      {label}:{' '}
      {known.map((id, i) => (
        <span key={id}>
          {i > 0 && ', '}
          <Link href={`/cartas/${id}`}>{nameOf(catalogue, id)}</Link>
        </span>
      ))}
    </span>
  )
}

function Rule({ rule }: { rule: string | null }) {
  if (rule === null) return <span className={styles.findingRule}>Catálogo</span>
  return <span className={styles.findingRule}>Regla <RuleLink id={rule} fallback={rule} /></span>
}

export type LegalityPanelProps = {
  validation: DeckValidation
  catalogue: Catalogue
  /** Given by the builder: offers one-click fixes and in-page links to the controls. */
  onFix?: (actions: DeckAction[]) => void
  /** In-page targets of the builder's relic and starting-Dalma controls. */
  controlIds?: { relic: string; startingDalma: string }
  headingLevel?: 2 | 3
  id?: string
}

export function LegalityPanel({ validation, catalogue, onFix, controlIds, headingLevel = 2, id = 'legalidad' }: LegalityPanelProps) {
  const Heading = `h${headingLevel}` as const
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4'
  const { legal, problems, warnings } = validation
  const titleId = `${id}-titulo`
  return (
    <section className={`panel ${styles.legality}`} aria-labelledby={titleId} id={id}>
      <Heading id={titleId} className={styles.panelTitle}>Legalidad</Heading>
      <div aria-live="polite" className={styles.live}>
        {legal ? (
          <p className={styles.legal} data-legal="true">
            <span aria-hidden="true">✓ </span>Mazo legal
            {warnings.length > 0 && <span className={styles.legalNote}> (con {warnings.length === 1 ? '1 aviso' : `${warnings.length} avisos`})</span>}
          </p>
        ) : (
          <p className={styles.illegal} data-legal="false">
            <span aria-hidden="true">✗ </span>Mazo no legal: {problems.length === 1 ? '1 problema' : `${problems.length} problemas`}
          </p>
        )}
        {problems.length > 0 && (
          <ul className={styles.findings} aria-label="Problemas">
            {problems.map((problem, i) => {
              const fixes = onFix ? problemFixes(problem, catalogue) : []
              const suggestions = problem.code === 'UNKNOWN_CARD' ? problem.suggestions : []
              return (
                <li key={`${problem.code}-${i}`} className={styles.problem} data-problem-code={problem.code}>
                  <p className={styles.findingText}>{describeProblem(problem, catalogue)}</p>
                  <p className={styles.findingMeta}>
                    <Rule rule={problem.rule} />
                    <CardLinks ids={problemCardIds(problem)} catalogue={catalogue} label="Cartas" />
                    <CardLinks ids={suggestions} catalogue={catalogue} label="Sugerencias" />
                  </p>
                  {onFix && controlIds && problem.code === 'NO_RELIC' && (
                    <p className={styles.fixes}><a href={`#${controlIds.relic}`}>Ir a elegir la reliquia</a></p>
                  )}
                  {onFix && controlIds && problem.code === 'NO_STARTING_DALMA' && (
                    <p className={styles.fixes}><a href={`#${controlIds.startingDalma}`}>Ir a elegir el Dalma inicial</a></p>
                  )}
                  {onFix && fixes.length > 0 && (
                    <p className={styles.fixes}>
                      {fixes.map((fix) => (
                        <button key={fix.label} type="button" className={styles.fixButton} onClick={() => onFix(fix.actions)}>
                          {fix.label}
                        </button>
                      ))}
                    </p>
                  )}
                </li>
              )
            })}
          </ul>
        )}
        {warnings.length > 0 && (
          <>
            <SubHeading className={styles.warningsTitle}>Avisos <span className={styles.muted}>(no impiden jugar)</span></SubHeading>
            <ul className={styles.findings} aria-label="Avisos">
              {warnings.map((warning, i) => (
                <li key={`${warning.code}-${i}`} className={styles.warning} data-warning-code={warning.code}>
                  <p className={styles.findingText}>{describeWarning(warning, catalogue)}</p>
                  <p className={styles.findingMeta}>
                    <Rule rule={warning.rule} />
                    <CardLinks ids={warningCardIds(warning)} catalogue={catalogue} label="Cartas" />
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  )
}
