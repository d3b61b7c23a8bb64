import type { Metadata } from 'next'
import Link from 'next/link'
import { stepVerbs, type ScenarioOutput, type Step } from '@/lib/scenarios/file'
import styles from '../docs.module.css'
import { loadExamples, type RenderedExample } from './load'

export const metadata: Metadata = {
  title: 'Ficheros de escenario',
  description: 'El formato de los escenarios de Duelo de Masters: un tablero, dados forzados, pasos y lo que pasó. Un ejemplo por sección del reglamento.',
}

const BOARD = `rules: [R19.9, RUL-1]          # reglas de las que trata
note: "A hiere a E por 6 y lo mata"
mode: duel                      # duel (por defecto) | goldfish
active: A                       # A = primer asiento, B = segundo (por defecto A)
first: A                        # quién empezó la partida (por defecto A)
variant: none                   # none | rapida | pensada | estrategica (R23.1–R23.3)
at: dalmaActions                # turnStart | masterActions (por defecto) | enemyActions
                                # | dalmaActions | endOfTurn
dice: [4]                       # d6 forzados, en orden, antes del generador con semilla
seed: 1
masters:
  A:
    gold: 3                     # dinero = oros*10 + platas (RUL-8)
    silver: 0
    turn: 2                     # turno propio en curso (1 = el primero; por defecto 1;
                                # 0 = su primer turno aún no ha llegado: el segundo Master
                                # durante el primer turno de la partida)
    masterActions: 5
    replacementUsed: true       # el reemplazo de la partida ya se usó (por defecto)
    relic: elixir-de-misal
    enemies: [ ... ]            # boca abajo salvo faceUp: true
    playZone: [ ... ]           # boca arriba salvo faceUp: false
    combatZone: [ ... ]
    hand: [ ... ]
    deck: [ ... ]               # la primera, arriba
    discard: [ ... ]
  B: { ... }`

const CARD = `- card: durmak-de-ordor         # id del catálogo
  as: d1                        # etiqueta única; los pasos y la salida la usan
  faceUp: true
  marker: false                 # marcador de acción (R7.15)
  damage: 0                     # Vida perdida
  useCounters: 0
  loaded: false                 # arcos
  defeated: false               # enemigos
  explored: false               # hechos del turno: exploró (R16.6), estuvo en combate
  fought: false                 # cuerpo a cuerpo (R19.2), recargó en esta Fase
  reloaded: false               # Principal (R9.3)
  counterTurn: 1                # Lente: turno de partida de su contador
  stats: { strength: 3, resistance: 1, initiative: 4, life: 8 }
  equipment: [ { card: espada-ancha, as: w1 } ]
  learned:   [ { card: golpe-demoledor, as: k1, useCounters: 0 } ]`

const EXPECT = `expect:
  steps: [ok, refused]            # paso a paso, en orden
  result: { winner: A }
  masters: { A: { money: 30 } }
  cards:
    e1: { zone: defeated }
    d1: { zone: combat, damage: 0, marker: true }
  events:                         # extensión: eventos que tienen que haber pasado
    - { type: attackRolled, rule: R19.9 }`

const VERBS: [string, string][] = [
  ['Acciones de Master (§8)', 'draw: true · place: <etiqueta> · reveal: <etiqueta> · revealEnemy: <etiqueta> · useTreasure: <etiqueta>'],
  ['Acciones de personaje (§9, §10), con by: <Dalma o enemigo>', 'equip (con replace: [..] si hay que hacer sitio) · learn · drinkPotion · applyPoison (con weapon:) · reloadBow (con arrow: para Flechas perforadoras) · shoot: <objetivo> · explore: <objetivo> · cast: <hechizo> (con target:) · useSkill: <habilidad> (con target:) · activate: <carta> (Lente: target: y reveal: true|false) · activateTrap: <trampa> (con target:)'],
  ['En combate', 'shoot: <objetivo> con by: en la ventana de arcos (elige entre varios rivales, RUL-47) · throw: <arma> con target: · attack: <objetivo> · reloadBow: <arco> en lugar del ataque (con arrow: para Flechas perforadoras, R19.12)'],
  ['Flujo y decisiones por etapas', 'endEnemyActions: true · endDalmaActions: true · pass: true · offensive: [..] · defend: [..] ([] solo enemigos) · decline: true · pairings: [[a, d]..] · reinforce: [[x, rival]..] · split: [[x, rival]..] · innRest: [..] · keepEmblem · discardToLimit: [..] · replace: [..] · protectingEnemy'],
]

const PHASES: Record<string, string> = {
  setup: 'preparación', turnStart: 'inicio de turno', rest: 'Fase de Descanso', income: 'Fase de Cobro',
  masterActions: 'Acciones de Master', enemyActions: 'acciones de los enemigos', dalmaActions: 'acciones de los Dalmas',
  endOfTurn: 'decisión de fin de turno', combat: 'combate', gameOver: 'fin de la partida',
}

function stepText(step: Step): string {
  const verb = stepVerbs(step)[0] ?? '?'
  const parts = Object.entries(step).map(([k, v]) => `${k}: ${JSON.stringify(v).replace(/"/g, '')}`)
  return parts.sort((a, b) => (a.startsWith(`${verb}:`) ? -1 : b.startsWith(`${verb}:`) ? 1 : 0)).join(' · ')
}

function resultText(o: ScenarioOutput): string {
  if (o.result === null) return `La partida sigue: turno ${o.turn} del Master ${o.active}, ${PHASES[o.phase] ?? o.phase}.`
  return o.result.winner === null ? `Termina sin ganador (${o.result.rule}).` : `Gana el Master ${o.result.winner} (${o.result.reason}, ${o.result.rule}).`
}

function Example({ example }: { example: RenderedExample }) {
  const { output, file, failures } = example.played
  const id = `s${example.section}`
  const before = output.events.filter((e) => e.step === null && e.text !== '')
  const { events: _events, ...compact } = output
  return (
    <section className={styles.entry} aria-labelledby={id}>
      <h3 id={id}>§{example.section} {example.title}</h3>
      <p className={styles.meta}>
        <code>scenarios/{example.file}</code> · {file.rules?.join(', ')}
        {failures.length === 0 ? ' · cumple su expect' : ` · ${failures.length} expectativas sin cumplir`}
      </p>
      {file.note && <p>{file.note}</p>}
      <pre className={styles.example} tabIndex={0}><code>{example.source}</code></pre>
      <h4>Lo que pasa</h4>
      {before.length > 0 && (
        <p>Antes del primer paso: {before.map((e) => e.text).join(' ')}</p>
      )}
      <ol>
        {(file.steps ?? []).map((step, i) => {
          const outcome = output.steps[i]
          const events = output.events.filter((e) => e.step === i + 1 && e.text !== '')
          return (
            <li key={i}>
              <code>{stepText(step)}</code>{' '}
              {outcome === undefined || outcome.ok ? '✓ aceptado' : <>✗ rechazado (<code>{outcome.code}</code>): {outcome.message}</>}
              {events.length > 0 && (
                <ul>{events.map((e, j) => <li key={j}>{e.text}{e.rule ? ` (${e.rule})` : ''}</li>)}</ul>
              )}
            </li>
          )
        })}
      </ol>
      <p><strong>{resultText(output)}</strong></p>
      <details>
        <summary>Salida de <code>dm play --json</code> (sin la lista de eventos)</summary>
        <pre className={styles.example} tabIndex={0}><code>{JSON.stringify(compact, null, 2)}</code></pre>
      </details>
    </section>
  )
}

export default function ScenarioFormatPage() {
  const examples = loadExamples()
  return (
    <article className={styles.docs}>
      <h1>Ficheros de escenario</h1>
      <p>
        Un escenario es un fichero YAML (o JSON) que describe una posición de Duelo de Masters, juega unos pasos con el
        motor de reglas y cuenta lo que pasó. Sirve para las pruebas de reglas, para los informes de fallos (pega el
        fichero en el informe) y para comprobar la partida desde fuera. Se juega con{' '}
        <code>npm run -s dm -- play &lt;fichero&gt; [--json]</code>: sale con 0 si se jugó (aunque algún paso se
        rechace), 1 si falla algo de <code>expect</code> y 2 si el fichero no se puede leer o no es válido, diciendo el
        campo y el motivo (por ejemplo <code>masters.A.playZone[2].card: carta desconocida «x»</code>). Ver también la{' '}
        <Link href="/docs">API y la línea de órdenes</Link>.
      </p>
      <nav aria-label="En esta página">
        <ul>
          <li><a href="#tablero">El tablero</a></li>
          <li><a href="#pasos">Los pasos</a></li>
          <li><a href="#salida">Lo que sale</a></li>
          <li><a href="#expect">Expectativas</a></li>
          <li><a href="#ejemplos">Un ejemplo por sección del reglamento</a></li>
        </ul>
      </nav>

      <section aria-labelledby="tablero">
        <h2 id="tablero">El tablero</h2>
        <pre className={styles.example} tabIndex={0}><code>{BOARD}</code></pre>
        <p>Cada carta es un id del catálogo (<code>espada-ancha</code>) o un mapa:</p>
        <pre className={styles.example} tabIndex={0}><code>{CARD}</code></pre>
        <p>
          <code>stats</code> sustituye los valores impresos solo para esa carta, así el escenario sobrevive a cambios del
          contenido. Una etiqueta que el tablero no declara, o un id que no está en el catálogo, hacen el fichero inválido.
          No se comprueban las reglas de construcción de mazos.
        </p>
      </section>

      <section aria-labelledby="pasos">
        <h2 id="pasos">Los pasos</h2>
        <p>
          Cada paso es una decisión de quien la tiene (el motor sabe quién decide; <code>master: B</code> lo dice
          explícitamente). Tras cada paso el motor hace todo lo automático (Descanso, Cobro, dados, habilidades impresas)
          hasta la siguiente decisión real: una ventana (respuestas, trampas, defensores, hechizos o habilidades en
          combate) solo se abre si quien decide puede hacer algo más que declinar, y entonces el fichero la contesta,
          con <code>decline: true</code> si no hace nada. Un paso rechazado no cambia nada, se informa con el código y el
          motivo del motor, y la partida sigue. Los pasos con lista (<code>offensive</code>, <code>defend</code>,{' '}
          <code>pairings</code>, <code>reinforce</code>, <code>split</code>, <code>innRest</code>, <code>replace</code>,{' '}
          <code>discardToLimit</code>) pueden ser varias decisiones del motor y cuentan como un paso: o se aceptan
          enteros o no cambian nada.
        </p>
        <table className={styles.table}>
          <caption className="visually-hidden">Verbos de los pasos</caption>
          <thead><tr><th scope="col">Grupo</th><th scope="col">Verbos</th></tr></thead>
          <tbody>{VERBS.map(([group, verbs]) => <tr key={group}><td>{group}</td><td>{verbs}</td></tr>)}</tbody>
        </table>
        <p>
          Una respuesta (R9.12) es cualquier acción de personaje dada mientras la acción declarada del rival espera
          respuestas. Tras Control Mental, el siguiente paso es la acción del Dalma controlado, con <code>by:</code> ese
          Dalma. En <code>pairings</code>, una etiqueta que aparece en dos pares coloca un refuerzo.
        </p>
      </section>

      <section aria-labelledby="salida">
        <h2 id="salida">Lo que sale</h2>
        <p>
          Con <code>--json</code>: <code>steps</code> (<code>{'{ ok: true }'}</code> o{' '}
          <code>{'{ ok: false, code, message }'}</code>), <code>result</code> (null o{' '}
          <code>{'{ winner, reason, rule }'}</code>), <code>active</code>, <code>phase</code>, <code>turn</code>,{' '}
          <code>masters</code> (dinero en platas, cartas en mano y mazo, acciones de Master, ids del descarte),{' '}
          <code>cards</code> (cada carta etiquetada: carta, dueño, zona, boca arriba, daño, Vida, marcador, contadores,
          cargado, a quién equipa, quién la aprendió) y <code>events</code> (tipo, regla y texto). La zona es una de{' '}
          <code>deck hand play combat relic defeated equipped learned discard</code>: los enemigos no derrotados están en{' '}
          <code>relic</code> (RUL-14) y un Dalma añadido como defensor avanza a <code>combat</code> (RUL-48). Si los
          dos Masters pierden en la misma comprobación, el resultado no tiene ganador y su <code>reason</code> es{' '}
          <code>bothLost</code> (RUL-45).
        </p>
        <p>Extensiones de este sitio: cada evento lleva <code>step</code> (el número de paso, null antes del primero), cada Master su <code>turn</code>, el fichero admite <code>maxTurns</code> y la carta <code>recovered</code> (acción recuperada, R17.3).</p>
      </section>

      <section aria-labelledby="expect">
        <h2 id="expect">Expectativas</h2>
        <pre className={styles.example} tabIndex={0}><code>{EXPECT}</code></pre>
        <p>
          Se comprueba solo lo que se escribe. <code>steps</code> se compara posición a posición (<code>ok</code>,{' '}
          <code>refused</code> o, como extensión, el código del rechazo); las demás listas, como el descarte, como
          multiconjuntos; <code>events</code> pide que cada evento escrito coincida con uno distinto de los que pasaron.
        </p>
      </section>

      <section aria-labelledby="ejemplos">
        <h2 id="ejemplos">Un ejemplo por sección del reglamento</h2>
        <p>Cada ejemplo es un fichero de <code>scenarios/</code>, jugado al construir el sitio con el mismo código que <code>dm play</code> y las pruebas.</p>
        {examples.map((e) => <Example key={e.section} example={e} />)}
      </section>
    </article>
  )
}
