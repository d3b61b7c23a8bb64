// Typed errors: `apply` and `createGame` return these as values, never throw for a bad action.
// Words for people come from `describeError`, at the edge.
import type { ActionType } from './actions'
import type { DecisionKind, InstanceId, Phase, Seat } from './state'

export type EngineError =
  // createGame
  | { code: 'noDeck'; seat: Seat }
  | { code: 'unknownCard'; cardId: string }
  | { code: 'noStartingDalma'; seat: Seat }
  | { code: 'notADalma'; cardId: string }
  | { code: 'startingCardMissing'; seat: Seat; cardId: string }
  | { code: 'notARelic'; cardId: string }
  /** The config comes from a record made by another version of the engine (version.ts). */
  | { code: 'engineVersion'; recorded: number; current: number }
  /** `seed128` is not 32 lowercase hexadecimal digits. */
  | { code: 'badSeed' }
  // apply: when and who
  | { code: 'gameOver' }
  | { code: 'choicePending'; pending: DecisionKind; action: ActionType }
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
  /** A rule forbids it now: `reason` says what, `rule` which rule. */
  | { code: 'illegal'; reason: IllegalReason; rule: string; instanceId?: InstanceId }

/** Why a combat, window or character action is refused (the words live in describeError). */
export type IllegalReason =
  | 'notYourDecision' | 'wrongTiming' | 'badTarget' | 'noCastsLeft' | 'noSkillUses' | 'noFreeHand' | 'notCaster'
  | 'notKnown' | 'notLoaded' | 'reloadedThisPhase' | 'alreadyFought' | 'alreadyExplored' | 'inCombat' | 'notInCombat'
  | 'noAttackers' | 'notEligible' | 'notPaired' | 'pairingRule' | 'balanceRule' | 'notATrap' | 'notEntering'
  | 'noArrows' | 'lenteNoCounter' | 'lenteSameTurn' | 'selfHarm' | 'offensiveNotYet' | 'notThrowing' | 'noReloadNow'
  | 'notFaceDown' | 'mustChooseAction'

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
    case 'engineVersion': return error.recorded < error.current
      ? `Esta partida se jugó con una versión anterior del motor de reglas (la ${error.recorded}; esta web usa la ${error.current}) y no se puede reproducir en esta: con el motor de ahora, sus jugadas llevarían a otra partida. No se ha borrado ni cambiado nada de lo guardado.`
      : `Esta partida se jugó con una versión más reciente del motor de reglas (la ${error.recorded}; esta web usa la ${error.current}) y no se puede reproducir aquí. Recarga la página para usar la versión más reciente.`
    case 'badSeed': return 'La semilla de 128 bits de la partida debe tener 32 cifras hexadecimales (0-9, a-f).'
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
    case 'illegal': return `${ILLEGAL_TEXT[error.reason]} (${error.rule}).`
  }
}

const ILLEGAL_TEXT: Record<IllegalReason, string> = {
  notYourDecision: 'Esa decisión no te corresponde ahora',
  wrongTiming: 'No es el momento de esa acción',
  badTarget: 'Ese objetivo no es válido',
  noCastsLeft: 'No le quedan lanzamientos hasta descansar en la Posada',
  noSkillUses: 'Ya usó una habilidad desde su último descanso en la Posada',
  noFreeHand: 'Necesita una mano libre de armas para lanzar',
  notCaster: 'Solo un hechicero de esa profesión puede lanzarlo',
  notKnown: 'El Dalma no conoce esa carta',
  notLoaded: 'El arco no está cargado',
  reloadedThisPhase: 'Recargó en esta Fase Principal: no puede disparar en ella',
  alreadyFought: 'Ya estuvo en una fase de combate cuerpo a cuerpo este turno',
  alreadyExplored: 'Exploró este turno',
  inCombat: 'No se puede durante un combate',
  notInCombat: 'Hace falta un combate abierto',
  noAttackers: 'Hace falta al menos un atacante',
  notEligible: 'Ese personaje no puede tomar parte',
  notPaired: 'Ese personaje no está emparejado con ese rival',
  pairingRule: 'Los emparejamientos iniciales son uno contra uno mientras se pueda',
  balanceRule: 'Los refuerzos se reparten por igual',
  notATrap: 'Esa carta no es una trampa boca abajo',
  notEntering: 'Ese Dalma no está entrando en la Zona de Combate',
  noArrows: 'No quedan flechas',
  lenteNoCounter: 'La Lente no tiene contador de observación',
  lenteSameTurn: 'La Lente se activa de nuevo en otro turno',
  selfHarm: 'Control Mental no puede ordenar una acción contra su propio bando',
  offensiveNotYet: 'La variante aún no permite ir a por la reliquia',
  notThrowing: 'Esa arma no es arrojadiza',
  noReloadNow: 'Solo se puede recargar en el primer asalto en que está emparejado',
  notFaceDown: 'Esa carta no está boca abajo en la Zona de Juego rival',
  mustChooseAction: 'Hay que elegir una acción para el Dalma controlado',
}
