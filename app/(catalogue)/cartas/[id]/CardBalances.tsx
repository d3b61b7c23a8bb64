// The values that balance this card (issue 30): each published `dm lab balance` result for it, its answer in one
// sentence, then what was tried on the same games and what was ruled out. Read when the page is built.
import { fieldLabel } from '@/lib/catalogue/field-labels'
import { botsWords, pct, pctCi } from '@/lib/sim/lab-words'
import { balancesOf } from '@/lib/server/lab/balance-sources'

export function CardBalances({ cardId }: { cardId: string }) {
  const found = balancesOf(cardId)
  if (found.length === 0) return null
  return (
    <section aria-labelledby="equilibrio">
      <h2 id="equilibrio">Valor que equilibra</h2>
      {found.map((b) => (
        <div key={b.key}>
          <p><strong>{b.sentence}</strong></p>
          <p>
            {fieldLabel(b.field)} buscada para el {pct(b.target)}, con {botsWords(b.bots)}, {b.games.toLocaleString('es-ES')} partidas, semilla «{b.seed}»
            {b.current === null ? '' : `; hoy vale ${b.current}`}. Probados (las mismas partidas en cada valor):{' '}
            {[...b.tried].sort((x, y) => x.value - y.value).map((t) => `${t.value}: ${pctCi(t.winRateA)} de ${t.games}`).join(' · ')}.
            {b.ruledOut.length > 0 && <> Descartados: {b.ruledOut.map((r) => (r.from === r.to ? `${r.from}` : `${r.from} a ${r.to}`)).join(', ')}.</>}
          </p>
        </div>
      ))}
    </section>
  )
}
