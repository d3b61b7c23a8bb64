// Issue 15: for each kind of card, a board on which one play is clearly right, and the heuristic makes it.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../catalogue/load'
import type { Action } from '../engine/actions'
import { apply } from '../engine/apply'
import { legalActions } from '../engine/legal'
import { createRng } from '../engine/rng'
import { scenario, type CardSpec, type MasterSpec, type ScenarioSpec } from '../scenarios/scenario'
import type { Decision, GameState, Phase, Seat } from '../engine/state'
import { chooseHeuristic } from './heuristic'
import { offensiveChance, wantsOffensive } from './heuristic-main'
import { TUNING, withTuning } from './heuristic-tuning'
import { knowledgeOfState } from './knowledge'

const catalogue = loadCatalogue()
const HOMBRE = 'hombre-de-las-montanas'
/** A relic zone: five common enemies face down and Túlkar, revealed unless said otherwise. */
const relic = (tulkar = true, label?: string): Pick<MasterSpec, 'relic' | 'enemies'> => ({
  relic: 'elixir-de-misal',
  enemies: [...Array.from({ length: 5 }, () => HOMBRE), { card: 'tulkar-lider-de-la-montana', faceUp: tulkar, ...(label === undefined ? {} : { as: label }) }],
})
const deck: CardSpec[] = Array.from({ length: 20 }, () => 'botin-de-robo')

function board(mine: MasterSpec, theirs: MasterSpec, options: { phase?: Phase; active?: Seat; pending?: Decision } = {}) {
  const spec: ScenarioSpec = {
    mode: 'duel',
    masters: [{ deck, turn: 3, ...relic(), ...mine }, { deck, turn: 3, ...relic(), ...theirs }],
    active: options.active ?? 0,
    firstSeat: 0,
    phase: options.phase ?? { name: 'main', step: 'dalmaActions' },
    pendingChoice: options.pending ?? null,
  }
  return scenario(catalogue, spec)
}

const choose = (s: GameState, seat: Seat = 0): Action => chooseHeuristic(s, seat, legalActions(s, catalogue), createRng(1), catalogue)

function play(s: GameState, action: Action): { state: GameState; events: string[] } {
  const r = apply(s, action, catalogue)
  if (!r.ok) throw new Error(`${action.type}: ${r.error.code}`)
  return { state: r.state, events: r.events.map((e) => e.type) }
}

describe('the heuristic plays every kind of card', () => {
  it('R9.9 potion: a Dalma that has lost 5 Vida drinks the healing potion', () => {
    const b = board({ playZone: [{ card: 'durmak-de-ordor', as: 'durmak', damage: 5 }, { card: 'unguento-curativo', as: 'potion' }] }, { playZone: ['thagra-la-bahaluk'] })
    expect(choose(b.state)).toEqual({ type: 'drinkPotion', dalmaId: b.id('durmak'), instanceId: b.id('potion') })
  })

  it('R9.9, R17.1 potion: with the offensive coming this turn, an attacker drinks Bebida de furia first', () => {
    const b = board(
      { playZone: ['durmak-de-ordor', 'thagra-la-bahaluk', 'korbam-el-hacedor', { card: 'bebida-de-furia', as: 'furia' }] },
      { ...relic(false), playZone: [], enemies: [{ card: HOMBRE, faceUp: true }, ...Array.from({ length: 5 }, () => HOMBRE)], deck: ['dorn-de-aradin', ...deck] },
    )
    const a = choose(b.state)
    expect(a.type).toBe('drinkPotion')
    expect(a.type === 'drinkPotion' && a.instanceId).toBe(b.id('furia'))
  })

  it('R9.12, RUL-27 potion as an answer: the Dalma a rival explores drinks Bebida de furia before the fight', () => {
    const b = board(
      { combatZone: [{ card: 'durmak-de-ordor', as: 'target' }], playZone: [{ card: 'bebida-de-furia', as: 'furia' }] },
      { playZone: [{ card: 'thagra-la-bahaluk', as: 'explorer', marker: true }] },
      { active: 1, pending: { kind: 'answers', seat: 0, declared: { seat: 1, actorId: 0, act: { kind: 'explore', targetId: 0 } }, declines: 1 } },
    )
    const pending = { kind: 'answers' as const, seat: 0 as const, declared: { seat: 1 as const, actorId: b.id('explorer'), act: { kind: 'explore' as const, targetId: b.id('target') } }, declines: 1 }
    const s: GameState = { ...b.state, stack: [pending] }
    expect(choose(s)).toEqual({ type: 'drinkPotion', dalmaId: b.id('target'), instanceId: b.id('furia') })
  })

  it('R9.10, R14.2 poison: the armed Dalma puts Ponzoña corrosiva on its weapon', () => {
    const b = board(
      { playZone: [{ card: 'durmak-de-ordor', as: 'durmak', equipment: [{ card: 'hacha', as: 'axe' }] }, { card: 'ponzona-corrosiva', as: 'poison' }] },
      { ...relic(false), playZone: ['thagra-la-bahaluk'] },
    )
    expect(choose(b.state)).toEqual({ type: 'applyPoison', dalmaId: b.id('durmak'), instanceId: b.id('poison'), weaponId: b.id('axe') })
  })

  it('R14.3, R14.5 trap: Bomba Bahaluk goes off on the entrant it kills, not on the stronger one it would only hurt', () => {
    const b = board(
      { playZone: ['durmak-de-ordor', { card: 'bomba-bahaluk', faceUp: false, as: 'bomb' }], gold: 5 },
      { combatZone: [{ card: 'thagra-la-bahaluk', as: 'strong' }, { card: 'korbam-el-hacedor', as: 'weak', damage: 5 }] },
      { active: 1, phase: { name: 'main', step: 'dalmaActions' } },
    )
    const s: GameState = { ...b.state, stack: [{ kind: 'traps', seat: 0, entering: [b.id('strong'), b.id('weak')], then: null }] }
    const a = choose(s)
    expect(a.type).toBe('activateTrap')
    expect(a.type === 'activateTrap' && a.targetId).toBe(b.id('weak'))
  })

  it('R14.3, R14.4 trap: an explorer the Detonador would not kill is let in, the trap kept for the offensive', () => {
    const b = board(
      { playZone: ['velka-la-sombra', { card: 'detonador-de-implosion', faceUp: false }], gold: 5 },
      { combatZone: [{ card: 'lisko-de-arathan', as: 'explorer', marker: true }, { card: 'lisko-de-arathan', as: 'wounded', damage: 6, marker: true }] },
      { active: 1 },
    )
    const explore = (id: number): GameState => ({ ...b.state, stack: [{ kind: 'traps', seat: 0, entering: [id], then: { seat: 1, actorId: id, act: { kind: 'explore', targetId: b.id('explorer') } } }] })
    expect(choose(explore(b.id('explorer')))).toEqual({ type: 'decline' })
    // The same trap where it kills the explorer is sprung.
    expect(choose(explore(b.id('wounded')))).toMatchObject({ type: 'activateTrap', targetId: b.id('wounded') })
  })

  it('R14.3 trap: Red de pinchos (−1 Fuerza) goes on the strongest entrant when none would die of it', () => {
    const b = board(
      { playZone: ['durmak-de-ordor', { card: 'red-de-pinchos', faceUp: false }], gold: 5 },
      { combatZone: [{ card: 'korbam-el-hacedor', as: 'weak' }, { card: 'thagra-la-bahaluk', as: 'strong', stats: { strength: 5 } }] },
      { active: 1 },
    )
    const s: GameState = { ...b.state, stack: [{ kind: 'traps', seat: 0, entering: [b.id('weak'), b.id('strong')], then: null }] }
    const a = choose(s)
    expect(a.type === 'activateTrap' && a.targetId).toBe(b.id('strong'))
  })

  it('R22.6, RUL-28 Lente de Visión Precisa: in the rival\'s turn, with a counter from an earlier turn, it looks at and reveals a face-down card when its own offensive is in sight, and not otherwise (issue 29)', () => {
    const lens = (attackers: MasterSpec['playZone'], theirs: Pick<MasterSpec, 'relic' | 'enemies'>) => {
      const b = board(
        { playZone: [{ card: 'velka-la-sombra', as: 'velka', equipment: [{ card: 'lente-de-vision-precisa', as: 'lente', counterTurn: 2, useCounters: 1 }] }, ...(attackers ?? [])] },
        { ...theirs, playZone: [{ card: 'lisko-de-arathan', as: 'lisko', marker: true }, { card: 'detonador-de-implosion', faceUp: false, as: 'trap' }, { card: 'daga', as: 'dagger' }] },
        { active: 1 },
      )
      const s: GameState = { ...b.state, stack: [{ kind: 'answers', seat: 0, declared: { seat: 1, actorId: b.id('lisko'), act: { kind: 'equip', instanceId: b.id('dagger'), replaceIds: [] } }, declines: 1 }] }
      return { action: choose(s), b }
    }
    const inSight = lens(['durmak-de-ordor', 'thagra-la-bahaluk'], relic(false))
    expect(inSight.action).toEqual({ type: 'activateLente', dalmaId: inSight.b.id('velka'), objectId: inSight.b.id('lente'), targetId: inSight.b.id('trap'), reveal: true })
    expect(lens([], relic(true)).action).toEqual({ type: 'decline' })
  })

  it('R9.3, R15.9 Flechas perforadoras: an empty bow is reloaded with a piercing arrow, not a plain one', () => {
    const b = board(
      { playZone: [{ card: 'aelis-del-laberinto', as: 'aelis', equipment: [{ card: 'arco-y-carcaj', as: 'bow' }, { card: 'flechas-perforadoras', as: 'arrows' }] }] },
      { ...relic(false), playZone: ['thagra-la-bahaluk'] },
    )
    expect(choose(b.state)).toEqual({ type: 'reloadBow', dalmaId: b.id('aelis'), weaponId: b.id('bow'), arrowId: b.id('arrows') })
  })

  it('RUL-17 Poción de Thal: a Mago whose casts are spent drinks it when a PRI 1 spell can kill, then casts through the extra activation', () => {
    const b = board(
      { playZone: [{ card: 'talvena-de-misal', as: 'talvena', learned: [{ card: 'dardo-de-galdoras', as: 'dart', useCounters: 2 }] }, { card: 'pocion-de-thal', as: 'thal' }] },
      { ...relic(false), combatZone: [{ card: 'thagra-la-bahaluk', as: 'victim', damage: 7 }] },
    )
    const first = choose(b.state)
    expect(first).toEqual({ type: 'drinkPotion', dalmaId: b.id('talvena'), instanceId: b.id('thal') })
    const after = play(b.state, first).state
    const second = choose(after)
    expect(second).toEqual({ type: 'cast', dalmaId: b.id('talvena'), spellId: b.id('dart'), targetId: b.id('victim') })
    expect(play(after, second).events).toContain('extraActivationUsed')
  })

  it('R12.10 Anillo Sumador: a Mago with two casts spent casts a third time, and the Posada does not reset it before', () => {
    const mine: MasterSpec = { playZone: [{ card: 'korbam-el-hacedor', as: 'korbam', equipment: ['anillo-sumador-de-hechizos'], learned: [{ card: 'dardo-de-galdoras', as: 'dart', useCounters: 2 }] }] }
    const b = board(mine, { ...relic(false), combatZone: [{ card: 'thagra-la-bahaluk', as: 'victim', damage: 7 }] })
    const a = choose(b.state)
    expect(a).toEqual({ type: 'cast', dalmaId: b.id('korbam'), spellId: b.id('dart'), targetId: b.id('victim') })
    expect(play(b.state, a).events).toContain('ringUsed')
    // R7.8: at the Posada, the ring's third cast still waiting keeps the Mago from resting.
    const inn = board(mine, { ...relic(false) }, { phase: { name: 'rest' } })
    const s: GameState = { ...inn.state, stack: [{ kind: 'innRest', seat: 0 }] }
    expect(choose(s)).toEqual({ type: 'innRest', dalmaIds: [] })
  })

  it('R11.4 learning by value: with money for both, a Mago learns the spell that does more (Rayo de Kaalbhart over Dardo de Gáldoras)', () => {
    const b = board({ playZone: [{ card: 'korbam-el-hacedor', as: 'korbam' }, 'dardo-de-galdoras', { card: 'rayo-de-kaalbhart', as: 'rayo' }], gold: 8 }, { ...relic(false) })
    expect(choose(b.state)).toEqual({ type: 'learn', dalmaId: b.id('korbam'), instanceId: b.id('rayo') })
  })

  it('R9.2 equipment by value: the Hacha (+2 Fuerza) over the Daga (+1), and no two-handed Maza de guerra given up for a Daga', () => {
    const b = board({ playZone: [{ card: 'durmak-de-ordor', as: 'durmak' }, 'daga', { card: 'hacha', as: 'axe' }] }, { ...relic(false) })
    expect(choose(b.state)).toEqual({ type: 'equip', dalmaId: b.id('durmak'), instanceId: b.id('axe'), replaceIds: [] })
    const worse = board({ playZone: [{ card: 'durmak-de-ordor', equipment: ['maza-de-guerra'] }, 'daga'] }, { ...relic(false) })
    expect(choose(worse.state).type).toBe('endDalmaActions')
  })

  it('R12.8 spell: a Mago casts Dardo de Gáldoras at the rival Dalma in the Zona de Combate it kills', () => {
    const b = board({ playZone: [{ card: 'korbam-el-hacedor', as: 'korbam', learned: [{ card: 'dardo-de-galdoras', as: 'dart' }] }] }, { ...relic(false), combatZone: [{ card: 'thagra-la-bahaluk', as: 'victim', damage: 7 }] })
    expect(choose(b.state)).toEqual({ type: 'cast', dalmaId: b.id('korbam'), spellId: b.id('dart'), targetId: b.id('victim') })
  })

  it('R22.5 Confusión as an answer: in the rival\'s Fase Principal, a Mentalista takes the action of a rival Dalma that has not acted', () => {
    const b = board(
      { playZone: [{ card: 'sirel-de-yabel', as: 'sirel', learned: [{ card: 'confusion', as: 'confusion' }] }] },
      { playZone: [{ card: 'lisko-de-arathan', as: 'lisko', marker: true }, { card: 'velka-la-sombra', as: 'velka' }, { card: 'daga', as: 'dagger' }] },
      { active: 1 },
    )
    const s: GameState = { ...b.state, stack: [{ kind: 'answers', seat: 0, declared: { seat: 1, actorId: b.id('lisko'), act: { kind: 'equip', instanceId: b.id('dagger'), replaceIds: [] } }, declines: 1 }] }
    expect(choose(s)).toEqual({ type: 'cast', dalmaId: b.id('sirel'), spellId: b.id('confusion'), targetId: b.id('velka') })
  })

  it('R8.6 treasure, R8.5 enemy: a treasure in hand is used first; with no enemy standing and 3 gold, one is revealed', () => {
    const t = board({ hand: [{ card: 'cofre-de-oro', as: 'chest' }], playZone: ['durmak-de-ordor'], gold: 10 }, {}, { phase: { name: 'main', step: 'masterActions' } })
    expect(choose(t.state)).toEqual({ type: 'useTreasure', instanceId: t.id('chest') })
    const e = board({ ...relic(false, 'tulkarHidden'), playZone: ['durmak-de-ordor'], gold: 5 }, {}, { phase: { name: 'main', step: 'masterActions' } })
    const a = choose(e.state)
    expect(a.type === 'revealEnemy' && a.instanceId).toBe(e.id('tulkarHidden'))
  })
})

describe('the offensive test counts everything that decides a fight (R17.1)', () => {
  const attackers: MasterSpec = { playZone: ['durmak-de-ordor', 'thagra-la-bahaluk'] }
  const defence = (extra: CardSpec[] = []): MasterSpec => ({ ...relic(true), playZone: ['korbam-el-hacedor', ...extra] })
  const chance = (mine: MasterSpec, theirs: MasterSpec, potions = false) => offensiveChance(knowledgeOfState(board(mine, theirs, { phase: { name: 'endOfTurn' } }).state, 0, catalogue), potions)

  it('R14.3 traps: two face-down traps the defence can spring lower the odds', () => {
    const plain = chance(attackers, defence())
    const trapped = chance(attackers, defence([{ card: 'bomba-bahaluk', faceUp: false }, { card: 'red-de-pinchos', faceUp: false }]))
    expect(trapped).toBeLessThan(plain - 0.05)
  })

  it('R12, R13, R17.3 spells and skills: an attacker that knows Golpe demoledor raises them', () => {
    const skilled = chance({ playZone: [{ card: 'durmak-de-ordor', learned: ['golpe-demoledor'] }, 'thagra-la-bahaluk'] }, defence())
    expect(skilled).toBeGreaterThan(chance(attackers, defence()) + 0.03)
  })

  it('R14.2 poisons: a poison waiting on an attacker\'s weapon raises them', () => {
    const armed: MasterSpec = { playZone: [{ card: 'durmak-de-ordor', equipment: ['hacha'] }, 'thagra-la-bahaluk'] }
    const b = board(armed, defence(), { phase: { name: 'endOfTurn' } })
    const axe = b.state.cards.find((c) => c.cardId === 'hacha')
    if (axe === undefined) throw new Error('no axe')
    const cards = b.state.cards.slice()
    cards[axe.id] = { ...axe, effects: [{ source: 'mejunje-de-shok', effect: { kind: 'modifyStat', stat: 'strength', amount: 3, duration: 'nextAttack' }, until: 'nextAttack' }] }
    const poisoned = offensiveChance(knowledgeOfState({ ...b.state, cards }, 0, catalogue), false)
    expect(poisoned).toBeGreaterThan(offensiveChance(knowledgeOfState(b.state, 0, catalogue), false) + 0.01)
  })

  it('R9.9 potions: a Bebida de furia still to drink raises them', () => {
    const mine: MasterSpec = { playZone: ['durmak-de-ordor', 'thagra-la-bahaluk', 'bebida-de-furia'] }
    expect(chance(mine, defence(), true)).toBeGreaterThan(chance(mine, defence(), false) + 0.03)
  })

  it('R18.1, R18.4 the exhaustion clock: the same fight is taken by the Master about to run out of Master actions, not by the one the rival will outlast', () => {
    const even: MasterSpec = { playZone: ['durmak-de-ordor', 'thagra-la-bahaluk'] }
    const k = (mine: MasterSpec, theirs: MasterSpec) => knowledgeOfState(board(mine, theirs, { phase: { name: 'endOfTurn' } }).state, 0, catalogue)
    const short = k({ ...even, deck: [] }, { ...defence(['dorn-de-aradin']), deck: [...deck, ...deck] })
    const long = k({ ...even, deck: [...deck, ...deck] }, { ...defence(['dorn-de-aradin']), deck: [] })
    const p = offensiveChance(short, false)
    expect(p).toBeGreaterThan(0.1)
    expect(p).toBeLessThan(0.8)
    expect(wantsOffensive(short, false)).toBe(true)
    expect(wantsOffensive(long, false)).toBe(false)
  })
})

describe('the heuristic in combat (§19)', () => {
  /** From the end of turn, seat 0 goes for the relic with every Dalma; the rival adds no defender. Returns the first decision of seat 0 of `kind`. */
  function offensiveUntil(mine: MasterSpec, theirs: MasterSpec, kind: Decision['kind']): { state: GameState; id: (label: string) => number } {
    const b = board(mine, theirs, { phase: { name: 'endOfTurn' } })
    let s = play(b.state, { type: 'declareOffensive' }).state
    for (let i = 0; i < 40; i++) {
      const top = s.stack.at(-1)
      if (top?.kind === kind && top.seat === 0) return { state: s, id: b.id }
      const legal = legalActions(s, catalogue)
      const next = top?.kind === 'attackers' ? (legal.find((a) => a.type === 'chooseAttacker') ?? legal.find((a) => a.type === 'launchOffensive'))
        : legal.find((a) => a.type === 'decline') ?? legal[0]
      if (next === undefined) break
      s = play(s, next).state
    }
    throw new Error(`no ${kind} decision`)
  }

  it('R19.13, RUL-33 throw: the Hacha arrojadiza is thrown at a defender it very likely kills', () => {
    const { state, id } = offensiveUntil(
      { playZone: [{ card: 'durmak-de-ordor', as: 'durmak', equipment: [{ card: 'hacha-arrojadiza', as: 'axe' }] }] },
      { relic: 'elixir-de-misal', enemies: [{ card: HOMBRE, faceUp: true, damage: 4, as: 'weak' }, ...Array.from({ length: 5 }, () => HOMBRE)] },
      'throw',
    )
    expect(choose(state)).toEqual({ type: 'throw', fighterId: id('durmak'), weaponId: id('axe'), targetId: id('weak') })
  })

  it('R19.12, RUL-38 reload in combat: against a defender that will last, an empty bow is reloaded for next round\'s shot instead of a weak blow', () => {
    const { state, id } = offensiveUntil(
      { playZone: [{ card: 'aelis-del-laberinto', as: 'aelis', equipment: [{ card: 'arco-de-los-hacedores', as: 'bow' }] }], gold: 5 },
      { relic: 'elixir-de-misal', enemies: [{ card: HOMBRE, faceUp: true, stats: { strength: 1, resistance: 2, life: 14 } }, ...Array.from({ length: 5 }, () => HOMBRE)] },
      'melee',
    )
    expect(choose(state)).toEqual({ type: 'reloadInCombat', fighterId: id('aelis'), weaponId: id('bow') })
  })

  it('R19.12, R15.9 reload in combat with Flechas perforadoras equipped: the piercing arrow is loaded, not a plain one', () => {
    const { state, id } = offensiveUntil(
      { playZone: [{ card: 'aelis-del-laberinto', as: 'aelis', equipment: [{ card: 'arco-de-los-hacedores', as: 'bow' }, { card: 'flechas-perforadoras', as: 'arrows' }] }], gold: 5 },
      { relic: 'elixir-de-misal', enemies: [{ card: HOMBRE, faceUp: true, stats: { strength: 1, resistance: 2, life: 14 } }, ...Array.from({ length: 5 }, () => HOMBRE)] },
      'melee',
    )
    expect(choose(state)).toEqual({ type: 'reloadInCombat', fighterId: id('aelis'), weaponId: id('bow'), arrowId: id('arrows') })
  })

  it('R19.5, R17.6 skill window (issue 29): against a defender that will last, Furia bahaluk\'s Fuerza for every round beats Golpe demoledor\'s one blow; against one it kills, the blow', () => {
    const guerrero = { playZone: [{ card: 'durmak-de-ordor', as: 'durmak', learned: [{ card: 'golpe-demoledor', as: 'golpe' }, { card: 'furia-bahaluk', as: 'furia' }] }] }
    const sturdy = offensiveUntil(guerrero, { relic: 'elixir-de-misal', enemies: [{ card: HOMBRE, faceUp: true, stats: { strength: 3, resistance: 3, life: 16 } }, ...Array.from({ length: 5 }, () => HOMBRE)] }, 'combatWindow')
    expect(choose(sturdy.state)).toMatchObject({ type: 'useSkill', skillId: sturdy.id('furia') })
    const weak = offensiveUntil(guerrero, { relic: 'elixir-de-misal', enemies: [{ card: HOMBRE, faceUp: true, damage: 3, as: 'weak' }, ...Array.from({ length: 5 }, () => HOMBRE)] }, 'combatWindow')
    expect(choose(weak.state)).toMatchObject({ type: 'useSkill', skillId: weak.id('golpe') })
  })

  it('R19.5, R19.8 skill window (issue 29): Rastro de Aradin where its Iniciativa turns a defender\'s first blow into a die roll (R19.8), not where the Rastreador already strikes first', () => {
    const rastreador = { playZone: [{ card: 'dorn-de-aradin', as: 'dorn', learned: [{ card: 'rastro-de-aradin', as: 'rastro' }] }] }
    const defender = (initiative: number) => ({ relic: 'elixir-de-misal', enemies: [{ card: HOMBRE, faceUp: true, stats: { strength: 4, resistance: 1, life: 5, initiative } }, ...Array.from({ length: 5 }, () => HOMBRE)] })
    const faster = offensiveUntil(rastreador, defender(6), 'combatWindow')
    expect(choose(faster.state)).toMatchObject({ type: 'useSkill', skillId: faster.id('rastro') })
    const slower = offensiveUntil(rastreador, defender(3), 'combatWindow')
    expect(choose(slower.state)).not.toMatchObject({ type: 'useSkill' })
  })
  it('R19.5, R19.8, R19.15, R19.16 skill window (issue 29, session 7): Rastro de Aradín when the defender it kills first is slower but a faster one fights it too and is met next; never with the knob off', () => {
    const rastreador = { playZone: [{ card: 'dorn-de-aradin', as: 'dorn', learned: [{ card: 'rastro-de-aradin', as: 'rastro' }] }] }
    const { state, id } = offensiveUntil(rastreador, {
      relic: 'elixir-de-misal',
      enemies: [
        { card: HOMBRE, faceUp: true, stats: { strength: 1, resistance: 0, life: 1, initiative: 0 } },
        { card: HOMBRE, faceUp: true, stats: { strength: 4, resistance: 1, life: 5, initiative: 5 } },
        ...Array.from({ length: 4 }, () => HOMBRE),
      ],
    }, 'combatWindow')
    expect(TUNING.windowInitiative).toBe(true)
    expect(choose(state)).toEqual({ type: 'useSkill', dalmaId: id('dorn'), skillId: id('rastro'), targetId: null })
    // The earlier rule counted only the foe it strikes (already slower): no play.
    const before = withTuning({ windowInitiative: false }, choose)(state)
    expect(before).not.toMatchObject({ type: 'useSkill' })
  })

  it('R19.5, R19.9 skill window (issue 29): Golpe demoledor goes on the defender the Guerrero\'s own blow would not kill anyway, not on the weak one its blow kills', () => {
    const guerrero = { playZone: [{ card: 'durmak-de-ordor', as: 'durmak', learned: [{ card: 'golpe-demoledor', as: 'golpe' }] }] }
    const { state, id } = offensiveUntil(guerrero, {
      relic: 'elixir-de-misal',
      enemies: [
        { card: HOMBRE, faceUp: true, stats: { strength: 8, resistance: 0, life: 3, initiative: 0 }, as: 'weak' },
        { card: HOMBRE, faceUp: true, stats: { strength: 3, resistance: 3, life: 12, initiative: 0 }, as: 'sturdy' },
        ...Array.from({ length: 4 }, () => HOMBRE),
      ],
    }, 'combatWindow')
    expect(choose(state)).toEqual({ type: 'useSkill', dalmaId: id('durmak'), skillId: id('golpe'), targetId: id('sturdy') })
  })

  it('R19.5, R19.16 skill window (issue 29): in an offensive, Furia bahaluk is used against a foe the Guerrero kills anyway when a sturdy defender waits to be met next', () => {
    const guerrero = { playZone: [{ card: 'durmak-de-ordor', as: 'durmak', learned: [{ card: 'furia-bahaluk', as: 'furia' }] }] }
    const { state, id } = offensiveUntil(guerrero, {
      relic: 'elixir-de-misal',
      enemies: [
        { card: HOMBRE, faceUp: true, stats: { strength: 1, resistance: 0, life: 1, initiative: 0 } },
        { card: HOMBRE, faceUp: true, stats: { strength: 4, resistance: 4, life: 12, initiative: 0 } },
        ...Array.from({ length: 4 }, () => HOMBRE),
      ],
    }, 'combatWindow')
    expect(choose(state)).toEqual({ type: 'useSkill', dalmaId: id('durmak'), skillId: id('furia'), targetId: null })
  })
  it('R19.14, R19.16 pairings (issue 29): the strong attacker meets the sturdy, dangerous defender the other could hardly hurt, not the weak one it would finish first', () => {
    const b = board(
      { playZone: [{ card: 'thagra-la-bahaluk', as: 'strong', stats: { strength: 4, resistance: 2, life: 8, initiative: 8 } }, { card: 'durmak-de-ordor', as: 'other', stats: { strength: 3, resistance: 1, life: 8, initiative: 6 } }] },
      {
        relic: 'elixir-de-misal',
        enemies: [
          { card: HOMBRE, faceUp: true, as: 'weak', stats: { strength: 1, resistance: 1, life: 7, initiative: 5 } },
          { card: HOMBRE, faceUp: true, as: 'dangerous', stats: { strength: 4, resistance: 4, life: 4, initiative: 4 } },
          ...Array.from({ length: 4 }, () => HOMBRE),
        ],
      },
      { phase: { name: 'endOfTurn' } },
    )
    let s = play(b.state, { type: 'declareOffensive' }).state
    for (let i = 0; i < 40 && s.stack.at(-1)?.kind !== 'pairings'; i++) {
      const legal = legalActions(s, catalogue)
      const next = s.stack.at(-1)?.kind === 'attackers' ? (legal.find((a) => a.type === 'chooseAttacker') ?? legal.find((a) => a.type === 'launchOffensive')) : legal.find((a) => a.type === 'decline') ?? legal[0]
      if (next === undefined) throw new Error('no action')
      s = play(s, next).state
    }
    expect(choose(s)).toEqual({ type: 'pair', attackerId: b.id('strong'), defenderId: b.id('dangerous') })
    // One duel's edge alone sends it against the weak defender.
    expect(withTuning({ pairPlan: false }, choose)(s)).toEqual({ type: 'pair', attackerId: b.id('strong'), defenderId: b.id('weak') })
  })

  it('R19.15, R19.16 reinforcement (issue 29): the last attacker joins the duel against the fastest, strongest defender, not the one against the weakest defender its own blow might finish', () => {
    const b = board(
      {
        playZone: [
          { card: 'lisko-de-arathan', as: 'a1', stats: { strength: 2, resistance: 2, life: 8, initiative: 7 } },
          { card: 'aelis-del-laberinto', as: 'a2', stats: { strength: 2, resistance: 1, life: 8, initiative: 6 } },
          { card: 'velka-la-sombra', as: 'a3', stats: { strength: 3, resistance: 1, life: 7, initiative: 8 } },
          { card: 'sirel-de-yabel', as: 'a4', stats: { strength: 3, resistance: 2, life: 8, initiative: 6 } },
        ],
      },
      {
        relic: 'elixir-de-misal',
        enemies: [
          { card: HOMBRE, faceUp: true, as: 'weak', stats: { strength: 3, resistance: 1, life: 2, initiative: 3 } },
          { card: HOMBRE, faceUp: true, as: 'sturdy', stats: { strength: 2, resistance: 2, life: 10, initiative: 7 } },
          { card: HOMBRE, faceUp: true, as: 'dangerous', stats: { strength: 6, resistance: 2, life: 6, initiative: 9 } },
          ...Array.from({ length: 3 }, () => HOMBRE),
        ],
      },
      { phase: { name: 'endOfTurn' } },
    )
    let s = play(b.state, { type: 'declareOffensive' }).state
    const pairs: [string, string][] = [['a1', 'weak'], ['a2', 'sturdy'], ['a3', 'dangerous']]
    for (let i = 0; i < 40 && s.stack.at(-1)?.kind !== 'reinforce'; i++) {
      const legal = legalActions(s, catalogue)
      const top = s.stack.at(-1)
      const pairing = top?.kind === 'pairings' ? pairs.shift() : undefined
      const next = pairing !== undefined ? legal.find((a) => a.type === 'pair' && a.attackerId === b.id(pairing[0]) && a.defenderId === b.id(pairing[1]))
        : top?.kind === 'attackers' ? (legal.find((a) => a.type === 'chooseAttacker') ?? legal.find((a) => a.type === 'launchOffensive'))
        : legal.find((a) => a.type === 'decline') ?? legal[0]
      if (next === undefined) throw new Error('no action')
      s = play(s, next).state
    }
    expect(s.stack.at(-1)).toMatchObject({ kind: 'reinforce', seat: 0 })
    expect(choose(s)).toEqual({ type: 'reinforce', fighterId: b.id('a4'), opponentId: b.id('dangerous') })
    // The plain rule (the kill its own blow makes likeliest) sends it against the weakest.
    expect(withTuning({ reinforcePlan: false }, choose)(s)).toEqual({ type: 'reinforce', fighterId: b.id('a4'), opponentId: b.id('weak') })
  })
})

describe('the heuristic plays its cards as a player would (issue 29)', () => {
  it('R15.7, R8.3 Emblema: with the Espino Rojo in hand and three Dalmas in play, it is put face down to be revealed, before drawing', () => {
    const b = board(
      { playZone: ['durmak-de-ordor', 'thagra-la-bahaluk', 'korbam-el-hacedor'], hand: [{ card: 'emblema-del-espino-rojo', as: 'emblem' }, 'hacha'], gold: 2 },
      { playZone: ['lisko-de-arathan'] },
      { phase: { name: 'main', step: 'masterActions' } },
    )
    expect(choose(b.state)).toEqual({ type: 'place', instanceId: b.id('emblem') })
  })

  it('R13.3 learning: a second skill on a Guerrero that has one adds only what it does better, so the Guerrero without one learns it', () => {
    const b = board(
      { playZone: [{ card: 'durmak-de-ordor', as: 'durmak', learned: ['golpe-demoledor'] }, { card: 'thagra-la-bahaluk', as: 'thagra' }, { card: 'guardia-ferrea', as: 'guardia' }], gold: 9 },
      { playZone: ['lisko-de-arathan'] },
    )
    expect(choose(b.state)).toEqual({ type: 'learn', dalmaId: b.id('thagra'), instanceId: b.id('guardia') })
  })

  it('R7.8, R12.9 Punzada mental: cast on a Dalma not wounded yet (it must pay a gold at the Posada or keep the wound), not on one already wounded when no fight comes', () => {
    const mentalista = { playZone: [{ card: 'sirel-de-yabel', as: 'sirel', learned: ['punzada-mental'] }] }
    const fresh = board(mentalista, { ...relic(true), playZone: [{ card: 'thagra-la-bahaluk', as: 'target' }] })
    expect(choose(fresh.state)).toMatchObject({ type: 'cast', targetId: fresh.id('target') })
    const wounded = board(mentalista, { ...relic(true), gold: 2, playZone: [{ card: 'thagra-la-bahaluk', as: 'target', damage: 3 }] })
    expect(choose(wounded.state)).not.toMatchObject({ type: 'cast' })
  })

  it('R7.8, R12.9 Punzada mental (issue 29): a second wound counts when the rival\'s Master cannot pay the Posada, so the wound stays', () => {
    const mentalista = { playZone: [{ card: 'sirel-de-yabel', as: 'sirel', learned: ['punzada-mental'] }] }
    const broke = board(mentalista, { ...relic(true), gold: 0, playZone: [{ card: 'thagra-la-bahaluk', as: 'target', damage: 3 }] })
    expect(choose(broke.state)).toMatchObject({ type: 'cast', targetId: broke.id('target') })
  })

  it('R12.8, R7.6 Dardo de Gáldoras (issue 29): a Mago hurts a rival\'s revealed enemy it cannot kill even with no offensive this turn', () => {
    const b = board({ playZone: [{ card: 'korbam-el-hacedor', as: 'korbam', learned: [{ card: 'dardo-de-galdoras', as: 'dart' }] }] }, { ...relic(false), gold: 2, playZone: ['thagra-la-bahaluk', 'durmak-de-ordor'], enemies: [{ card: HOMBRE, faceUp: true, as: 'enemy' }, ...Array.from({ length: 5 }, () => HOMBRE)] })
    expect(wantsOffensive(knowledgeOfState(b.state, 0, catalogue), true)).toBe(false)
    expect(choose(b.state)).toEqual({ type: 'cast', dalmaId: b.id('korbam'), spellId: b.id('dart'), targetId: b.id('enemy') })
  })

  it('R13.2, R7.4 Mano ligera as an answer: in the rival\'s turn the gold costs no action of the own turn, where the Dalma is safe and the relic holds without it; not when the relic needs it', () => {
    const answer = (rivals: MasterSpec['playZone']) => {
      const b = board(
        { playZone: [{ card: 'velka-la-sombra', as: 'velka', learned: [{ card: 'mano-ligera', as: 'mano' }] }, 'durmak-de-ordor'] },
        { playZone: [{ card: 'lisko-de-arathan', as: 'lisko' }, ...(rivals ?? []), { card: 'daga', as: 'dagger' }] },
        { active: 1 },
      )
      const s: GameState = { ...b.state, stack: [{ kind: 'answers', seat: 0, declared: { seat: 1, actorId: b.id('lisko'), act: { kind: 'equip', instanceId: b.id('dagger'), replaceIds: [] } }, declines: 1 }] }
      return { action: choose(s), b }
    }
    const calm = answer([])
    expect(calm.action).toEqual({ type: 'useSkill', dalmaId: calm.b.id('velka'), skillId: calm.b.id('mano'), targetId: null })
    expect(answer(['thagra-la-bahaluk', 'zurg-de-kaalbhart', 'elen-del-espino-rojo']).action).toEqual({ type: 'decline' })
  })
})
