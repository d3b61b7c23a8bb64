import type { Metadata } from 'next'
import Link from 'next/link'
import { getCatalogue } from '@/lib/catalogue/load'
import type { Card, Catalogue } from '@/lib/catalogue/schema'
import { decodeShareCode } from '@/lib/decks/share-code'
import { CardFace } from '@/app/_components/CardFace'
import { PAGE_COLUMNS, planProxies } from '../_builder/print-pages'
import { cardNameOf } from '../_builder/deck-groups'
import { openInBuilderPath, sharePath } from '../_builder/links'
import { PrintSheets } from './PrintSheets'
import styles from './imprimir.module.css'
import { Breadcrumbs } from '@/app/_components/Breadcrumbs'

export const metadata: Metadata = {
  title: 'Imprimir proxies',
  description: 'Hojas A4 con una carta de 63 × 88 mm por copia del mazo, nueve por hoja, con marcas de corte.',
  robots: { index: false },
}

// The page box is the sheet itself: the sheet draws its own margins and cut marks (see the module CSS).
const PAGE_CSS = '@page { size: A4; margin: 0; }'

type Props = { searchParams: Promise<{ code?: string | string[] }> }

/** Names of the cards a face mentions (starting cards, enemies), so proxies read without links. */
function referencedNames(cards: readonly Card[], catalogue: Catalogue): Record<string, string> {
  const names: Record<string, string> = {}
  for (const card of cards) {
    const ids = card.type === 'dalma' ? card.startingCards : card.type === 'relic' ? card.enemies.map((e) => e.id) : []
    for (const id of ids) names[id] = cardNameOf(catalogue, id) ?? id
  }
  return names
}

/** Short marks outside the 3 × 3 grid along every cutting line. */
function CutMarks() {
  const lines = Array.from({ length: PAGE_COLUMNS + 1 }, (_, i) => i)
  return (
    <div className={styles.marks} aria-hidden="true">
      {lines.map((i) => (
        <span key={`v${i}`} className={styles.markV} style={{ left: `${i * 63}mm` }} />
      ))}
      {lines.map((i) => (
        <span key={`h${i}`} className={styles.markH} style={{ top: `${i * 88}mm` }} />
      ))}
    </div>
  )
}

export default async function PrintPage({ searchParams }: Props) {
  const param = (await searchParams).code
  const code = (Array.isArray(param) ? param[0] : param)?.trim() ?? ''
  const decoded = code === '' ? null : decodeShareCode(code)

  if (decoded === null || !decoded.ok) {
    return (
      <div className={styles.intro}>
        <h1>Imprimir proxies</h1>
        {decoded && <p className={styles.error} role="alert">No se puede leer el código del mazo: {decoded.error.message}</p>}
        <p>
          Esta página prepara hojas A4 con una carta por copia del mazo. Ábrela con el botón «Imprimir proxies» del{' '}
          <Link href="/mazos">constructor</Link> o de un mazo compartido, o pega aquí el código del mazo:
        </p>
        <form method="get" action="/mazos/imprimir" className={styles.codeForm}>
          <label htmlFor="codigo-imprimir">Código del mazo</label>
          <input id="codigo-imprimir" name="code" type="text" required autoComplete="off" spellCheck={false} defaultValue={code} />
          <button type="submit" className="button">Ver los proxies</button>
        </form>
      </div>
    )
  }

  const catalogue = getCatalogue()
  const deck = decoded.deck
  const plan = planProxies(deck, catalogue)
  const cards = plan.sheets.flatMap((s) => s.cardIds).map((id) => catalogue.byId.get(id)).filter((c): c is Card => c !== undefined)
  const names = referencedNames(cards, catalogue)
  const drawSheet = (cardIds: readonly string[]) => (
    <div className={styles.area}>
      <div className={styles.grid}>
        {cardIds.map((id, i) => {
          const card = catalogue.byId.get(id)
          return card ? <CardFace key={`${id}-${i}`} card={card} size="print" names={names} className={styles.proxy} /> : null
        })}
        <CutMarks />
      </div>
    </div>
  )
  const deckSheets = plan.sheets.filter((s) => s.kind === 'deck').map((s) => drawSheet(s.cardIds))
  const relicSheets = plan.sheets.filter((s) => s.kind === 'relic').map((s) => drawSheet(s.cardIds))
  const relicName = cardNameOf(catalogue, deck.relicId)
  const title = deck.name?.trim() || 'Mazo sin nombre'

  return (
    <div className={styles.printRoot}>
      <style>{PAGE_CSS}</style>
      <div className={styles.intro}>
        <Breadcrumbs trail={[{ href: '/mazos', label: 'Mazos' }, { href: sharePath(code), label: title }]} current="Imprimir proxies" />
        <h1>Proxies de «{title}»</h1>
        <p className="lead">
          {plan.deckCards === 1 ? '1 carta' : `${plan.deckCards} cartas`} del mazo, una por copia, a tamaño real (63 × 88 mm),
          nueve por hoja A4 con marcas de corte. Imprime al 100 % (sin «ajustar a la página»).
        </p>
        {plan.unknown.length > 0 && (
          <p className={styles.error}>
            No hay proxy para {plan.unknown.length === 1 ? 'una carta' : `${plan.unknown.length} cartas`} que el catálogo no conoce
            ({plan.unknown.join(', ')}). <Link href={openInBuilderPath(code)}>Ábrelo en el constructor</Link> para cambiarlas.
          </p>
        )}
      </div>
      <PrintSheets
        deckSheets={deckSheets}
        relicSheets={relicSheets}
        relicLabel={relicName && plan.relicCards > 0 ? `${relicName} y sus ${plan.relicCards - 1} enemigos` : null}
      />
    </div>
  )
}
