'use client'
// Preparing a game: each Master's deck (a boxed deck, one of the player's saved decks, or a pasted
// list or code, shown by name with its legality), the mode (against a bot, or two players on this
// screen), the bot, the variant and the seed. An illegal deck is refused with its problems, each
// with its rule, as in the builder. `initial` preselects a deck handed over by «Jugar con este mazo».
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import { myDecksQuery, useSavedTableDecks, type SavedDeckItem } from '@/app/_components/server-state/saved-decks'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import { useHydrated } from '@/app/_components/useHydrated'
import type { Catalogue } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'
import type { Variant } from '@/lib/engine'
import { deckFromCode, type TableDeck } from '@/app/(play)/probar/_table/deck-source'
import type { BoxedOption } from '@/app/(play)/probar/_table/DeckChooser'
import type { DeckProblemLine } from './deck-check'
import { BOT_LEVELS, VARIANT_LABELS, VARIANTS, type BotLevel, type DuelMode } from './setup-options'
import { checkPastedDeck, judgeDeck, type DeckCheck } from './deck-check'
import { BOT_LIST_NOTES, botListKnowledge } from './bot-list'
import styles from './setup.module.css'

/**
 * A boxed deck, judged on the server, with its code already read there: reading two share codes bit by bit was
 * about 13 ms of the set-up's first render on a desktop CPU (50 ms on Lighthouse's phone), inside hydration.
 */
export type BoxedDeckOption = BoxedOption & { deck: Deck; legal: boolean; problems: DeckProblemLine[] }

/** A deck handed to the set-up by a link: a share code, or a saved deck's id. */
export type InitialDeck = { kind: 'code'; code: string } | { kind: 'saved'; id: string }

/** The settings of the game just played, for «Jugar otra vez» (a new seed is drawn unless one is typed). */
export type SetupPreset = { codes: [string, string]; mode: DuelMode; bot: BotLevel; variant: Variant }

type Pick =
  | { kind: 'boxed'; code: string }
  | { kind: 'saved'; id: string }
  | { kind: 'own'; text: string }

export type SetupChoice = { seed: number; variant: Variant; mode: DuelMode; bot: BotLevel; decks: [TableDeck, TableDeck] }

const masterName = (seat: 0 | 1) => `Master ${seat + 1}`

type Verdict = DeckCheck | { kind: 'loading'; message: string } | { kind: 'error'; message: string }

export function SetupForm({ boxed, catalogue, catalogueProblem, notice, signedIn, initial, preset = null, onStart }: {
  boxed: readonly BoxedDeckOption[]
  /** Null until it is fetched: boxed decks come judged, any other deck waits for it. */
  catalogue: Catalogue | null
  /** Why the catalogue could not be fetched, if so. */
  catalogueProblem: string | null
  notice: string | null
  signedIn: boolean
  initial: InitialDeck | null
  /** The last game's settings, to play again with them. */
  preset?: SetupPreset | null
  onStart: (choice: SetupChoice) => void
}) {
  const id = useId()
  // The server renders the form (the page's first paint, nothing shifts when it hydrates); its fields wait for React,
  // or what a player chose before hydration would be reset, and «Empezar» would submit the form as a plain GET.
  const hydrated = useHydrated()
  const firstPick = (): Pick => initial?.kind === 'saved' ? { kind: 'saved', id: initial.id } : initial?.kind === 'code' ? { kind: 'own', text: initial.code } : { kind: 'boxed', code: boxed[0]?.code ?? '' }
  const presetPick = (code: string): Pick => (boxed.some((b) => b.code === code) ? { kind: 'boxed', code } : { kind: 'own', text: code })
  const [picks, setPicks] = useState<[Pick, Pick]>(() => preset !== null
    ? [presetPick(preset.codes[0]), presetPick(preset.codes[1])]
    : [firstPick(), { kind: 'boxed', code: boxed[1]?.code ?? boxed[0]?.code ?? '' }])
  const [mode, setMode] = useState<DuelMode>(preset?.mode ?? 'bot')
  const [bot, setBot] = useState<BotLevel>(preset?.bot ?? 'heuristic')
  const [variant, setVariant] = useState<Variant>(preset?.variant ?? 'none')
  const [seedText, setSeedText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  // Signed-in players' saved decks join the list (one page of them, newest first), and a saved deck is read once it
  // is chosen: both through React Query (server-state/saved-decks.ts), shared with the other tools.
  const savedList = useQuery({ ...myDecksQuery, enabled: signedIn || initial?.kind === 'saved' })
  const saved: SavedDeckItem[] | null = savedList.data ?? (savedList.isError ? [] : null)
  const savedIds = useMemo(() => [...new Set(picks.flatMap((p) => (p.kind === 'saved' ? [p.id] : [])))], [picks])
  const savedLoads = useSavedTableDecks(savedIds)
  const loads = useMemo(() => new Map(savedIds.map((sid, i) => [sid, savedLoads[i]])), [savedIds, savedLoads])

  const checkOf = (pick: Pick): Verdict => {
    // A deck not judged on the server waits for the catalogue.
    const waiting: Verdict = catalogueProblem !== null ? { kind: 'error', message: catalogueProblem } : { kind: 'loading', message: 'Cargando las cartas para comprobar el mazo…' }
    if (pick.kind === 'boxed') {
      const judged = boxed.find((b) => b.code === pick.code)
      if (judged) {
        const deck: TableDeck = { deck: judged.deck, name: judged.name, origin: 'Mazo de la caja', ref: { kind: 'code', code: judged.code }, code: judged.code }
        return { kind: 'read', deck, legal: judged.legal, problems: judged.problems }
      }
      const r = deckFromCode(pick.code, 'Mazo de la caja')
      if (!r.ok) return { kind: 'error', message: r.message }
      return catalogue === null ? waiting : judgeDeck(r.value, catalogue)
    }
    if (pick.kind === 'saved') {
      const load = loads.get(pick.id)
      if (load === undefined || load.status === 'loading') return { kind: 'loading', message: 'Cargando el mazo guardado…' }
      if (load.status === 'error') return { kind: 'error', message: 'No se ha podido leer el mazo guardado (¿sin conexión?).' }
      if (!load.answer.ok) return { kind: 'error', message: load.answer.message }
      return catalogue === null ? waiting : judgeDeck(load.answer.value, catalogue)
    }
    if (pick.text.trim() === '') return { kind: 'empty' }
    return catalogue === null ? waiting : checkPastedDeck(pick.text, catalogue)
  }
  // Judged once per change of the picks (a pasted list is read and validated as it is typed).
  const checks = useMemo(() => [checkOf(picks[0]), checkOf(picks[1])] as const, [picks, loads, boxed, catalogue, catalogueProblem])
  // The lists the bot may be told (bot-list.ts): the boxed decks', whichever way a player picked or pasted them.
  const publicDecks = useMemo(() => boxed.map((b) => b.deck), [boxed])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const decks: TableDeck[] = []
    for (const seat of [0, 1] as const) {
      const c = checks[seat]
      const who = `El mazo del ${masterName(seat)}`
      if (c.kind === 'empty') { setProblem(`${who}: pega una lista o un código de mazo.`); return }
      if (c.kind === 'loading') { setProblem(`${who} aún se está cargando.`); return }
      if (c.kind === 'error') { setProblem(`${who}: ${c.message}`); return }
      if (c.kind === 'unreadable') { setProblem(`${who} tiene líneas que no se pueden leer: corrígelas antes de jugar.`); return }
      if (!c.legal) { setProblem(`${who} («${c.deck.name}») no es legal: corrige sus problemas antes de jugar.`); return }
      decks.push(c.deck)
    }
    let seed: number
    try {
      // The engine's seed reader comes with the game's code (already loading once the form is touched).
      const { parseSeed } = await import('@/lib/engine/rng')
      seed = seedText.trim() === '' ? Math.floor(Math.random() * 0xffffffff) >>> 0 : parseSeed(seedText)
    } catch {
      setProblem('La semilla no es válida: escribe un número entero o déjala vacía.')
      return
    }
    setProblem(null)
    onStart({ seed, variant, mode, bot, decks: [decks[0] as TableDeck, decks[1] as TableDeck] })
  }

  const valueOf = (p: Pick) => (p.kind === 'boxed' ? `boxed:${p.code}` : p.kind === 'saved' ? `saved:${p.id}` : 'own')
  const savedShown = saved ?? []
  const initialSaved = initial?.kind === 'saved' && !savedShown.some((d) => d.id === initial.id) ? [{ id: initial.id, name: 'Mazo guardado', legal: true }] : []

  return (
    <form className={styles.setup} onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className={styles.title}>Preparar la partida</h2>
      {notice && <p className={styles.notice} role="alert">{notice}</p>}
      {([0, 1] as const).map((seat) => {
        const pick = picks[seat]
        const set = (p: Pick) => setPicks((cur) => (seat === 0 ? [p, cur[1]] : [cur[0], p]))
        const check = checks[seat]
        const selectId = `${id}-mazo-${seat}`
        return (
          <fieldset key={seat} className={styles.fieldset}>
            <legend>Mazo del {masterName(seat)}{seat === 1 && mode === 'bot' ? ' (el bot)' : seat === 0 && mode === 'bot' ? ' (tú)' : ''}</legend>
            <label htmlFor={selectId} className={styles.label}>Mazo</label>
            <select id={selectId} className={styles.input} value={valueOf(pick)} disabled={!hydrated}
              onChange={(e) => {
                const v = e.target.value
                set(v === 'own' ? { kind: 'own', text: '' } : v.startsWith('saved:') ? { kind: 'saved', id: v.slice(6) } : { kind: 'boxed', code: v.slice(6) })
              }}>
              <optgroup label="Mazos de la caja">
                {boxed.map((b) => <option key={b.slug} value={`boxed:${b.code}`}>{b.name}</option>)}
              </optgroup>
              {(savedShown.length > 0 || initialSaved.length > 0) && (
                <optgroup label="Mis mazos">
                  {[...initialSaved, ...savedShown].map((d) => <option key={d.id} value={`saved:${d.id}`}>{d.name}{d.legal ? '' : ' (no legal)'}</option>)}
                </optgroup>
              )}
              <option value="own">Otro: pegar una lista o un código</option>
            </select>
            {pick.kind === 'own' && (
              <label className={styles.label}>
                Lista o código de mazo
                <textarea className={styles.textarea} rows={5} value={pick.text} spellCheck={false} onChange={(e) => set({ kind: 'own', text: e.target.value })}
                  placeholder={'Reliquia: …\nDalma inicial: …\n1 …'} />
              </label>
            )}
            <DeckVerdict check={check} seat={seat} />
            {seat === 0 && mode === 'bot' && check.kind === 'read' && check.legal && <BotListNote deck={check.deck.deck} publicDecks={publicDecks} />}
          </fieldset>
        )
      })}
      {signedIn && saved !== null && saved.length === 0 && (
        <p className={styles.help}>Aún no tienes mazos guardados: crea uno en el <a href="/mazos">constructor</a> y aparecerá aquí.</p>
      )}
      {!signedIn && <p className={styles.help}><a href="/cuenta/entrar?callbackUrl=%2Fpartida">Entra en tu cuenta</a> para elegir tus mazos guardados, o pega su código.</p>}
      <fieldset className={styles.fieldset}>
        <legend>Modo</legend>
        <label className={styles.radio}>
          <input type="radio" name="modo" disabled={!hydrated} checked={mode === 'bot'} onChange={() => setMode('bot')} /> Contra un bot (el bot es el Master 2)
        </label>
        <label className={styles.radio}>
          <input type="radio" name="modo" disabled={!hydrated} checked={mode === 'hotseat'} onChange={() => setMode('hotseat')} /> Dos jugadores en esta pantalla
        </label>
        {mode === 'bot' && (
          <label className={styles.label}>
            Nivel del bot
            <select className={styles.input} disabled={!hydrated} value={bot} onChange={(e) => setBot(e.target.value as BotLevel)}>
              {BOT_LEVELS.map((l) => <option key={l.id} value={l.id}>{l.label}</option>)}
            </select>
          </label>
        )}
      </fieldset>
      <div className={styles.row}>
        <label className={styles.label}>
          <span>Variante (<RuleLink id="RUL-39" />)</span>
          <select className={styles.input} disabled={!hydrated} value={variant} onChange={(e) => setVariant(e.target.value as Variant)}>
            {VARIANTS.map((v) => <option key={v} value={v}>{VARIANT_LABELS[v]}</option>)}
          </select>
        </label>
        <label className={styles.label}>
          Semilla
          <input className={styles.input} inputMode="numeric" disabled={!hydrated} value={seedText} onChange={(e) => setSeedText(e.target.value)} placeholder="al azar" />
        </label>
      </div>
      {problem && <p className={styles.illegal} role="alert">{problem}</p>}
      <button type="submit" className="button" disabled={!hydrated}>Empezar la partida</button>
    </form>
  )
}

/** What the bot will know of the player's list (issue 29), said before the game starts. */
function BotListNote({ deck, publicDecks }: { deck: Deck; publicDecks: readonly Deck[] }) {
  const note = BOT_LIST_NOTES[botListKnowledge(deck, publicDecks)]
  return <p className={styles.help} data-testid="lista-bot">{note.text} <RuleLink id={note.rule} /></p>
}

function DeckVerdict({ check, seat }: { check: Verdict; seat: 0 | 1 }) {
  const testId = `veredicto-${seat + 1}`
  switch (check.kind) {
    case 'empty': return null
    case 'loading': return <p className={styles.help} role="status" data-testid={testId}>{check.message}</p>
    case 'error': return <p className={styles.illegal} data-testid={testId}>{check.message}</p>
    case 'unreadable':
      return (
        <div className={styles.problems} data-testid={testId}>
          <p className={styles.illegal}>Hay líneas que no se pueden leer:</p>
          <ul>{check.problems.map((p, i) => <li key={i}>{p.text}</li>)}</ul>
        </div>
      )
    case 'read':
      return check.legal ? (
        <p className={styles.legal} data-testid={testId}>«{check.deck.name}»: mazo legal.</p>
      ) : (
        <div className={styles.problems} data-testid={testId}>
          <p className={styles.illegal}>«{check.deck.name}» no es legal y no se puede jugar:</p>
          <ul>{check.problems.map((p, i) => <li key={i}>{p.text}{p.rule && <> <RuleLink id={p.rule} /></>}</li>)}</ul>
        </div>
      )
  }
}
