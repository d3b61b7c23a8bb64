// Spanish text for events, for the game log on /probar and the CLI. Pure; batches never call it.
import type { Catalogue } from '../catalogue/schema'
import { readAttackDie } from './dice'
import type { GameEvent } from './events'
import type { GameResult, InstanceId, Seat } from './state'

export type EventText = { text: string; rule?: string }

/**
 * How a reader calls the two Masters (issue 27: one naming on the whole page, header, log and summaries alike):
 * `names[seat]` as a proper name («Master 1», «Bot», «Rival», «Master A»), and `you`, the seat the reader plays, whose
 * sentences are said to them («Robas una carta», «Tu turno 3»). Default: «Master 1» and «Master 2», nobody addressed.
 */
export type Speakers = { names: readonly [string, string]; you: Seat | null }

export const DEFAULT_SPEAKERS: Speakers = { names: ['Master 1', 'Master 2'], you: null }

/** A card id the reader may not know: a view's hidden instance ('?', view.ts) or anything the catalogue lacks. */
const UNKNOWN_CARD = 'una carta'

/** Names of roles take the article after a verb or «de» («Empieza el rival», «Turno 2 del Master 1»); a person's name does not. */
function withArticle(name: string): string {
  if (/^Master\b/.test(name)) return `el ${name}`
  if (/^(Bot|Rival)\b/.test(name)) return `el ${name.charAt(0).toLowerCase()}${name.slice(1)}`
  return name
}

/** «de» before a name, contracted with its article («del Master 2»). */
const ofName = (name: string) => {
  const full = withArticle(name)
  return full.startsWith('el ') ? `del ${full.slice(3)}` : `de ${full}`
}

/** The words for one Master as the reader calls it: subject, verb person, possessive, name after a verb or «de». */
export type Voice = {
  /** At the start of a sentence: «Master 1», «Rival», «Tú». */
  subject: string
  /** The verb in the person this Master takes: `v('roba', 'robas')`. */
  v: (third: string, second: string) => string
  /** «su» or «tu». */
  su: string
  /** After a verb: «el Master 1», «el rival», «tú». */
  after: string
  /** After «de»: «del Master 1», «de Ana», «de ti». */
  of: string
  you: boolean
}

export function voiceOf(speakers: Speakers, seat: Seat): Voice {
  const you = speakers.you === seat
  const name = speakers.names[seat]
  return {
    subject: you ? 'Tú' : name,
    v: (third, second) => (you ? second : third),
    su: you ? 'tu' : 'su',
    after: you ? 'tú' : withArticle(name),
    of: you ? 'de ti' : ofName(name),
    you,
  }
}

/**
 * The name a reader may see for a card instance (its card's name, or words such as «una carta
 * boca abajo» when it is hidden from them), or null when the caller cannot tell: the sentence then
 * falls back to words that name no card. Events carry instance ids; only the caller knows the state
 * and who is reading.
 */
export type InstanceNames = (id: InstanceId) => string | null

const STAT_LABELS = { strength: 'Fuerza', resistance: 'Resistencia', initiative: 'Iniciativa' } as const
const PHASE_LABELS = { rest: 'Fase de Descanso', income: 'Fase de Cobro', main: 'Fase Principal', endOfTurn: 'decisión de fin de turno' } as const
const STEP_LABELS = { masterActions: 'Acciones de Master', enemyActions: 'acciones de los enemigos', dalmaActions: 'acciones de los Dalmas' } as const

export function money(silver: number): string {
  const gold = Math.floor(silver / 10), rest = silver % 10
  const g = `${gold} oro${gold === 1 ? '' : 's'}`
  const s = `${rest} plata${rest === 1 ? '' : 's'}`
  if (gold > 0 && rest > 0) return `${g} y ${s}`
  return rest > 0 ? s : g
}

const cards = (n: number) => `${n} carta${n === 1 ? '' : 's'}`

export function describeResult(result: GameResult, speakers: Speakers = DEFAULT_SPEAKERS): string {
  switch (result.kind) {
    case 'turnLimit': return `Fin de la simulación tras ${result.turns} turno${result.turns === 1 ? '' : 's'}.`
    case 'exhaustion': return `Agotamiento en el turno ${result.turn}: sin Acción de Master legal tras ${result.masterActions} de 5; toca la ofensiva obligatoria.`
    case 'defeat': {
      const w = voiceOf(speakers, result.loser === 0 ? 1 : 0)
      const l = voiceOf(speakers, result.loser)
      const loser = capital(l.you ? 'pierdes' : `${withArticle(speakers.names[result.loser])} pierde`)
      switch (result.reason) {
        case 'capture': return `${w.subject} ${w.v('gana', 'ganas')}: ${w.v('captura', 'capturas')} la reliquia rival.`
        case 'allDalmasLost': return `${loser}: no ${l.you ? 'te' : 'le'} queda ningún Dalma.`
        case 'exhaustedWithoutDalma': return `${loser}: ${l.v('se agotó', 'te agotaste')} sin Dalmas activos para la ofensiva obligatoria.`
        case 'forcedOffensiveFailed': return `${loser}: fracasó ${l.su} ofensiva obligatoria.`
      }
      return `${w.subject} ${w.v('gana', 'ganas')}.`
    }
    case 'draw': return result.reason === 'bothLost' ? 'Tablas: los dos Masters pierden a la vez.' : `Tablas: se alcanzó el límite de ${result.turns} turnos.`
  }
}

/**
 * One event in Spanish: `names` says how the reader sees each card instance, `speakers` how they call each Master
 * (and which one is them). A card id the reader may not know (a rival's draw) reads «una carta».
 */
export function describeEvent(event: GameEvent, catalogue: Catalogue, names?: InstanceNames, speakers: Speakers = DEFAULT_SPEAKERS): EventText {
  const name = (id: string) => catalogue.byId.get(id)?.name ?? UNKNOWN_CARD
  const m = (seat: Seat) => voiceOf(speakers, seat)
  const t = (text: string): EventText => ('rule' in event && event.rule ? { text, rule: event.rule } : { text })
  switch (event.type) {
    case 'relicSetAside': return t(`${m(event.seat).subject}: reliquia y ${event.enemyIds.length} enemigos boca abajo en ${m(event.seat).su} Zona de Reliquia.`)
    case 'startingDalmaSetAside': { const w = m(event.seat); return t(`${w.subject} ${w.v('aparta', 'apartas')} ${w.su} Dalma inicial y sus dos cartas conocidas.`) }
    case 'deckShuffled': { const w = m(event.seat); return t(`${w.subject} ${w.v('baraja', 'barajas')} ${w.su} mazo (${cards(event.size)}).`) }
    case 'cardDrawn': { const w = m(event.seat); return t(`${w.subject} ${w.v('roba', 'robas')} ${name(event.cardId)}.`) }
    case 'cardsReplaced': {
      const w = m(event.seat)
      return t(`${w.subject} ${w.v('pone', 'pones')} ${cards(event.instanceIds.length)} bajo el mazo y ${w.v('roba', 'robas')} otras tantas (${event.deferred ? 'reemplazo diferido' : 'reemplazo inicial'}).`)
    }
    case 'replacementDeclined': {
      const w = m(event.seat)
      return t(event.deferred
        ? `${w.subject} no ${w.v('usa', 'usas')} ahora el reemplazo diferido.`
        : `${w.subject} no ${w.v('usa', 'usas')} el reemplazo inicial: ${w.v('conserva', 'conservas')} el diferido.`)
    }
    case 'initialRevelation': { const w = m(event.seat); return t(`${w.subject} ${w.v('hace', 'haces')} la revelación inicial (${cards(event.instanceIds.length)}).`) }
    case 'moneyGained': { const w = m(event.seat); return t(`${w.subject} ${w.v('recibe', 'recibes')} ${money(event.silver)}.`) }
    case 'moneyPaid': { const w = m(event.seat); return t(`${w.subject} ${w.v('paga', 'pagas')} ${money(event.silver)}.`) }
    case 'firstMasterChosen': {
      const w = m(event.seat)
      const who = `${w.v('Empieza', 'Empiezas')} ${w.after}`
      if (event.initiative === null) return t(`${who}.`)
      const rolls = event.rolls.length > 0 ? `; desempate con 1d6: ${event.rolls.map(([a, b]) => `${a}–${b}`).join(', ')}` : ''
      return t(`${who} (Iniciativa ${event.initiative[0]} contra ${event.initiative[1]}${rolls}).`)
    }
    case 'turnStarted': {
      const w = m(event.seat)
      const turn = w.you ? `Tu turno ${event.turn}` : `Turno ${event.turn} ${w.of}`
      return t(`${turn}${event.skipsRestAndIncome ? `: empieza directamente en ${w.su} Fase Principal` : ''}.`)
    }
    case 'phaseStarted': return t(`${m(event.seat).subject}: ${PHASE_LABELS[event.phase]}.`)
    case 'stepStarted': return t(`${m(event.seat).subject}: ${STEP_LABELS[event.step]}.`)
    case 'returnedFromCombat': {
      const shown = event.dalmaIds.map((id) => names?.(id) ?? null)
      if (shown.length > 0 && shown.every((n) => n !== null)) return t(`${listWords(shown as string[])} ${shown.length === 1 ? 'vuelve' : 'vuelven'} de la Zona de Combate.`)
      return t(`${event.dalmaIds.length} Dalma${event.dalmaIds.length === 1 ? '' : 's'} vuelve${event.dalmaIds.length === 1 ? '' : 'n'} de la Zona de Combate.`)
    }
    case 'relicCountersRemoved': { const w = m(event.seat); return t(`${w.subject} ${w.v('retira', 'retiras')} ${event.count === 1 ? 'el contador' : `${event.count} contadores`} de ${w.su} reliquia.`) }
    case 'actionMarkersRemoved': return t(event.instanceIds.length === 1 ? 'Se retira un marcador de acción.' : `Se retiran ${event.instanceIds.length} marcadores de acción.`)
    case 'enemyHealed': return t(`${name(event.cardId)} recupera ${event.amount} de Vida.`)
    case 'temporaryEffectsEnded': return t('Terminan los efectos de este turno.')
    case 'innRest': { const w = m(event.seat); return t(`${w.subject} ${w.v('paga', 'pagas')} la Posada para ${event.dalmaIds.length} Dalma${event.dalmaIds.length === 1 ? '' : 's'}.`) }
    case 'cardPlaced': { const w = m(event.seat); return t(`${w.subject} ${w.v('coloca', 'colocas')} una carta boca abajo.`) }
    case 'cardRevealed': { const w = m(event.seat); return t(`${w.subject} ${w.v('revela', 'revelas')} ${name(event.cardId)}${event.costSilver > 0 ? ` por ${money(event.costSilver)}` : ''}.`) }
    case 'enemyRevealed': { const w = m(event.seat); return t(`${w.subject} ${w.v('revela', 'revelas')} a ${name(event.cardId)} por 3 oros.`) }
    case 'treasureUsed': { const w = m(event.seat); return t(`${w.subject} ${w.v('usa', 'usas')} ${name(event.cardId)}.`) }
    case 'masterActionCounted': return t(`Acción de Master (${event.count} de 5).`)
    case 'cardDiscarded': return t(`${name(event.cardId)} va al descarte.`)
    case 'equipped': return t(`${name(event.characterCardId)} se equipa ${name(event.cardId)}.`)
    case 'learned': return t(`${name(event.dalmaCardId)} aprende ${name(event.cardId)} por ${money(event.costSilver)}${event.halved ? ' (a mitad de precio)' : ''}.`)
    case 'potionDrunk': return t(`${name(event.characterCardId)} bebe ${name(event.cardId)}.`)
    case 'poisonApplied': return t(`${name(event.cardId)} impregna ${name(event.weaponCardId)}: actuará en su siguiente ataque.`)
    case 'bowReloaded': return t(`${name(event.characterCardId)} recarga ${name(event.weaponCardId)}${event.costSilver > 0 ? ` por ${money(event.costSilver)}` : ''}.`)
    case 'healed': return t(`${name(event.characterCardId)} recupera ${event.amount} de Vida.`)
    case 'statModified': {
      const sign = event.amount >= 0 ? '+' : '−'
      const until = event.until === 'endOfTurn' ? ' hasta el final del turno' : event.until === 'nextAttack' ? ' en su siguiente ataque' : ''
      return t(`${name(event.characterCardId)}: ${sign}${Math.abs(event.amount)} ${STAT_LABELS[event.stat]}${until}.`)
    }
    case 'extraActivationGranted': return t(`${name(event.characterCardId)} gana una activación extra de PRI ${event.pri} este turno.`)
    case 'effectNotSimulated': return t(`Efecto de ${name(event.sourceCardId)} que el simulador aún no resuelve.`)
    case 'actionMarkerPlaced': {
      const who = names?.(event.instanceId) ?? null
      return t(who === null ? 'Se coloca su marcador de acción.' : `${who} recibe su marcador de acción.`)
    }
    case 'handLimitExceeded': { const w = m(event.seat); return t(`${w.subject} ${w.v('tiene', 'tienes')} ${cards(event.handSize)} en la mano: ${w.v('descarta', 'descartas')} hasta 10.`) }
    case 'emblemConflict': { const w = m(event.seat); return t(`${w.subject} ${w.v('tiene', 'tienes')} dos Emblemas revelados: ${w.v('se queda', 'te quedas')} con uno.`) }
    case 'exhaustion': { const w = m(event.seat); return t(`${w.subject} ${w.v('se queda', 'te quedas')} sin Acciones de Master legales (${event.masterActions} de 5).`) }
    case 'turnEnded': { const w = m(event.seat); return t(`${w.subject} ${w.v('pasa', 'pasas')}.`) }
    case 'gameEnded': return t(describeResult(event.result, speakers))
    default: return describeDuelEvent(event, catalogue, t, names ?? (() => null), m)
  }
}

/**
 * An attack's dice and sum as the rules read them: the dice rolled, what they are worth under RUL-1
 * when more than one was rolled, then R19.9's sum written out in full, negative included (only a
 * positive sum is Vida lost).
 */
export function attackText(event: Extract<GameEvent, { type: 'attackRolled' }>): string {
  const dice = event.rolls.join(', ')
  const die = readAttackDie(event.rolls)
  if (die.kind === 'tripleSix') return `Tirada 666 (${dice}): muere en el acto`
  if (die.kind === 'fumble') return `Pifia (${dice}): el ataque falla`
  const worth = event.rolls.length > 1 ? `dado ${dice} (vale ${die.value})` : `dado ${dice}`
  const sum = die.value + event.strength + event.bonus - event.resistance
  const total = sum > 0 ? `${sum} de daño` : `${sum < 0 ? `−${-sum}` : 0}: sin daño`
  const bonus = event.bonus > 0 ? ` + ${event.bonus} de veneno` : ''
  return `${worth} + Fuerza ${event.strength}${bonus} − Resistencia ${event.resistance} = ${total}`
}


const ACT_WORDS: Record<string, string> = {
  explore: 'explorar', shoot: 'disparar', cast: 'lanzar un hechizo', useSkill: 'usar una habilidad', equip: 'equiparse',
  learn: 'aprender', drinkPotion: 'beber una poción', applyPoison: 'aplicar un veneno', reloadBow: 'recargar', lente: 'activar la Lente',
}

/** "A", "A y B", "A, B y C". */
function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} y ${words[words.length - 1]}`
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The duel's events (§9–§22), naming every character involved when `names` can. */
function describeDuelEvent(event: GameEvent, catalogue: Catalogue, t: (text: string) => EventText, names: InstanceNames, m: (seat: Seat) => Voice): EventText {
  const name = (id: string) => catalogue.byId.get(id)?.name ?? UNKNOWN_CARD
  /** The instance's name, or `fallback` when the reader cannot be told. */
  const who = (id: InstanceId | null, fallback: string) => (id === null ? fallback : names(id) ?? fallback)
  /** Several instances' names, or `fallback` when any of them cannot be told. */
  const all = (ids: readonly InstanceId[], fallback: string) => {
    const shown = ids.map((id) => names(id))
    return ids.length > 0 && shown.every((n) => n !== null) ? listWords(shown as string[]) : fallback
  }
  switch (event.type) {
    case 'actionDeclared': {
      const actor = names(event.actorId)
      const w = m(event.seat)
      const declares = `${w.subject} ${w.v('declara', 'declaras')}`
      return t(actor === null ? `${declares} ${ACT_WORDS[event.act] ?? event.act}.` : `${declares}: ${actor} va a ${ACT_WORDS[event.act] ?? event.act}.`)
    }
    case 'actionFizzled': return t(`La acción de ${who(event.actorId, 'un personaje')} (${ACT_WORDS[event.act] ?? event.act}) ya no es legal y no se resuelve; lo gastado no se recupera.`)
    case 'answerDeclined': { const w = m(event.seat); return t(`${w.subject} no ${w.v('responde', 'respondes')}.`) }
    case 'extraActivationUsed': return t(`${capital(who(event.characterId, 'el personaje'))} usa la activación extra de la Poción de Thal.`)
    case 'arrowUsed': return t(`Usa una flecha perforadora (${event.used} de 10).`)
    case 'ringUsed': return t('Tercer lanzamiento: contador en el Anillo Sumador.')
    case 'explored': {
      const dalma = names(event.dalmaId), target = names(event.targetId)
      return t(dalma !== null && target !== null ? `${m(event.seat).subject}: ${dalma} explora contra ${target}.` : `${m(event.seat).subject}: un Dalma explora.`)
    }
    case 'enteredCombatZone': {
      const list = all(event.dalmaIds, '')
      if (list !== '') return t(`${list} ${event.dalmaIds.length === 1 ? 'entra' : 'entran'} en la Zona de Combate.`)
      return t(`${event.dalmaIds.length === 1 ? 'Un Dalma entra' : `${event.dalmaIds.length} Dalmas entran`} en la Zona de Combate.`)
    }
    case 'spellCast': {
      const caster = names(event.casterId), target = event.targetId === null ? null : names(event.targetId)
      if (caster === null) return t(`Se lanza ${name(event.cardId)}.`)
      return t(`${caster} lanza ${name(event.cardId)}${target === null ? '' : ` sobre ${target}`}.`)
    }
    case 'skillUsed': {
      const user = names(event.dalmaId), target = event.targetId === null ? null : names(event.targetId)
      if (user === null) return t(`Se usa ${name(event.cardId)}.`)
      return t(`${user} usa ${name(event.cardId)}${target === null ? '' : ` sobre ${target}`}.`)
    }
    case 'attackRolled': {
      const verb = event.mode === 'shot' ? 'dispara a' : event.mode === 'throw' ? 'lanza su arma a' : 'ataca a'
      const attacker = names(event.attackerId), target = names(event.targetId)
      if (attacker !== null && target !== null) return t(`${attacker} ${verb} ${target}: ${attackText(event)}.`)
      const dice = event.rolls.join(', ')
      if (event.outcome === 'kill') return t(`Tirada 666 (${dice}): el objetivo muere en el acto.`)
      if (event.outcome === 'fumble') return t(`Pifia (${dice}): el ataque falla.`)
      return t(`Ataque: ${attackText(event)}.`)
    }
    case 'damaged': {
      const target = names(event.characterId)
      return t(target === null ? `Pierde ${event.amount} de Vida.` : `${target} pierde ${event.amount} de Vida.`)
    }
    case 'deaths': {
      const list = all(event.characterIds, '')
      return t(list === '' ? `Mueren a la vez ${event.characterIds.length} personajes.` : `Mueren a la vez ${list}.`)
    }
    case 'died': return t(`${name(event.cardId)} muere.`)
    case 'enemyDefeated': return t(`${name(event.cardId)} queda derrotado junto a su reliquia.`)
    case 'thrownReturned': return t(`El arma arrojada (${who(event.instanceId, 'el arma')}) mató: vuelve revelada a la Zona de Juego.`)
    case 'weaponThrown': {
      const fighter = names(event.fighterId), weapon = names(event.weaponId), target = names(event.targetId)
      return t(fighter !== null && weapon !== null && target !== null ? `${fighter} lanza ${weapon} a ${target}.` : 'Lanza su arma arrojadiza.')
    }
    case 'abilityTriggered': return t(`Se activa la habilidad impresa de ${name(event.cardId)}.`)
    case 'trapSprung': {
      const target = names(event.targetId), dalma = names(event.dalmaId)
      const w = m(event.seat)
      return t(`${w.subject} ${w.v('activa', 'activas')} ${name(event.cardId)}${dalma === null ? '' : ` con ${dalma}`}${target === null ? '' : ` contra ${target}`}.`)
    }
    case 'combatStarted': {
      const attackers = all(event.attackers, ''), defenders = all(event.defenders, '')
      const base = event.kind === 'explore' ? 'Empieza un combate de exploración (un asalto)' : 'Empieza el combate por la reliquia (a muerte)'
      return t(attackers !== '' && defenders !== '' ? `${base}: ${attackers} contra ${defenders}.` : `${base}.`)
    }
    case 'offensiveDeclared': {
      const list = all(event.attackers, `${event.attackers.length} Dalma${event.attackers.length === 1 ? '' : 's'}`)
      const w = m(event.seat)
      return t(`${w.subject} ${w.v('va', 'vas')} a por la reliquia${event.forced ? ' (ofensiva obligatoria)' : ''} con ${list}.`)
    }
    case 'actionsRecovered': return t(`${event.dalmaIds.length === 1 ? 'El atacante recupera su acción' : 'Los atacantes recuperan su acción'}${all(event.dalmaIds, '') === '' ? '' : ` (${all(event.dalmaIds, '')})`}.`)
    case 'defenderAdded': {
      const dalma = names(event.dalmaId)
      const w = m(event.seat)
      return t(dalma === null ? 'Un Dalma se une a la defensa.' : `${dalma} se une a ${w.you ? 'tu defensa' : `la defensa ${w.of}`}.`)
    }
    case 'paired': {
      const a = names(event.attackerId), d = names(event.defenderId)
      return t(a !== null && d !== null ? `Emparejamiento: ${a} contra ${d}.` : 'Se forma un emparejamiento.')
    }
    case 'reinforced': {
      const f = names(event.fighterId), o = names(event.opponentId)
      return t(f !== null && o !== null ? `${f} refuerza el emparejamiento contra ${o}.` : 'Un refuerzo se une a un emparejamiento.')
    }
    case 'roundStarted': return t(`Asalto ${event.round}.`)
    case 'roundEnded': return t(`Fin del asalto ${event.round}.`)
    case 'initiativeTie': {
      const rolls = event.rolls.map(([id, r]) => { const n = names(id); return n === null ? String(r) : `${n} ${r}` })
      return t(`Empate de Iniciativa: ${rolls.join(', ')}.`)
    }
    case 'shotNotPaid': return t(`No hay 2 platas para el disparo: ${who(event.weaponId, 'el arco')} no dispara.`)
    case 'reloadedInCombat': return t(`${capital(who(event.fighterId, 'el personaje'))} recarga ${who(event.weaponId, 'su arco')} en lugar de atacar.`)
    case 'relicCaptured': { const w = m(event.seat); return t(`${w.subject} ${w.v('captura', 'capturas')} la reliquia.`) }
    case 'offensiveFailed': { const w = m(event.seat); return t(w.you ? 'Fracasa tu ofensiva.' : `Fracasa la ofensiva ${w.of}.`) }
    case 'combatEnded': return t('Termina el combate.')
    case 'lenteCounter': return t('La Lente recibe su contador de observación.')
    case 'lenteLooked': return t(event.revealed ? `La Lente revela ${name(event.cardId)}.` : 'La Lente mira una carta boca abajo.')
    case 'controlled': { const w = m(event.seat); return t(`Control Mental: ${w.you ? 'eliges' : `${w.after} elige`} la acción de ${who(event.dalmaId, 'un Dalma')}.`) }
    case 'confused': {
      const dalma = names(event.dalmaId)
      // RUL-52: only the marker; an offensive's recovery would lift it, so no promise for the rest of the turn.
      return t(dalma === null ? 'El Dalma queda confundido: recibe un marcador de acción.' : `${dalma} queda confundido: recibe un marcador de acción.`)
    }
    default: return t('')
  }
}
