// Issue 13: hidden information is truly hidden. An adversary who knows both public deck lists and sees
// only its Master's view (viewFor) tries to name hidden cards from what the view exposes besides
// `cardId`: instance ids and positions in zone arrays. Every game is dealt from a fixed list of seeds,
// so the test is deterministic; the bound below says how unlikely a failure would be if the dealing
// really carried no information.
//
// The statistics. If ids and positions are independent of which card is where, then for any target
// instance the adversary names, P(correct) is the share of that card in the multiset the target is
// uniformly drawn from (the deck minus the starting Dalma and its cards for the rival's hand and deck,
// R6.2–R6.6; the viewer's own deck minus its own hand; the relic's listing for its face-down enemies,
// R6.1). So E[hits] = Σ share (exact, whatever the dependence inside a game). Games are independent,
// and one game's hits G lie in [0, r] with r its number of targets (both viewers together), so
//   Hoeffding: P(hits ≥ E + t) ≤ exp(−2t² / Σ r²);
//   Bernstein: P(hits ≥ E + t) ≤ exp(−t² / (2(V + R·t/3))), with R = max r and V = Σ Var G ≤ R·E
//   (G² ≤ r·G), which is far tighter when the chance of a hit is small.
// Each is set to δ/2 and the smaller t is used; with δ = 1e−10 per check (12 checks), a dealing that
// reveals nothing fails this file with probability below 1.2e−9.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../catalogue/load'
import { deckCardIds, normalizeDeck, type Deck } from '../decks/model'
import { parseDeckText } from '../decks/text'
import { createRng, deriveRng, gameSeed, nextUint32, type RngState } from './rng'
import { createGame, prepareDeck } from './setup'
import type { CardInstance, GameState, InstanceId, Seat } from './state'
import { renumberInstances } from '../engine-testing/renumber'
import { createRngInput } from '../engine-testing/rng-adversary'
import { viewFor } from './view'

const catalogue = loadCatalogue()
const deckFile = (file: string): Deck => {
  const parsed = parseDeckText(readFileSync(path.resolve(process.cwd(), 'content/decks', file), 'utf8'), catalogue)
  if (!parsed.ok) throw new Error(file)
  return parsed.deck
}
const DECKS: [Deck, Deck] = [deckFile('caja-1-marcha-de-la-montana.txt'), deckFile('caja-2-corsarios-de-arathan.txt')]

/** What both Masters know before the game: each deck list (canonical), what setup takes out, each relic's listing. */
const PUBLIC = DECKS.map((deck) => {
  const prepared = prepareDeck(deck, catalogue)
  if (!prepared.ok) throw new Error('deck')
  const relic = catalogue.byId.get(deck.relicId ?? '')
  const listing = relic?.type === 'relic' ? relic.enemies.flatMap((e) => Array.from({ length: e.count }, () => e.id)) : []
  return { canonical: deckCardIds(normalizeDeck(deck)), rest: prepared.value.rest, listing }
})

const GAMES = 1000
const DELTA = 1e-10

type Group = 'rivalHand' | 'rivalDeckTop' | 'ownDeckTop' | 'rivalEnemies'
const GROUPS: readonly Group[] = ['rivalHand', 'rivalDeckTop', 'ownDeckTop', 'rivalEnemies']
const TOP = 5

/** One thing the adversary tries to name: the instance, its owner and the multiset it is uniformly drawn from. */
type Target = { id: InstanceId; owner: Seat; zone: 'hand' | 'deck' | 'enemies'; position: number; from: readonly string[] }

function targets(s: GameState, viewer: Seat, group: Group): Target[] {
  const rival: Seat = viewer === 0 ? 1 : 0
  const pub = PUBLIC[rival] as (typeof PUBLIC)[number]
  const mine = PUBLIC[viewer] as (typeof PUBLIC)[number]
  const of = (owner: Seat, zone: Target['zone'], ids: readonly InstanceId[], from: readonly string[]) =>
    ids.map((id, position) => ({ id, owner, zone, position, from }))
  switch (group) {
    case 'rivalHand': return of(rival, 'hand', s.masters[rival].hand, pub.rest)
    case 'rivalDeckTop': return of(rival, 'deck', s.masters[rival].deck.slice(0, TOP), pub.rest)
    case 'ownDeckTop': {
      // The viewer sees its own hand: its deck is the rest minus those cards.
      const left = mine.rest.slice()
      for (const id of s.masters[viewer].hand) left.splice(left.indexOf((s.cards[id] as CardInstance).cardId), 1)
      return of(viewer, 'deck', s.masters[viewer].deck.slice(0, TOP), left)
    }
    case 'rivalEnemies': return of(rival, 'enemies', s.masters[rival].relicZone.enemies.filter((id) => !s.cards[id]?.faceUp), pub.listing)
  }
}

/** What an adversary reads off a view, once per view: per owner, its instance ids in ascending order. */
type Seen = { view: GameState; deckCards: [InstanceId[], InstanceId[]]; enemies: [InstanceId[], InstanceId[]]; first: [number, number] }

function seen(view: GameState): Seen {
  const out: Seen = { view, deckCards: [[], []], enemies: [[], []], first: [Infinity, Infinity] }
  for (const c of view.cards) {
    const m = view.masters[c.owner]
    if (m.relicZone.enemies.includes(c.id)) out.enemies[c.owner].push(c.id)
    else if (m.relicZone.relic !== c.id) out.deckCards[c.owner].push(c.id)
    out.first[c.owner] = Math.min(out.first[c.owner], c.id)
  }
  for (const ids of [...out.deckCards, ...out.enemies]) ids.sort((a, b) => a - b)
  return out
}

/** An adversary: from the view (cards hidden) and the public lists, the card it names for a target, or null. */
type Adversary = (seen: Seen, t: Target) => string | null

const ADVERSARIES: Record<string, Adversary> = {
  /** Instance ids in the order of the card ids: the rank of a target's id among its owner's names the card. */
  idRank: (v, t) => {
    const enemy = t.zone === 'enemies'
    const rank = (enemy ? v.enemies : v.deckCards)[t.owner].indexOf(t.id)
    return (enemy ? PUBLIC[t.owner]?.listing : PUBLIC[t.owner]?.canonical)?.[rank] ?? null
  },
  /** Ids counted from the owner's first instance: the deck in canonical order, then the relic, then its enemies. */
  idOffset: (v, t) => {
    const pub = PUBLIC[t.owner] as (typeof PUBLIC)[number]
    const offset = t.id - v.first[t.owner]
    return t.zone === 'enemies' ? pub.listing[offset - pub.canonical.length - 1] ?? null : pub.canonical[offset] ?? null
  },
  /** The position in the zone's array: the relic's listing for enemies, the rest in order for cards. */
  position: (v, t) => {
    const pub = PUBLIC[t.owner] as (typeof PUBLIC)[number]
    const m = v.view.masters[t.owner]
    const at = (t.zone === 'enemies' ? m.relicZone.enemies : m[t.zone]).indexOf(t.id)
    return (t.zone === 'enemies' ? pub.listing[at] : pub.rest[at]) ?? null
  },
}

type Tally = { hits: number; expected: number; sumRangeSq: number; maxRange: number; predictions: number }

/** Plays the adversaries against `games` dealt games (both viewers), or against what `relabel` makes of them. */
function tallies(games: number, relabel: (s: GameState) => GameState = (s) => s): Map<string, Tally> {
  const out = new Map<string, Tally>()
  for (let g = 0; g < games; g++) {
    const created = createGame({ seed: gameSeed(0x13, g), mode: 'duel', masters: [{ deck: DECKS[0] }, { deck: DECKS[1] }] }, catalogue)
    if (!created.ok) throw new Error(created.error.code)
    const s = relabel(created.value)
    const views = ([0, 1] as const).map((viewer) => seen(viewFor(s, viewer, catalogue, { rivalDeckList: PUBLIC[viewer === 0 ? 1 : 0]?.canonical }).state))
    for (const group of GROUPS) {
      const aimed = ([0, 1] as const).map((viewer) => targets(s, viewer, group))
      // The adversary never sees the truth, only its view.
      aimed.forEach((ts, viewer) => { for (const t of ts) if (views[viewer]?.view.cards[t.id]?.cardId !== '?') throw new Error(`${group}: ${t.id} shown`) })
      for (const [name, adversary] of Object.entries(ADVERSARIES)) {
        const key = `${name}/${group}`
        const t = out.get(key) ?? { hits: 0, expected: 0, sumRangeSq: 0, maxRange: 0, predictions: 0 }
        let range = 0
        for (const viewer of [0, 1] as const) {
          for (const target of aimed[viewer] as Target[]) {
            const named = adversary(views[viewer] as Seen, target)
            range++
            t.predictions++
            if (named === null) continue
            t.expected += target.from.filter((c) => c === named).length / target.from.length
            if (named === s.cards[target.id]?.cardId) t.hits++
          }
        }
        t.sumRangeSq += range * range
        t.maxRange = Math.max(t.maxRange, range)
        out.set(key, t)
      }
    }
  }
  return out
}

/** The most hits a dealing that reveals nothing reaches with probability ≥ δ (see the head of the file). */
function bound(t: Tally): number {
  const log = Math.log(2 / DELTA)
  const hoeffding = Math.sqrt((log * t.sumRangeSq) / 2)
  // t² = 2·log·(V + R·t/3), solved for t > 0.
  const v = t.maxRange * t.expected, b = (2 * log * t.maxRange) / 3
  const bernstein = (b + Math.sqrt(b * b + 8 * log * v)) / 2
  return t.expected + Math.min(hoeffding, bernstein)
}

describe('hidden information: ids and positions name no hidden card (R6.1, R6.5, R6.6, issue 13)', () => {
  const dealt = tallies(GAMES)

  const RULE: Record<Group, string> = { rivalHand: 'R6.6', rivalDeckTop: 'R6.5', ownDeckTop: 'R6.5', rivalEnemies: 'R6.1' }
  for (const [key, t] of dealt) {
    it(`${RULE[key.split('/')[1] as Group]} ${key}: no better than chance over ${GAMES} games`, () => {
      expect(t.predictions).toBeGreaterThan(GAMES * 4)
      expect(t.hits, `${t.hits} hits of ${t.predictions}; chance ${t.expected.toFixed(1)}; bound ${bound(t).toFixed(1)}`).toBeLessThanOrEqual(bound(t))
    })
  }

  it('R6.5 the adversaries are not blind: with ids numbered in card order and enemies in listing order, they name every card', () => {
    // The same games with the instances renumbered the way the engine once dealt them: each Master's deck
    // in canonical order, then its relic and enemies in listing order.
    const leaky = (s: GameState): GameState => {
      const copy = structuredClone(s)
      for (const m of copy.masters) {
        const listed = PUBLIC[m.seat]?.listing ?? []
        m.relicZone.enemies.sort((a, b) => listed.indexOf((copy.cards[a] as CardInstance).cardId) - listed.indexOf((copy.cards[b] as CardInstance).cardId))
      }
      const order = new Map(copy.cards.map((c) => {
        const m = copy.masters[c.owner]
        const e = m.relicZone.enemies.indexOf(c.id)
        const rank = m.relicZone.relic === c.id ? 1e6 : e >= 0 ? 1e6 + 1 + e : (PUBLIC[c.owner]?.canonical.indexOf(c.cardId) ?? 0) * 1000 + c.id / 1e4
        return [c.id, c.owner * 1e7 + rank]
      }))
      const sorted = copy.cards.slice().sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
      const newId: InstanceId[] = []
      sorted.forEach((c, i) => { newId[c.id] = i })
      return { ...copy, cards: renumberInstances(copy.cards, copy.masters, newId) }
    }
    const exposed = tallies(100, leaky)
    for (const group of GROUPS) {
      const best = Math.max(...Object.keys(ADVERSARIES).map((name) => exposed.get(`${name}/${group}`)?.hits ?? 0))
      const t = exposed.get(`idRank/${group}`) as Tally
      expect(best, group).toBeGreaterThan(bound(t))
    }
  })
})

// ---- Bots' generators

describe('bots\' generators give back nothing of the seed (issue 13)', () => {
  it('the adversary inverts createRng: it recovers the seed of a generator made by createRng, even after use', () => {
    for (const seed of [0, 1, 0xdeadbeef, gameSeed(5, 7)]) {
      const rng = createRng(seed)
      for (let i = 0; i < 100; i++) nextUint32(rng)
      expect(createRngInput(rng)).toBe(seed)
    }
  })

  it('deriveRng is SHA-256 of the domain, seed and purpose (one-way): the first 16 bytes, as four little-endian uint32', () => {
    for (const [seed, purpose] of [[0, 'bot:0'], [0xffffffff, 'partida-bot:1:42'], [gameSeed(3, 4), 'determinize']] as const) {
      const digest = createHash('sha256').update(`duelo-de-masters/rng/v1\u0000${seed}\u0000${purpose}`, 'utf8').digest()
      const words = [0, 4, 8, 12].map((o) => digest.readUInt32LE(o) | 0)
      expect(deriveRng(seed, purpose).map((w) => w | 0)).toEqual(words)
      expect(createRngInput(deriveRng(seed, purpose))).toBeNull()
    }
  })
})
