// How the heuristic plays chosen cards, beside what the search would do in the same positions (issue 29).
//   npx tsx scripts/card-verdicts.ts [--pairing c1|c2|mix] [--seed S] [--games N] [--playouts P]
//        [--sample r] [--bot heuristic|heuristic-v1] [--cards id,id,…|all] [--confidence z] [--json file]
// Plays N games of the pairing with the chosen heuristic on both sides (boxed decks, public lists). At
// every decision it counts, for each tracked card the deciding Master could play (card-play.ts), whether
// the heuristic played it; at a share `r` of those decisions it also searches the position (SO-ISMCTS at
// P walks, every play of a tracked card among the root's actions, Master actions searched too) and
// counts whether the search would have played it. Prints per card: the games it was drawn in, the
// decisions it was usable at, the heuristic's plays per game drawn and per usable decision, and on the
// sampled decisions the heuristic's and the search's plays, and by decision kind.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import { botFor, legalMoves, type BotName } from '../lib/bots'
import { decisionName, searchRoot, SEARCH_OPTIONS, SEARCHED, type SearchOptions } from '../lib/bots/search'
import { deckCardIds } from '../lib/decks/model'
import type { Action } from '../lib/engine/actions'
import { apply } from '../lib/engine/apply'
import { botRng, createRng, gameSeed, nextUint32, parseSeed } from '../lib/engine/rng'
import { createGame } from '../lib/engine/setup'
import { topDecision } from '../lib/engine/stack'
import { createViewMemo, viewFor } from '../lib/engine/view'
import { playedInstance, usableCardIds } from '../lib/sim/card-play'

const args = process.argv.slice(2)
const opt = (name: string, fallback: string) => { const i = args.indexOf(`--${name}`); return i >= 0 ? (args[i + 1] ?? fallback) : fallback }
const pairing = opt('pairing', 'c1')
const seed = parseSeed(opt('seed', 'verdicts'))
const games = Number(opt('games', '20'))
const playouts = Number(opt('playouts', '192'))
const sample = Number(opt('sample', '0.1'))
const bot = opt('bot', 'heuristic') as BotName
const DEFAULT_CARDS = [
  'furia-bahaluk', 'guardia-ferrea', 'carga-de-kaalbhart', 'segundo-aliento', 'tiro-certero', 'golpe-demoledor', 'emboscada-del-bosque',
  'esquiva-de-galdoras', 'punalada-trapera', 'zancadilla', 'rastro-de-aradin', 'mano-ligera', 'golpe-bajo',
  'emblema-del-gremio', 'emblema-del-espino-rojo', 'punzada-mental', 'lente-de-vision-precisa', 'confusion', 'control-mental', 'debilidad-de-aman',
  'fuerza-de-los-hacedores', 'dardo-de-galdoras', 'pocion-de-thal', 'pocion-de-marsel', 'bebida-de-furia', 'bebida-de-rayo', 'unguento-curativo',
]
const catalogue = loadCatalogue()
// `--cards all` tracks every card of the catalogue (the done-when check: no card usable at 30 or more decisions unplayed).
const cardsArg = opt('cards', DEFAULT_CARDS.join(','))
const tracked = new Set(cardsArg === 'all' ? [...catalogue.byId.keys()] : cardsArg.split(','))
const read = (file: string) => { const r = readPlayableDeck(path.resolve('content/decks', file), catalogue); if (!r.ok) throw new Error(r.message); return r.deck }
const caja1 = read('caja-1-marcha-de-la-montana.txt'), caja2 = read('caja-2-corsarios-de-arathan.txt')
const [deckA, deckB] = pairing === 'c1' ? [caja1, caja1] : pairing === 'c2' ? [caja2, caja2] : [caja1, caja2]
// --confidence: the lead over the heuristic's choice the search's verdict asks (its own bar by default).
const options: SearchOptions = { ...SEARCH_OPTIONS, searched: new Set([...SEARCHED, 'masterActions']), confidence: Number(opt('confidence', String(SEARCH_OPTIONS.confidence))) }

type Row = { drawn: number; usable: number; played: number; sampled: number; heuristicInSample: number; searchInSample: number; byKind: Record<string, [usable: number, heuristic: number, sampled: number, heuristicSampled: number, search: number]> }
const rows = new Map<string, Row>()
const row = (id: string): Row => { let r = rows.get(id); if (r === undefined) { r = { drawn: 0, usable: 0, played: 0, sampled: 0, heuristicInSample: 0, searchInSample: 0, byKind: {} }; rows.set(id, r) } return r }
const sampler = createRng(seed ^ 0x2929)
const cardOf = (s: Parameters<typeof playedInstance>[0], a: Action): string | null => { const id = playedInstance(s, catalogue, a); return id === null ? null : (s.cards[id]?.cardId ?? null) }
let searches = 0
const t0 = process.cpuUsage()

for (let g = 0; g < games; g++) {
  const gs = gameSeed(seed, g)
  // Even games deal deck A to seat 0, odd ones to seat 1 (the mixed pairing's decks swap seats).
  const masters = g % 2 === 0 ? [{ deck: deckA }, { deck: deckB }] : [{ deck: deckB }, { deck: deckA }]
  const created = createGame({ seed: gs, mode: 'duel', masters }, catalogue)
  if (!created.ok) throw new Error(created.error.code)
  let s = created.value
  const lists = [deckCardIds(masters[1]?.deck ?? deckB), deckCardIds(masters[0]?.deck ?? deckA)] as const
  const memos = [createViewMemo(), createViewMemo()] as const
  const rngs = [botRng(gs, 0), botRng(gs, 1)] as const
  const drawn = [new Set<string>(), new Set<string>()] as const
  for (let i = 0; i < 60_000 && s.result === null; i++) {
    for (const seat of [0, 1] as const) {
      const m = s.masters[seat]
      for (const id of [...m.hand, ...m.playZone]) { const c = s.cards[id]; if (c !== undefined && tracked.has(c.cardId)) drawn[seat].add(c.cardId) }
    }
    const seat = topDecision(s)?.seat ?? s.activeSeat
    const moves = legalMoves(s, catalogue)
    const usable = [...usableCardIds(s, catalogue)].filter((id) => tracked.has(id))
    const view = viewFor(s, seat, catalogue, { rivalDeckList: lists[seat], memo: memos[seat] })
    const action = botFor(bot)(view, moves, { playouts }, rngs[seat], catalogue)
    const playedCard = cardOf(s, action)
    const kind = decisionName(s)
    let searched: string | null | undefined
    if (usable.length > 0 && options.searched.has(kind) && nextUint32(sampler) < sample * 2 ** 32) {
      const sv = viewFor(s, seat, catalogue, { rivalDeckList: lists[seat] })
      const root = searchRoot(sv, legalMoves(s, catalogue), { playouts }, createRng(nextUint32(sampler)), catalogue, { ...options, consider: (a) => { const c = cardOf(s, a); return c !== null && usable.includes(c) } })
      searched = cardOf(s, root.chosen)
      searches++
    }
    for (const id of usable) {
      const r = row(id)
      const k = (r.byKind[kind] ??= [0, 0, 0, 0, 0])
      r.usable++; k[0]++
      if (playedCard === id) { r.played++; k[1]++ }
      if (searched !== undefined) {
        r.sampled++; k[2]++
        if (playedCard === id) { r.heuristicInSample++; k[3]++ }
        if (searched === id) { r.searchInSample++; k[4]++ }
      }
    }
    const next = apply(s, action, catalogue, { log: true })
    if (!next.ok) throw new Error(next.error.code)
    s = next.state
  }
  for (const seat of [0, 1] as const) for (const id of drawn[seat]) row(id).drawn++
  const cpu = process.cpuUsage(t0)
  process.stderr.write(`game ${g + 1}/${games} · ${searches} searches · ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s CPU\n`)
}

const f = (x: number, d = 2) => x.toFixed(d)
console.log(`${pairing} · seed ${opt('seed', 'verdicts')} · ${games} games · ${bot} · search at ${playouts} walks on ${(100 * sample).toFixed(0)} % of the usable decisions (${searches} searches)`)
console.log('card'.padEnd(26) + 'drawn usable  played /game /usable | sampled heur search  heur% search%')
for (const [id, r] of [...rows].sort((a, b) => a[0].localeCompare(b[0]))) {
  console.log(`${id.padEnd(26)}${String(r.drawn).padStart(5)} ${String(r.usable).padStart(6)} ${String(r.played).padStart(7)} ${f(r.played / Math.max(1, r.drawn)).padStart(5)} ${f(r.played / Math.max(1, r.usable), 3).padStart(7)} | ${String(r.sampled).padStart(7)} ${String(r.heuristicInSample).padStart(4)} ${String(r.searchInSample).padStart(6)}  ${f(100 * r.heuristicInSample / Math.max(1, r.sampled), 0).padStart(4)} ${f(100 * r.searchInSample / Math.max(1, r.sampled), 0).padStart(6)}`)
  for (const [k, v] of Object.entries(r.byKind)) if (v[2] > 0 || v[1] > 0) console.log(`    ${k.padEnd(20)} usable ${v[0]} heuristic ${v[1]} | sampled ${v[2]} heuristic ${v[3]} search ${v[4]}`)
}
const out = opt('json', '')
if (out !== '') writeFileSync(out, JSON.stringify({ pairing, seed: opt('seed', 'verdicts'), games, bot, playouts, sample, rows: Object.fromEntries(rows) }, null, 1))
