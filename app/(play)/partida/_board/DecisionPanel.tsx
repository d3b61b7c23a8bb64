'use client'
// The viewer's decision, in context (issues 17 and 27): who asks and why, with the rule, the game's
// words explained in place (glossary.ts); the options with the numbers that matter and the odds,
// grouped copies counted, the rival's cards marked, what an option risks said plainly, the harmless
// ones last. Keys 1–9 press the first nine options shown; past nine, a search box narrows the list.
// Replacements and the Posada pick cards from compact toggles, then confirm.
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import type { Catalogue } from '@/lib/catalogue/model'
import { money, pendingDecision, type Action, type InstanceId, type Seat } from '@/lib/engine'
import type { MasterView } from '@/lib/engine/view'
import { formatMoney } from '@/app/_components/card-display'
import { TypeIcon } from '@/app/_components/TypeIcon'
import type { Card } from '@/lib/catalogue/schema'
import { decisionContext } from './context'
import { glossed, termsIn, type GlossaryEntry, type GlossedPart } from './glossary'
import { OPTION_GROUPS, type BoardOption } from './options'
import { innChangesSomething } from './stops'
import styles from './board.module.css'

const MAX_REPLACEMENT = 5 // R6.7
const INN_SILVER = 10 // R7.8
const KEYED = 9

/** Lower case without accents, for the search box. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

export function DecisionPanel({ view, catalogue, legal, options, seatNames, onAction, focusKey }: {
  view: MasterView
  catalogue: Catalogue
  legal: readonly Action[]
  options: readonly BoardOption[]
  seatNames: readonly [string, string]
  onAction: (action: Action) => void
  /** Changes whenever a new decision is shown: the heading then takes the focus. */
  focusKey: string | number
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => { heading.current?.focus({ preventScroll: true }) }, [focusKey])
  const context = useMemo(() => decisionContext(view, catalogue, seatNames), [view, catalogue, seatNames])
  const pending = pendingDecision(view.state)
  const seat = view.seat
  const contextId = useId()
  // A long context is cut to its first lines on a phone (the stylesheet), with «Ver más».
  const long = context.lines.join(' ').length > 120
  const [more, setMore] = useState(false)
  useEffect(() => { setMore(false) }, [focusKey])
  // Each word of the glossary is explained once per decision: where it first appears.
  const glossary = useMemo(() => {
    const seen = new Set<string>()
    return { lines: context.lines.map((line) => glossed(line, seen)), seen: seen as ReadonlySet<string> }
  }, [context])
  return (
    <section className={`${styles.panel} ${styles.decision}`} aria-labelledby="decision-titulo" id="decision">
      <h2 id="decision-titulo" ref={heading} tabIndex={-1} className={styles.panelTitle}>
        {context.title} <RuleLink id={context.rule} />
      </h2>
      <div className={`${styles.context} ${long && !more ? styles.contextShort : ''}`} data-testid="contexto" id={contextId}>
        {glossary.lines.map((parts, i) => <p key={i}><Glossed parts={parts} /></p>)}
      </div>
      {long && (
        <button type="button" className={styles.more} aria-expanded={more} aria-controls={contextId} onClick={() => setMore((m) => !m)}>
          {more ? 'Ver menos' : 'Ver más'}
        </button>
      )}
      {pending && (pending.kind === 'initialReplacement' || pending.kind === 'deferredReplacement') ? (
        <Replacement key={String(focusKey)} view={view} catalogue={catalogue} kind={pending.kind} seat={seat} onAction={onAction} />
      ) : pending?.kind === 'innRest' ? (
        <Inn key={String(focusKey)} view={view} catalogue={catalogue} legal={legal} seat={seat} onAction={onAction} />
      ) : (
        <OptionList key={String(focusKey)} options={options} onAction={onAction} seen={glossary.seen} />
      )}
    </section>
  )
}

/** A sentence with the glossary's words marked: a tap on one shows what it means, in place. */
function Glossed({ parts }: { parts: readonly GlossedPart[] }) {
  return <>{parts.map((p, i) => (p.kind === 'text' ? <span key={i}>{p.text}</span> : <Term key={i} entry={p.entry}>{p.text}</Term>))}</>
}

function Term({ entry, children }: { entry: GlossaryEntry; children: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <button type="button" className={styles.term} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>{children}</button>
      <span id={id} className={styles.termText} hidden={!open}> ({entry.text} <RuleLink id={entry.rule} />)</span>
    </>
  )
}

/** The glossary's words the options use (an option is a button: they are explained under the list). */
function OptionTerms({ options, seen }: { options: readonly BoardOption[]; seen: ReadonlySet<string> }) {
  const terms = useMemo(() => termsIn(options.flatMap((o) => [o.label, o.note ?? '']), seen), [options, seen])
  if (terms.length === 0) return null
  return (
    <dl className={styles.terms} aria-label="Palabras de las opciones">
      {terms.map((t) => <div key={t.key}><dt>{t.key}</dt><dd>{t.text} <RuleLink id={t.rule} /></dd></div>)}
    </dl>
  )
}

function OptionList({ options, onAction, seen }: { options: readonly BoardOption[]; onAction: (a: Action) => void; seen: ReadonlySet<string> }) {
  const searchId = useId()
  const [query, setQuery] = useState('')
  const searchable = options.length > KEYED
  const shown = useMemo(() => {
    const q = fold(query.trim())
    return q === '' ? options : options.filter((o) => fold(`${o.label} ${o.note ?? ''}`).includes(q))
  }, [options, query])
  const keyed = shown.slice(0, KEYED)

  // Keys 1–9 anywhere on the page (not while typing in a field).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return
      const t = e.target as HTMLElement | null
      // Not while a drawer or the card reader holds the page.
      if (document.querySelector('dialog[open]') !== null) return
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable)) return
      const n = Number(e.key)
      if (!Number.isInteger(n) || n < 1 || n > KEYED) return
      const option = keyed[n - 1]
      if (!option) return
      e.preventDefault()
      onAction(option.action)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [keyed, onAction])

  const grouped = options.some((o) => o.group !== 'choice')
  let lastGroup: string | null = null
  return (
    <>
      <p className={`${styles.help} ${styles.keyHint}`}>
        {searchable ? `Las teclas 1 a ${KEYED} eligen las ${KEYED} primeras opciones de la lista; escribe para buscar entre las ${options.length}.` : `Las teclas 1 a ${options.length} eligen cada opción.`}
      </p>
      {searchable && (
        <label className={styles.search} htmlFor={searchId}>
          Buscar entre las {options.length} opciones
          <input id={searchId} className={styles.input} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
        </label>
      )}
      {shown.length === 0 && <p>Ninguna opción contiene «{query}».</p>}
      <ul className={styles.options} aria-label="Opciones">
        {shown.map((o, i) => {
          const groupTitle = grouped && !o.harmless && o.group !== lastGroup ? OPTION_GROUPS[o.group] : null
          if (!o.harmless) lastGroup = o.group
          return (
            <li key={o.key}>
              {groupTitle && groupTitle.rule !== '' && (
                <p className={styles.groupTitle}>{groupTitle.title} <RuleLink id={groupTitle.rule} /></p>
              )}
              <button type="button" className={`button button--secondary ${styles.option} ${o.harmless ? styles.optionHarmless : ''}`}
                onClick={() => onAction(o.action)} data-action-type={o.action.type}>
                {i < KEYED && <span className={styles.key} aria-hidden="true">{i + 1}</span>}
                <span className={styles.optionText}>
                  <span>
                    {o.label}
                    {o.count > 1 && <span className={styles.count}>×{o.count}</span>}
                    {o.rival && <span className={styles.rivalMark}>rival</span>}
                  </span>
                  {o.note && <span className={styles.optionNote}>{o.note}</span>}
                  {o.risk && <span className={styles.optionRisk}>{o.risk}</span>}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      <OptionTerms options={options} seen={seen} />
    </>
  )
}

/**
 * A card to pick, compact: its type's icon and colour, its name and price, its place in the choice.
 * Its accessible name is what it shows (WCAG 2.5.3); aria-pressed tells whether it is chosen.
 */
function Pick({ card, pressed, order, disabled, extra, onToggle }: {
  card: Card; pressed: boolean; order?: number; disabled?: boolean; extra?: string; onToggle: () => void
}) {
  const price = 'cost' in card ? formatMoney(card.cost) : 'learnCost' in card ? formatMoney(card.learnCost) : null
  return (
    <button type="button" className={styles.pick} data-card-type={card.type} aria-pressed={pressed} disabled={disabled} onClick={onToggle}>
      <TypeIcon type={card.type} className={styles.pickIcon} />
      <span className={styles.pickName}>{card.name}</span>
      {price && <span className={styles.pickMeta}>{price}</span>}
      {extra && <span className={styles.pickMeta}>{extra}</span>}
      {pressed && order !== undefined && <span className={styles.pickOrder}>{order}.ª<span className="visually-hidden"> elegida</span></span>}
    </button>
  )
}

function nameOf(view: MasterView, catalogue: Catalogue, id: InstanceId) {
  return catalogue.byId.get(view.state.cards[id]?.cardId ?? '')
}

function Replacement({ view, catalogue, kind, seat, onAction }: {
  view: MasterView; catalogue: Catalogue; kind: 'initialReplacement' | 'deferredReplacement'; seat: Seat; onAction: (a: Action) => void
}) {
  const [picked, setPicked] = useState<InstanceId[]>([])
  const hand = view.state.masters[seat].hand
  const initial = kind === 'initialReplacement'
  return (
    <>
      <div className={styles.choiceButtons}>
        <button type="button" className="button" disabled={picked.length === 0} onClick={() => onAction({ type: kind, instanceIds: picked })}>
          Reemplazar {picked.length === 1 ? '1 carta' : `${picked.length} cartas`}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onAction({ type: kind, instanceIds: [] })}>
          {initial ? 'Mantener la mano' : 'Ahora no'}
        </button>
      </div>
      <p className={styles.help}>La primera carta que elijas queda encima de las siguientes bajo el mazo (<RuleLink id="RUL-3" />).</p>
      <ul className={styles.picks} aria-label={initial ? 'Mano inicial' : 'Mano'}>
        {hand.map((id) => {
          const card = nameOf(view, catalogue, id)
          if (!card) return null
          const at = picked.indexOf(id)
          return (
            <li key={id}>
              <Pick card={card} pressed={at >= 0} order={at >= 0 ? at + 1 : undefined} disabled={at < 0 && picked.length >= MAX_REPLACEMENT}
                onToggle={() => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]))} />
            </li>
          )
        })}
      </ul>
    </>
  )
}

function Inn({ view, catalogue, legal, seat, onAction }: { view: MasterView; catalogue: Catalogue; legal: readonly Action[]; seat: Seat; onAction: (a: Action) => void }) {
  const [picked, setPicked] = useState<InstanceId[]>([])
  const options = legal.filter((a): a is Extract<Action, { type: 'innRest' }> => a.type === 'innRest')
  const dalmas = [...new Set(options.flatMap((a) => a.dalmaIds))]
  const same = (ids: readonly InstanceId[]) => ids.length === picked.length && ids.every((x) => picked.includes(x))
  const chosen = options.find((a) => same(a.dalmaIds))
  const silver = view.state.masters[seat].silver
  return (
    <>
      <div className={styles.choiceButtons}>
        <button type="button" className="button" disabled={chosen === undefined || picked.length === 0} onClick={() => chosen && onAction(chosen)}>
          {picked.length === 0 ? 'Pagar la Posada' : `Posada para ${picked.length} (${money(INN_SILVER * picked.length)})`}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onAction({ type: 'innRest', dalmaIds: [] })}>Sin Posada</button>
      </div>
      {!innChangesSomething(view.state, seat, legal) && <p className={styles.help}>Ningún Dalma tuyo ha perdido Vida ni gastado usos.</p>}
      <ul className={styles.picks} aria-label="Dalmas que pueden descansar">
        {dalmas.map((id) => {
          const card = nameOf(view, catalogue, id)
          const inst = view.state.cards[id]
          if (!card || !inst) return null
          const on = picked.includes(id)
          return (
            <li key={id}>
              <Pick card={card} pressed={on} disabled={!on && (picked.length + 1) * INN_SILVER > silver}
                extra={inst.damage > 0 ? `ha perdido ${inst.damage} de Vida` : undefined}
                onToggle={() => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]))} />
            </li>
          )
        })}
      </ul>
    </>
  )
}
