'use client'
// A deck's figures at a glance: cards by type, by cost, professions, and the money the deck asks
// for against the income of each turn. The charts are pictures for sighted readers (hidden from
// assistive technology); each figure carries a caption and a table with the same numbers.
import {
  Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis,
} from 'recharts'
import type { DeckStats } from '@/lib/decks/validate'
import { formatSilver } from '@/app/_components/card-display'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import { costRows, moneyPlan, professionRows, typeRows } from './stats-view'
import styles from './deck-view.module.css'

const INK = '#5a5046'
const BAR = '#8a4b08'
const BAR_2 = '#1d4f91'
const LINE_2 = '#2e6b2e'
const INITIAL = { width: 320, height: 200 }
const tick = { fill: INK, fontSize: 12 }

const copies = (n: number) => (n === 1 ? '1 carta' : `${n} cartas`)
const gold = (n: number) => (n === 1 ? '1 oro' : `${n} oros`)

export function DeckStatsCharts({ stats, headingLevel = 2, id = 'estadisticas' }: { stats: DeckStats; headingLevel?: 2 | 3; id?: string }) {
  const Heading = `h${headingLevel}` as const
  const types = typeRows(stats)
  const costs = costRows(stats)
  const professions = professionRows(stats)
  const money = moneyPlan(stats)
  const covered = professions.filter((p) => p.covered).map((p) => p.label)
  const uncoveredWithCards = professions.filter((p) => !p.covered && p.spells + p.skills > 0)
  const titleId = `${id}-titulo`

  return (
    <section className="panel" aria-labelledby={titleId} id={id}>
      <Heading id={titleId} className={styles.panelTitle}>Estadísticas</Heading>
      {stats.cards === 0 ? (
        <p className={styles.muted}>Añade cartas para ver sus estadísticas.</p>
      ) : (
        <div className={styles.charts}>
          <figure className={styles.figure}>
            <figcaption className={styles.caption}>
              <strong>Cartas por tipo.</strong> {types.map((r) => `${r.label}: ${r.count}`).join(', ')}.
            </figcaption>
            <div aria-hidden="true" className={styles.chart}>
              <ResponsiveContainer width="100%" height={Math.max(120, 26 * types.length + 30)} initialDimension={INITIAL}>
                <BarChart data={types} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
                  <CartesianGrid horizontal={false} stroke="#e6ddcc" />
                  <XAxis type="number" allowDecimals={false} tick={tick} />
                  <YAxis type="category" dataKey="label" width={96} tick={tick} interval={0} />
                  <Bar dataKey="count" name="Cartas" fill={BAR} isAnimationActive={false} label={{ position: 'right', fill: INK, fontSize: 12 }} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <CountTable caption="Cartas por tipo" head="Tipo" rows={types} />
          </figure>

          <figure className={styles.figure}>
            <figcaption className={styles.caption}>
              <strong>Cartas por coste</strong> para ponerlas en juego: precio de revelar (<RuleLink id="R8.4" />) más, en hechizos
              y habilidades, el de aprender (<RuleLink id="R11.4" />), redondeado al oro.
            </figcaption>
            <div aria-hidden="true" className={styles.chart}>
              <ResponsiveContainer width="100%" height={200} initialDimension={INITIAL}>
                <BarChart data={costs} accessibilityLayer={false} margin={{ top: 18, right: 8, bottom: 4, left: 0 }}>
                  <CartesianGrid vertical={false} stroke="#e6ddcc" />
                  <XAxis dataKey="label" tick={tick} interval={0} angle={-20} textAnchor="end" height={44} />
                  <YAxis allowDecimals={false} tick={tick} width={32} />
                  <Bar dataKey="count" name="Cartas" fill={BAR} isAnimationActive={false} label={{ position: 'top', fill: INK, fontSize: 12 }} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <CountTable caption="Cartas por coste en oro" head="Coste" rows={costs} />
          </figure>

          <figure className={styles.figure}>
            <figcaption className={styles.caption}>
              <strong>Profesiones.</strong>{' '}
              {covered.length > 0 ? `Tus Dalmas cubren: ${covered.join(', ')}.` : 'Ningún Dalma en el mazo todavía.'}{' '}
              {uncoveredWithCards.length > 0 && (
                <>
                  Sin Dalma que aprenda sus cartas (<RuleLink id="R11.2" />): {uncoveredWithCards.map((p) => p.label).join(', ')}.
                </>
              )}
            </figcaption>
            <div aria-hidden="true" className={styles.chart}>
              <ResponsiveContainer width="100%" height={210} initialDimension={INITIAL}>
                <BarChart
                  data={professions.map((p) => ({ ...p, label: p.covered ? p.label : `${p.label} (sin Dalma)` }))}
                  accessibilityLayer={false}
                  margin={{ top: 8, right: 8, bottom: 4, left: 0 }}
                >
                  <CartesianGrid vertical={false} stroke="#e6ddcc" />
                  <XAxis dataKey="label" tick={tick} interval={0} angle={-20} textAnchor="end" height={56} />
                  <YAxis allowDecimals={false} tick={tick} width={32} />
                  <Legend wrapperStyle={{ fontSize: 12, color: INK }} />
                  <Bar dataKey="spells" name="Hechizos" fill={BAR_2} isAnimationActive={false} />
                  <Bar dataKey="skills" name="Habilidades" fill={LINE_2} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <div className="visually-hidden"><table>
              <caption>Profesiones del mazo</caption>
              <thead>
                <tr>
                  <th scope="col">Profesión</th>
                  <th scope="col">Algún Dalma del mazo la tiene</th>
                  <th scope="col">Hechizos</th>
                  <th scope="col">Habilidades</th>
                </tr>
              </thead>
              <tbody>
                {professions.map((p) => (
                  <tr key={p.key}>
                    <th scope="row">{p.label}</th>
                    <td>{p.covered ? 'Sí' : 'No'}</td>
                    <td>{p.spells}</td>
                    <td>{p.skills}</td>
                  </tr>
                ))}
              </tbody>
            </table></div>
          </figure>

          <figure className={styles.figure}>
            <figcaption className={styles.caption}>
              <strong>Dinero.</strong> Revelar y aprender cada carta una vez cuesta {formatSilver(money.totalSilver)} (revelar:{' '}
              {formatSilver(money.revealSilver)}; aprender: {formatSilver(money.learnSilver)}); el Dalma inicial y sus dos cartas
              no se pagan (<RuleLink id="R6.3" />). Con 5 oros al empezar (<RuleLink id="R6.10" />) y 3 en cada Cobro (
              <RuleLink id="R7.12" />), sin gastar nada más, reunirías los {gold(money.totalGold)} en tu turno{' '}
              {money.allBy.asFirstMaster} si empiezas tú, o en el {money.allBy.asSecondMaster} si empieza el rival.
              {money.dalmaGold > 0 &&
                ` Solo revelar tus otros Dalmas pide ${gold(money.dalmaGold)} (turno ${money.dalmasBy.asFirstMaster} si empiezas tú).`}
            </figcaption>
            <div aria-hidden="true" className={styles.chart}>
              <ResponsiveContainer width="100%" height={220} initialDimension={INITIAL}>
                <LineChart data={money.income} accessibilityLayer={false} margin={{ top: 16, right: 16, bottom: 4, left: 0 }}>
                  <CartesianGrid stroke="#e6ddcc" />
                  <XAxis dataKey="turn" tick={tick} label={{ value: 'Turno propio', position: 'insideBottomRight', offset: -2, fill: INK, fontSize: 12 }} height={36} />
                  <YAxis allowDecimals={false} tick={tick} width={40} domain={[0, (max: number) => Math.max(max, money.totalGold, money.dalmaGold)]} />
                  <Legend wrapperStyle={{ fontSize: 12, color: INK }} />
                  <Line dataKey="asFirstMaster" name="Oro si empiezas tú" stroke={BAR} strokeWidth={2} dot={false} isAnimationActive={false} />
                  <Line dataKey="asSecondMaster" name="Oro si empieza el rival" stroke={BAR_2} strokeWidth={2} strokeDasharray="5 3" dot={false} isAnimationActive={false} />
                  <ReferenceLine y={money.totalGold} stroke="#a1261b" strokeDasharray="4 4" label={{ value: `Todo: ${money.totalGold}`, position: 'insideTopLeft', fill: '#a1261b', fontSize: 12 }} />
                  {money.dalmaGold > 0 && (
                    <ReferenceLine y={money.dalmaGold} stroke={LINE_2} strokeDasharray="2 4" label={{ value: `Dalmas: ${money.dalmaGold}`, position: 'insideBottomLeft', fill: LINE_2, fontSize: 12 }} />
                  )}
                </LineChart>
              </ResponsiveContainer>
            </div>
            <div className="visually-hidden"><table>
              <caption>Oro acumulado al empezar cada Fase Principal propia, sin gastar</caption>
              <thead>
                <tr>
                  <th scope="col">Turno</th>
                  <th scope="col">Si empiezas tú</th>
                  <th scope="col">Si empieza el rival</th>
                </tr>
              </thead>
              <tbody>
                {money.income.map((r) => (
                  <tr key={r.turn}>
                    <th scope="row">{r.turn}</th>
                    <td>{gold(r.asFirstMaster)}</td>
                    <td>{gold(r.asSecondMaster)}</td>
                  </tr>
                ))}
              </tbody>
            </table></div>
          </figure>
        </div>
      )}
      <p className={styles.muted}>
        {copies(stats.cards)} en el mazo{stats.unknown > 0 ? `, ${stats.unknown} desconocidas para el catálogo` : ''}.
      </p>
    </section>
  )
}

function CountTable({ caption, head, rows }: { caption: string; head: string; rows: readonly { key: string; label: string; count: number }[] }) {
  return (
    <div className="visually-hidden"><table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">Cartas</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            <td>{r.count}</td>
          </tr>
        ))}
      </tbody>
    </table></div>
  )
}
