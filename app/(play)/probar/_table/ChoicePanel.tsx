'use client'
// The decision the engine waits for, as one focused panel: the initial or deferred replacement
// (cards picked in order), the protecting enemy, the Posada, the discard down to the hand limit and
// the Emblema kept. Every answer it sends is one the engine listed in legalActions.
import { pendingDecision } from '@/lib/engine'
import { useState, type RefObject } from 'react'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import type { Card, Catalogue } from '@/lib/catalogue/schema'
import { characterStats, money, type Action, type GameState, type InstanceId, type PendingChoice } from '@/lib/engine'
import { CHOICE_TITLES, actionLabel, listWords } from './actions-view'
import { TableCard, ToggleCard } from './TableCard'
import styles from './probar.module.css'

const MAX_REPLACEMENT = 5 // R6.7
const INN_SILVER = 10 // R7.8

type Props = {
  state: GameState
  catalogue: Catalogue
  legal: readonly Action[]
  onPlay: (action: Action) => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

function cardAt(state: GameState, catalogue: Catalogue, id: InstanceId): Card | undefined {
  return catalogue.byId.get(state.cards[id]?.cardId ?? '')
}

export function ChoicePanel({ state, catalogue, legal, onPlay, headingRef }: Props) {
  const pending = pendingDecision(state)
  if (pending === null) return null
  const { title, rule } = CHOICE_TITLES[pending.kind]
  return (
    <section className={`${styles.choice} panel`} aria-labelledby="eleccion-titulo">
      <h2 id="eleccion-titulo" ref={headingRef} tabIndex={-1} className={styles.choiceTitle}>
        {title} <RuleLink id={rule} />
      </h2>
      <ChoiceBody pending={pending} state={state} catalogue={catalogue} legal={legal} onPlay={onPlay} />
    </section>
  )
}

function ChoiceBody({ pending, ...rest }: Omit<Props, 'headingRef'> & { pending: PendingChoice }) {
  switch (pending.kind) {
    case 'initialReplacement':
    case 'deferredReplacement':
      return <ReplacementChoice kind={pending.kind} {...rest} />
    case 'chooseProtectingEnemy':
      return <ProtectingEnemyChoice {...rest} />
    case 'innRest':
      return <InnChoice {...rest} />
    case 'discardToLimit':
      return <DiscardChoice count={pending.count} {...rest} />
    case 'keepEmblem':
      return <EmblemChoice {...rest} />
  }
}

type BodyProps = Omit<Props, 'headingRef'>

/** Picks cards in order: a second press takes a card out and the later ones move up. */
function usePicks() {
  const [picked, setPicked] = useState<InstanceId[]>([])
  const toggle = (id: InstanceId) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]))
  return { picked, toggle }
}

function ReplacementChoice({ kind, state, catalogue, onPlay }: BodyProps & { kind: 'initialReplacement' | 'deferredReplacement' }) {
  const { picked, toggle } = usePicks()
  const m = state.masters[0]
  const initial = kind === 'initialReplacement'
  const dalmaId = m.startingDalma
  const dalma = dalmaId === null ? undefined : cardAt(state, catalogue, dalmaId)
  const known = dalmaId === null ? [] : state.cards[dalmaId]?.learned ?? []
  return (
    <>
      {initial && dalma && (
        <div className={styles.setup}>
          <p className={styles.choiceHelp}>
            Tu Dalma inicial y las dos cartas que conoce desde el principio (<RuleLink id="R6.2" />, <RuleLink id="R6.3" />); se
            revelarán gratis al terminar la preparación (<RuleLink id="R6.9" />):
          </p>
          <ul className={styles.cardRow}>
            <li><TableCard card={dalma} /></li>
            {known.map((id) => {
              const c = cardAt(state, catalogue, id)
              return c ? <li key={id}><TableCard card={c} /></li> : null
            })}
          </ul>
        </div>
      )}
      <p className={styles.choiceHelp}>
        {initial ? 'Tu mano inicial. ' : <>Aún no has usado el reemplazo de la partida (<RuleLink id="RUL-4" />). </>}
        Elige hasta {MAX_REPLACEMENT} cartas en el orden en que irán bajo el mazo (la primera que elijas queda encima de las
        siguientes) y robarás otras tantas.
        {initial && <> Si mantienes la mano, conservas el reemplazo diferido para una Fase de Cobro (<RuleLink id="RUL-3" />).</>}
      </p>
      <ul className={styles.cardGrid} aria-label={initial ? 'Mano inicial' : 'Mano'}>
        {m.hand.map((id) => {
          const card = cardAt(state, catalogue, id)
          if (!card) return null
          const at = picked.indexOf(id)
          return (
            <li key={id}>
              <ToggleCard
                card={card}
                pressed={at >= 0}
                order={at >= 0 ? at + 1 : undefined}
                disabled={at < 0 && picked.length >= MAX_REPLACEMENT}
                onToggle={() => toggle(id)}
              />
            </li>
          )
        })}
      </ul>
      <div className={styles.choiceButtons}>
        <button type="button" className="button" disabled={picked.length === 0} onClick={() => onPlay({ type: kind, instanceIds: picked })}>
          Reemplazar {picked.length}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onPlay({ type: kind, instanceIds: [] })}>
          {initial ? 'Mantener' : 'Ahora no'}
        </button>
      </div>
    </>
  )
}

function ProtectingEnemyChoice({ state, catalogue, legal, onPlay }: BodyProps) {
  const options = legal.filter((a): a is Extract<Action, { type: 'chooseProtectingEnemy' }> => a.type === 'chooseProtectingEnemy')
  return (
    <>
      <p className={styles.choiceHelp}>
        Elige el enemigo de tu reliquia que se revela gratis en la revelación inicial y la defiende desde el principio
        (<RuleLink id="R6.9" />).
      </p>
      <ul className={styles.optionList}>
        {options.map((a) => {
          const card = cardAt(state, catalogue, a.instanceId)
          const s = characterStats(state, catalogue, a.instanceId)
          return (
            <li key={a.instanceId}>
              <button type="button" className={`button button--secondary ${styles.optionButton}`} onClick={() => onPlay(a)}>
                {actionLabel(state, catalogue, a)}
              </button>{' '}
              <span className={styles.optionNote}>
                {card?.type === 'enemy' && card.rank === 'leader' ? 'Líder · ' : ''}Fuerza {s.strength}, Resistencia {s.resistance},
                Iniciativa {s.initiative}, Vida {s.life}
              </span>
            </li>
          )
        })}
      </ul>
    </>
  )
}

function InnChoice({ state, catalogue, legal, onPlay }: BodyProps) {
  const { picked, toggle } = usePicks()
  const options = legal.filter((a): a is Extract<Action, { type: 'innRest' }> => a.type === 'innRest')
  const dalmas = [...new Set(options.flatMap((a) => a.dalmaIds))]
  const sameSet = (a: readonly number[]) => a.length === picked.length && a.every((x) => picked.includes(x))
  const chosen = options.find((a) => sameSet(a.dalmaIds))
  const silver = state.masters[0].silver
  // A Dalma with all its Vida and no use counters on what it knows gains nothing from resting.
  const tired = (id: InstanceId) => {
    const c = state.cards[id]
    return c !== undefined && (c.damage > 0 || c.learned.some((l) => (state.cards[l]?.useCounters ?? 0) > 0))
  }
  return (
    <>
      <p className={styles.choiceHelp}>
        Por {money(INN_SILVER)} cada uno, los Dalmas que descansen en la Posada recuperan toda su Vida y sus usos de habilidades y
        hechizos (<RuleLink id="R7.8" />, <RuleLink id="RUL-16" />). Tienes {money(silver)}.
        {!dalmas.some(tired) && ' Ninguno de tus Dalmas ha perdido Vida ni gastado usos: descansar ahora no cambiaría nada.'}
      </p>
      <ul className={styles.cardGrid} aria-label="Dalmas que pueden descansar">
        {dalmas.map((id) => {
          const card = cardAt(state, catalogue, id)
          if (!card) return null
          const on = picked.includes(id)
          return (
            <li key={id}>
              <ToggleCard
                card={card}
                pressed={on}
                disabled={!on && (picked.length + 1) * INN_SILVER > silver}
                onToggle={() => toggle(id)}
              />
            </li>
          )
        })}
      </ul>
      <div className={styles.choiceButtons}>
        <button type="button" className="button" disabled={chosen === undefined || picked.length === 0} onClick={() => chosen && onPlay(chosen)}>
          {picked.length === 0 ? 'Pagar la Posada' : actionLabel(state, catalogue, { type: 'innRest', dalmaIds: picked })}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onPlay({ type: 'innRest', dalmaIds: [] })}>
          Sin Posada
        </button>
      </div>
    </>
  )
}

function DiscardChoice({ count, state, catalogue, legal, onPlay }: BodyProps & { count: number }) {
  // Staged (R5.10): one card per decision, so the options are the hand, never its subsets.
  const options = legal.filter((a): a is Extract<Action, { type: 'discardToLimit' }> => a.type === 'discardToLimit')
  const hand = state.masters[0].hand
  return (
    <>
      <p className={styles.choiceHelp}>
        Tienes {hand.length} cartas en la mano y el límite es 10: {count === 1 ? 'descarta una carta' : `descarta ${count} cartas, una a una`}{' '}
        (<RuleLink id="R5.10" />).
      </p>
      <ul className={styles.optionList}>
        {options.map((a) => (
          <li key={a.instanceIds.join('-')}>
            <button type="button" className={`button button--secondary ${styles.optionButton}`} onClick={() => onPlay(a)}>
              {actionLabel(state, catalogue, a)}
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

function EmblemChoice({ state, catalogue, legal, onPlay }: BodyProps) {
  const options = legal.filter((a): a is Extract<Action, { type: 'keepEmblem' }> => a.type === 'keepEmblem')
  const names = options.map((a) => cardAt(state, catalogue, a.instanceId)?.name ?? '')
  return (
    <>
      <p className={styles.choiceHelp}>
        Solo puede haber un Emblema revelado: te quedas con uno de {listWords(names)} y el otro va al descarte (<RuleLink id="R15.7" />).
      </p>
      <div className={styles.choiceButtons}>
        {options.map((a) => (
          <button key={a.instanceId} type="button" className="button" onClick={() => onPlay(a)}>
            {actionLabel(state, catalogue, a)}
          </button>
        ))}
      </div>
    </>
  )
}
