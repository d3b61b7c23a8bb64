import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getCatalogue } from '@/lib/catalogue/load'
import type { Relic } from '@/lib/catalogue/schema'
import { getRule } from '@/lib/rules'
import { CardFace } from '@/app/_components/CardFace'
import { CitedText } from '@/app/_components/CitedText'
import { RuleRef } from '@/app/_components/RuleRef'
import { defenderCount, namesFor, referencedIds, relicDefenders } from '@/app/_components/catalogue-relations'
import { DefendersTable } from '../DefendersTable'
import { relicRule } from '../relic-rules'
import styles from '../reliquias.module.css'
import { Breadcrumbs } from '@/app/_components/Breadcrumbs'

type Params = { params: Promise<{ id: string }> }

const relicById = (id: string): Relic | null => {
  const card = getCatalogue().byId.get(id)
  return card?.type === 'relic' ? card : null
}

export function generateStaticParams(): { id: string }[] {
  return getCatalogue().cards.filter((c) => c.type === 'relic').map((c) => ({ id: c.id }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params
  const relic = relicById(id)
  if (!relic) return { title: 'Reliquia no encontrada' }
  const catalogue = getCatalogue()
  const list = relicDefenders(catalogue.byId, relic).map((d) => `${d.count} × ${d.enemy?.name ?? d.id}`).join(', ')
  return { title: relic.name, description: `${relic.name}, reliquia de Duelo de Masters. La defienden ${list}.` }
}

export default async function RelicPage({ params }: Params) {
  const { id } = await params
  const relic = relicById(id)
  if (!relic) notFound()
  const catalogue = getCatalogue()
  const defenders = relicDefenders(catalogue.byId, relic)
  const rule = relicRule(relic.id)
  const ruleEntry = rule ? getRule(rule) : undefined

  return (
    <>
      <Breadcrumbs trail={[{ href: '/', label: 'Inicio' }, { href: '/reliquias', label: 'Reliquias' }]} current={relic.name} />
      <h1>{relic.name}</h1>

      <div className={styles.top}>
        <CardFace card={relic} names={namesFor(catalogue.byId, referencedIds(relic))} />
        <div>
          <p className="lead">
            La defienden {defenderCount(relic)} enemigos, que acompañan al mazo sin contar como cartas suyas (
            <RuleRef id="R5.4" />
            ).
          </p>
          {rule && ruleEntry && 'summary' in ruleEntry && (
            <p>
              <RuleRef id={rule} />: <CitedText text={ruleEntry.summary} />
            </p>
          )}
          <p>
            <Link href={`/cartas/${relic.id}`}>Ficha completa de {relic.name}</Link> ·{' '}
            <Link href={`/reliquias#${relic.id}`}>Comparar con las demás reliquias</Link>
          </p>
        </div>
      </div>

      <h2>Sus números</h2>
      <DefendersTable relic={relic} catalogue={catalogue} />

      <h2>Sus defensores</h2>
      <ul className={styles.faces}>
        {defenders.map(({ id: enemyId, count, enemy }) => (
          <li key={enemyId}>
            <p className={styles.count}>
              {count} × <Link href={`/cartas/${enemyId}`}>{enemy?.name ?? enemyId}</Link>
            </p>
            {enemy && <CardFace card={enemy} />}
          </li>
        ))}
      </ul>
    </>
  )
}
