// A card's latest rating from play (issue 30): the newest published ratings report that rates it, pooled over that
// report's decks, with the report it came from. Read when the page is built (reports are published with the site).
import Link from 'next/link'
import { BOT_NAMES, pct, pctCi, ppCi } from '@/lib/sim/lab-words'
import { latestRatingOf, sourceLabel } from '@/lib/server/lab/ratings-sources'

export function LatestRating({ cardId }: { cardId: string }) {
  const found = latestRatingOf(cardId)
  if (found === null) return null
  const { source, rating } = found
  const r = source.report
  const bot = (b: string) => BOT_NAMES[b as keyof typeof BOT_NAMES] ?? b
  return (
    <section aria-labelledby="valoracion">
      <h2 id="valoracion">Valoración en el laboratorio</h2>
      <p>
        En {rating.games.toLocaleString('es-ES')} partidas entre bots {bot(r.bots.A)} y {bot(r.bots.B)}, su mazo gana {pctCi(rating.gihWr)} cuando la tiene en la mano
        y {pctCi(rating.gnsWr)} cuando no la ve: mejora al robarla (IWD) {ppCi(rating.iwd)}. Se jugó {pct(rating.playedWhenUsable.estimate)} de las veces que se podía.
        {rating.flag === 'above' ? ' Queda por encima de la banda del informe.' : rating.flag === 'below' ? ' Queda por debajo de la banda del informe.' : ''}
      </p>
      <p>
        Del informe <Link href={`/laboratorio/cartas?informe=${encodeURIComponent(source.key)}&q=${encodeURIComponent(rating.name)}`} prefetch={false}>{sourceLabel(source)}</Link>
        {r.onePair ? ' (un solo par de mazos: habla de esas dos listas)' : ''}.
      </p>
    </section>
  )
}
