// /laboratorio/mazos: the decks `dm lab evolve` built (issue 30). The best deck with its win rate against the
// gauntlet and on fresh seeds, and the MAP-Elites map: the best deck of each style (share of spells and skills ×
// mean price), each cell coloured by its win rate and opening its deck in the builder and in /partida. Rendered on
// the server from the runs published under lab-results/evolve: no script of its own.
import type { Metadata } from 'next'
import Link from 'next/link'
import { getCatalogue } from '@/lib/catalogue/load'
import type { Catalogue } from '@/lib/catalogue/schema'
import { normalizeDeck } from '@/lib/decks/model'
import { encodeShareCode } from '@/lib/decks/share-code'
import { parseDeckText, toDeck } from '@/lib/decks/text'
import type { Estimate } from '@/lib/sim/inference'
import { botsWords, pct, pctCi, shortDeckName } from '@/lib/sim/lab-words'
import { binLabel, publishedEvolveRuns, type EvolveRun } from '@/lib/server/lab/evolve-sources'
import { openInBuilderPath, playPath } from '@/app/(decks)/mazos/_builder/links'
import styles from '../_lab/lab.module.css'

export const metadata: Metadata = {
  title: 'Mazos evolucionados',
  description: 'Los mazos que construye el algoritmo genético del laboratorio de Duelo de Masters y el mapa de estilos (MAP-Elites): el mejor mazo de cada estilo, coloreado por lo que gana.',
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

function codeOf(text: string, catalogue: Catalogue): string | null {
  const parsed = parseDeckText(text, catalogue)
  return parsed.ok ? encodeShareCode(normalizeDeck(toDeck(parsed.deck))) : null
}
const nameOf = (text: string): string => /^# Mazo: (.+)$/m.exec(text)?.[1] ?? 'Mazo evolucionado'

/** A win rate as a background: red at 0 %, yellow at 50 %, green at 100 %, light enough for dark text. */
const colourOf = (e: Estimate): string => (e.estimate === null ? 'transparent' : `hsl(${Math.round(120 * e.estimate)} 70% 82%)`)

const AXIS_FORMATS: Record<string, (x: number) => string> = {
  learnable: (x) => pct(x),
  meanPrice: (x) => `${x.toLocaleString('es-ES', { maximumFractionDigits: 2 })} oro`,
}
const formatFor = (id: string) => AXIS_FORMATS[id] ?? ((x: number) => x.toLocaleString('es-ES', { maximumFractionDigits: 2 }))

function DeckLinks({ text, catalogue }: { text: string; catalogue: Catalogue }) {
  const code = codeOf(text, catalogue)
  if (code === null) return null
  return (
    <>
      <Link href={openInBuilderPath(code)} prefetch={false}>Constructor</Link> · <Link href={playPath(code)} prefetch={false}>Partida</Link>
    </>
  )
}

function RunView({ run, catalogue }: { run: EvolveRun; catalogue: Catalogue }) {
  const [xAxis, yAxis] = run.axes
  const columns = xAxis.edges.length + 1
  const rows = yAxis.edges.length + 1
  const cell = (x: number, y: number) => run.map.find((c) => c.x === x && c.y === y)
  return (
    <>
      <section aria-labelledby="mejor">
        <h2 id="mejor">El mejor mazo</h2>
        <p>
          <strong>{nameOf(run.best.deck)}</strong> ganó {pctCi(run.best.winRate)} de {run.best.games} partidas contra {run.against.map(shortDeckName).join(' y ')}
          {' '}durante la evolución ({run.generations} generaciones de {run.population} mazos, {run.games} partidas por evaluación, {botsWords(run.bots)}, semilla «{run.seed}»).
          {' '}{run.best.style.dalmas} Dalmas, {run.best.style.size} cartas, {pct(run.best.style.learnable)} de hechizos y habilidades. <DeckLinks text={run.best.deck} catalogue={catalogue} />
        </p>
        {run.best.confirmed !== undefined && run.best.confirmed.length > 0 && (
          <>
            <p>Con semillas nuevas, que ninguna generación jugó:</p>
            <ul>
              {run.best.confirmed.map((c) => <li key={c.against}>contra {shortDeckName(c.against)}: gana {pctCi(c.winRate)} de {c.games} partidas</li>)}
            </ul>
          </>
        )}
        <details>
          <summary>La lista</summary>
          <pre>{run.best.deck}</pre>
        </details>
      </section>

      <section aria-labelledby="mapa">
        <h2 id="mapa">El mapa de estilos</h2>
        <p>
          El mejor mazo de cada estilo ({run.map.length} de {columns * rows} casillas ocupadas), coloreado por lo que ganó contra los rivales de la evolución:
          rojo pierde, amarillo empata, verde gana. Una casilla vacía es un estilo que la evolución no llegó a probar.
        </p>
        <div style={{ overflowX: 'auto' }}>
          <table className={styles.map}>
            <caption>Filas: {yAxis.label.toLowerCase()}; columnas: {xAxis.label.toLowerCase()}</caption>
            <thead>
              <tr>
                <td />
                {Array.from({ length: columns }, (_, x) => <th key={x} scope="col">{binLabel(xAxis.edges, x, formatFor(xAxis.id))}</th>)}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: rows }, (_, y) => (
                <tr key={y}>
                  <th scope="row">{binLabel(yAxis.edges, y, formatFor(yAxis.id))}</th>
                  {Array.from({ length: columns }, (_, x) => {
                    const c = cell(x, y)
                    if (c === undefined) return <td key={x}>vacía</td>
                    return (
                      <td key={x} style={{ background: colourOf(c.winRate) }}>
                        <strong>{pct(c.winRate.estimate)}</strong> <span className={styles.hint}>de {c.games}</span>
                        <br />
                        {c.style.dalmas} Dalmas, {c.style.size} cartas
                        <br />
                        <DeckLinks text={c.deck} catalogue={catalogue} />
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  )
}

export default async function EvolvedDecksPage({ searchParams }: PageProps) {
  const params = await searchParams
  const runs = publishedEvolveRuns()
  const wanted = typeof params.evolucion === 'string' ? params.evolucion : null
  const run = wanted === null ? runs[0] : runs.find((r) => r.key === wanted)
  const catalogue = getCatalogue()
  return (
    <>
      <h1>Mazos evolucionados</h1>
      <p className="lead">
        Un algoritmo genético construye mazos legales y los mide jugando contra los mazos de la caja y los mejores que ha encontrado, en las
        mismas partidas desde los dos asientos; guarda el mejor de cada estilo, a la manera de MAP-Elites. Sus cartas se valoran en{' '}
        <Link href="/laboratorio/cartas">Cartas valoradas</Link>. <Link href="/laboratorio">Volver al laboratorio</Link>.
      </p>
      {runs.length > 1 && (
        <nav aria-label="Evoluciones">
          <ul>{runs.map((r) => <li key={r.key}>{r === run ? <strong aria-current="page">{r.key}</strong> : <Link href={`/laboratorio/mazos?evolucion=${encodeURIComponent(r.key)}`}>{r.key}</Link>}</li>)}</ul>
        </nav>
      )}
      {run === undefined
        ? <p role={wanted === null ? undefined : 'alert'}>{wanted === null ? 'Aún no hay evoluciones publicadas: dm lab evolve … --json > lab-results/evolve/<nombre>.json publica una.' : `No hay ninguna evolución «${wanted}».`}</p>
        : <RunView run={run} catalogue={catalogue} />}
    </>
  )
}
