// What the legality panel offers beside each problem: the cards it is about, and the one-click
// fixes the builder can apply (as deck-editing actions). Pure, so the fixes are tested against
// validateDeck: applying one makes its problem go away.
import type { Catalogue } from '@/lib/catalogue/schema'
import type { DeckProblem } from '@/lib/decks/problems'
import type { DeckAction } from './deck-editing'

const nameOf = (catalogue: Catalogue, id: string) => catalogue.byId.get(id)?.name ?? id

export type Fix = { label: string; actions: DeckAction[] }

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
