import type { Metadata } from 'next'
import Link from 'next/link'
import { getCatalogue } from '@/lib/catalogue/load'
import type { Relic } from '@/lib/catalogue/schema'
import { RuleRef } from '@/app/_components/RuleRef'
import { ProvisionalBadge } from '@/app/_components/Provisional'
import { DefendersTable } from './DefendersTable'
import { relicRule } from './relic-rules'
import styles from './reliquias.module.css'

export const metadata: Metadata = {
  title: 'Reliquias',
  description:
    'Las reliquias de Duelo de Masters con sus seis enemigos defensores: cuántos de cada uno, su Fuerza, Resistencia, Iniciativa, Vida y habilidades.',
}

export default function RelicsPage() {
  const catalogue = getCatalogue()
  const relics = catalogue.cards.filter((c): c is Relic => c.type === 'relic')
  return (
    <>
      <h1>Reliquias</h1>
      <p className="lead">
        Cada mazo se juega con una reliquia, que no cuenta como carta del mazo (<RuleRef id="R5.3" />), y con los
        seis enemigos que la defienden (<RuleRef id="R5.4" />). Ganas en cuanto tus Dalmas capturan la reliquia
        rival (<RuleRef id="R21.1" />).
      </p>
      {relics.some((r) => catalogue.cards.some((c) => c.type === 'enemy' && c.provisional.length > 0 && r.enemies.some((e) => e.id === c.id))) && (
        <p>
          Los números subrayados con trazos son <ProvisionalBadge label="provisionales" />: el reglamento nombra a los
          defensores pero no imprime sus atributos.
        </p>
      )}
      <nav aria-label="Reliquias de esta página" className={styles.toc}>
        <ul>
          {relics.map((r) => (
            <li key={r.id}>
              <a href={`#${r.id}`}>{r.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {relics.map((relic) => {
        const rule = relicRule(relic.id)
        return (
          <section key={relic.id} id={relic.id} aria-labelledby={`${relic.id}-title`} className={styles.relic} data-card-type="relic">
            <h2 id={`${relic.id}-title`} className={styles.relicTitle}>
              {relic.name}
            </h2>
            <p className={styles.relicMeta}>
              {rule && (
                <>
                  Defensores según <RuleRef id={rule} />
                  .{' '}
                </>
              )}
              <Link href={`/reliquias/${relic.id}`}>Ver sus cartas</Link> ·{' '}
              <Link href={`/cartas/${relic.id}`}>Ficha de la reliquia</Link>
            </p>
            {relic.text && <p>{relic.text}</p>}
            <DefendersTable relic={relic} catalogue={catalogue} />
          </section>
        )
      })}
    </>
  )
}
