// `npx tsx scripts/partida-decisions.ts [--games 20] [--seed 1]`: how many decisions /partida asks of
// a player in a typical game against the heuristic bot (issue 17), before and after the routine
// prompts went (single options, a Posada that changes nothing, the default stops of
// app/(play)/partida/_board/stops.ts), and how often a hot-seat game hands the device over.
// The player is played by the same heuristic bot; each seed is played twice, once asking
// everything (as the page did) and once with the default stops, boxed decks 1 against 2.
import { loadCatalogue } from '../lib/catalogue/load'
import { readPlayableDeck } from '../lib/cli/deck-file'
import { encodeShareCode } from '../lib/decks/share-code'
import { legalActions, type Seat } from '../lib/engine'
import { botAction } from '../app/(play)/partida/_game/bot-move'
import { decider, playDuel, startDuel, type Duel, type DuelSetup } from '../app/(play)/partida/_game/duel'
import { automaticChoice, DEFAULT_STOPS } from '../app/(play)/partida/_board/stops'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`)
  const n = at >= 0 ? Number(args[at + 1]) : fallback
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new Error(`--${name} debe ser un entero entre 1 y 10000`)
  return n
}
const games = option('games', 20)
const firstSeed = option('seed', 1)

const catalogue = loadCatalogue()
const a = readPlayableDeck('content/decks/caja-1-marcha-de-la-montana.txt', catalogue)
const b = readPlayableDeck('content/decks/caja-2-corsarios-de-arathan.txt', catalogue)
if (!a.ok || !b.ok) throw new Error('the boxed decks do not read')
const decks = [a.deck, b.deck] as const

type Count = { asked: number; handOffs: number; turns: number }

/** One game; `humans` are the seats the page asks (the others are the bot), `stops` whether the routine prompts go. */
function playGame(seed: number, humans: readonly Seat[], stops: boolean): Count {
  const setup: DuelSetup = { seed, variant: 'none', mode: humans.length === 2 ? 'hotseat' : 'bot', bot: 'heuristic', codes: [encodeShareCode(decks[0]), encodeShareCode(decks[1])] }
  const started = startDuel(setup, [decks[0], decks[1]], [], catalogue)
  if (!started.ok) throw new Error(started.error.code)
  let duel: Duel = started.duel
  let asked = 0
  let handOffs = 0
  let lastAsked: Seat | null = null
  for (let i = 0; i < 5000 && duel.state.result === null; i++) {
    const seat = decider(duel.state)
    const legal = legalActions(duel.state, catalogue)
    const auto = stops && humans.includes(seat) ? automaticChoice(duel.state, seat, legal, DEFAULT_STOPS) : null
    if (humans.includes(seat) && auto === null) {
      asked++
      if (lastAsked !== null && lastAsked !== seat) handOffs++
      lastAsked = seat
    }
    // The heuristic bot stands in for the player wherever the player is asked.
    const action = auto?.action ?? botAction(duel, catalogue, decks)
    const next = action === null ? null : playDuel(duel, action, catalogue, auto?.reason ?? null)
    if (next === null) throw new Error(`seed ${seed}: no action at step ${i}`)
    duel = next
  }
  return { asked, handOffs, turns: duel.state.masters[0].turn + duel.state.masters[1].turn }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
const mean = (xs: number[]) => xs.reduce((t, x) => t + x, 0) / xs.length

const rows = { before: [] as Count[], after: [] as Count[], hotBefore: [] as Count[], hotAfter: [] as Count[] }
for (let g = 0; g < games; g++) {
  const seed = firstSeed + g
  rows.before.push(playGame(seed, [0], false))
  rows.after.push(playGame(seed, [0], true))
  rows.hotBefore.push(playGame(seed, [0, 1], false))
  rows.hotAfter.push(playGame(seed, [0, 1], true))
}
const line = (label: string, xs: Count[], key: keyof Count) =>
  console.log(`| ${label} | ${median(xs.map((x) => x[key]))} | ${mean(xs.map((x) => x[key])).toFixed(1)} | ${median(xs.map((x) => x.turns))} |`)
console.log(`${games} partidas por fila (semillas ${firstSeed}–${firstSeed + games - 1}), Caja 1 contra Caja 2, bot heurístico`)
console.log('| | mediana | media | turnos (mediana) |')
console.log('|---|---|---|---|')
line('decisiones del jugador contra el bot, antes', rows.before, 'asked')
line('decisiones del jugador contra el bot, ahora', rows.after, 'asked')
line('relevos del dispositivo en dos jugadores, antes', rows.hotBefore, 'handOffs')
line('relevos del dispositivo en dos jugadores, ahora', rows.hotAfter, 'handOffs')
