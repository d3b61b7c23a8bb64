import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../catalogue/load'
import { makeCatalogue } from '../catalogue/model'
import { legalActions } from '../engine'
import { isRuleId } from '../rules'
import { describeFailure, playScenario, validateScenario } from '../scenarios/file'
import { CHAPTERS, deciderOf, nextOf, playBot, playerDecisions, playPlayer, PLAYER, progressOf, resumeTutorial, sameAction, startTutorial, type Tutorial } from './lesson'
import { TUTORIAL_FILE, TUTORIAL_STEPS, tutorialCardIds } from './primera-partida'

// The page sends only the cards the game uses: the tests play on that catalogue, so a card missing from it fails here.
const whole = loadCatalogue()
const used = new Set(tutorialCardIds())
const catalogue = makeCatalogue(whole.cards.filter((c) => used.has(c.id)), whole.version)

/** Plays the whole guided game the way the page does, returning each taught action's chapter. */
function playThrough(t: Tutorial = startTutorial(catalogue)): { end: Tutorial; chapters: number[]; taught: number } {
  const chapters: number[] = []
  let taught = 0
  for (let guard = 0; guard < 200; guard++) {
    const next = nextOf(t, catalogue)
    if (next.kind === 'won') return { end: t, chapters, taught }
    if (next.kind === 'bot') { t = playBot(t, catalogue); continue }
    // The taught action is one the engine offers the newcomer now, and the newcomer is the one deciding.
    expect(deciderOf(t.state)).toBe(PLAYER)
    expect(legalActions(t.state, catalogue).some((a) => sameAction(a, next.action))).toBe(true)
    chapters.push(next.chapter)
    taught += 1
    const played = playPlayer(t, next.action, catalogue)
    if (!played.ok) throw new Error('taught action refused')
    t = played.tutorial
  }
  throw new Error('the guided game does not end')
}

describe('the guided first game of /aprender (issue 27)', () => {
  it('R6.7 R21.1: its scenario file is valid and ends in the newcomer\'s capture of the relic', () => {
    const read = validateScenario(TUTORIAL_FILE, catalogue)
    if (!read.ok) throw new Error(read.issues.map((i) => `${i.path}: ${i.message}`).join('\n'))
    const played = playScenario(read.file, catalogue)
    expect(played.failures.map(describeFailure)).toEqual([])
    expect(played.output.steps.every((s) => s.ok)).toBe(true)
    expect(played.output.result).toMatchObject({ winner: 'A', reason: 'capture' })
  })

  it('R16.1 R9.12 R14.3 R19.14: played one decision at a time, it goes through every chapter in order to a won game', () => {
    const { end, chapters, taught } = playThrough()
    expect(end.state.result).toMatchObject({ kind: 'defeat', loser: 1, reason: 'capture' })
    // Every chapter but the last (the won game itself) has decisions, in order, none skipped.
    expect([...new Set(chapters)]).toEqual(CHAPTERS.slice(0, -1).map((_, i) => i))
    expect(chapters).toEqual([...chapters].sort((a, b) => a - b))
    expect(taught).toBe(playerDecisions(catalogue))
    // About ten minutes: some twenty to forty decisions of the newcomer's.
    expect(taught).toBeGreaterThan(20)
    expect(taught).toBeLessThan(40)
    // The events a board needs: an exploration, an answer, a trap, pairings, the capture.
    const events = end.played.flatMap((p) => p.events.map((e) => e.type))
    for (const type of ['explored', 'spellCast', 'trapSprung', 'paired', 'attackRolled', 'relicCaptured']) expect(events).toContain(type)
  })

  it('sends few cards: those of the two boards and their relics\' enemies', () => {
    expect(catalogue.cards.length).toBe(used.size)
    expect(used.size).toBeLessThan(40)
    for (const id of ['sirel-de-yabel', 'bomba-bahaluk', 'pirata', 'tulkar-lider-de-la-montana']) expect(used.has(id)).toBe(true)
  })

  it('every decision of the newcomer\'s has a lesson whose rule exists', () => {
    for (const [i, s] of TUTORIAL_STEPS.entries()) {
      if (s.by !== 'player') continue
      expect(s.lesson, `paso ${i}`).toBeDefined()
      expect(isRuleId(s.lesson?.rule ?? ''), `paso ${i}: ${s.lesson?.rule}`).toBe(true)
      expect(s.lesson?.todo.length ?? 0).toBeGreaterThan(10)
    }
  })

  it('refuses anything but the taught action, changing nothing', () => {
    const t = startTutorial(catalogue)
    const next = nextOf(t, catalogue)
    if (next.kind !== 'player') throw new Error('the game starts with the newcomer')
    const keep = legalActions(t.state, catalogue).find((a) => !sameAction(a, next.action))
    if (!keep) throw new Error('no other action')
    const refused = playPlayer(t, keep, catalogue)
    expect(refused).toEqual({ ok: false, expected: next.action })
  })

  it('is left and resumed: replaying the progress gives the same game, mid-step included', () => {
    let t = startTutorial(catalogue)
    // Into the offensive: its four engine decisions are one step, stopped after two.
    for (;;) {
      const next = nextOf(t, catalogue)
      if (next.kind === 'player' && next.parts > 1 && next.part === 2) break
      if (next.kind === 'won') throw new Error('no multi-part step')
      t = next.kind === 'bot' ? playBot(t, catalogue) : (playPlayer(t, next.action, catalogue) as { ok: true; tutorial: Tutorial }).tutorial
    }
    const again = resumeTutorial(catalogue, JSON.parse(JSON.stringify(progressOf(t))))
    expect(again.state).toEqual(t.state)
    expect(progressOf(again)).toEqual(progressOf(t))
    expect(playThrough(again).end.state.result).toMatchObject({ loser: 1 })
    // A progress that does not fit the script starts afresh.
    expect(progressOf(resumeTutorial(catalogue, { step: 9999, part: 0 })).step).toBeLessThanOrEqual(TUTORIAL_STEPS.length)
  })
})
