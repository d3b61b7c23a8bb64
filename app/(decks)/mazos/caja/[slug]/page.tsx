import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getCatalogue } from '@/lib/catalogue/load'
import { encodeShareCode } from '@/lib/decks/share-code'
import { validateDeck } from '@/lib/decks/validate'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLink'
import { DeckReadOnly, DeckSummary } from '../../_builder/DeckReadOnly'
import { openInBuilderPath, playPath, printPath, sharePath, tryPath } from '../../_builder/links'
import styles from '../caja.module.css'
import { Breadcrumbs } from '@/app/_components/Breadcrumbs'

type Params = { params: Promise<{ slug: string }> }

const boxedDeck = (slug: string) => getBoxedDecks().find((d) => d.slug === slug)

export const dynamicParams = false

export function generateStaticParams(): { slug: string }[] {
  return getBoxedDecks().map((d) => ({ slug: d.slug }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const boxed = boxedDeck((await params).slug)
  if (!boxed) return { title: 'Mazo no encontrado' }
  return {
    title: boxed.name,
    description: boxed.description || `${boxed.name}: mazo preconstruido de la caja de Duelo de Masters.`,
  }
}

export default async function BoxedDeckPage({ params }: Params) {
  const boxed = boxedDeck((await params).slug)
  if (!boxed) notFound()
  const catalogue = getCatalogue()
  const validation = validateDeck(boxed.deck, catalogue)
  const code = encodeShareCode(boxed.deck)
  return (
    <>
      <Breadcrumbs trail={[{ href: '/', label: 'Inicio' }, { href: '/mazos', label: 'Mazos' }, { href: '/mazos/caja', label: 'Mazos de la caja' }]} current={boxed.name} />
      <h1>{boxed.name}</h1>
      <p className="lead">
        Mazo preconstruido de la caja (<RuleLink id="R2.1" />).{boxed.description ? ` ${boxed.description}` : ''}
      </p>
      {boxed.errors.length > 0 && (
        <p className={styles.warning}>
          La lista de este mazo tiene {boxed.errors.length === 1 ? 'una línea' : `${boxed.errors.length} líneas`} que no se han
          podido leer (líneas {boxed.errors.map((e) => e.line).join(', ')}); se muestra el resto.
        </p>
      )}
      <DeckSummary deck={boxed.deck} catalogue={catalogue} validation={validation} />
      <p className={styles.pageActions}>
        <Link className="button" href={openInBuilderPath(code)}>Copiar al constructor</Link>
        <Link className="button button--secondary" href={tryPath(code)} prefetch={false}>Probar</Link>
        <Link className="button button--secondary" href={playPath(code)} prefetch={false}>Jugar con este mazo</Link>
        <Link className="button button--secondary" href={printPath(code)} prefetch={false}>Imprimir proxies</Link>
        <Link href={sharePath(code)}>Enlace para compartir</Link>
      </p>
      <DeckReadOnly deck={boxed.deck} catalogue={catalogue} validation={validation} />
    </>
  )
}
