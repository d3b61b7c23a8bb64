'use client'
// The deck being tried: its name and size, and whether it is legal. Any deck can be tried (drafts
// too); an illegal one lists its problems with the rule each breaks, beside the table.
import { useMemo } from 'react'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import type { Catalogue } from '@/lib/catalogue/schema'
import { describeProblem } from '@/lib/decks/problems'
import { validateDeck, type DeckToValidate } from '@/lib/decks/validate'
import { useIsCitation } from '@/app/(catalogue)/reglas/CitationsProvider'
import styles from './probar.module.css'

export function DeckReport({ deck, name, origin, catalogue }: { deck: DeckToValidate; name: string; origin: string; catalogue: Catalogue }) {
  const isCitation = useIsCitation()
  const validation = useMemo(() => validateDeck(deck, catalogue), [deck, catalogue])
  const relic = deck.relicId === null ? null : catalogue.byId.get(deck.relicId)?.name ?? deck.relicId
  const dalma = deck.startingDalmaId === null ? null : catalogue.byId.get(deck.startingDalmaId)?.name ?? deck.startingDalmaId
  return (
    <section className={styles.deckReport} aria-labelledby="mazo-titulo">
      <h2 id="mazo-titulo" className={styles.sideTitle}>{name}</h2>
      <p className={styles.controlHelp}>
        {origin} · {validation.stats.cards} cartas{relic ? ` · Reliquia: ${relic}` : ''}{dalma ? ` · Dalma inicial: ${dalma}` : ''}
      </p>
      {validation.legal ? (
        <p className={styles.legal}>Mazo legal.</p>
      ) : (
        <>
          <p className={styles.illegal}>
            Mazo no legal ({validation.problems.length} problema{validation.problems.length === 1 ? '' : 's'}); puedes probarlo igualmente
            si la partida puede empezar.
          </p>
          <ul className={styles.problems}>
            {validation.problems.map((problem, i) => (
              <li key={i}>
                {describeProblem(problem, catalogue)}
                {problem.rule !== null && isCitation(problem.rule) && (
                  <>
                    {' '}
                    <RuleLink id={problem.rule} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
