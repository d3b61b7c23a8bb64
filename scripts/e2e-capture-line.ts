// Dev aid: finds the line e2e/partida.spec.ts replays ("hot seat: continue a shared position and capture
// the relic") for the engine as it is now. Any change that makes the same line give another game (a new
// ENGINE_VERSION) breaks that constant; run `npx tsx scripts/e2e-capture-line.ts` and paste what it prints.
//
// Boxed decks 1 and 2, as the spec's set-up form starts them, from seed 1 on: Master 1 plays the heuristic
// bot, Master 2 the random one (then the heuristic), until a game ends with Master 1 capturing the relic
// after at least three decisions of its own in a row, the last one rolling an attack. The spec replays all but that last run (at most
// seven) and clicks those by their option numbers.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { loadCatalogue } from '../lib/catalogue/load'
import { parseDeckText } from '../lib/decks/text'
import { botAction, decider, playDuel, randomBotAction, startDuel } from '../app/(play)/partida/_game/duel'
import { formatLine } from '../app/(play)/probar/_table/line'

const catalogue = loadCatalogue()
const deck = (file: string) => {
  const parsed = parseDeckText(readFileSync(path.join('content/decks', file), 'utf8'), catalogue)
  if (!parsed.ok) throw new Error(file)
  return parsed.deck
}
const decks = [deck('caja-1-marcha-de-la-montana.txt'), deck('caja-2-corsarios-de-arathan.txt')] as const
const RIVALS = { random: randomBotAction, heuristic: botAction } as const

/** The game of `seed` with Master 2 on `rival`, and how many of Master 1's own decisions end it (0: not a capture by Master 1). */
function play(seed: number, rival: keyof typeof RIVALS) {
  const started = startDuel({ seed, variant: 'none', mode: 'hotseat', bot: 'heuristic', codes: ['', ''] }, [decks[0], decks[1]], [], catalogue)
  if (!started.ok) throw new Error(started.error.code)
  let duel = started.duel
  while (duel.state.result === null && duel.steps.length < 5000) {
    const action = decider(duel.state) === 0 ? botAction(duel, catalogue) : RIVALS[rival](duel, catalogue)
    const next = action === null ? null : playDuel(duel, action, catalogue)
    if (next === null) throw new Error(`seed ${seed}, step ${duel.steps.length}: no action`)
    duel = next
  }
  const r = duel.state.result
  let last = 0
  // The spec also reads the die of the blow that decides it in the combat panel.
  const rolled = duel.steps.at(-1)?.events.some((e) => e.type === 'attackRolled') ?? false
  if (r?.kind === 'defeat' && r.loser === 1 && r.reason === 'capture' && rolled) {
    while (last < 7 && last < duel.steps.length) {
      const s = duel.steps[duel.steps.length - 1 - last]
      if (s === undefined || s.seat !== 0 || s.step.kind !== 'index') break
      last++
    }
  }
  return { steps: duel.steps, last }
}

for (let seed = 1; seed <= 30; seed++) {
  for (const rival of ['random', 'heuristic'] as const) {
    const { steps, last } = play(seed, rival)
    if (last < 3) continue
    const shared = steps.slice(0, steps.length - last)
    console.log(`// seed ${seed}; Master 2 played by the ${rival} bot`)
    console.log(`const SEED = ${seed}`)
    console.log(`const LINE_TO_CAPTURE = '${formatLine(shared.map((s) => s.step))}'  // ${shared.length} decisions; the capture at decision ${steps.length}`)
    console.log(`const LAST_DECISIONS = [${steps.slice(steps.length - last).map((s) => (s.step.kind === 'index' ? s.step.index + 1 : 0)).join(', ')}]`)
    process.exit(0)
  }
}
console.error('No game in seeds 1–30 ends with Master 1 capturing after three decisions of its own in a row.')
process.exit(1)
