// "Contra este enemigo…" / "Este Dalma contra…": exact odds against every rival, rendered on the
// server (no client JavaScript), each row linking to /calculadora with the pair filled in.
import Link from 'next/link'
import { getCatalogue } from '@/lib/catalogue/load'
import type { Dalma, Enemy } from '@/lib/catalogue/schema'
import { formatMean, formatPercent } from '@/lib/sim/calculator'
import { RuleRef } from '@/app/_components/RuleRef'
import { calculatorHref } from '@/app/(play)/calculadora/url-state'
import { matchupsFor } from './combat-matchups'
import styles from './CombatOdds.module.css'

export function CombatOdds({ card }: { card: Dalma | Enemy }) {
  const rows = matchupsFor(card.id, getCatalogue())
  if (rows.length === 0) return null
  const isDalma = card.type === 'dalma'
  const title = isDalma ? 'Este Dalma contra…' : 'Contra este enemigo…'
  return (
    <section aria-labelledby="contra">
      <h2 id="contra">{title}</h2>
      <p>
        {isDalma ? `${card.name} ataca a cada enemigo` : `Cada Dalma ataca a ${card.name}`}, sin equipo y con la Vida completa: probabilidades
        exactas de un ataque (<RuleRef id="R19.9" />, <RuleRef id="RUL-1" />) y de un combate a muerte por Iniciativa (<RuleRef id="R19.5" />,{' '}
        <RuleRef id="RUL-35" />), con las habilidades impresas de los enemigos.
      </p>
      <div className="table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{isDalma ? 'Enemigo' : 'Dalma'}</th>
              <th scope="col" className="num">Herir</th>
              <th scope="col" className="num">Matar de un ataque</th>
              <th scope="col" className="num">Ataques para matar</th>
              <th scope="col" className="num">Gana el Dalma a muerte</th>
              <th scope="col">Calculadora</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.rivalId}>
                <th scope="row"><Link href={`/cartas/${r.rivalId}`}>{r.rivalName}</Link></th>
                <td className={`num ${styles.figure}`}>{formatPercent(r.pHurt)}</td>
                <td className={`num ${styles.figure}`}>{formatPercent(r.pKill)}</td>
                <td className={`num ${styles.figure}`}>{formatMean(r.expectedAttacksToKill)}</td>
                <td className={`num ${styles.figure}`}>{formatPercent(r.pDalmaWins)}</td>
                <td>
                  <Link href={calculatorHref(r.dalmaId, r.enemyId)} prefetch={false}>
                    Abrir<span className="visually-hidden"> {isDalma ? `${card.name} contra ${r.rivalName}` : `${r.rivalName} contra ${card.name}`} en la calculadora</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
