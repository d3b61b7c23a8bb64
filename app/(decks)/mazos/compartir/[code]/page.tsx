import type { Metadata } from 'next'
import Link from 'next/link'
import { DeckReadOnly, DeckSummary } from '../../_builder/DeckReadOnly'
import { openInBuilderPath, printPath, shareImagePath, sharePath, tryPath } from '../../_builder/links'
import { readSharedDeck, requestOrigin } from '../share-data'
import styles from '../../_builder/deck-view.module.css'
import pageStyles from '../compartir.module.css'
import { Breadcrumbs } from '@/app/_components/Breadcrumbs'

type Params = { params: Promise<{ code: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const shared = readSharedDeck((await params).code)
  if (!shared.ok) {
    return { title: 'Código de mazo no válido', robots: { index: false }, description: shared.error.message }
  }
  const metadataBase = await requestOrigin()
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
  return (
    <>
      <Breadcrumbs trail={[{ href: '/', label: 'Inicio' }, { href: '/mazos', label: 'Mazos' }]} current="Mazo compartido" />
      {shared.ok ? (
        <>
          <h1>{shared.title}</h1>
          <p className="lead">
            Un mazo compartido con un enlace: lo que ves es exactamente lo que se compartió. Ábrelo en el constructor para
            hacer tu propia versión.
          </p>
          <DeckSummary deck={shared.deck} catalogue={shared.catalogue} validation={shared.validation} />
          <p className={pageStyles.actions}>
            <Link className="button" href={openInBuilderPath(shared.code)}>Abrir en el constructor</Link>
            <Link className="button button--secondary" href={tryPath(shared.code)}>Probar</Link>
            <Link className="button button--secondary" href={printPath(shared.code)}>Imprimir proxies</Link>
            <a className={pageStyles.imageLink} href={shareImagePath(shared.code)}>Imagen del mazo (PNG)</a>
          </p>
          <DeckReadOnly deck={shared.deck} catalogue={shared.catalogue} validation={shared.validation} />
        </>
      ) : (
        <div className={pageStyles.error}>
          <h1>Este enlace no abre ningún mazo</h1>
          <p className={pageStyles.errorReason} role="alert">{shared.error.message}</p>
          <p>
            Los enlaces de mazo llevan el mazo entero en un código largo: si se ha cortado al copiarlo (pasa en algunos chats),
            pide que te lo envíen otra vez o copia el código completo.
          </p>
          <ul className={styles.readList}>
            <li><Link href="/mazos">Ir al constructor de mazos</Link>, donde puedes pegar un código o una lista en «Importar».</li>
            <li><Link href="/mazos/caja">Ver los mazos de la caja</Link>.</li>
          </ul>
        </div>
      )}
    </>
  )
}
