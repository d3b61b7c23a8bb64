'use client'
// Every zone of the player's side of the table (R3.1, R3.2): the hand, the Zona de Juego with its
// Dalmas (equipment, known cards, markers and counters), face-down and revealed cards, the Zona de
// Reliquia with the Master-action counters and the enemies, the deck and the discard pile.
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import { TYPE_LABELS, type Card, type Catalogue } from '@/lib/catalogue/model'
import {
  castsLeft, characterStats, money, skillUsesLeft, type ActiveEffect, type CardInstance, type GameState, type InstanceId,
} from '@/lib/engine'
import { phaseLabel } from './actions-view'
import { TableCard } from './TableCard'
import type { GoldfishSettings } from './useGoldfish'
import styles from './probar.module.css'

const MASTER_ACTIONS_PER_TURN = 5 // R8.1
const CASTER = new Set(['mago', 'mentalista'])

type ZoneProps = { state: GameState; catalogue: Catalogue }

const cardsWord = (n: number) => `${n} carta${n === 1 ? '' : 's'}`

function lookup(state: GameState, catalogue: Catalogue, id: InstanceId): { inst: CardInstance; card: Card } | null {
  const inst = state.cards[id]
  const card = inst === undefined ? undefined : catalogue.byId.get(inst.cardId)
  return inst && card ? { inst, card } : null
}

export function StatusBar({ state, settings }: { state: GameState; settings: GoldfishSettings }) {
  const m = state.masters[0]
  return (
    <div role="group" aria-label="Estado de la partida">
      <dl className={styles.status}>
        <div>
          <dt>Turno</dt>
          <dd>{m.turn === 0 ? 'Preparación' : `${m.turn} de ${settings.turns}`}</dd>
        </div>
        <div>
          <dt>Juegas como</dt>
          <dd>{settings.seat === 'first' ? 'primer Master' : 'segundo Master'}</dd>
        </div>
        <div>
          <dt>Momento</dt>
          <dd>{phaseLabel(state)}</dd>
        </div>
        <div>
          <dt>Dinero</dt>
          <dd>{money(m.silver)}</dd>
        </div>
        <div>
          <dt>Acciones de Master</dt>
          <dd>{m.masterActions} de {MASTER_ACTIONS_PER_TURN}</dd>
        </div>
        <div>
          <dt>Mazo</dt>
          <dd>{cardsWord(m.deck.length)}</dd>
        </div>
      </dl>
    </div>
  )
}

export function Zones({ state, catalogue }: ZoneProps) {
  const m = state.masters[0]
  const play = m.playZone.map((id) => lookup(state, catalogue, id)).filter((x) => x !== null)
  const dalmas = play.filter((x) => x.card.type === 'dalma')
  const revealed = play.filter((x) => x.card.type !== 'dalma' && x.inst.faceUp)
  const faceDown = play.filter((x) => x.card.type !== 'dalma' && !x.inst.faceUp)
  const combat = m.combatZone.map((id) => lookup(state, catalogue, id)).filter((x) => x !== null)
  return (
    <div className={styles.zones}>
      <h2 className="visually-hidden">Tus zonas</h2>
      <section className={`${styles.zone} ${styles.zoneHand}`} aria-labelledby="zona-mano">
        <h3 id="zona-mano" className={styles.zoneTitle}>Mano ({m.hand.length})</h3>
        <CardList ids={m.hand} state={state} catalogue={catalogue} empty="Sin cartas en la mano." />
      </section>

      <section className={`${styles.zone} ${styles.zonePlay}`} aria-labelledby="zona-juego">
        <h3 id="zona-juego" className={styles.zoneTitle}>Zona de Juego</h3>
        <h4 className={styles.zoneSubtitle}>Dalmas</h4>
        {dalmas.length === 0 ? (
          <p className={styles.empty}>Ningún Dalma en juego.</p>
        ) : (
          <ul className={styles.cardGrid}>
            {dalmas.map(({ inst, card }) => (
              <li key={inst.id}><Character inst={inst} card={card} state={state} catalogue={catalogue} /></li>
            ))}
          </ul>
        )}
        <h4 className={styles.zoneSubtitle}>Cartas reveladas</h4>
        {revealed.length === 0 ? (
          <p className={styles.empty}>Ninguna.</p>
        ) : (
          <ul className={styles.cardGrid}>
            {revealed.map(({ inst, card }) => <li key={inst.id}><TableCard card={card} /></li>)}
          </ul>
        )}
        <h4 className={styles.zoneSubtitle}>Boca abajo ({faceDown.length})</h4>
        {faceDown.length === 0 ? (
          <p className={styles.empty}>Ninguna.</p>
        ) : (
          <ul className={styles.cardGrid}>
            {faceDown.map(({ inst, card }) => <li key={inst.id}><TableCard card={card} faceDown /></li>)}
          </ul>
        )}
        {combat.length > 0 && (
          <>
            <h4 className={styles.zoneSubtitle}>En la Zona de Combate</h4>
            <ul className={styles.cardGrid}>
              {combat.map(({ inst, card }) => (
                <li key={inst.id}><Character inst={inst} card={card} state={state} catalogue={catalogue} /></li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className={styles.zone} aria-labelledby="zona-reliquia">
        <h3 id="zona-reliquia" className={styles.zoneTitle}>Zona de Reliquia</h3>
        <RelicZone state={state} catalogue={catalogue} />
      </section>

      <section className={styles.zone} aria-labelledby="zona-mazo">
        <h3 id="zona-mazo" className={styles.zoneTitle}>Mazo y descarte</h3>
        <p>
          Mazo: <strong>{cardsWord(m.deck.length)}</strong> boca abajo.
        </p>
        {m.discard.length === 0 ? (
          <p className={styles.empty}>Descarte vacío.</p>
        ) : (
          <details className={styles.discard}>
            <summary>Descarte: {cardsWord(m.discard.length)}</summary>
            <ol className={styles.plainList}>
              {m.discard.map((id) => {
                const x = lookup(state, catalogue, id)
                return <li key={id}>{x ? `${x.card.name} (${TYPE_LABELS[x.card.type].singular})` : id}</li>
              })}
            </ol>
          </details>
        )}
      </section>
    </div>
  )
}

function CardList({ ids, state, catalogue, empty }: ZoneProps & { ids: readonly InstanceId[]; empty: string }) {
  if (ids.length === 0) return <p className={styles.empty}>{empty}</p>
  return (
    <ul className={styles.cardGrid}>
      {ids.map((id) => {
        const x = lookup(state, catalogue, id)
        return x ? <li key={id}><TableCard card={x.card} /></li> : null
      })}
    </ul>
  )
}

function RelicZone({ state, catalogue }: ZoneProps) {
  const m = state.masters[0]
  const relic = m.relicZone.relic === null ? null : lookup(state, catalogue, m.relicZone.relic)
  return (
    <>
      {relic ? (
        <TableCard card={relic.card} faceDown={!relic.inst.faceUp}>
          <span className={styles.counters}>
            <span>
              Contadores de Acción de Master: {m.masterActions}/{MASTER_ACTIONS_PER_TURN} (<RuleLink id="R7.14" />)
            </span>
            <span className={styles.pips} aria-hidden="true">
              {Array.from({ length: MASTER_ACTIONS_PER_TURN }, (_, i) => (
                <span key={i} className={i < m.masterActions ? styles.pipOn : styles.pip} />
              ))}
            </span>
          </span>
        </TableCard>
      ) : (
        <p className={styles.empty}>Este mazo no tiene reliquia.</p>
      )}
      {m.relicZone.enemies.length > 0 && (
        <>
          <h4 className={styles.zoneSubtitle}>Enemigos</h4>
          <ul className={styles.cardGrid}>
            {m.relicZone.enemies.map((id) => {
              const x = lookup(state, catalogue, id)
              if (!x) return null
              if (x.inst.defeated) return <li key={id}><TableCard card={x.card} stats={null}><span className={styles.badge}>Derrotado</span></TableCard></li>
              if (!x.inst.faceUp) return <li key={id}><TableCard card={x.card} faceDown /></li>
              return <li key={id}><Character inst={x.inst} card={x.card} state={state} catalogue={catalogue} /></li>
            })}
          </ul>
        </>
      )}
    </>
  )
}

const DURATION_WORDS = { endOfTurn: 'hasta el final del turno', nextAttack: 'en su siguiente ataque', permanent: 'permanente' } as const

function effectWords(e: ActiveEffect, catalogue: Catalogue): string {
  const source = catalogue.byId.get(e.source)?.name ?? e.source
  const what = e.effect.kind === 'modifyStat'
    ? `${e.effect.amount >= 0 ? '+' : '−'}${Math.abs(e.effect.amount)} ${{ strength: 'Fuerza', resistance: 'Resistencia', initiative: 'Iniciativa' }[e.effect.stat]}`
    : e.effect.kind === 'extraActivation' ? `activación extra (PRI ${e.effect.pri})`
    : e.effect.kind === 'damage' ? `${e.effect.amount} de daño`
    : 'efecto'
  return `${what} por ${source}, ${DURATION_WORDS[e.until]}`
}

/** A Dalma or a revealed enemy with what rides on it: stats after equipment, markers, counters, known cards. */
function Character({ inst, card, state, catalogue }: ZoneProps & { inst: CardInstance; card: Card }) {
  const stats = characterStats(state, catalogue, inst.id)
  const isDalma = card.type === 'dalma'
  const caster = card.type === 'dalma' && CASTER.has(card.profession)
  return (
    <TableCard card={card} stats={stats} faceDown={!inst.faceUp}>
      <ul className={styles.attached}>
        {inst.actionMarker && (
          <li><span className={styles.badge}>Marcador de acción</span> <RuleLink id="R7.15" /></li>
        )}
        {isDalma && inst.faceUp && (
          <li>
            {caster ? <>Lanzamientos disponibles: {castsLeft(state, catalogue, inst.id)} · </> : null}
            Usos de habilidad: {skillUsesLeft(state, catalogue, inst.id)} <RuleLink id="R7.16" />
          </li>
        )}
        {inst.equipment.map((id) => {
          const x = lookup(state, catalogue, id)
          if (!x) return null
          const bow = x.card.type === 'weapon' && x.card.weaponKind === 'bow'
          return (
            <li key={id}>
              Equipo: <strong>{x.card.name}</strong>
              {bow && (x.inst.loaded ? ' (cargado)' : ' (sin cargar)')}
              {x.inst.useCounters > 0 && <> · {x.inst.useCounters} contador{x.inst.useCounters === 1 ? '' : 'es'} <RuleLink id="R7.17" /></>}
              {x.inst.effects.map((e, i) => <span key={i}> · {effectWords(e, catalogue)}</span>)}
            </li>
          )
        })}
        {inst.learned.map((id) => {
          const x = lookup(state, catalogue, id)
          if (!x) return null
          return (
            <li key={id}>
              Conoce: <strong>{x.card.name}</strong> ({TYPE_LABELS[x.card.type].singular.toLowerCase()})
              {x.inst.useCounters > 0 && <> · {x.inst.useCounters} contador{x.inst.useCounters === 1 ? '' : 'es'} de uso</>}
            </li>
          )
        })}
        {inst.effects.map((e, i) => <li key={`e${i}`}>Efecto: {effectWords(e, catalogue)}</li>)}
        {inst.damage > 0 && <li>Ha perdido {inst.damage} de Vida</li>}
      </ul>
    </TableCard>
  )
}
