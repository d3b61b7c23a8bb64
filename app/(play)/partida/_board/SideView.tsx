'use client'
// One Master's side of the table as the viewer may see it (R3.1, R3.2, RUL-28), compact (issue 27):
// a strip with the name, money, Master actions, hand, deck and discard counts; the Zona de Reliquia
// (the relic, its revealed enemies, the face-down ones as one stack with a count, the defeated ones as
// another); the Zona de Juego (Dalmas first, then the other cards; the rival's face-down cards folded
// into stacks unless one is a legal target); for the viewer, the hand as a fan. Cards fighting in the
// Zona de Combate are drawn there (CombatArea), not here. The rival sits above (strip, relic, play
// zone towards the middle), the viewer below (play zone towards the middle, relic, strip, hand).
import { shortMoney } from '@/app/_components/card-display'
import { fromSilver, type Catalogue } from '@/lib/catalogue/model'
import { money, type InstanceId, type Seat } from '@/lib/engine'
import { HIDDEN_CARD, type MasterView } from '@/lib/engine/view'
import { BoardCard, CardStack, NO_LIGHTS, type CardLights, type Highlight, type ReadHandlers } from './BoardCard'
import styles from './board.module.css'

const MASTER_ACTIONS = 5 // R8.1

export type SideProps = {
  seat: Seat
  view: MasterView
  catalogue: Catalogue
  name: string
  highlight: (id: InstanceId) => Highlight
  read: ReadHandlers
  lights?: CardLights
  /** Cards now in the Zona de Combate (shown there). */
  fighting: ReadonlySet<InstanceId>
  /** The side below is the viewer's own («Tu reliquia», «Tu mano»); false for a spectator or a replay, whose sides go by name. */
  you?: boolean
}


type Run = { kind: 'card'; id: InstanceId } | { kind: 'stack'; ids: InstanceId[]; defeated?: true }

/** Cards in a row; hidden ones nobody may aim at are folded into one stack per run. */
function runsOf(ids: readonly InstanceId[], view: MasterView, highlight: (id: InstanceId) => Highlight, fold: (id: InstanceId) => boolean): Run[] {
  const runs: Run[] = []
  for (const id of ids) {
    const folded = fold(id) && highlight(id) === null
    const last = runs[runs.length - 1]
    if (folded && last?.kind === 'stack') last.ids.push(id)
    else runs.push(folded ? { kind: 'stack', ids: [id] } : { kind: 'card', id })
  }
  return runs
}

function Row({ runs, props, stackLabel, empty, label, className }: {
  runs: Run[]; props: SideProps; stackLabel: (n: number, defeated: boolean) => string; empty: string; label: string; className?: string
}) {
  const { view, catalogue, highlight, read, lights = NO_LIGHTS } = props
  return (
    // Focusable: a row with more cards than fit scrolls sideways, and a keyboard must be able to scroll it even when
    // its cards are not buttons (the game over, a spectator): axe's scrollable-region-focusable.
    <ul className={`${styles.row} ${className ?? ''}`} aria-label={label} tabIndex={0}>
      {runs.length === 0 && <li className={styles.emptyRow}>{empty}</li>}
      {runs.map((r) => (
        <li key={r.kind === 'card' ? r.id : `s${r.ids[0]}`}>
          {r.kind === 'card'
            ? <BoardCard id={r.id} view={view} catalogue={catalogue} highlight={highlight(r.id)} read={read} lights={lights} />
            : <CardStack count={r.ids.length} label={stackLabel(r.ids.length, r.defeated === true)} defeated={r.defeated === true} />}
        </li>
      ))}
    </ul>
  )
}

export function SideView(props: SideProps) {
  const { seat, view, catalogue, name, fighting, highlight } = props
  const state = view.state
  const m = state.masters[seat]
  const own = seat === view.seat
  const yours = own && props.you !== false
  const hidden = (id: InstanceId) => state.cards[id]?.cardId === HIDDEN_CARD
  const isDalma = (id: InstanceId) => catalogue.byId.get(state.cards[id]?.cardId ?? '')?.type === 'dalma' && state.cards[id]?.faceUp === true
  const play = m.playZone.filter((id) => !fighting.has(id))
  const dalmas = play.filter(isDalma)
  const others = play.filter((id) => !isDalma(id))
  const enemies = m.relicZone.enemies.filter((id) => !fighting.has(id))
  const standing = enemies.filter((id) => !state.cards[id]?.defeated)
  const defeated = enemies.filter((id) => state.cards[id]?.defeated)
  const relicRuns: Run[] = [
    ...(m.relicZone.relic === null ? [] : [{ kind: 'card', id: m.relicZone.relic } as Run]),
    // Face-down enemies are one stack (they are alike to everyone until revealed), unless one can be aimed at.
    ...runsOf(standing, view, highlight, (id) => state.cards[id]?.faceUp !== true),
    ...(defeated.length > 0 ? [{ kind: 'stack', ids: defeated, defeated: true } as Run] : []),
  ]
  const stackWords = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  const headingId = `lado-${seat + 1}-titulo`
  return (
    <section className={`${styles.master} ${own ? styles.mine : styles.theirs}`} aria-labelledby={headingId} data-testid={`lado-${seat + 1}`}>
      <div className={styles.strip}>
        <h2 id={headingId} className={styles.masterTitle}>{name}</h2>
        <dl className={styles.counts}>
          <div><dt className="visually-hidden">Dinero</dt><dd><span aria-hidden="true">{shortMoney(fromSilver(m.silver))}</span><span className="visually-hidden">{money(m.silver)}</span></dd></div>
          <div>
            <dt className="visually-hidden">Acciones de Master</dt>
            <dd>
              <span className="visually-hidden">{m.masterActions} de {MASTER_ACTIONS}</span>
              <span className={styles.pips} aria-hidden="true">
                {Array.from({ length: MASTER_ACTIONS }, (_, i) => <span key={i} className={i < m.masterActions ? styles.pipOn : styles.pip} />)}
              </span>
            </dd>
          </div>
          <div data-pile={`hand-${seat}`}><dt>Mano</dt><dd data-testid={own ? undefined : `mano-rival-${seat + 1}`}>{m.hand.length}</dd></div>
          <div data-pile={`deck-${seat}`}><dt>Mazo</dt><dd>{m.deck.length}</dd></div>
          <div><dt><span className={styles.long}>Descarte</span><span className={styles.short} aria-hidden="true">Desc.</span></dt><dd>{m.discard.length}</dd></div>
        </dl>
      </div>
      <div className={styles.zones}>
        <Row runs={relicRuns} props={props} label={yours ? 'Tu reliquia y sus enemigos' : `Reliquia de ${name} y sus enemigos`} empty="Sin reliquia" className={styles.relicRow}
          stackLabel={(n, down) => (down ? stackWords(n, 'enemigo derrotado', 'enemigos derrotados') : stackWords(n, 'enemigo boca abajo', 'enemigos boca abajo'))} />
        <Row runs={[...dalmas.map((id) => ({ kind: 'card', id }) as Run), ...runsOf(others, view, highlight, hidden)]} props={props}
          label={yours ? 'Tu Zona de Juego' : `Zona de Juego de ${name}`} empty="Zona de Juego vacía" className={styles.playRow}
          stackLabel={(n) => stackWords(n, 'carta boca abajo', 'cartas boca abajo')} />
      </div>
      {own && <Hand props={props} ids={m.hand} label={yours ? 'Tu mano' : `Mano de ${name}`} />}
    </section>
  )
}

/** The viewer's hand as a fan: the cards overlap as far as needed to fit the width. */
function Hand({ props, ids, label }: { props: SideProps; ids: readonly InstanceId[]; label: string }) {
  const { view, catalogue, highlight, read, lights = NO_LIGHTS } = props
  return (
    <div className={styles.handBox}>
      <ul className={styles.hand} aria-label={`${label}: ${ids.length} carta${ids.length === 1 ? '' : 's'}`} style={{ '--n': Math.max(ids.length, 1) } as React.CSSProperties}>
        {ids.length === 0 && <li className={styles.emptyRow}>Sin cartas en la mano</li>}
        {/* A hand the viewer may not see (a spectator's) is one stack with its count. */}
        {ids.length > 0 && ids.every((id) => view.state.cards[id]?.cardId === HIDDEN_CARD)
          ? <li><CardStack count={ids.length} label={`${ids.length} carta${ids.length === 1 ? '' : 's'} boca abajo`} /></li>
          : ids.map((id) => (
            <li key={id}><BoardCard id={id} view={view} catalogue={catalogue} highlight={highlight(id)} read={read} lights={lights} /></li>
          ))}
      </ul>
    </div>
  )
}
