// The guided first game of /aprender (issue 27): a scenario file (SCENARIO-FORMAT.md, with the `at: setup` extension)
// whose board is the deal and whose steps are the whole game, the newcomer's decisions and the bot's alike, with every die
// forced. Each of the newcomer's steps carries its lesson: what to do, why, and the rule. The engine plays it as any file:
// lesson.test.ts runs it to the newcomer's won game, so a change of the rules or the cards that breaks the story fails there.
//
// The story, in two turns of the newcomer (Master A, starting with Sirel de Yabel) against the bot (Master B, starting with
// Nahara de Amán), and one of the bot's:
// 1. Preparation: the opening hand, a card sent back with the initial replacement, the protecting enemy.
// 2. Turn 1: a treasure pays for revealing a second Dalma (Elen); a trap goes down face down; Elen explores against the
//    bot's protecting Pirata and kills it with one die.
// 3. The bot's turn: Nahara explores against the protecting enemy; Sirel answers with Confusión on Velka, who then
//    cannot act; the trap and the protecting enemy finish Nahara.
// 4. Turn 2: a sword revealed and equipped, a spell learned, and the offensive: Sirel and Elen against the bot's Bandido
//    and Nahara, paired by the newcomer, two dice, and the relic is captured.
import type { CitationId } from '../rules'
import type { ScenarioFile, Step } from '../scenarios/file/schema'

/** What the coach says at one of the newcomer's steps. */
export type Lesson = {
  /** The chapter this step opens (shown as its heading), if it opens one. */
  chapter?: string
  /** What to do, in a sentence. */
  todo: string
  /** Why, in a sentence or two. */
  why: string
  rule: CitationId
}

export type TutorialStep = { by: 'player' | 'bot'; step: Step; lesson?: Lesson }

/** The chapters in order (the progress bar names them). */
export const CHAPTERS = [
  'La mano inicial', 'Revelar un Dalma', 'Explorar', 'Responder y tender trampas', 'Equiparse y aprender', 'Ir a por la reliquia', 'Ganar',
] as const

const BOARD: Omit<ScenarioFile, 'steps'> = {
  rules: ['R6.7', 'R6.9', 'R8.4', 'R8.6', 'R16.1', 'R9.12', 'R14.3', 'R9.2', 'R11.4', 'R17.1', 'R19.14', 'R21.1'],
  note: 'La primera partida guiada de /aprender: del reparto a la reliquia capturada, con los dados fijados.',
  at: 'setup',
  // Elen explores (4); Túlkar wins the Iniciativa tie with Nahara (1, 5) and hits (2); in the offensive Sirel wins the
  // tie with Velka (5, 2) and kills the Bandido (4), Velka hits Elen (3), Elen kills Velka (3).
  dice: [4, 1, 5, 2, 5, 2, 4, 3, 3],
  masters: {
    A: {
      relic: 'elixir-de-misal',
      enemies: [
        { card: 'tulkar-lider-de-la-montana', as: 'tulkar' },
        { card: 'hombre-de-las-montanas', as: 'hombre1' }, { card: 'hombre-de-las-montanas', as: 'hombre2' },
        { card: 'hombre-de-las-montanas', as: 'hombre3' }, { card: 'hombre-de-las-montanas', as: 'hombre4' },
        { card: 'hombre-de-las-montanas', as: 'hombre5' },
      ],
      playZone: [{ card: 'sirel-de-yabel', as: 'sirel', faceUp: false, learned: [{ card: 'confusion', as: 'confusion' }, { card: 'punzada-mental', as: 'punzada' }] }],
      hand: [
        { card: 'elen-del-espino-rojo', as: 'elen' }, { card: 'bomba-bahaluk', as: 'bomba' }, { card: 'bolsa-de-galdoras', as: 'bolsa' },
        { card: 'mandoble-flamigero', as: 'mandoble' }, { card: 'espada-corta', as: 'espada' },
      ],
      deck: [{ card: 'debilidad-de-aman', as: 'debilidad' }, { card: 'pocion-de-marsel', as: 'marsel' }, { card: 'chaleco-de-cuero', as: 'chaleco' }, 'daga', 'unguento-curativo'],
    },
    B: {
      relic: 'cetro-de-arathan',
      enemies: [
        { card: 'pirata', as: 'pirata1' }, { card: 'pirata', as: 'pirata2' }, { card: 'pirata', as: 'pirata3' },
        { card: 'bandido', as: 'bandido1' }, { card: 'bandido', as: 'bandido2' }, { card: 'altamir-almirante-pirata', as: 'altamir' },
      ],
      playZone: [{ card: 'nahara-de-aman', as: 'nahara', faceUp: false, learned: [{ card: 'debilidad-de-aman', as: 'debilidadB' }, { card: 'lectura-de-intenciones', as: 'lectura' }] }],
      hand: [{ card: 'velka-la-sombra', as: 'velka' }, 'daga', 'rodela-de-cuero', 'botas-de-salto', 'unguento-curativo'],
      deck: ['pocion-de-marsel', 'chaleco-de-cuero', 'daga', 'bebida-de-rayo', 'maza'],
    },
  },
}

const you = (step: Step, lesson?: Lesson): TutorialStep => (lesson ? { by: 'player', step, lesson } : { by: 'player', step })
const bot = (step: Step): TutorialStep => ({ by: 'bot', step })

/** The whole game, step by step. */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  // ---- Preparation
  you({ replace: ['mandoble'] }, {
    chapter: 'La mano inicial',
    todo: 'Elige el Mandoble flamígero y pulsa «Reemplazar 1 carta».',
    why: 'Cuesta 4 oros y solo tendrás 5: no lo podrás pagar en mucho tiempo. Una vez por partida puedes devolver hasta 5 cartas de la mano al fondo del mazo y robar otras tantas.',
    rule: 'R6.7',
  }),
  bot({ replace: [] }),
  you({ protectingEnemy: 'tulkar' }, {
    todo: 'Elige a Túlkar, líder de la montaña, como enemigo protector.',
    why: 'El protector se revela al empezar y defiende tu reliquia desde el primer turno. Túlkar tiene Vida 10 y Fuerza 4: con un defensor débil, el rival podría capturarla enseguida.',
    rule: 'RUL-6',
  }),
  bot({ protectingEnemy: 'pirata1' }),
  // ---- Turn 1
  you({ useTreasure: 'bolsa' }, {
    chapter: 'Revelar un Dalma',
    todo: 'Usa el tesoro Bolsa de Gáldoras.',
    why: 'Empiezas tu primer turno con 5 oros y cinco Acciones de Master obligatorias. Un tesoro se usa desde la mano: te da 2 oros más.',
    rule: 'R8.6',
  }),
  you({ place: 'elen' }, {
    todo: 'Coloca a Elen del Espino Rojo boca abajo.',
    why: 'Sirel, tu Dalma inicial, ya está revelada. Otro Dalma de la mano entra boca abajo en tu Zona de Juego con una Acción de Master, y aún no cuenta para nada.',
    rule: 'R8.3',
  }),
  you({ reveal: 'elen' }, {
    todo: 'Revela a Elen del Espino Rojo (5 oros).',
    why: 'Revelar un Dalma cuesta 5 oros. Revelada, Elen puede actuar ya en este turno: es Guerrera, fuerte en combate.',
    rule: 'R8.4',
  }),
  you({ place: 'bomba' }, {
    todo: 'Coloca la Bomba Bahaluk boca abajo.',
    why: 'Una trampa se queda boca abajo. Cuando un Dalma rival entre en la Zona de Combate, podrás activarla.',
    rule: 'R14.3',
  }),
  you({ draw: true }, {
    todo: 'Roba una carta.',
    why: 'Es tu quinta Acción de Master, y robar siempre es legal con menos de 10 cartas en la mano.',
    rule: 'R8.2',
  }),
  you({ by: 'elen', explore: 'pirata1' }, {
    chapter: 'Explorar',
    todo: 'Haz que Elen explore contra el Pirata del rival.',
    why: 'Explorar abre un combate de un solo asalto contra un enemigo revelado. Elen tiene más Iniciativa (4 contra 3), así que ataca primero: 1d6 + su Fuerza 3 − la Resistencia 1 del Pirata. Con 5 o más le quita toda la Vida.',
    rule: 'R16.1',
  }),
  bot({ decline: true }),
  you({ endDalmaActions: true }, {
    todo: 'Termina las acciones de Dalma.',
    why: 'Elen ha ganado: el Pirata queda derrotado y ya no defiende. Sirel podría actuar, pero conviene guardarla sin marcador para el turno del rival.',
    rule: 'R16.4',
  }),
  you({ pass: true }, {
    todo: 'Pasa el turno.',
    why: 'Al final de cada turno eliges entre pasar o ir a por la reliquia rival. Elen exploró, así que no puede atacar este turno, y Sirel sola es débil.',
    rule: 'R17.1',
  }),
  // ---- The bot's turn
  bot({ innRest: [] }),
  bot({ replace: [] }),
  bot({ place: 'velka' }),
  bot({ reveal: 'velka' }),
  bot({ revealEnemy: 'bandido1' }),
  bot({ draw: true }),
  bot({ draw: true }),
  bot({ by: 'nahara', explore: 'tulkar' }),
  you({ by: 'sirel', cast: 'confusion', target: 'velka' }, {
    chapter: 'Responder y tender trampas',
    todo: 'Responde: Sirel lanza Confusión sobre Velka la Sombra.',
    why: 'Cuando el rival declara una acción, puedes responder con una acción Instantánea de un Dalma sin marcador, como lanzar un hechizo. Nahara ya ha actuado; Velka aún no: Confusión le pone un marcador y este turno no podrá hacer nada.',
    rule: 'R9.12',
  }),
  you({ activateTrap: 'bomba', by: 'elen', target: 'nahara' }, {
    todo: 'Activa la Bomba Bahaluk contra Nahara de Amán con Elen.',
    why: 'Nahara acaba de entrar en la Zona de Combate: es el momento de las trampas. Hace falta un Dalma sin marcador (Sirel ya tiene el suyo, por responder). La Bomba le quita 3 de Vida antes de pelear contra Túlkar; pagas su precio al activarla.',
    rule: 'R14.3',
  }),
  bot({ pass: true }),
  // ---- Turn 2
  you({ place: 'espada' }, {
    chapter: 'Equiparse y aprender',
    todo: 'Coloca la Espada corta boca abajo.',
    why: 'Nahara cayó ante la trampa y Túlkar. En tu Fase de Cobro has recibido 3 oros: es el momento de armar a tus Dalmas. El equipo también entra boca abajo.',
    rule: 'R7.12',
  }),
  you({ reveal: 'espada' }, {
    todo: 'Revela la Espada corta (8 platas).',
    why: 'El equipo se revela pagando su precio; revelado, queda disponible para que un personaje se lo equipe.',
    rule: 'R8.4',
  }),
  you({ place: 'debilidad' }, {
    todo: 'Coloca Debilidad de Amán boca abajo.',
    why: 'Es un hechizo de Mentalista, como Sirel.',
    rule: 'R8.3',
  }),
  you({ reveal: 'debilidad' }, {
    todo: 'Revela Debilidad de Amán.',
    why: 'Hechizos y habilidades se revelan gratis: se pagan al aprenderlos.',
    rule: 'R8.4',
  }),
  you({ draw: true }, {
    todo: 'Roba una carta.',
    why: 'Tu quinta Acción de Master de este turno.',
    rule: 'R8.1',
  }),
  you({ endEnemyActions: true }, {
    todo: 'Termina las acciones de tus enemigos.',
    why: 'Tus enemigos revelados también pueden actuar en tu turno, incluso equiparse la espada. Esta vez, la espada es para Elen.',
    rule: 'R10.1',
  }),
  you({ by: 'elen', equip: 'espada' }, {
    todo: 'Elen se equipa la Espada corta.',
    why: 'Equiparse es la acción del Dalma en este turno: Elen gana +1 de Fuerza y +1 de Iniciativa.',
    rule: 'R9.2',
  }),
  you({ by: 'sirel', learn: 'debilidad' }, {
    todo: 'Sirel aprende Debilidad de Amán (1 oro y 4 platas).',
    why: 'Aprender usa la acción del Dalma y se paga al aprender. Solo un Dalma de su profesión puede aprenderlo, y luego es solo suyo.',
    rule: 'R11.4',
  }),
  you({ offensive: ['elen', 'sirel'] }, {
    chapter: 'Ir a por la reliquia',
    todo: 'Ve a por la reliquia con Elen y Sirel.',
    why: 'Al declarar la ofensiva, cada atacante recupera su acción. La reliquia la defienden el Bandido revelado y los Dalmas que el rival añada. Si cae el último defensor, la capturas.',
    rule: 'R17.1',
  }),
  bot({ defend: ['velka'] }),
  you({ pairings: [['elen', 'velka'], ['sirel', 'bandido1']] }, {
    todo: 'Forma los emparejamientos: Elen contra Velka y Sirel contra el Bandido.',
    why: 'El atacante decide quién pelea con quién, uno contra uno mientras se pueda. El combate por la reliquia es a muerte.',
    rule: 'R19.14',
  }),
]

/** The scenario file the steps make: what the engine, `dm play` and the tests run. */
export const TUTORIAL_FILE: ScenarioFile = {
  ...BOARD,
  steps: TUTORIAL_STEPS.map((s) => s.step),
  expect: { result: { winner: 'A' } },
}

/** Every card the guided game uses (relics' enemies included): the page sends these and nothing else of the catalogue. */
export function tutorialCardIds(): string[] {
  const ids = new Set<string>()
  type Spec = string | { card: string; equipment?: readonly Spec[]; learned?: readonly Spec[] }
  const visit = (spec: Spec) => {
    if (typeof spec === 'string') { ids.add(spec); return }
    ids.add(spec.card)
    for (const e of spec.equipment ?? []) visit(e)
    for (const l of spec.learned ?? []) visit(l)
  }
  for (const m of [TUTORIAL_FILE.masters?.A, TUTORIAL_FILE.masters?.B]) {
    if (!m) continue
    if (m.relic) ids.add(m.relic)
    for (const zone of [m.enemies, m.playZone, m.combatZone, m.hand, m.deck, m.discard]) for (const spec of zone ?? []) visit(spec as Spec)
  }
  return [...ids].sort()
}
