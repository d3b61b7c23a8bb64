// Who asks the viewer to decide, and why (issue 17): the decision's title with the rule that asks,
// and one or two sentences naming the cards in play («El Master 2 ataca tu reliquia con Korbam y
// Thal…»). Pure: works on the viewer's view, so it never names a card the viewer cannot see.
import type { Catalogue } from '@/lib/catalogue/model'
import { money, pendingDecision, type GameState, type InstanceId, type Seat } from '@/lib/engine'
import type { MasterView } from '@/lib/engine/view'
import type { DeclaredAction } from '@/lib/engine/state'
import { contextNamer, type Namer } from './options'

export type DecisionContext = { title: string; rule: string; lines: string[] }

const MASTER_ACTIONS = 5 // R8.1

/** "A", "A y B", "A, B y C". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} y ${words[words.length - 1]}`
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A declared character action in words: «Korbam explora contra tu Hombre de las Montañas». */
export function declaredWords(declared: DeclaredAction, name: Namer): string {
  const who = name(declared.actorId)
  const act = declared.act
  switch (act.kind) {
    case 'explore': return `${who} explora contra ${name(act.targetId)}`
    case 'shoot': return `${who} dispara ${name(act.weaponId)} a ${name(act.targetId)}`
    case 'cast': return `${who} lanza ${name(act.spellId)}${act.targetId === null ? '' : ` sobre ${name(act.targetId)}`}`
    case 'useSkill': return `${who} usa ${name(act.skillId)}${act.targetId === null ? '' : ` sobre ${name(act.targetId)}`}`
    case 'equip': return `${who} se equipa ${name(act.instanceId)}`
    case 'learn': return `${who} aprende ${name(act.instanceId)}`
    case 'drinkPotion': return `${who} bebe ${name(act.instanceId)}`
    case 'applyPoison': return `${who} impregna ${name(act.weaponId)} con ${name(act.instanceId)}`
    case 'reloadBow': return `${who} recarga ${name(act.weaponId)}${act.arrowId === null ? '' : ` con ${name(act.arrowId)}`}`
    case 'lente': return `${who} usa la Lente de Visión Precisa`
  }
}

const revealedEnemies = (state: GameState, seat: Seat): InstanceId[] =>
  state.masters[seat].relicZone.enemies.filter((id) => state.cards[id]?.faceUp && !state.cards[id]?.defeated)

/** The decision the viewer faces, in context. `seatNames` are how each Master is called («Master 2 (bot)»). */
export function decisionContext(view: MasterView, catalogue: Catalogue, seatNames: readonly [string, string]): DecisionContext {
  const state = view.state
  const me = view.seat
  const rival: Seat = me === 0 ? 1 : 0
  const name = contextNamer(view, catalogue)
  const names = (ids: readonly InstanceId[]) => listWords(ids.map(name))
  const pending = pendingDecision(state)
  const combat = state.combat
  const m = state.masters[me]
  if (pending === null) {
    switch (state.phase.name) {
      case 'main':
        if (state.phase.step === 'masterActions') {
          return { title: 'Tus Acciones de Master', rule: 'R8.1', lines: [`Llevas ${m.masterActions} de ${MASTER_ACTIONS} (debes hacer las ${MASTER_ACTIONS} mientras haya alguna legal). Tienes ${money(m.silver)}.`] }
        }
        if (state.phase.step === 'enemyActions') {
          return { title: 'Acciones de tus enemigos', rule: 'R10.1', lines: ['Cada enemigo revelado que defiende tu reliquia puede hacer una acción (equiparse, beber, envenenar, recargar o disparar) y recibe su marcador.'] }
        }
        return { title: 'Acciones de tus Dalmas', rule: 'R9.1', lines: [`Cada Dalma activo sin marcador puede hacer una acción. Tienes ${money(m.silver)}.`] }
      case 'endOfTurn': {
        const defenders = revealedEnemies(state, rival)
        return {
          title: 'Fin de tu turno',
          rule: 'R17.1',
          lines: [`Pasa, o ve a por la reliquia de ${seatNames[rival]}: la defienden ${defenders.length === 0 ? 'solo los Dalmas que añada' : `${names(defenders)} y los Dalmas que añada`}.`],
        }
      }
      default:
        return { title: 'Tu decisión', rule: 'R7.1', lines: [] }
    }
  }
  switch (pending.kind) {
    case 'initialReplacement':
      return { title: 'Reemplazo inicial', rule: 'R6.7', lines: ['Elige en orden las cartas de tu mano inicial que van al fondo del mazo (hasta 5) y robarás otras tantas, o mantén la mano y conserva el reemplazo diferido.'] }
    case 'deferredReplacement':
      return { title: 'Reemplazo diferido', rule: 'R6.8', lines: ['Aún no has usado el reemplazo de la partida: puedes usarlo ahora, en tu Fase de Cobro, o seguir conservándolo.'] }
    case 'chooseProtectingEnemy':
      return { title: 'Enemigo protector', rule: 'RUL-6', lines: ['Elige tu enemigo protector: se revela gratis y defiende tu reliquia desde el principio. Si cae en una ofensiva y nadie más la defiende, el rival captura la reliquia y gana.'] }
    case 'innRest':
      return { title: 'Posada', rule: 'R7.8', lines: [`Por 1 oro cada uno, los Dalmas que descansen recuperan toda su Vida y sus usos. Tienes ${money(m.silver)}.`] }
    case 'discardToLimit':
      return { title: 'Límite de mano', rule: 'R5.10', lines: [`Tienes ${m.hand.length} cartas y el límite es 10: descarta ${pending.count === 1 ? 'una carta' : `${pending.count} cartas, una a una`}.`] }
    case 'keepEmblem':
      return { title: 'Dos Emblemas revelados', rule: 'R15.7', lines: [`Solo puede haber un Emblema revelado: te quedas con ${name(pending.options[0])} o con ${name(pending.options[1])}.`] }
    case 'answers': {
      const declared = pending.declared
      if (declared.seat === me) {
        return { title: 'Respuesta a tu acción', rule: 'R9.12', lines: [`${seatNames[rival]} ha respondido a tu acción (${declaredWords(declared, name)}). Puedes responder tú a tu vez con un Instantáneo de un Dalma sin marcador, o no hacer nada: entonces tu acción se resuelve si aún es legal.`] }
      }
      return { title: 'Respuesta a una acción', rule: 'R9.12', lines: [`${seatNames[rival]} declara: ${declaredWords(declared, name)}. Puedes responder con un Instantáneo de un Dalma tuyo sin marcador, o no hacer nada.`] }
    }
    case 'traps':
      return { title: 'Trampas', rule: 'R14.3', lines: [`${capitalize(names(pending.entering))} ${pending.entering.length === 1 ? 'entra' : 'entran'} en la Zona de Combate. Puedes activar una trampa boca abajo contra ${pending.entering.length === 1 ? 'él' : 'uno de ellos'}.`] }
    case 'attackers': {
      const defenders = revealedEnemies(state, rival)
      return {
        title: 'Atacantes',
        rule: 'R17.2',
        lines: [
          `Vas a por la reliquia de ${seatNames[rival]}${pending.chosen.length > 0 ? `; atacan ya ${names(pending.chosen)}` : ''}. Añade atacantes uno a uno y lanza la ofensiva.`,
          defenders.length > 0 ? `La defienden ${names(defenders)}, más los Dalmas que ${seatNames[rival]} añada.` : `No tiene enemigos revelados: solo la defienden los Dalmas que ${seatNames[rival]} añada.`,
        ],
      }
    }
    case 'defenders': {
      const attackers = combat?.attackers ?? []
      const defenders = combat?.defenders ?? []
      return {
        title: 'Defensores',
        rule: 'R17.5',
        lines: [
          `${seatNames[rival]} ataca tu reliquia con ${attackers.length > 0 ? names(attackers) : 'sus Dalmas'}.`,
          defenders.length > 0 ? `La defienden ya ${names(defenders)}. Añade Dalmas a la defensa, uno a uno, o termina.` : 'Aún no la defiende nadie: si no añades ningún Dalma, la ofensiva la captura sin combate (RUL-22). Añade Dalmas a la defensa, uno a uno, o termina.',
        ],
      }
    }
    case 'pairings':
      return {
        title: 'Emparejamientos',
        rule: 'R19.14',
        lines: [`Formas los emparejamientos uno contra uno: tus atacantes ${names(combat?.attackers ?? [])} contra ${names(combat?.defenders ?? [])}. Cada opción muestra las probabilidades de ganar ese duelo a muerte.`],
      }
    case 'reinforce':
      return { title: 'Refuerzos', rule: 'R19.15', lines: ['Colocas uno de tus luchadores sin pareja junto a un rival, repartiendo los refuerzos por igual.'] }
    case 'split':
      return { title: 'Dividir un emparejamiento', rule: 'R19.17', lines: ['Tu refuerzo ha igualado un emparejamiento: eliges los duelos uno contra uno en que se divide.'] }
    case 'combatWindow':
      return {
        title: pending.window === 'spell' ? 'Ventana de hechizos' : 'Ventana de habilidades',
        rule: 'R19.5',
        lines: [`Asalto ${combat?.round ?? 1}: ${name(pending.fighterId)} puede ${pending.window === 'spell' ? 'lanzar un hechizo' : 'usar una habilidad'} antes de los ataques, o no hacer nada.`],
      }
    case 'bow':
      return { title: 'Arco cargado', rule: 'R19.7', lines: [`Asalto ${combat?.round ?? 1}, ventana de arcos: ${name(pending.fighterId)} tiene el arco cargado y varios rivales delante. Elige a quién dispara; cada opción muestra al objetivo.`] }
    case 'throw':
      return { title: 'Armas arrojadizas', rule: 'R19.13', lines: [`Primer asalto: ${name(pending.fighterId)} puede lanzar su arma arrojadiza (y no atacará cuerpo a cuerpo este asalto) o conservarla.`] }
    case 'melee':
      return { title: 'Ataque cuerpo a cuerpo', rule: 'R19.9', lines: [`Asalto ${combat?.round ?? 1}: ataca ${name(pending.fighterId)}. Elige a quién; cada opción muestra la probabilidad de herir y de matar con este ataque.`] }
    case 'controlled':
      return { title: 'Control Mental', rule: 'R22.4', lines: [`Controlas a ${name(pending.dalmaId)}: eliges la acción legal que hará ahora.`] }
  }
}
