// One relic's defenders as a table: how many of each enemy and their printed numbers (§20).
import Link from 'next/link'
import type { Catalogue, Relic } from '@/lib/catalogue/schema'
import { STAT_KEYS, STAT_LABELS, TRIGGER_LABELS, humanizeId, isProvisional } from '@/app/_components/card-display'
import { defenderCount, relicDefenders } from '@/app/_components/catalogue-relations'
import { ProvisionalValue } from '@/app/_components/Provisional'

export function DefendersTable({ relic, catalogue }: { relic: Relic; catalogue: Catalogue }) {
  const defenders = relicDefenders(catalogue.byId, relic)
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption>Defensores de {relic.name}</caption>
        <thead>
          <tr>
            <th scope="col">Enemigo</th>
            <th scope="col" className="num">Cantidad</th>
            {STAT_KEYS.map((k) => (
              <th key={k} scope="col" className="num">
                {STAT_LABELS[k]}
              </th>
            ))}
            <th scope="col">Habilidad</th>
          </tr>
        </thead>
        <tbody>
          {defenders.map(({ id, count, enemy }) => (
            <tr key={id}>
              <th scope="row">
                <Link href={`/cartas/${id}`}>{enemy?.name ?? humanizeId(id)}</Link>
                {enemy?.rank === 'leader' && <span className="visually-hidden"> (líder)</span>}
              </th>
              <td className="num">{count}</td>
              {STAT_KEYS.map((k) => (
                <td key={k} className="num">
                  {enemy ? <ProvisionalValue when={isProvisional(enemy, k)}>{enemy[k]}</ProvisionalValue> : '—'}
                </td>
              ))}
              <td>
                {enemy && enemy.abilities.length > 0
                  ? enemy.abilities.map((a) => (
                      <p key={a.name} className="cell-paragraph">
                        <strong>{a.name}</strong> ({TRIGGER_LABELS[a.trigger].toLowerCase()}):{' '}
                        <ProvisionalValue when={isProvisional(enemy, 'abilities')}>{a.text}</ProvisionalValue>
                      </p>
                    ))
                  : 'Ninguna'}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="num">{defenderCount(relic)}</td>
            <td colSpan={STAT_KEYS.length + 1} />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
