// Card-specific rules (§22) with the real cards that carry them, and the relics' defenders (§20).
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../catalogue/load'
import { apply } from './apply'
import { legalActions } from './legal'
import { castsLeft } from './queries'
import type { GameState } from './state'
import { DALMA_STEP, duel, duelCatalogue, ofType, play, playOut, REAL_CARD_IDS, top } from '../engine-testing/duel'

const real = loadCatalogue()
const cat = duelCatalogue(REAL_CARD_IDS.map((id) => {
  const card = real.byId.get(id)
  if (card === undefined) throw new Error(`content has no ${id}`)
  return card
}))

describe('relics and their defenders (§20)', () => {
  const defenders = (relicId: string) => {
    const relic = real.byId.get(relicId)
    return relic?.type === 'relic' ? relic.enemies.map((e) => [e.id, e.count]) : null
  }

  it('R20.2 Luz de Rosa is defended by 5 Siervos de Amán and the Líder del Bastión', () => {
    expect(defenders('luz-de-rosa')).toEqual([['siervo-de-aman', 5], ['lider-del-bastion', 1]])
    expect(real.byId.get('lider-del-bastion')?.type).toBe('enemy')
  })

  it('R20.3 Santórum de Yabel is defended by 5 Dragols de las Montañas and the Bolg de las Montañas', () => {
    expect(defenders('santorum-de-yabel')).toEqual([['dragol-de-las-montanas', 5], ['bolg-de-las-montanas', 1]])
    expect(real.byId.get('bolg-de-las-montanas')?.type).toBe('enemy')
  })
})

describe('Control Mental (R22.4)', () => {
  it('R22.4 RUL-29 RUL-42 RUL-34 answering in the rival\'s Fase Principal, it makes the target take a Principal action its own Master pays; the original that lost its card does not resolve', () => {
    const sc = duel(cat, { gold: 2, playZone: [{ card: 'guerrera', as: 'g' }, { card: 'ladron', as: 'l' }, { card: 'sigilo', as: 'sigilo' }, { card: 'espada', as: 'sword' }] },
      { enemies: [{ card: 'bandido', faceUp: true }], playZone: [{ card: 'mentalista', as: 'mm', learned: [{ card: 'control-mental', as: 'cm' }] }] })
    let s = play(cat, sc.state, [{ type: 'equip', dalmaId: sc.id('g'), instanceId: sc.id('sword'), replaceIds: [] }]).state
    expect(legalActions(s, cat)).toContainEqual({ type: 'cast', dalmaId: sc.id('mm'), spellId: sc.id('cm'), targetId: sc.id('l') })
    expect(legalActions(s, cat).some((a) => a.type === 'cast' && a.targetId === sc.id('g'))).toBe(false) // marked: no action to give
    s = play(cat, s, [{ type: 'cast', dalmaId: sc.id('mm'), spellId: sc.id('cm'), targetId: sc.id('l') }]).state
    expect(top(s)).toEqual({ kind: 'controlled', seat: 1, dalmaId: sc.id('l') })
    const options = legalActions(s, cat)
    expect(options).toContainEqual({ type: 'learn', dalmaId: sc.id('l'), instanceId: sc.id('sigilo') })
    expect(options.some((a) => a.type === 'explore')).toBe(false) // never against its own side
    const learned = play(cat, sc.state, [{ type: 'equip', dalmaId: sc.id('g'), instanceId: sc.id('sword'), replaceIds: [] }, { type: 'cast', dalmaId: sc.id('mm'), spellId: sc.id('cm'), targetId: sc.id('l') }, { type: 'learn', dalmaId: sc.id('l'), instanceId: sc.id('sigilo') }]).state
    expect(learned.masters[0].silver).toBe(10) // A paid the Ladrón's lesson
    expect(learned.cards[sc.id('l')]?.actionMarker).toBe(true)
    // The Bandido's Master steals the Espada the Guerrera had declared: her equip fizzles, her marker stays.
    const { state, events } = playOut(cat, s, [{ type: 'equip', dalmaId: sc.id('l'), instanceId: sc.id('sword'), replaceIds: [] }])
    expect(state.cards[sc.id('sword')]?.equippedTo).toBe(sc.id('l'))
    expect(ofType(events, 'actionFizzled')).toEqual([expect.objectContaining({ actorId: sc.id('g'), rule: 'RUL-34' })])
    expect(state.cards[sc.id('g')]?.actionMarker).toBe(true)
  })

  it('RUL-42 R12.9 RUL-49 cast in its own turn, the rival target may only be made to take an Instant, and never to drink its own potion', () => {
    const sc = duel(cat, { playZone: [{ card: 'mentalista', as: 'mm', learned: [{ card: 'control-mental', as: 'cm' }] }], combatZone: [{ card: 'guerrera', as: 'g' }, { card: 'ladron' }] },
      { enemies: [{ card: 'bandido', faceUp: true }], playZone: [{ card: 'maga', as: 'bm', learned: [{ card: 'rayo', as: 'rayo' }] }, { card: 'daga' }, { card: 'unguento' }] })
    const s = playOut(cat, sc.state, [{ type: 'cast', dalmaId: sc.id('mm'), spellId: sc.id('cm'), targetId: sc.id('bm') }], (x) => top(x)?.kind === 'controlled').state
    expect(top(s)).toEqual({ kind: 'controlled', seat: 0, dalmaId: sc.id('bm') })
    const kinds = new Set(legalActions(s, cat).map((a) => a.type))
    expect(kinds.has('equip')).toBe(false)
    expect(kinds.has('drinkPotion')).toBe(false) // RUL-49: it would discard a card of its own side
    expect(kinds.has('cast')).toBe(true)
    const hit = playOut(cat, s, [{ type: 'cast', dalmaId: sc.id('bm'), spellId: sc.id('rayo'), targetId: sc.id('g') }])
    expect(hit.state.cards[sc.id('g')]?.damage).toBe(3) // B's Maga burns A's own Guerrera
    expect(hit.state.cards[sc.id('rayo')]?.useCounters).toBe(1)
  })
})

describe('Confusión, Lente, Flechas, Anillo (§22)', () => {
  it('R22.5 RUL-52 Confusión marks a rival Dalma that has not acted, so it cannot act (nor answer) while the marker stays; an acted one is no target', () => {
    const sc = duel(cat, { playZone: [{ card: 'mentalista', as: 'mm', learned: [{ card: 'confusion', as: 'conf' }] }, { card: 'guerrera', as: 'g' }] },
      { enemies: [{ card: 'bandido', faceUp: true }], playZone: [{ card: 'maga', as: 'fresh', learned: ['rayo'] }, { card: 'ladron', as: 'acted', marker: true }] })
    expect(apply(sc.state, { type: 'cast', dalmaId: sc.id('mm'), spellId: sc.id('conf'), targetId: sc.id('acted') }, cat)).toMatchObject({ ok: false, error: { rule: 'R22.5' } })
    const s = playOut(cat, sc.state, [{ type: 'cast', dalmaId: sc.id('mm'), spellId: sc.id('conf'), targetId: sc.id('fresh') }]).state
    expect(s.cards[sc.id('fresh')]?.actionMarker).toBe(true)
    const next = play(cat, s, [{ type: 'explore', dalmaId: sc.id('g'), targetId: (s.masters[1].relicZone.enemies[0] ?? -1) }]).state
    expect(next.stack.some((f) => f.kind === 'answers')).toBe(false) // the confused Maga could have answered with Rayo
  })

  it('R22.6 RUL-28 RUL-41 Lente: an Instant puts an observation counter; in a later turn it looks at a rival face-down card without revealing it, or reveals it (a trap is discarded, anything else goes back face down)', () => {
    const sc = duel(cat, { playZone: [{ card: 'ladron', as: 'l', equipment: [{ card: 'lente-de-vision-precisa', as: 'lens' }] }] },
      { enemies: [{ card: 'bandido', faceUp: true }], playZone: [{ card: 'trampa', as: 'trap', faceUp: false }, { card: 'maga', as: 'hidden', faceUp: false }] })
    const first = playOut(cat, sc.state, [{ type: 'activateLente', dalmaId: sc.id('l'), objectId: sc.id('lens'), targetId: null, reveal: false }]).state
    expect(first.cards[sc.id('lens')]?.useCounters).toBe(1)
    expect(first.cards[sc.id('l')]?.actionMarker).toBe(true) // RUL-28: it is the Dalma's action
    const later = (s: GameState): GameState => ({ ...s, phase: DALMA_STEP, masters: [{ ...s.masters[0], turn: s.masters[0].turn + 1 }, { ...s.masters[1], turn: s.masters[1].turn + 1 }], cards: s.cards.map((c) => (c.id === sc.id('l') ? { ...c, actionMarker: false } : c)) })
    const sameTurn = { ...first, phase: DALMA_STEP, cards: first.cards.map((c) => (c.id === sc.id('l') ? { ...c, actionMarker: false } : c)) }
    expect(legalActions(sameTurn, cat).some((a) => a.type === 'activateLente' && a.targetId !== null)).toBe(false)
    const look = playOut(cat, later(first), [{ type: 'activateLente', dalmaId: sc.id('l'), objectId: sc.id('lens'), targetId: sc.id('hidden'), reveal: false }])
    expect(ofType(look.events, 'lenteLooked')).toEqual([expect.objectContaining({ cardId: 'maga', revealed: false })])
    expect(look.state.cards[sc.id('hidden')]?.faceUp).toBe(false)
    expect(look.state.cards[sc.id('lens')]?.useCounters).toBe(0) // the counter is removed
    const shown = playOut(cat, later(first), [{ type: 'activateLente', dalmaId: sc.id('l'), objectId: sc.id('lens'), targetId: sc.id('trap'), reveal: true }]).state
    expect(shown.masters[1].discard).toContain(sc.id('trap'))
    const back = playOut(cat, later(first), [{ type: 'activateLente', dalmaId: sc.id('l'), objectId: sc.id('lens'), targetId: sc.id('hidden'), reveal: true }]).state
    expect(back.cards[sc.id('hidden')]?.faceUp).toBe(false)
    expect(back.masters[1].playZone).toContain(sc.id('hidden'))
  })

  it('R15.9 R22.7 Flechas perforadoras: each arrow used by a reload takes a counter and adds +2 to that shot; at 10 counters none is left', () => {
    const sc = duel(cat, { gold: 1, playZone: [{ card: 'rastreador', as: 'r', equipment: [{ card: 'arco', as: 'bow' }, { card: 'flechas-perforadoras', as: 'arrows', useCounters: 9 }] }] }, { enemies: [{ card: 'jefe', as: 'j', faceUp: true }] }, { dice: [2] })
    expect(legalActions(sc.state, cat)).toContainEqual({ type: 'reloadBow', dalmaId: sc.id('r'), weaponId: sc.id('bow'), arrowId: sc.id('arrows') })
    const loaded = playOut(cat, sc.state, [{ type: 'reloadBow', dalmaId: sc.id('r'), weaponId: sc.id('bow'), arrowId: sc.id('arrows') }]).state
    expect(loaded.cards[sc.id('arrows')]?.useCounters).toBe(10)
    expect(loaded.cards[sc.id('bow')]?.loaded).toBe(true)
    const shot = playOut(cat, { ...loaded, phase: DALMA_STEP, cards: loaded.cards.map((c) => (c.id === sc.id('r') ? { ...c, actionMarker: false, flags: { ...c.flags, reloaded: false } } : c)) }, [{ type: 'shoot', dalmaId: sc.id('r'), weaponId: sc.id('bow'), targetId: sc.id('j') }])
    expect(ofType(shot.events, 'attackRolled')[0]).toMatchObject({ strength: 5, damage: 5 }) // 2 + 1 (bow) + 2 (arrow) + 2 − 2
    const again = { ...shot.state, phase: DALMA_STEP, cards: shot.state.cards.map((c) => (c.id === sc.id('r') ? { ...c, actionMarker: false } : c)) }
    const reloads = legalActions(again, cat).filter((a) => a.type === 'reloadBow')
    expect(reloads).toHaveLength(1) // only normal arrows now
    expect(reloads[0]).toMatchObject({ dalmaId: sc.id('r'), weaponId: sc.id('bow') })
    expect(reloads.some((a) => a.type === 'reloadBow' && a.arrowId === sc.id('arrows'))).toBe(false)
    expect(apply(again, { type: 'reloadBow', dalmaId: sc.id('r'), weaponId: sc.id('bow'), arrowId: sc.id('arrows') }, cat)).toMatchObject({ ok: false, error: { rule: 'R15.9' } })
  })

  it('R22.3 R12.10 the Anillo Sumador gives a third cast; it puts a counter on the ring as well as on the spell', () => {
    const sc = duel(cat, { playZone: [{ card: 'maga', as: 'm', equipment: [{ card: 'anillo-sumador-de-hechizos', as: 'ring' }], learned: [{ card: 'rayo', as: 'rayo', useCounters: 2 }] }] }, { enemies: [{ card: 'jefe', as: 'j', faceUp: true }] })
    expect(castsLeft(sc.state, cat, sc.id('m'))).toBe(1)
    const { state, events } = playOut(cat, sc.state, [{ type: 'cast', dalmaId: sc.id('m'), spellId: sc.id('rayo'), targetId: sc.id('j') }])
    expect(state.cards[sc.id('j')]?.damage).toBe(3)
    expect(state.cards[sc.id('rayo')]?.useCounters).toBe(3)
    expect(state.cards[sc.id('ring')]?.useCounters).toBe(1)
    expect(ofType(events, 'ringUsed')).toHaveLength(1)
    expect(castsLeft(state, cat, sc.id('m'))).toBe(0)
  })
})
