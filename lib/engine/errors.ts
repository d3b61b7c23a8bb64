// Typed errors: `apply` and `createGame` return these as values, never throw for a bad action.
// Words for people come from `describeError`, at the edge.
import type { ActionType } from './actions'
import type { InstanceId, PendingChoice, Phase, Seat } from './state'

export type EngineError =
  // createGame
  | { code: 'noDeck'; seat: Seat }
  | { code: 'unknownCard'; cardId: string }
  | { code: 'noStartingDalma'; seat: Seat }
  | { code: 'notADalma'; cardId: string }
  | { code: 'startingCardMissing'; seat: Seat; cardId: string }
  | { code: 'notARelic'; cardId: string }
  // apply: when and who
  | { code: 'gameOver' }
  | { code: 'choicePending'; pending: PendingChoice['kind']; action: ActionType }
  | { code: 'noSuchChoice'; action: ActionType }
  | { code: 'wrongPhase'; phase: Phase; action: ActionType }
  | { code: 'unknownInstance'; instanceId: InstanceId }
  | { code: 'notOwn'; instanceId: InstanceId }
  | { code: 'wrongZone'; instanceId: InstanceId; expected: 'hand' | 'playZone' | 'relicZone' | 'equipped' }
  | { code: 'wrongCardType'; instanceId: InstanceId; expected: string }
  // rules
  | { code: 'cannotAfford'; needSilver: number; haveSilver: number }
  | { code: 'handFull'; handSize: number }
  | { code: 'deckEmpty' }
  | { code: 'alreadyFaceUp'; instanceId: InstanceId }
  | { code: 'notRevealable'; instanceId: InstanceId }
  | { code: 'enemyUnavailable'; instanceId: InstanceId }
  | { code: 'notActive'; instanceId: InstanceId }
  | { code: 'hasActionMarker'; instanceId: InstanceId }
  | { code: 'wrongProfession'; instanceId: InstanceId }
  | { code: 'alreadyLearned'; instanceId: InstanceId }
  | { code: 'equipLimit'; instanceId: InstanceId; rule: string }
  | { code: 'badReplacement'; instanceId: InstanceId }
  | { code: 'noWeapon'; instanceId: InstanceId }
  | { code: 'notABow'; instanceId: InstanceId }
  | { code: 'alreadyLoaded'; instanceId: InstanceId }
  | { code: 'tooManyCards'; max: number; given: number }
  | { code: 'wrongCount'; expected: number; given: number }
  | { code: 'duplicateIds' }
  | { code: 'notEnoughCards'; need: number; have: number }
  | { code: 'notAnOption'; instanceId: InstanceId }

export type EngineErrorCode = EngineError['code']

const silverText = (s: number) => {
  const gold = Math.floor(s / 10), silver = s % 10
  if (gold && silver) return `${gold} oro${gold === 1 ? '' : 's'} y ${silver} plata${silver === 1 ? '' : 's'}`
  if (silver) return `${silver} plata${silver === 1 ? '' : 's'}`
  return `${gold} oro${gold === 1 ? '' : 's'}`
}

/** A Spanish sentence for the error, for the UI and the CLI. */
export function describeError(error: EngineError): string {
  switch (error.code) {
    case 'noDeck': return `Falta el mazo del Master ${error.seat + 1}.`
    case 'unknownCard': return `La carta «${error.cardId}» no está en el catálogo.`
    case 'noStartingDalma': return `El mazo del Master ${error.seat + 1} no indica su Dalma inicial (RUL-2).`
    case 'notADalma': return `«${error.cardId}» no es un Dalma.`
    case 'startingCardMissing': return `Al mazo del Master ${error.seat + 1} le falta «${error.cardId}», carta inicial de su Dalma (R5.9).`
    case 'notARelic': return `«${error.cardId}» no es una reliquia.`
    case 'gameOver': return 'La partida ha terminado.'
    case 'choicePending': return 'Antes hay que resolver la decisión pendiente.'
    case 'noSuchChoice': return 'No hay ninguna decisión pendiente de ese tipo.'
    case 'wrongPhase': return 'Esa acción no se puede hacer en este momento del turno.'
    case 'unknownInstance': return 'Esa carta no existe en la partida.'
    case 'notOwn': return 'Esa carta no es tuya.'
    case 'wrongZone': return 'Esa carta no está donde la acción la necesita.'
    case 'wrongCardType': return 'Ese tipo de carta no sirve para esta acción.'
    case 'cannotAfford': return `Hace falta ${silverText(error.needSilver)} y solo tienes ${silverText(error.haveSilver)}.`
    case 'handFull': return `No puedes robar con ${error.handSize} cartas en la mano (R8.2).`
    case 'deckEmpty': return 'El mazo está vacío (RUL-7).'
    case 'alreadyFaceUp': return 'Esa carta ya está revelada.'
    case 'notRevealable': return 'Esa carta no se puede revelar.'
    case 'enemyUnavailable': return 'Ese enemigo ya está revelado o derrotado.'
    case 'notActive': return 'Ese personaje no está activo.'
    case 'hasActionMarker': return 'Ese personaje ya tiene su marcador de acción (R7.15).'
    case 'wrongProfession': return 'La carta no lleva el símbolo de la profesión del Dalma (R11.2).'
    case 'alreadyLearned': return 'Esa carta ya la conoce un Dalma (R11.1).'
    case 'equipLimit': return `Ese equipo supera los límites de equipamiento (${error.rule}).`
    case 'badReplacement': return 'Las cartas sustituidas no son las que hace falta retirar (R9.2).'
    case 'noWeapon': return 'Hace falta un arma equipada (R14.2).'
    case 'notABow': return 'Esa carta no es un arco equipado.'
    case 'alreadyLoaded': return 'Ese arco ya está cargado.'
    case 'tooManyCards': return `Como máximo ${error.max} cartas.`
    case 'wrongCount': return `Hay que elegir exactamente ${error.expected} cartas.`
    case 'duplicateIds': return 'Una carta está elegida dos veces.'
    case 'notEnoughCards': return `Hacen falta al menos ${error.need} cartas en la mano (RUL-4).`
    case 'notAnOption': return 'Esa carta no es una de las opciones.'
  }
}
