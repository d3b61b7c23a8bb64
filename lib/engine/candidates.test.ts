// The character-action listing against the one check (issue 26): on states of random duels between the boxed
// decks, for every character that may act and its timing, `legalActsOf` lists exactly the acts `checkAct`
// accepts among every act that could be named (each kind, over every instance, known card, piece of equipment
// and replacement set), each once. The listing skips whole groups of candidates where checkAct's target-free part
// refuses them (candidates.ts); this proves no legal act is lost that way, and none added.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../catalogue/load'
import type { Deck } from '../decks/model'
import { parseDeckText } from '../decks/text'
import type { Action } from './actions'
import { checkAct, timingFor, type Timing } from './act-check'
import { apply } from './apply'
import { hasLegalAct, legalActsOf } from './candidates'
import { legalActions } from './legal'
import { activeDalmas, revealedEnemies } from './queries'
import { createRng, gameSeed, nextInt } from './rng'
import { createGame } from './setup'
import type { DeclaredAct, GameState, InstanceId } from './state'

const catalogue = loadCatalogue()
const deck = (file: string): Deck => {
  const parsed = parseDeckText(readFileSync(path.resolve('content/decks', file), 'utf8'), catalogue)
  if (!parsed.ok) throw new Error(file)
  return parsed.deck
}
const decks = [deck('caja-1-marcha-de-la-montana.txt'), deck('caja-2-corsarios-de-arathan.txt')] as const

/** Subsets of `items` with at most `max` members (the empty one included). */
function smallSubsets(items: readonly InstanceId[], max: number): InstanceId[][] {
  const out: InstanceId[][] = [[]]
  const grow = (from: number, pick: InstanceId[]) => {
    for (let i = from; i < items.length; i++) {
      const next = [...pick, items[i] as InstanceId]
      out.push(next)
      if (next.length < max) grow(i + 1, next)
    }
  }
  grow(0, [])
  return out
}

/** Every act checkAct accepts for this actor and timing, found by naming every act that could be named. */
function acceptedActs(state: GameState, actorId: InstanceId, timing: Timing): DeclaredAct[] {
  const ids = state.cards.map((c) => c.id)
  const targets: (InstanceId | null)[] = [null, ...ids]
  const actor = state.cards[actorId]
  if (actor === undefined) return []
  const equipment = actor.equipment, learned = actor.learned
  const named: DeclaredAct[] = []
  for (const id of ids) {
    named.push({ kind: 'explore', targetId: id }, { kind: 'learn', instanceId: id }, { kind: 'drinkPotion', instanceId: id })
    for (const weaponId of equipment) named.push({ kind: 'applyPoison', instanceId: id, weaponId }, { kind: 'shoot', weaponId, targetId: id })
    // checkAct refuses a card that is not loose in the Zona de Juego before it looks at the replacement set.
    const bare: DeclaredAct = { kind: 'equip', instanceId: id, replaceIds: [] }
    const e = checkAct(state, catalogue, actorId, bare, timing)
    if (e === null || e.code === 'equipLimit' || e.code === 'badReplacement') for (const replaceIds of smallSubsets(equipment, 3)) named.push({ kind: 'equip', instanceId: id, replaceIds })
  }
  for (const l of learned) {
    for (const targetId of targets) named.push({ kind: 'cast', spellId: l, targetId, extra: false }, { kind: 'useSkill', skillId: l, targetId, extra: false })
  }
  for (const weaponId of equipment) {
    named.push({ kind: 'reloadBow', weaponId, arrowId: null })
    for (const arrowId of equipment) named.push({ kind: 'reloadBow', weaponId, arrowId })
    for (const targetId of targets) for (const reveal of [false, true]) named.push({ kind: 'lente', objectId: weaponId, targetId, reveal })
  }
  return named.filter((act) => checkAct(state, catalogue, actorId, act, timing) === null)
}

const key = (act: DeclaredAct): string => JSON.stringify(act, Object.keys(act).sort())

describe('candidates (issue 26)', () => {
  it('R9.1 RUL-34: legalActsOf lists exactly the acts checkAct accepts, each once, and hasLegalAct says whether there is one', () => {
    let checked = 0, withActs = 0
    const timings = new Set<Timing>()
    for (let g = 0; g < 12; g++) {
      const seed = gameSeed(2_026_2604, g)
      const created = createGame({ seed, mode: 'duel', masters: [{ deck: decks[g % 2] as Deck }, { deck: decks[(g + 1) % 2] as Deck }], maxTurns: 30 }, catalogue)
      if (!created.ok) throw new Error(created.error.code)
      const bot = createRng(seed)
      let s = created.value
      for (let step = 0; s.result === null; step++) {
        if (step % 5 === 0) {
          for (const seat of [0, 1] as const) {
            for (const actorId of [...activeDalmas(s, catalogue, seat), ...revealedEnemies(s, seat)]) {
              const timing = timingFor(s, catalogue, actorId)
              if (timing === null) continue
              const listed = legalActsOf(s, catalogue, actorId, timing).map(key)
              const accepted = acceptedActs(s, actorId, timing).map(key)
              expect(new Set(listed).size).toBe(listed.length)
              expect([...listed].sort()).toEqual([...new Set(accepted)].sort())
              expect(hasLegalAct(s, catalogue, actorId, timing)).toBe(listed.length > 0)
              checked++
              if (listed.length > 0) withActs++
              timings.add(timing)
            }
          }
        }
        const legal = legalActions(s, catalogue)
        const r = apply(s, legal[nextInt(bot, legal.length)] as Action, catalogue)
        if (!r.ok) throw new Error(r.error.code)
        s = r.state
      }
    }
    expect(checked).toBeGreaterThan(200)
    expect(withActs).toBeGreaterThan(50)
    expect([...timings].sort()).toEqual(expect.arrayContaining(['answer', 'principal']))
  }, 300_000)
})
