// What can be wrong with a deck, as typed values carrying their data and the rule they break.
// Words are made only here, at the edge (describeProblem / describeWarning), so the site, the CLI
// and tests share one set of values and the UI can render them its own way.
import {
  PROFESSION_LABELS, TYPE_LABELS, type CardType, type Catalogue, type Profession,
} from '@/lib/catalogue/model'

/** The rules that set copy limits (R5.5–R5.8, RUL-25 for shields). */
export type CopyLimitRule = 'R5.5' | 'R5.6' | 'R5.7' | 'R5.8' | 'RUL-25'
export const COPY_LIMIT_RULES: readonly CopyLimitRule[] = ['R5.5', 'R5.6', 'R5.7', 'R5.8', 'RUL-25']

/** Where a card was named: in the card list, as the relic, or as the starting Dalma. */
export type CardRole = 'card' | 'relic' | 'startingDalma'

export type DeckProblem =
  | { code: 'DECK_TOO_SMALL'; rule: 'R5.1'; count: number; minimum: number }
  | { code: 'TOO_MANY_DALMAS'; rule: 'R5.2'; count: number; limit: number; cardIds: string[] }
  | { code: 'DUPLICATE_DALMA'; rule: 'R5.2'; cardId: string; count: number; limit: 1 }
  | { code: 'NO_RELIC'; rule: 'R5.3' }
  | {
      code: 'MORE_THAN_ONE_RELIC'; rule: 'R5.3'
      /** Distinct relic lines named (unknown names included). */
      count: number
      /** The known cards among them. */
      cardIds: string[]
      lines: number[]
    }
  | { code: 'NOT_A_RELIC'; rule: 'R5.3'; cardId: string; cardType: CardType; line?: number }
  | { code: 'RELIC_IN_DECK'; rule: 'R5.3'; cardId: string; count: number }
  | { code: 'ENEMY_IN_DECK'; rule: 'R5.4'; cardId: string; count: number }
  | { code: 'TOO_MANY_COPIES'; rule: CopyLimitRule; cardId: string; cardType: CardType; count: number; limit: number }
  | { code: 'NO_STARTING_DALMA'; rule: 'RUL-2' }
  | {
      code: 'STARTING_DALMA_NOT_IN_DECK'; rule: 'RUL-2'; cardId: string
      /** notInDeck: the Dalma has no copy in the list; notADalma: the card named is of another type. */
      reason: 'notInDeck' | 'notADalma'; cardType: CardType
    }
  | { code: 'MISSING_STARTING_CARDS'; rule: 'R5.9'; dalmaId: string; cardId: string; required: number; count: number }
  | { code: 'SOLDIER_NOT_ALLOWED'; rule: 'RUL-10'; cardId: string; count: number }
  | {
      code: 'UNKNOWN_CARD'
      /** No rule is broken: the catalogue simply has no such card. */
      rule: null
      role: CardRole
      /** The id asked for (JSON, share codes) — absent when a typed name matched nothing. */
      cardId?: string
      /** The name as typed in a text list. */
      name?: string
      count: number
      line?: number
      /** Closest card ids, best first. */
      suggestions: string[]
      /** Set when the id belonged to a card since removed from the catalogue (tombstone). */
      removed?: { name: string; removedIn: string; reason: string }
    }

export type DeckProblemCode = DeckProblem['code']

export const DECK_PROBLEM_CODES = [
  'DECK_TOO_SMALL', 'TOO_MANY_DALMAS', 'DUPLICATE_DALMA', 'NO_RELIC', 'MORE_THAN_ONE_RELIC', 'NOT_A_RELIC',
  'RELIC_IN_DECK', 'ENEMY_IN_DECK', 'TOO_MANY_COPIES', 'NO_STARTING_DALMA', 'STARTING_DALMA_NOT_IN_DECK',
  'MISSING_STARTING_CARDS', 'SOLDIER_NOT_ALLOWED', 'UNKNOWN_CARD',
] as const satisfies readonly DeckProblemCode[]

export type DeckWarning =
  | { code: 'UNLEARNABLE_CARD'; rule: 'R11.2'; cardId: string; cardType: 'spell' | 'skill'; profession: Profession; count: number }
  | { code: 'DECK_OVER_70'; rule: 'R5.1'; count: number; recommended: 70 }
  | {
      code: 'SLOW_DALMA_REVEAL'; rule: 'R8.4'
      /** Dalmas that must be paid for: all but the starting one, revealed free (R6.9). */
      paidDalmas: number
      goldNeeded: number
      /** Earliest own turn with that much gold, spending nothing else (R6.10, R7.12; RUL-5). */
      earliestTurn: { asFirstMaster: number; asSecondMaster: number }
    }

export type DeckWarningCode = DeckWarning['code']

/** "Bola de fuego" for a known id, the id itself otherwise. */
function cardName(catalogue: Catalogue, id: string): string {
  return catalogue.byId.get(id)?.name ?? id
}
const quoted = (catalogue: Catalogue, id: string) => `«${cardName(catalogue, id)}»`
const copies = (n: number) => (n === 1 ? '1 copia' : `${n} copias`)
const cards = (n: number) => (n === 1 ? '1 carta' : `${n} cartas`)
const atLine = (line: number | undefined) => (line === undefined ? '' : ` (línea ${line})`)

function listNames(catalogue: Catalogue, ids: readonly string[]): string {
  const names = ids.map((id) => quoted(catalogue, id))
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`
}

function orList(catalogue: Catalogue, ids: readonly string[]): string {
  const names = ids.map((id) => quoted(catalogue, id))
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} o ${names[names.length - 1]}`
}

/** "un arma", "una poción": the type of a card named where another type was expected. */
const A_TYPE: Record<CardType, string> = {
  dalma: 'un Dalma', enemy: 'un enemigo', relic: 'una reliquia', weapon: 'un arma', shield: 'un escudo',
  armor: 'una armadura', object: 'un objeto', accessory: 'un accesorio', emblem: 'un Emblema', spell: 'un hechizo',
  skill: 'una habilidad', potion: 'una poción', poison: 'un veneno', trap: 'una trampa', treasure: 'un tesoro',
  soldier: 'un Soldado',
}

const ROLE_WORDS: Record<CardRole, string> = {
  card: 'La carta',
  relic: 'La reliquia',
  startingDalma: 'El Dalma inicial',
}

/** One Spanish sentence for a problem, without the rule ID (callers show it beside). */
export function describeProblem(problem: DeckProblem, catalogue: Catalogue): string {
  switch (problem.code) {
    case 'DECK_TOO_SMALL':
      return `El mazo tiene ${cards(problem.count)}; necesita al menos ${problem.minimum}.`
    case 'TOO_MANY_DALMAS':
      return `El mazo lleva ${problem.count} Dalmas distintos (${listNames(catalogue, problem.cardIds)}); el máximo es ${problem.limit}.`
    case 'DUPLICATE_DALMA':
      return `${quoted(catalogue, problem.cardId)} aparece ${problem.count} veces; de cada Dalma solo puede haber una copia.`
    case 'NO_RELIC':
      return 'Falta la reliquia: cada mazo elige exactamente una (línea «Reliquia: …»).'
    case 'MORE_THAN_ONE_RELIC':
      return `Se nombran ${problem.count} reliquias (${listNames(catalogue, problem.cardIds)}${problem.lines.length > 0 ? `; líneas ${problem.lines.join(', ')}` : ''}); el mazo elige solo una.`
    case 'NOT_A_RELIC':
      return `${quoted(catalogue, problem.cardId)} no es una reliquia: es ${A_TYPE[problem.cardType]}${atLine(problem.line)}.`
    case 'RELIC_IN_DECK':
      return `La reliquia ${quoted(catalogue, problem.cardId)} está en la lista de cartas; la reliquia se elige aparte y no forma parte del mazo.`
    case 'ENEMY_IN_DECK':
      return `El enemigo ${quoted(catalogue, problem.cardId)} está en la lista de cartas; los enemigos llegan con su reliquia y no forman parte del mazo.`
    case 'TOO_MANY_COPIES':
      return `${quoted(catalogue, problem.cardId)}: ${copies(problem.count)}; el máximo para ${TYPE_LABELS[problem.cardType].plural.toLowerCase()} es ${problem.limit}.`
    case 'NO_STARTING_DALMA':
      return 'Falta el Dalma inicial (línea «Dalma inicial: …»).'
    case 'STARTING_DALMA_NOT_IN_DECK':
      return problem.reason === 'notADalma'
        ? `El Dalma inicial nombrado, ${quoted(catalogue, problem.cardId)}, no es un Dalma: es ${A_TYPE[problem.cardType]}.`
        : `El Dalma inicial ${quoted(catalogue, problem.cardId)} no está en la lista de cartas; debe ser uno de los Dalmas del mazo.`
    case 'MISSING_STARTING_CARDS':
      return problem.required === 1
        ? `Falta ${quoted(catalogue, problem.cardId)}, carta inicial de ${quoted(catalogue, problem.dalmaId)}: debe estar en el mazo.`
        : `${quoted(catalogue, problem.dalmaId)} empieza con dos copias de ${quoted(catalogue, problem.cardId)}: el mazo necesita ${problem.required} y tiene ${problem.count}.`
    case 'SOLDIER_NOT_ALLOWED':
      return `${quoted(catalogue, problem.cardId)} es un Soldado; los Soldados no se admiten en un mazo estándar.`
    case 'UNKNOWN_CARD': {
      const who = problem.name !== undefined ? `«${problem.name}»` : `«${problem.cardId ?? ''}»`
      const removed = problem.removed
        ? ` Era «${problem.removed.name}», retirada en la versión ${problem.removed.removedIn}: ${problem.removed.reason}.`
        : ''
      const hint = problem.suggestions.length > 0 ? ` ¿Querías decir ${orList(catalogue, problem.suggestions)}?` : ''
      return `${ROLE_WORDS[problem.role]} ${who} no existe en el catálogo${atLine(problem.line)}.${removed}${hint}`
    }
  }
}

/** One Spanish sentence for a warning. */
export function describeWarning(warning: DeckWarning, catalogue: Catalogue): string {
  switch (warning.code) {
    case 'UNLEARNABLE_CARD': {
      const kind = warning.cardType === 'spell' ? 'el hechizo' : 'la habilidad'
      return `Ningún Dalma del mazo puede aprender ${kind} ${quoted(catalogue, warning.cardId)} (${copies(warning.count)}): hace falta un ${PROFESSION_LABELS[warning.profession]}.`
    }
    case 'DECK_OVER_70':
      return `El mazo tiene ${warning.count} cartas, más que los mazos preconstruidos (${warning.recommended}): robarás tus cartas clave con menos frecuencia.`
    case 'SLOW_DALMA_REVEAL': {
      const { asFirstMaster, asSecondMaster } = warning.earliestTurn
      return `Revelar los otros ${warning.paidDalmas} Dalmas cuesta ${warning.goldNeeded} oros (5 cada uno); con 5 oros iniciales y 3 por Cobro, sin otros gastos, no podrás tenerlos todos antes del turno ${asFirstMaster} si empiezas tú, o del turno ${asSecondMaster} si empieza el rival.`
    }
  }
}
