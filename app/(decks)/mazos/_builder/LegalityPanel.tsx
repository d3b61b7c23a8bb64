// Every problem and warning of a deck in Spanish (lib/decks's words), each with the cards it is
// about (links to their pages) and the rule it cites (RuleLink to /reglas). No hooks: the builder
// uses it live with one-click fixes; the share and boxed-deck pages render it read-only.
import Link from 'next/link'
import type { Catalogue } from '@/lib/catalogue/schema'
import { describeProblem, describeWarning, type DeckProblem, type DeckWarning } from '@/lib/decks/problems'
import type { DeckValidation } from '@/lib/decks/validate'
import { isRuleId } from '@/lib/rules'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLink'
import type { DeckAction } from './deck-editing'
import styles from './deck-view.module.css'

type Fix = { label: string; actions: DeckAction[] }

/** Cards a problem is about, in the order its sentence names them. */
export function problemCardIds(problem: DeckProblem): string[] {
  switch (problem.code) {
    case 'TOO_MANY_DALMAS': return problem.cardIds
    case 'MORE_THAN_ONE_RELIC': return problem.cardIds
    case 'MISSING_STARTING_CARDS': return [problem.dalmaId, problem.cardId]
    case 'DUPLICATE_DALMA': case 'NOT_A_RELIC': case 'RELIC_IN_DECK': case 'ENEMY_IN_DECK':
    case 'TOO_MANY_COPIES': case 'STARTING_DALMA_NOT_IN_DECK': case 'SOLDIER_NOT_ALLOWED':
      return [problem.cardId]
    case 'UNKNOWN_CARD': case 'DECK_TOO_SMALL': case 'NO_RELIC': case 'NO_STARTING_DALMA':
      return []
  }
}

function warningCardIds(warning: DeckWarning): string[] {
  return warning.code === 'UNLEARNABLE_CARD' ? [warning.cardId] : []
}

const nameOf = (catalogue: Catalogue, id: string) => catalogue.byId.get(id)?.name ?? id

/** The one-click fixes the builder offers for a problem (none for what needs a choice). */
export function problemFixes(problem: DeckProblem, catalogue: Catalogue): Fix[] {
  const name = (id: string) => `«${nameOf(catalogue, id)}»`
  switch (problem.code) {
    case 'TOO_MANY_COPIES':
      return [{ label: `Dejar ${problem.limit} ${problem.limit === 1 ? 'copia' : 'copias'} de ${name(problem.cardId)}`, actions: [{ type: 'setCount', cardId: problem.cardId, count: problem.limit }] }]
    case 'DUPLICATE_DALMA':
      return [{ label: `Dejar 1 copia de ${name(problem.cardId)}`, actions: [{ type: 'setCount', cardId: problem.cardId, count: 1 }] }]
    case 'RELIC_IN_DECK':
      return [{ label: `Usar ${name(problem.cardId)} como reliquia`, actions: [{ type: 'chooseRelic', relicId: problem.cardId }, { type: 'remove', cardId: problem.cardId }] }]
    case 'ENEMY_IN_DECK': case 'SOLDIER_NOT_ALLOWED':
      return [{ label: `Quitar ${name(problem.cardId)} del mazo`, actions: [{ type: 'remove', cardId: problem.cardId }] }]
    case 'MISSING_STARTING_CARDS':
      return [{ label: `Añadir ${name(problem.cardId)} al mazo`, actions: [{ type: 'setCount', cardId: problem.cardId, count: problem.required }] }]
    case 'STARTING_DALMA_NOT_IN_DECK':
      return problem.reason === 'notInDeck'
        ? [{ label: `Añadir ${name(problem.cardId)} al mazo`, actions: [{ type: 'add', cardId: problem.cardId }] }]
        : [{ label: 'Quitar el Dalma inicial', actions: [{ type: 'chooseStartingDalma', dalmaId: null }] }]
    case 'UNKNOWN_CARD': {
      const from = problem.cardId
      if (from === undefined) return []
      if (problem.role === 'card') {
        return [
          ...problem.suggestions.map((to) => ({ label: `Cambiar por ${name(to)}`, actions: [{ type: 'replaceCard' as const, from, to }] })),
          { label: `Quitar «${from}» del mazo`, actions: [{ type: 'remove', cardId: from }] },
        ]
      }
      if (problem.role === 'relic') {
        return problem.suggestions
          .filter((id) => catalogue.byId.get(id)?.type === 'relic')
          .map((to) => ({ label: `Elegir ${name(to)} como reliquia`, actions: [{ type: 'chooseRelic' as const, relicId: to }] }))
      }
      return [{ label: 'Quitar el Dalma inicial', actions: [{ type: 'chooseStartingDalma', dalmaId: null }] }]
    }
    case 'DECK_TOO_SMALL': case 'TOO_MANY_DALMAS': case 'NO_RELIC': case 'MORE_THAN_ONE_RELIC':
    case 'NOT_A_RELIC': case 'NO_STARTING_DALMA':
      return []
  }
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
  return <span className={styles.findingRule}>Regla {isRuleId(rule) ? <RuleLink id={rule} /> : rule}</span>
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
