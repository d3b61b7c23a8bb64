// /docs/escenarios/alientos: the scenario format of Duelo de alientos (docs/alientos-scenarios.md), with examples run
// through the same code as `dm alientos play` and the rule tests.
import type { Metadata } from 'next'
import Link from 'next/link'
import styles from '../../docs.module.css'
import { loadAlientosExamples } from './load'

export const metadata: Metadata = {
  title: 'Escenarios de Duelo de alientos',
  description: 'El formato de los escenarios de Duelo de alientos: una posición de dados, tiradas forzadas, pasos y lo que pasó, con ejemplos que se ejecutan.',
}

const BOARD = `game: alientos                 # obligatorio
rules: [A6.2, ALI-6]           # reglas de las que trata
note: "…"
seed: 1                        # semilla para lo que no se fuerce
dice: [4, 4, 3]                # caras forzadas, en orden, antes del generador: la Evocación
                               # (asiento a asiento, cada taumaturgo en el orden de sus dados, AN-10),
                               # las nuevas tiradas de un empate y la Renovación
maxRounds: 100                 # límite de rondas (AN-7)
at: invocation                 # evocation | invocation (por defecto) | recount
round: 1
beginner: A                    # quién empezó la ronda; asientos A…F, de 2 a 6
turn: A                        # a quién le toca (por defecto, a quien empezó)
passes: 0                      # pases seguidos en esta Invocación
taumaturgos:
  A:
    name: Ária
    pain: 15
    dice:
      - odio 5                                            # «tipo valor»
      - { die: mansedumbre-ofensa, value: 3, as: m3 }     # con etiqueta
      - { die: calma, value: 4, out: true }               # retirado (A6.4)
      - { die: odio, value: 2, turned: true }             # una Umbra le dio la vuelta (A7.4)
  B:
    pool: "odio:6,calma:6,cambio:1,renovacion:1,umbra:1"  # con at: evocation, se tiran`

const STEPS: [string, string][] = [
  ['pass: true', 'pasar (A5.2)'],
  ['attack: [a0, a1] con target: b3', 'un ataque con un dado, o en bloque con varios de la misma umbra (A6.1, A6.2)'],
  ['support: a12 con dice: [b0, b1] y, con un Cambio, shares: [-2, -1]', 'un apoyo sobre dados de un solo taumaturgo y de un solo tipo (A7, ALI-5)'],
  ['name: C', 'en el Recuento, el adversario que recibe la Ofensa (A8.2)'],
  ['resign: B', 'abandona ese taumaturgo (A9.3), en cualquier momento'],
  ['seat: B', 'opcional en cualquier paso: quién decide; si no es a quien le toca, se rechaza'],
]

export default function AlientosScenariosPage() {
  const examples = loadAlientosExamples()
  return (
    <article className={styles.docs}>
      <nav aria-label="Migas de pan" className="breadcrumbs"><ol><li><Link href="/docs">API y CLI</Link></li><li><Link href="/docs/escenarios">Escenarios</Link></li><li aria-current="page">Duelo de alientos</li></ol></nav>
      <h1>Escenarios de Duelo de alientos</h1>
      <p className="lead">
        Una posición de dados, tiradas forzadas, unos pasos y lo que pasó: la forma de los escenarios de Duelo de Masters con
        los campos de un duelo de dados. Los usan las pruebas de reglas (<code>scenarios/alientos/</code>), esta página y{' '}
        <code>npm run -s dm -- alientos play &lt;fichero&gt; [--json]</code> (0 jugado, 1 falla expect, 2 fichero no válido, con
        el campo y el motivo). Las reglas citadas están en <Link href="/alientos/reglas">/alientos/reglas</Link>.
      </p>
      <h2>La posición</h2>
      <pre className={styles.example} tabIndex={0}><code>{BOARD}</code></pre>
      <p>
        Cada dado tiene una etiqueta: la de <code>as</code> o, si no, la letra del asiento en minúscula y su índice (<code>a0</code>…
        <code>b14</code>). Los tipos son <code>odio</code>, <code>calma</code>, <code>mansedumbre-ofensa</code>, <code>mansedumbre-defensa</code>,
        <code> renovacion</code>, <code>cambio</code> y <code>umbra</code>. Una posición no se comprueba contra ALI-1: puede tener los dados que quiera.
      </p>
      <h2>Los pasos</h2>
      <table className={styles.table}>
        <caption className="visually-hidden">Pasos de un escenario de alientos</caption>
        <thead><tr><th scope="col">Paso</th><th scope="col">Qué hace</th></tr></thead>
        <tbody>{STEPS.map(([k, v]) => <tr key={k}><td><code>{k}</code></td><td>{v}</td></tr>)}</tbody>
      </table>
      <p>
        Tras cada paso el duelo hace solo lo automático: el fin de la Invocación, los nombramientos sin elección, el Recuento y
        la siguiente Evocación. Un paso rechazado no cambia nada y dice su código (<code>TOO_HIGH</code>, <code>BLOCKED</code>,
        <code> MIXED_UMBRA</code>, <code>BAD_SHARES</code>, <code>OUT_OF_FACES</code>, <code>NOT_YOUR_DECISION</code>…).
      </p>
      <h2>Lo que sale</h2>
      <p>
        <code>{'{ steps, result, phase, round, turn, beginner, taumaturgos: { A: { pain, eliminated, ofensa, defensa, named } }, dice: { a0: { seat, kind, umbra, value, natural, out, blocked, counts } }, events }'}</code>.
        <code> result</code> es <code>null</code> o <code>{'{ winners: ["A"], reason: lastStanding | eliminatedTogether | roundLimit, rule, text }'}</code>.
        En <code>expect:</code> vale cualquier parte de la salida; <code>steps</code> se compara paso a paso y <code>events</code> busca
        eventos que tengan los campos pedidos.
      </p>
      <h2>Ejemplos</h2>
      {examples.map((e) => (
        <section key={e.file} className={styles.entry} aria-labelledby={`ej-${e.file}`}>
          <h3 id={`ej-${e.file}`}>{e.title} <small><code>{e.file}</code></small></h3>
          {e.played.file.note && <p>{e.played.file.note}</p>}
          <pre className={styles.example} tabIndex={0}><code>{e.source}</code></pre>
          <p><strong>Pasos:</strong> {e.played.output.steps.map((s) => (s.ok ? 'aceptado' : `rechazado (${s.code})`)).join(' · ') || 'ninguno'}</p>
          <ul>{e.played.output.events.filter((ev) => ev.type !== 'evocation' || e.file.includes('who-begins')).map((ev, i) => <li key={i}>{ev.text}</li>)}</ul>
          <p>{e.played.output.result ? e.played.output.result.text : `El duelo sigue: ronda ${e.played.output.round}, decide ${e.played.output.turn}.`}{' '}
            {e.played.failures.length === 0 ? 'Se cumple todo lo esperado.' : `Falla: ${e.played.failures.length}`}</p>
        </section>
      ))}
    </article>
  )
}
