// /mazos/[id] — a saved deck: its list grouped by type, the problems stored at its last save (with
// links to the rules), which cards changed in the catalogue since, "Probar" and a share link, and
// for its owner the controls to rename, describe, publish, duplicate or delete it.
// A private deck is a 404 for everyone but its owner.
import { count } from '@/app/_components/plural'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLink'
import { groupDeck } from '@/app/(decks)/mazos/_builder/deck-groups'
import { playSavedPath } from '@/app/(decks)/mazos/_builder/links'
import { LegalityBadge } from '@/app/_components/SavedDeckList'
import { isRuleId } from '@/lib/rules'
import { getSessionUser } from '@/lib/server/auth'
import { getPrisma } from '@/lib/server/db'
import { changedCardsSince, currentCatalogue, getDeckForViewer, isDeckId, presentDeck } from '@/lib/server/decks'
import { CopyDeckButton, DeckOwnerControls, ShareLink } from './DeckActions'
import styles from './saved-deck.module.css'
import { Breadcrumbs } from '@/app/_components/Breadcrumbs'

type Props = { params: Promise<{ id: string }> }

// One lookup per request, shared by generateMetadata and the page.
const loadDeck = cache(async (id: string) => {
  if (!isDeckId(id)) return null
  const viewer = await getSessionUser()
  const prisma = getPrisma()
  const saved = await getDeckForViewer(prisma, id, viewer?.id ?? null)
  if (!saved) return null
  const catalogue = currentCatalogue()
  const view = presentDeck(saved, viewer?.id ?? null, catalogue, await changedCardsSince(prisma, saved, catalogue))
  return { view, viewer, catalogue }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadDeck((await params).id)
  if (!loaded) return { title: 'Mazo no encontrado', robots: { index: false } }
  const { view } = loaded
  return {
    title: view.name,
    description: view.description.slice(0, 160) || `Mazo de Duelo de Masters de ${view.ownerName}: ${count(view.cardCount, 'carta', 'cartas')}.`,
    ...(view.visibility === 'private' ? { robots: { index: false } } : {}),
  }
}

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' })

export default async function SavedDeckPage({ params }: Props) {
  const loaded = await loadDeck((await params).id)
  if (!loaded) notFound()
  const { view, viewer, catalogue } = loaded
  const groups = groupDeck(view.deck, catalogue)
  const nameOf = (id: string | null) => (id === null ? null : catalogue.byId.get(id)?.name ?? id)
  const relicName = nameOf(view.deck.relicId)
  const dalmaName = nameOf(view.deck.startingDalmaId)
  const sharePath = `/mazos/compartir/${view.shareCode}`
  const versionChanged = view.catalogueVersion !== catalogue.version

  return (
    <article>
      <Breadcrumbs trail={[{ href: '/mazos', label: 'Mazos' }, view.isOwner ? { href: '/mazos/mios', label: 'Mis mazos' } : { href: '/mazos/publicos', label: 'Mazos públicos' }]} current={view.name} />
      <header className={styles.header}>
        <h1>{view.name}</h1>
        <p className={styles.meta}>
          <LegalityBadge legal={view.legal} problemCount={view.problems.length} />
          <span>{view.visibility === 'public' ? 'Público' : 'Privado: solo lo ves tú'}</span>
          <span>de {view.isOwner ? 'ti' : view.ownerName}</span>
          <span>{view.cardCount === 1 ? '1 carta' : `${view.cardCount} cartas`}</span>
          <span>Actualizado el <time dateTime={view.updatedAt}>{dateFormat.format(new Date(view.updatedAt))}</time></span>
        </p>
        {view.description && <p className={styles.description}>{view.description}</p>}
        <div className={styles.links}>
          <Link href={`/probar?deck=${encodeURIComponent(view.id)}`} className="button">Probar</Link>
          <Link href={playSavedPath(view.id)} className="button button--secondary" prefetch={false}>Jugar con este mazo</Link>
          {view.isOwner && (
            <Link href={`/mazos?mazo=${encodeURIComponent(view.id)}`} className="button button--secondary">Editar las cartas</Link>
          )}
          {!view.isOwner && (viewer ? <CopyDeckButton id={view.id} /> : (
            <Link href={`/cuenta/entrar?callbackUrl=${encodeURIComponent(`/mazos/${view.id}`)}`}>Entra para copiarlo a tus mazos</Link>
          ))}
        </div>
      </header>

      {view.changedCards.length > 0 && (
        <aside className={styles.notice} aria-labelledby="cambios">
          <h2 id="cambios">Cartas que han cambiado desde que se guardó</h2>
          <ul>
            {view.changedCards.map((c) => (
              <li key={c.cardId}>
                {c.change === 'removed' ? (
                  <><strong>{c.name}</strong>: ya no está en el catálogo.</>
                ) : (
                  <><Link href={`/cartas/${c.cardId}`}>{c.name}</Link>: su texto o sus valores han cambiado.</>
                )}
              </li>
            ))}
          </ul>
          <p>
            Los problemas de abajo se calcularon al guardar el mazo.
            {view.isOwner ? ' Vuelve a comprobarlo con «Comprobar con el catálogo actual».' : ''}
          </p>
        </aside>
      )}

      <div className={styles.layout}>
        <section aria-labelledby="lista">
          <h2 id="lista">Lista del mazo</h2>
          <dl className={styles.essentials}>
            <dt>Reliquia</dt>
            <dd>{view.deck.relicId ? <Link href={`/cartas/${view.deck.relicId}`}>{relicName}</Link> : 'Sin elegir'}</dd>
            <dt>Dalma inicial</dt>
            <dd>{view.deck.startingDalmaId ? <Link href={`/cartas/${view.deck.startingDalmaId}`}>{dalmaName}</Link> : 'Sin elegir'}</dd>
          </dl>
          {groups.length === 0 ? (
            <p>El mazo aún no tiene cartas.</p>
          ) : (
            groups.map((group) => (
              <section key={group.type} className={styles.group} aria-labelledby={`grupo-${group.type}`}>
                <h3 id={`grupo-${group.type}`}>{group.label} ({group.count})</h3>
                <ul className={styles.cards}>
                  {group.rows.map((row) => (
                    <li key={row.cardId}>
                      <span className={styles.count}>{row.count}×</span>{' '}
                      {row.card ? <Link href={`/cartas/${row.cardId}`}>{row.name}</Link> : <span>{row.name} (desconocida)</span>}
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </section>

        <div className={styles.controls}>
          <section className="panel" aria-labelledby="legalidad">
            <h2 id="legalidad">{view.legal ? 'Mazo legal' : 'Problemas del mazo'}</h2>
            {view.legal ? (
              <p>Cumple todas las reglas de construcción de mazos.</p>
            ) : (
              <>
                <p>Es un borrador: se puede guardar, pero no se puede jugar hasta corregir esto.</p>
                <ul className={styles.problems}>
                  {view.problems.map((p, i) => (
                    <li key={i}>
                      {p.rule && isRuleId(p.rule) && <span className={styles.ruleTag}><RuleLink id={p.rule} /></span>}
                      {p.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {view.warnings.length > 0 && (
              <>
                <h3>Avisos</h3>
                <ul className={styles.problems}>
                  {view.warnings.map((w, i) => (
                    <li key={i}>
                      {isRuleId(w.rule) && <span className={styles.ruleTag}><RuleLink id={w.rule} /></span>}
                      {w.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {versionChanged && view.changedCards.length === 0 && (
              <p>El catálogo ha cambiado desde que se guardó el mazo, pero ninguna de sus cartas.</p>
            )}
          </section>

          <section className="panel" aria-labelledby="compartir">
            <h2 id="compartir">Compartir</h2>
            <p>
              Este enlace lleva el mazo dentro: quien lo abra verá esta lista tal como está ahora, aunque después la cambies
              {view.visibility === 'private' ? ' o el mazo siga siendo privado' : ''}.
            </p>
            <ShareLink path={sharePath} />
          </section>

          {view.isOwner && (
            <DeckOwnerControls
              key={view.revision}
              deck={{
                id: view.id, name: view.name, description: view.description, visibility: view.visibility, revision: view.revision,
                entries: view.deck.entries, relicId: view.deck.relicId, startingDalmaId: view.deck.startingDalmaId,
              }}
              stale={versionChanged}
            />
          )}
        </div>
      </div>
    </article>
  )
}
