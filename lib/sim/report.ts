// From an accumulator to the figures people read: every simulated probability with its 95 %
// interval, every mean with its margin, and the exact value beside it wherever exact math exists
// (the opening hand and the hand after the replacement, exact.ts). Plain JSON, no display text:
// the panel and the CLI put it into words.
import { CARD_TYPES, type CardType, type Catalogue } from '../catalogue/schema'
import type { Deck } from '../decks/model'
import { describeError, prepareDeck, type PreparedDeck, type Result } from '../engine'
import { HAND_SLOTS, MAX_DALMAS, type BatchAccumulator } from './aggregate'
import { DEFAULT_POLICY, deckSignature, POLICIES, type GoldfishPolicy, type SimError } from './batch'
import { atLeast, expectedReplaced, exactHandLaw, pmfMean, type DeckSlot } from './exact'
import { histAdd, histCount, histEntries, histMerge, histShareAtLeast, proportion, summarize, type Histogram, type Proportion, type Summary } from './stats'

/** "At least k" is asked for k = 1..4 (4 is the most copies of one card, R5.5). */
export const AT_LEAST_KS = [1, 2, 3, 4] as const

export type AtLeastRow = { k: number; exact: number | null; simulated: Proportion }

/** One hand question ("how many of these cards?") at one moment: opening hand or after the replacement. */
export type HandFigures = {
  /** Expected number: exact and simulated mean with its 95 % margin. */
  mean: { exact: number | null; simulated: number | null; margin: number | null }
  atLeast: AtLeastRow[]
  /** Share of games with exactly `count`, 0..5. */
  distribution: { count: number; exact: number | null; simulated: number | null }[]
}

export type HandQuestion = { opening: HandFigures; afterReplacement: HandFigures }

export type TypeRow = HandQuestion & {
  type: CardType
  /** Copies in the shuffled deck. */
  copies: number
  /** How the policy's replacement treats this type's cards: all kept, some, or none. */
  kept: 'all' | 'some' | 'none' | 'unknown'
}

export type TrackedRow = HandQuestion & { cardIds: string[]; copies: number }

export type TurnRow = {
  turn: number
  /** Games that played this turn (fewer than all once some have exhausted). */
  games: number
  /** Silver at the start of the Fase Principal (after the Cobro). */
  moneyAvailable: Summary
  /** Silver at the end of the turn. */
  moneyLeft: Summary
  activeDalmas: Summary
  learnedSpells: Summary
  learnedSkills: Summary
  learned: Summary
}

export type DalmaRow = {
  /** The k-th active Dalma (k = 2 is the first one revealed after the starting Dalma). */
  k: number
  /** Games that had k active Dalmas within the run, as a share of all games. */
  reached: Proportion
  /** Games that never did (censored at the run's length). */
  censored: number
  /** Turn it happened, over the games that reached it. */
  turn: Summary
  /** Share of all games with k active Dalmas by the end of each turn (cumulative). */
  byTurn: { turn: number; share: Proportion }[]
}

export type ExhaustionReport = {
  /** The run's length: games still going at its end are censored there. */
  turns: number
  games: number
  exhausted: Proportion
  censored: number
  otherEnd: number
  /** Mean exhaustion turn over the games that exhausted (biased low while some are censored); turn.mean. */
  mean: number | null
  /** Exhaustion turn over the games that exhausted. */
  turn: Summary
  /** Mean of min(exhaustion turn, turns): defined even with censored games. */
  restrictedMean: number | null
  distribution: { turn: number; games: number }[]
}

export type BatchReport = {
  format: 'dm-goldfish-report'
  version: 1
  games: number
  turns: number
  seed: number
  policy: { name: string; description: string }
  deck: {
    /** Cards in the list (the starting Dalma and its two cards included, RUL-2). */
    cards: number
    /** Cards shuffled at R6.5: the list minus the starting Dalma and its two cards. */
    shuffled: number
    startingDalmaId: string
    startingCardIds: [string, string]
    /** Dalmas in the list, the starting one included. */
    dalmas: number
  }
  openingHand: {
    handSize: number
    /** Whether the policy's replacement is a fixed per-card rule, so after-replacement exact values exist. */
    exactAfterReplacement: boolean
    byType: TypeRow[]
    anyDalma: { opening: AtLeastRow; afterReplacement: AtLeastRow }
    replaced: { exactMean: number | null; simulated: Summary }
    tracked: TrackedRow[]
  }
  perTurn: TurnRow[]
  dalmas: DalmaRow[]
  exhaustion: ExhaustionReport
}

/**
 * Opening hands read as slots: HAND_SLOTS indices into the accumulator's `cardIds` per game, −1 for
 * an empty slot. A HandBlock fits, and so does a typed array a worker transferred to the page.
 */
export type HandSlots = { from: number; opening: ArrayLike<number>; afterReplacement: ArrayLike<number> }

/** Per card type: how many of the hand's slots hold that type, as histograms over the games. Adds up like the accumulator. */
export type TypeTallies = Partial<Record<CardType, { opening: Histogram; afterReplacement: Histogram }>>

export type ReportContext = {
  deck: Deck
  catalogue: Catalogue
  /** Defaults to the policy the accumulator names. */
  policy?: GoldfishPolicy
  /** Card sets for the "at least k" question. */
  track?: readonly (readonly string[])[]
  /** The hands to read instead of `acc.hands` (a worker's packed copy; the accumulator then travels without them). */
  hands?: readonly HandSlots[]
  /** By-type hand histograms already counted (in the workers); without them they are counted here from the hands. */
  typeTallies?: TypeTallies
}

/** What the report needs from the deck, computed once. */
type DeckFacts = {
  slots: DeckSlot[]
  keepKnown: boolean
  handSize: number
  typeOfIndex: (CardType | null)[]
}

function deckFacts(acc: BatchAccumulator, context: ReportContext, policy: GoldfishPolicy, rest: readonly string[]): DeckFacts {
  const counts = new Map<string, number>()
  for (const id of rest) counts.set(id, (counts.get(id) ?? 0) + 1)
  const keep = policy.keepInOpeningHand
  const slots: DeckSlot[] = [...counts].map(([cardId, count]) => {
    const card = context.catalogue.byId.get(cardId)
    return { cardId, count, keep: card !== undefined && keep !== undefined ? keep(card) : false }
  })
  return {
    slots,
    keepKnown: keep !== undefined,
    handSize: Math.min(HAND_SLOTS, rest.length),
    typeOfIndex: acc.cardIds.map((id) => context.catalogue.byId.get(id)?.type ?? null),
  }
}

/** Histograms of "how many hand slots satisfy `pick`" over every game, opening and after the replacement. */
function countHands(hands: readonly HandSlots[], pick: (index: number) => boolean): { opening: Histogram; afterReplacement: Histogram } {
  const opening: Histogram = {}
  const afterReplacement: Histogram = {}
  const count = (slots: ArrayLike<number>, start: number) => {
    let n = 0
    for (let s = start; s < start + HAND_SLOTS; s++) {
      const idx = slots[s] as number
      if (idx >= 0 && pick(idx)) n++
    }
    return n
  }
  for (const block of hands) {
    for (let start = 0; start < block.opening.length; start += HAND_SLOTS) {
      histAdd(opening, count(block.opening, start))
      histAdd(afterReplacement, count(block.afterReplacement, start))
    }
  }
  return { opening, afterReplacement }
}

function handFigures(simulated: Histogram, exact: number[] | null, handSize: number): HandFigures {
  const s = summarize(simulated)
  const n = histCount(simulated)
  const byCount = new Map(histEntries(simulated))
  return {
    mean: { exact: exact === null ? null : pmfMean(exact), simulated: s.mean, margin: s.margin },
    atLeast: AT_LEAST_KS.map((k) => {
      const share = histShareAtLeast(simulated, k)
      return { k, exact: exact === null ? null : atLeast(exact, k), simulated: proportion(share.successes, share.n) }
    }),
    distribution: Array.from({ length: handSize + 1 }, (_, count) => ({
      count,
      exact: exact === null ? null : exact[count] ?? 0,
      simulated: n === 0 ? null : (byCount.get(count) ?? 0) / n,
    })),
  }
}

function handQuestion(
  acc: BatchAccumulator, hands: readonly HandSlots[], facts: DeckFacts, isTarget: (cardId: string) => boolean,
  counted?: { opening: Histogram; afterReplacement: Histogram },
): HandQuestion {
  const targetIndex = acc.cardIds.map(isTarget)
  const hist = counted ?? countHands(hands, (i) => targetIndex[i] === true)
  const law = exactHandLaw(facts.slots, isTarget, facts.handSize)
  return {
    opening: handFigures(hist.opening, law.opening, facts.handSize),
    afterReplacement: handFigures(hist.afterReplacement, facts.keepKnown ? law.afterReplacement : null, facts.handSize),
  }
}

export type ReportError = SimError | { code: 'wrongDeck' }

/** Everything a context needs checked before reading an accumulator with it. */
function resolve(acc: BatchAccumulator, context: ReportContext): Result<{ policy: GoldfishPolicy; facts: DeckFacts; rest: string[]; prepared: PreparedDeck }, ReportError> {
  if (deckSignature(context.deck) !== acc.key.deck) return { ok: false, error: { code: 'wrongDeck' } }
  const prepared = prepareDeck(context.deck, context.catalogue)
  if (!prepared.ok) return { ok: false, error: { code: 'invalidDeck', error: prepared.error } }
  const policy = context.policy ?? POLICIES[acc.key.policy] ?? { ...DEFAULT_POLICY, name: acc.key.policy, keepInOpeningHand: undefined }
  return { ok: true, value: { policy, facts: deckFacts(acc, context, policy, prepared.value.rest), rest: prepared.value.rest, prepared: prepared.value } }
}

/** The by-type hand histograms of these hands: what a worker sends instead of the hands for the summary. */
export function tallyHandsByType(acc: BatchAccumulator, catalogue: Catalogue, hands: readonly HandSlots[] = acc.hands): TypeTallies {
  const typeOfIndex = acc.cardIds.map((id) => catalogue.byId.get(id)?.type ?? null)
  const out: TypeTallies = {}
  for (const type of CARD_TYPES) {
    if (!typeOfIndex.includes(type)) continue
    out[type] = countHands(hands, (i) => typeOfIndex[i] === type)
  }
  return out
}

/** Both workers' tallies as one (histograms add up). */
export function mergeTypeTallies(a: TypeTallies, b: TypeTallies): TypeTallies {
  const out: TypeTallies = {}
  for (const type of CARD_TYPES) {
    const x = a[type]
    const y = b[type]
    if (x === undefined && y === undefined) continue
    out[type] = {
      opening: histMerge(x?.opening ?? {}, y?.opening ?? {}),
      afterReplacement: histMerge(x?.afterReplacement ?? {}, y?.afterReplacement ?? {}),
    }
  }
  return out
}

/** The "at least k" figures of one card set (card ids), for a set picked after the run. */
export function trackedFigures(acc: BatchAccumulator, context: ReportContext, cardIds: readonly string[]): Result<TrackedRow, ReportError> {
  const r = resolve(acc, context)
  if (!r.ok) return r
  const set = new Set(cardIds)
  return { ok: true, value: trackedRow(acc, context.hands ?? acc.hands, r.value.facts, r.value.rest, set) }
}

function trackedRow(acc: BatchAccumulator, hands: readonly HandSlots[], facts: DeckFacts, rest: readonly string[], set: ReadonlySet<string>): TrackedRow {
  return {
    cardIds: [...set],
    copies: rest.filter((id) => set.has(id)).length,
    ...handQuestion(acc, hands, facts, (id) => set.has(id)),
  }
}

export function summarizeBatch(acc: BatchAccumulator, context: ReportContext): Result<BatchReport, ReportError> {
  const r = resolve(acc, context)
  if (!r.ok) return r
  const { policy, facts, rest } = r.value
  const prepared = r.value.prepared
  const { catalogue } = context
  const hands = context.hands ?? acc.hands

  const byType: TypeRow[] = []
  for (const type of CARD_TYPES) {
    const slots = facts.slots.filter((s) => catalogue.byId.get(s.cardId)?.type === type)
    if (slots.length === 0) continue
    const keptCount = slots.filter((s) => s.keep).length
    byType.push({
      type,
      copies: slots.reduce((n, s) => n + s.count, 0),
      kept: !facts.keepKnown ? 'unknown' : keptCount === slots.length ? 'all' : keptCount === 0 ? 'none' : 'some',
      ...handQuestion(acc, hands, facts, (id) => catalogue.byId.get(id)?.type === type, context.typeTallies?.[type]),
    })
  }
  const dalmaQuestion = byType.find((t) => t.type === 'dalma') ?? handQuestion(acc, hands, facts, () => false)
  const first = (f: HandFigures): AtLeastRow => f.atLeast[0] as AtLeastRow

  const perTurn: TurnRow[] = acc.perTurn.map((t, i) => ({
    turn: i + 1,
    games: t.games,
    moneyAvailable: summarize(t.moneyAvailable),
    moneyLeft: summarize(t.moneyLeft),
    activeDalmas: summarize(t.activeDalmas),
    learnedSpells: summarize(t.learnedSpells),
    learnedSkills: summarize(t.learnedSkills),
    learned: summarize(t.learned),
  }))

  const dalmasInList = prepared.all.filter((id) => catalogue.byId.get(id)?.type === 'dalma').length
  const dalmas: DalmaRow[] = []
  for (let k = 2; k <= Math.min(MAX_DALMAS, dalmasInList); k++) {
    const h = acc.dalmaTurn[k - 1] ?? {}
    const reached = histCount(h)
    const entries = histEntries(h)
    let cumulative = 0
    const byTurn = acc.perTurn.map((_, i) => {
      const turn = i + 1
      for (const [t, c] of entries) if (t === turn) cumulative += c
      return { turn, share: proportion(cumulative, acc.games) }
    })
    dalmas.push({ k, reached: proportion(reached, acc.games), censored: acc.dalmaCensored[k - 1] ?? 0, turn: summarize(h), byTurn })
  }

  const exhausted = histCount(acc.exhaustion)
  let restrictedSum = acc.turnLimit * acc.key.turns
  for (const [t, c] of histEntries(acc.exhaustion)) restrictedSum += t * c
  const restrictedN = exhausted + acc.turnLimit
  const exhaustionTurn = summarize(acc.exhaustion)

  return {
    ok: true,
    value: {
      format: 'dm-goldfish-report',
      version: 1,
      games: acc.games,
      turns: acc.key.turns,
      seed: acc.key.seed,
      policy: { name: policy.name, description: policy.description },
      deck: {
        cards: prepared.all.length,
        shuffled: rest.length,
        startingDalmaId: prepared.startingDalmaId,
        startingCardIds: prepared.startingCardIds,
        dalmas: dalmasInList,
      },
      openingHand: {
        handSize: facts.handSize,
        exactAfterReplacement: facts.keepKnown,
        byType,
        anyDalma: { opening: first(dalmaQuestion.opening), afterReplacement: first(dalmaQuestion.afterReplacement) },
        replaced: { exactMean: facts.keepKnown ? expectedReplaced(facts.slots, facts.handSize) : null, simulated: summarize(acc.replaced) },
        tracked: (context.track ?? []).map((ids) => trackedRow(acc, hands, facts, rest, new Set(ids))),
      },
      perTurn,
      dalmas,
      exhaustion: {
        turns: acc.key.turns,
        games: acc.games,
        exhausted: proportion(exhausted, acc.games),
        censored: acc.turnLimit,
        otherEnd: acc.otherEnd,
        mean: exhaustionTurn.mean,
        turn: exhaustionTurn,
        restrictedMean: restrictedN === 0 ? null : restrictedSum / restrictedN,
        distribution: histEntries(acc.exhaustion).map(([turn, games]) => ({ turn, games })),
      },
    },
  }
}

export function describeReportError(error: ReportError): string {
  switch (error.code) {
    case 'wrongDeck': return 'El resultado no corresponde a este mazo.'
    default: return describeSimError(error)
  }
}

export function describeSimError(error: SimError): string {
  switch (error.code) {
    case 'invalidOptions': {
      const what = { games: 'El número de partidas', turns: 'El número de turnos', seed: 'La semilla', firstGame: 'La primera partida', chunkSize: 'El tamaño de tanda' }[error.field]
      return `${what} no es válido (${error.value}).`
    }
    case 'invalidDeck': return `El mazo no puede empezar una partida: ${describeError(error.error)}`
    case 'illegalAction': return `La política eligió una acción ilegal en la partida ${error.gameIndex} (${error.action.type}): ${describeError(error.error)}`
    case 'runaway': return `La partida ${error.gameIndex} no terminó tras ${error.actions} acciones.`
    case 'cancelled': return `Cancelado tras ${error.done} de ${error.total} partidas.`
  }
}
