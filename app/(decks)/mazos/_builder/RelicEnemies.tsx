// A relic's enemies with how many of each and their printed numbers (R5.4: they come with the
// relic and are not deck cards). No hooks: used by the builder and the read-only deck pages.
import Link from 'next/link'
import type { Catalogue, Relic } from '@/lib/catalogue/schema'
import { STAT_KEYS, STAT_LABELS, humanizeId, isProvisional } from '@/app/_components/card-display'
import { ProvisionalValue } from '@/app/_components/Provisional'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import styles from './deck-view.module.css'

export function RelicEnemies({ relic, catalogue }: { relic: Relic; catalogue: Catalogue }) {
  const total = relic.enemies.reduce((n, e) => n + e.count, 0)
  return (
    // position: relative keeps the cells' visually hidden words inside the scroller on narrow screens.
    <div className={`table-wrap ${styles.tableScroll}`}>
      <table className="data-table">
        <caption>
          Sus {total} enemigos, que la defienden y no cuentan como cartas del mazo (<RuleLink id="R5.4" />)
        </caption>
        <thead>
          <tr>
            <th scope="col">Enemigo</th>
            <th scope="col" className="num">Cantidad</th>
            {STAT_KEYS.map((k) => (
              <th key={k} scope="col" className="num">{STAT_LABELS[k]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {relic.enemies.map(({ id, count }) => {
            const enemy = catalogue.byId.get(id)
            const fighter = enemy?.type === 'enemy' ? enemy : null
            return (
              <tr key={id}>
                <th scope="row">
                  {enemy ? <Link href={`/cartas/${id}`}>{enemy.name}</Link> : humanizeId(id)}
                  {fighter?.rank === 'leader' && <span> (líder)</span>}
                </th>
                <td className="num">{count}</td>
                {STAT_KEYS.map((k) => (
                  <td key={k} className="num">
                    {fighter ? <ProvisionalValue when={isProvisional(fighter, k)}>{fighter[k]}</ProvisionalValue> : '—'}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
