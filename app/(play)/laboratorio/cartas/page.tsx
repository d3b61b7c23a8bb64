// /laboratorio/cartas: every card rated from bot play (issue 30). A report published with the site
// (`dm lab ratings … --out lab-results/ratings/<nombre>.json`: the boxed decks, the evolved population) or a league
// queued on this server (`dm lab ratings --queue` → ?prueba=<id>); pooled over the report's decks or one deck's.
import type { Metadata } from 'next'
import Link from 'next/link'
import { getCatalogue } from '@/lib/catalogue/load'
import { VARIANT_NAMES, botName, pctCi, shortDeckName } from '@/lib/sim/lab-words'
import type { RatingsReport } from '@/lib/sim/ratings-report'
import { getPrisma } from '@/lib/server/db'
import { jobRatings, publishedRatings, sourceLabel, type RatingsSource } from '@/lib/server/lab/ratings-sources'
import { labJobView, type LabJobView } from '@/lib/server/lab/jobs'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { ServerState } from '@/app/_components/server-state/ServerState'
import { openInBuilderPath, playPath } from '@/app/(decks)/mazos/_builder/links'
import { LeagueForm } from './LeagueForm'
import { LeagueProgress } from './LeagueProgress'
import { RatingsTable } from './RatingsTable'
import { ratingsStateFromParams, type RatingsRow } from './ratings-view'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'Cartas valoradas',
  description: 'Cada carta de Duelo de Masters valorada por partidas entre bots: cuánto gana en la mano inicial, robada o sin verla, su mejora al robarla (IWD) con su intervalo, y las que se salen de la banda.',
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }
const one = (v: string | string[] | undefined): string | null => (typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? null) : null)

/** The ratings over many decks come first: that is what the tool is for. */
const preferred = (sources: readonly RatingsSource[]): RatingsSource | undefined => sources.find((s) => !s.report.onePair) ?? sources[0]

function linkTo(source: RatingsSource, deck?: number): string {
  const params = new URLSearchParams(source.kind === 'job' ? { prueba: source.key } : { informe: source.key })
  if (deck !== undefined) params.set('mazo', String(deck + 1))
  return `/laboratorio/cartas?${params.toString()}`
}

export default async function LabCardsPage({ searchParams }: PageProps) {
  const params = await searchParams
  const catalogue = getCatalogue()
  const sources = publishedRatings()
  const jobId = one(params.prueba)
  let source: RatingsSource | undefined
  let problem: string | null = null
  // A league still being played (or one that failed or was cancelled): its progress in place of the table.
  let pending: LabJobView | null = null
  if (jobId !== null) {
    const answer = await jobRatings(getPrisma(), jobId, catalogue)
    if (answer.ok) source = answer.source
    else if (answer.reason === 'pending') pending = await labJobView(getPrisma(), jobId)
    else problem = answer.reason === 'not-ratings' ? `La prueba ${jobId} no es una liga de mazos: no valora cartas.` : `No hay ninguna prueba «${jobId}».`
  } else {
    const key = one(params.informe)
    source = key === null ? preferred(sources) : sources.find((s) => s.key === key)
    if (key !== null && source === undefined) problem = `No hay ningún informe «${key}».`
  }
  const report: RatingsReport | undefined = source?.report
  const deckParam = Number(one(params.mazo) ?? '')
  const deck = report !== undefined && Number.isInteger(deckParam) && deckParam >= 1 && deckParam <= report.byDeck.length ? report.byDeck[deckParam - 1] : undefined
  const cards = deck?.cards ?? report?.cards ?? []
  const rows: RatingsRow[] = cards.map(({ flag: _flag, ...c }) => ({ ...c, type: catalogue.byId.get(c.id)?.type ?? null }))
  const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])))
  const initial = ratingsStateFromParams(query)
  if (query.get('banda') === null && report !== undefined) initial.band = report.band

  return (
    <>
      <h1>Cartas valoradas</h1>
      <p className="lead">
        Cada carta, valorada por partidas completas entre bots, a la manera de 17lands: cuánto gana su mazo cuando la tiene en la mano
        inicial (OH), cuando la roba después (GD), en ambos casos (GIH) y cuando no la ve (GNS), con su intervalo al 95 %. Su mejora al
        robarla, <abbr title="Improvement When Drawn">IWD</abbr> = GIH − GNS, lleva un intervalo agrupado por partida; la que se sale de la banda
        que elijas se marca «por encima» o «por debajo». <Link href="/laboratorio">Volver al laboratorio</Link>.
      </p>

      {sources.length > 0 && (
        <nav aria-label="Informes de valoración">
          <h2>Informes</h2>
          <ul>
            {sources.map((s) => (
              <li key={s.key}>
                {s === source && deck === undefined ? <strong aria-current="page">{sourceLabel(s)}</strong> : <Link href={linkTo(s)}>{sourceLabel(s)}</Link>}
                {s.report.onePair ? ' (un solo par de mazos)' : ''}
              </li>
            ))}
          </ul>
        </nav>
      )}

      {problem !== null && <p role="alert">{problem}</p>}

      {pending !== null && (
        <section aria-labelledby="liga-en-juego">
          <h2 id="liga-en-juego">Liga {pending.id}</h2>
          <p>
            {pending.spec.kind === 'matches' ? `${pending.spec.decks.length} ${pending.spec.decks.length === 1 ? 'mazo' : 'mazos'}, ` : ''}
            {pending.games.toLocaleString('es-ES')} partidas. Sus valoraciones saldrán aquí al terminar (o en <Link href={`/laboratorio/${pending.id}`}>la página de la prueba</Link>).
          </p>
          <LeagueProgress initial={pending} />
        </section>
      )}

      {source !== undefined && report !== undefined && (
        <>
          <section aria-labelledby="de-donde">
            <h2 id="de-donde">De dónde salen</h2>
            <p>
              {report.cards.length} cartas valoradas en {report.games.toLocaleString('es-ES')} partidas de {report.decks.length} {report.decks.length === 1 ? 'mazo' : 'mazos'}
              {' '}({report.pairings.length} {report.pairings.length === 1 ? 'enfrentamiento' : 'enfrentamientos'}, las mismas partidas desde los dos asientos).
              {' '}{report.bots.A === report.bots.B
                ? <>Las jugó en los dos asientos el bot <strong>{botName(report.bots.A)}</strong>,</>
                : <>Las jugaron los bots <strong>{botName(report.bots.A)}</strong> y <strong>{botName(report.bots.B)}</strong>,</>}
              {' '}{VARIANT_NAMES[report.rulesVariant] ?? report.rulesVariant}, semilla «{report.seed.text}»{source.createdAt !== '' && <>, el {source.createdAt.slice(0, 10)}</>}
              {source.kind === 'job' ? <> (prueba <Link href={`/laboratorio/${source.key}`}>{source.key}</Link>)</> : <> (informe <code>{source.key}</code>)</>}.
            </p>
            <ul className="notes">
              {report.onePair && <li><strong>Valoraciones de un solo par de mazos</strong>: hablan de esas dos listas, no del conjunto de cartas. Las de muchos mazos dicen más.</li>}
              <li>Miden cómo juegan estos bots: una carta que los bots no saben usar no puede salir ni bien ni mal.</li>
              {source.catalogueVersion !== null && source.catalogueVersion !== catalogue.version && <li>Se midieron con otra versión del catálogo ({source.catalogueVersion}); las cartas cambiadas desde entonces pueden valer otra cosa.</li>}
            </ul>
            <details>
              <summary>Los mazos y lo que ganaron</summary>
              <ul>
                {report.decks.map((d, i) => (
                  <li key={i}>
                    {d.name}: gana {pctCi(d.winRate)} de {d.games.toLocaleString('es-ES')} partidas ·{' '}
                    <Link href={openInBuilderPath(d.code)} prefetch={false}>abrir en el constructor</Link> ·{' '}
                    <Link href={playPath(d.code)} prefetch={false}>jugar con él</Link>
                  </li>
                ))}
              </ul>
            </details>
          </section>

          <nav aria-label="Mazo">
            <p>
              Ver: {deck === undefined ? <strong aria-current="page">todos los mazos (agrupadas)</strong> : <Link href={linkTo(source)}>todos los mazos (agrupadas)</Link>}
              {report.byDeck.map((d, i) => (
                <span key={i}>
                  {' · '}
                  {deck === d ? <strong aria-current="page">{shortDeckName(d.name)}</strong> : <Link href={linkTo(source, i)}>{shortDeckName(d.name)}</Link>}
                </span>
              ))}
            </p>
          </nav>

          <RatingsTable
            key={`${source.kind}:${source.key}:${deck?.deck ?? 'todos'}`}
            rows={rows}
            initial={initial}
            fileName={`valoraciones-${source.key}${deck === undefined ? '' : `-mazo-${deck.deck + 1}`}`}
            about={{
              source: source.kind === 'job' ? { prueba: source.key } : { informe: source.key }, createdAt: source.createdAt, bots: report.bots, seed: report.seed.text,
              games: report.games, decks: report.decks.map((d) => d.name), deck: deck?.name ?? null, onePair: report.onePair,
            }}
          />
        </>
      )}
      <ServerState>
        <LeagueForm decks={getBoxedDecks().map((b) => ({ slug: b.slug, name: b.name, deck: b.deck }))} />
      </ServerState>

      {source === undefined && problem === null && pending === null && (
        <p>Aún no hay valoraciones. Con <code>dm lab ratings &lt;mazos…&gt; --queue</code> se encola una liga en este servidor, y con <code>--out lab-results/ratings/&lt;nombre&gt;.json</code> se publica un informe con el sitio.</p>
      )}
    </>
  )
}
