import type { Metadata } from 'next'
import Link from 'next/link'
import { DeckReadOnly, DeckSummary } from '../../_builder/DeckReadOnly'
import { openInBuilderPath, playPath, printPath, shareImagePath, sharePath, tryPath } from '../../_builder/links'
import { notFound } from 'next/navigation'
import { siteOrigin } from '@/lib/server/site-url'
import { readSharedDeck } from '../share-data'
import styles from '../../_builder/deck-view.module.css'
import pageStyles from '../compartir.module.css'
import { Breadcrumbs } from '@/app/_components/Breadcrumbs'

type Params = { params: Promise<{ code: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const shared = readSharedDeck((await params).code)
  // A code that is no deck answers 404 with this segment's not-found page.
  if (!shared.ok) notFound()
  // Absolute preview URLs from configuration (SITE_URL / NEXTAUTH_URL), never from request headers.
  const metadataBase = siteOrigin()
  return {
    ...(metadataBase ? { metadataBase } : {}),
    title: shared.title,
    description: shared.description,
    robots: { index: false },
    openGraph: {
      type: 'website',
      siteName: 'Duelo de Masters',
      locale: 'es_ES',
      title: shared.title,
      description: shared.description,
      url: sharePath(shared.code),
    },
    twitter: { card: 'summary_large_image', title: shared.title, description: shared.description },
  }
}

export default async function SharedDeckPage({ params }: Params) {
  const shared = readSharedDeck((await params).code)
  if (!shared.ok) notFound()
  return (
    <>
      <Breadcrumbs trail={[{ href: '/', label: 'Inicio' }, { href: '/mazos', label: 'Mazos' }]} current="Mazo compartido" />
      <h1>{shared.title}</h1>
      <p className="lead">
        Un mazo compartido con un enlace: lo que ves es exactamente lo que se compartió. Ábrelo en el constructor para
        hacer tu propia versión.
      </p>
      <DeckSummary deck={shared.deck} catalogue={shared.catalogue} validation={shared.validation} />
      <p className={pageStyles.actions}>
        <Link className="button" href={openInBuilderPath(shared.code)}>Abrir en el constructor</Link>
        <Link className="button button--secondary" href={tryPath(shared.code)}>Probar</Link>
        <Link className="button button--secondary" href={playPath(shared.code)} prefetch={false}>Jugar con este mazo</Link>
        <Link className="button button--secondary" href={printPath(shared.code)}>Imprimir proxies</Link>
        <a className={pageStyles.imageLink} href={shareImagePath(shared.code, shared.catalogue.version)}>Imagen del mazo (PNG)</a>
      </p>
      <DeckReadOnly deck={shared.deck} catalogue={shared.catalogue} validation={shared.validation} />
    </>
  )
}
