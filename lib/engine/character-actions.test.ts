import { describe, expect, it } from 'vitest'
import type { Action } from './actions'
import { apply } from './apply'
import { legalActions } from './legal'
import { characterStats, learningCost } from './queries'
import { hasFreeHandToCast } from './equipment'
import { scenario, type CardSpec, type MasterSpec } from '../scenarios/scenario'
import { act } from '../engine-testing/helpers'
import { fixtureCatalogue as cat } from '../engine-testing/fixtures'

const DALMA_STEP = { name: 'main', step: 'dalmaActions' } as const
const board = (m: MasterSpec) => scenario(cat, { phase: DALMA_STEP, masters: [{ deck: ['daga'], ...m }] })
const equip = (dalmaId: number, instanceId: number, replaceIds: number[] = []): Action => ({ type: 'equip', dalmaId, instanceId, replaceIds })
const equipOptions = (state: ReturnType<typeof board>['state'], dalmaId: number, instanceId: number) =>
  legalActions(state, cat).flatMap((a) => (a.type === 'equip' && a.dalmaId === dalmaId && a.instanceId === instanceId ? [a.replaceIds] : []))

describe('learning (§11)', () => {
  it('R11.1 R11.2 R11.3 R11.4 R11.5 a Dalma learns a revealed card of its profession, pays its price and takes its action', () => {
    const sc = board({ gold: 3, playZone: [{ card: 'guerrera', as: 'g' }, { card: 'maga', as: 'm' }, { card: 'carga', as: 'carga' }, { card: 'golpe', as: 'down', faceUp: false }] })
    const legal = legalActions(sc.state, cat)
    expect(legal).toContainEqual({ type: 'learn', dalmaId: sc.id('g'), instanceId: sc.id('carga') })
    expect(legal).not.toContainEqual({ type: 'learn', dalmaId: sc.id('m'), instanceId: sc.id('carga') }) // R11.2
    expect(legal.some((a) => a.type === 'learn' && a.instanceId === sc.id('down'))).toBe(false) // R11.1
    expect(apply(sc.state, { type: 'learn', dalmaId: sc.id('m'), instanceId: sc.id('carga') }, cat)).toEqual({ ok: false, error: { code: 'wrongProfession', instanceId: sc.id('carga') } })
    expect(apply(sc.state, { type: 'learn', dalmaId: sc.id('g'), instanceId: sc.id('down') }, cat)).toEqual({ ok: false, error: { code: 'notRevealable', instanceId: sc.id('down') } })
    const s = act(sc.state, { type: 'learn', dalmaId: sc.id('g'), instanceId: sc.id('carga') })
    expect(s.masters[0].silver).toBe(0) // R11.4: 3 gold printed
    expect(s.cards[sc.id('g')]?.learned).toEqual([sc.id('carga')]) // R11.5
    expect(s.cards[sc.id('carga')]?.learnedBy).toBe(sc.id('g'))
    expect(s.masters[0].playZone).not.toContain(sc.id('carga'))
    expect(s.cards[sc.id('g')]?.actionMarker).toBe(true) // R11.3
  })

  it('R11.5 a learned card is no longer available to another Dalma', () => {
    const sc = board({ gold: 9, playZone: [{ card: 'guerrera', as: 'g', learned: [{ card: 'carga', as: 'carga' }] }, { card: 'guerrera', as: 'g2' }] })
    expect(apply(sc.state, { type: 'learn', dalmaId: sc.id('g2'), instanceId: sc.id('carga') }, cat)).toMatchObject({ ok: false, error: { code: 'wrongZone' } })
  })

  it('R11.4 RUL-8 the price is paid in silver with change: 2 gold 2 silver out of 2 gold 5 silver', () => {
    const sc = board({ gold: 2, silver: 5, playZone: [{ card: 'ladron', as: 'l' }, { card: 'robo', as: 'robo' }] })
    expect(act(sc.state, { type: 'learn', dalmaId: sc.id('l'), instanceId: sc.id('robo') }).masters[0].silver).toBe(3)
    const poor = board({ gold: 2, silver: 1, playZone: [{ card: 'ladron', as: 'l' }, { card: 'robo', as: 'robo' }] })
    expect(apply(poor.state, { type: 'learn', dalmaId: poor.id('l'), instanceId: poor.id('robo') }, cat)).toEqual({ ok: false, error: { code: 'cannotAfford', needSilver: 22, haveSilver: 21 } })
    expect(legalActions(poor.state, cat).some((a) => a.type === 'learn')).toBe(false)
  })

  it('R11.7 RUL-26 R22.1 equipped halving objects halve their profession\'s cost for their wearer only, exact in silver', () => {
    const sc = board({ gold: 9, playZone: [
      { card: 'maga', as: 'wand', equipment: ['varita'] }, { card: 'maga', as: 'plain' }, { card: 'dardo', as: 'dardo' },
      { card: 'rastreador', as: 'belt', equipment: ['cinturon'] }, { card: 'huella', as: 'huella' }, { card: 'robo', as: 'robo' },
    ] })
    expect(learningCost(sc.state, cat, sc.id('wand'), sc.id('dardo'))).toEqual({ silver: 10, halved: true })
    expect(learningCost(sc.state, cat, sc.id('plain'), sc.id('dardo'))).toEqual({ silver: 20, halved: false })
    expect(learningCost(sc.state, cat, sc.id('belt'), sc.id('huella'))).toEqual({ silver: 7, halved: true }) // 1 gold 4 silver → 7 silver
    const s = act(sc.state, { type: 'learn', dalmaId: sc.id('wand'), instanceId: sc.id('dardo') })
    expect(s.masters[0].silver).toBe(80)
  })

  it('R11.7 RUL-26 a revealed Emblema del Gremio halves Ladrón skills for every Dalma of its Master; face down it does nothing', () => {
    const up = board({ gold: 9, playZone: [{ card: 'ladron', as: 'l' }, { card: 'robo', as: 'robo' }, { card: 'gremio' }] })
    expect(learningCost(up.state, cat, up.id('l'), up.id('robo'))).toEqual({ silver: 11, halved: true })
    const down = board({ gold: 9, playZone: [{ card: 'ladron', as: 'l' }, { card: 'robo', as: 'robo' }, { card: 'gremio', faceUp: false }] })
    expect(learningCost(down.state, cat, down.id('l'), down.id('robo'))).toEqual({ silver: 22, halved: false })
  })
})

describe('equipment limits (§15, R12.6, R12.7)', () => {
  const dalma = (card: string, equipment: CardSpec[]): CardSpec => ({ card, as: 'd', equipment })

  it('R15.1 two one-handed weapons, or one two-handed, or one bow', () => {
    const sc = board({ playZone: [dalma('guerrera', [{ card: 'espada', as: 'e1' }, { card: 'daga', as: 'e2' }]), { card: 'daga', as: 'third' }, { card: 'mandoble', as: 'two' }, { card: 'arco', as: 'bow' }] })
    expect(equipOptions(sc.state, sc.id('d'), sc.id('third'))).toEqual([[sc.id('e1')], [sc.id('e2')]])
    expect(equipOptions(sc.state, sc.id('d'), sc.id('two'))).toEqual([[sc.id('e1'), sc.id('e2')]])
    expect(equipOptions(sc.state, sc.id('d'), sc.id('bow'))).toEqual([[sc.id('e1'), sc.id('e2')]])
    expect(apply(sc.state, equip(sc.id('d'), sc.id('third')), cat)).toEqual({ ok: false, error: { code: 'equipLimit', instanceId: sc.id('third'), rule: 'R15.1' } })
  })

  it('R9.2 the replaced card is discarded, and only cards that must go may be replaced', () => {
    const sc = board({ playZone: [dalma('guerrera', [{ card: 'espada', as: 'e1' }, { card: 'daga', as: 'e2' }, { card: 'cota', as: 'armor' }]), { card: 'daga', as: 'third' }] })
    expect(apply(sc.state, equip(sc.id('d'), sc.id('third'), [sc.id('e1'), sc.id('e2')]), cat)).toEqual({ ok: false, error: { code: 'badReplacement', instanceId: sc.id('third') } })
    expect(apply(sc.state, equip(sc.id('d'), sc.id('third'), [sc.id('armor')]), cat)).toEqual({ ok: false, error: { code: 'badReplacement', instanceId: sc.id('third') } })
    const s = act(sc.state, equip(sc.id('d'), sc.id('third'), [sc.id('e1')]))
    expect(s.cards[sc.id('d')]?.equipment).toEqual([sc.id('e2'), sc.id('armor'), sc.id('third')])
    expect(s.masters[0].discard).toEqual([sc.id('e1')])
    expect(s.cards[sc.id('e1')]?.equippedTo).toBeNull()
  })

  it('R15.2 RUL-31 shields count in the weapon limit and take the hands their card says', () => {
    const sc = board({ playZone: [dalma('guerrera', [{ card: 'espada', as: 'e1' }, { card: 'escudo', as: 's' }]), { card: 'daga', as: 'daga' }] })
    expect(equipOptions(sc.state, sc.id('d'), sc.id('daga'))).toEqual([[sc.id('e1')], [sc.id('s')]])
    // RUL-31: even a shield that takes no hand is a piece of the weapon limit, so it cannot join a two-handed weapon.
    const buckler = board({ playZone: [dalma('guerrera', [{ card: 'mandoble', as: 'two' }]), { card: 'broquel', as: 'b' }] })
    expect(equipOptions(buckler.state, buckler.id('d'), buckler.id('b'))).toEqual([[buckler.id('two')]])
    const archer = board({ playZone: [dalma('rastreador', [{ card: 'arco', as: 'bow' }]), { card: 'broquel', as: 'b' }] })
    expect(equipOptions(archer.state, archer.id('d'), archer.id('b'))).toEqual([[archer.id('bow')]])
    const three = board({ playZone: [dalma('guerrera', [{ card: 'espada' }, { card: 'daga' }]), { card: 'broquel', as: 'b' }] })
    expect(apply(three.state, equip(three.id('d'), three.id('b')), cat)).toMatchObject({ ok: false, error: { code: 'equipLimit', rule: 'R15.2' } })
  })

  it('R15.3 at most one armour', () => {
    const sc = board({ playZone: [dalma('guerrera', [{ card: 'cota', as: 'a' }]), { card: 'tunica', as: 't' }] })
    expect(equipOptions(sc.state, sc.id('d'), sc.id('t'))).toEqual([[sc.id('a')]])
  })

  it('R15.4 magic objects: two on a non-caster, four on a caster', () => {
    const warrior = board({ playZone: [dalma('guerrera', [{ card: 'orbe', as: 'o1' }, { card: 'varita', as: 'o2' }]), { card: 'runa', as: 'r' }] })
    expect(equipOptions(warrior.state, warrior.id('d'), warrior.id('r'))).toEqual([[warrior.id('o1')], [warrior.id('o2')]])
    const mage = board({ playZone: [dalma('maga', [{ card: 'orbe' }, { card: 'varita' }, { card: 'cinturon' }]), { card: 'runa', as: 'r' }, { card: 'saco', as: 's' }] })
    const s = act(mage.state, equip(mage.id('d'), mage.id('r')))
    expect(s.cards[mage.id('d')]?.equipment).toHaveLength(4)
    const full = board({ playZone: [dalma('maga', ['orbe', 'varita', 'cinturon', 'runa']), { card: 'saco', as: 's' }] })
    expect(apply(full.state, equip(full.id('d'), full.id('s')), cat)).toEqual({ ok: false, error: { code: 'equipLimit', instanceId: full.id('s'), rule: 'R15.4' } })
  })

  it('R15.5 up to four accessories, never two on one body slot', () => {
    const sc = board({ playZone: [dalma('guerrera', [{ card: 'anillo', as: 'ring' }, 'collar', 'pendiente', 'capa']), { card: 'sortija', as: 'sortija' }, { card: 'botas', as: 'botas' }] })
    expect(equipOptions(sc.state, sc.id('d'), sc.id('sortija'))).toEqual([[sc.id('ring')]])
    expect(apply(sc.state, equip(sc.id('d'), sc.id('botas')), cat)).toEqual({ ok: false, error: { code: 'equipLimit', instanceId: sc.id('botas'), rule: 'R15.5' } })
  })

  it('R15.6 no repeated object or accessory on one Dalma', () => {
    const sc = board({ playZone: [dalma('maga', [{ card: 'orbe', as: 'o1' }]), { card: 'orbe', as: 'o2' }, { card: 'guerrera', as: 'other' }] })
    expect(apply(sc.state, equip(sc.id('d'), sc.id('o2')), cat)).toEqual({ ok: false, error: { code: 'equipLimit', instanceId: sc.id('o2'), rule: 'R15.6' } })
    expect(equipOptions(sc.state, sc.id('d'), sc.id('o2'))).toEqual([[sc.id('o1')]])
    expect(equipOptions(sc.state, sc.id('other'), sc.id('o2'))).toEqual([[]])
  })

  it('R12.7 casters wear no metal armour and no helmet', () => {
    const sc = board({ playZone: [dalma('maga', []), { card: 'cota', as: 'cota' }, { card: 'yelmo', as: 'yelmo' }, { card: 'tunica', as: 'tunica' }] })
    expect(apply(sc.state, equip(sc.id('d'), sc.id('cota')), cat)).toEqual({ ok: false, error: { code: 'equipLimit', instanceId: sc.id('cota'), rule: 'R12.7' } })
    expect(apply(sc.state, equip(sc.id('d'), sc.id('yelmo')), cat)).toEqual({ ok: false, error: { code: 'equipLimit', instanceId: sc.id('yelmo'), rule: 'R12.7' } })
    expect(equipOptions(sc.state, sc.id('d'), sc.id('cota'))).toEqual([])
    expect(equipOptions(sc.state, sc.id('d'), sc.id('tunica'))).toEqual([[]])
  })

  it('R12.6 a caster may equip a bow or fill both hands, but then has no free hand to cast (NOTE-30)', () => {
    const sc = board({ playZone: [dalma('maga', [{ card: 'daga', as: 'daga' }]), { card: 'espada', as: 'espada' }, { card: 'arco', as: 'arco' }, { card: 'escudo', as: 'escudo' }] })
    expect(hasFreeHandToCast(sc.state, cat, sc.id('d'))).toBe(true)
    // A second one-handed weapon fits the §15 limits; it is the casting that it blocks.
    expect(equipOptions(sc.state, sc.id('d'), sc.id('espada'))).toEqual([[]])
    const twoHands = act(sc.state, equip(sc.id('d'), sc.id('espada')))
    expect(hasFreeHandToCast(twoHands, cat, sc.id('d'))).toBe(false)
    // A bow takes both hands: equipping it replaces the dagger, and casting is blocked while it stays.
    expect(equipOptions(sc.state, sc.id('d'), sc.id('arco'))).toEqual([[sc.id('daga')]])
    const withBow = act(sc.state, equip(sc.id('d'), sc.id('arco'), [sc.id('daga')]))
    expect(hasFreeHandToCast(withBow, cat, sc.id('d'))).toBe(false)
    // Only casters cast at all.
    const warrior = board({ playZone: [{ card: 'guerrera', as: 'g' }] })
    expect(hasFreeHandToCast(warrior.state, cat, warrior.id('g'))).toBe(false)
  })

  it('R4.1 only active Dalmas act: a face-down one cannot equip', () => {
    const sc = board({ playZone: [{ card: 'guerrera', as: 'g', faceUp: false }, { card: 'daga', as: 'daga' }, { card: 'maga' }] })
    expect(apply(sc.state, equip(sc.id('g'), sc.id('daga')), cat)).toEqual({ ok: false, error: { code: 'notActive', instanceId: sc.id('g') } })
  })

  it('R15.7 a revealed Emblema\'s permanent modifier reaches every Dalma of its Master, not its enemies', () => {
    const sc = board({ playZone: [{ card: 'guerrera', as: 'g' }, { card: 'maga', as: 'm' }, { card: 'estandarte' }], enemies: [{ card: 'bandido', as: 'b', faceUp: true }] })
    expect(characterStats(sc.state, cat, sc.id('g')).initiative).toBe(4)
    expect(characterStats(sc.state, cat, sc.id('m')).initiative).toBe(6)
    expect(characterStats(sc.state, cat, sc.id('b')).initiative).toBe(2)
    const down = board({ playZone: [{ card: 'guerrera', as: 'g' }, { card: 'estandarte', faceUp: false }] })
    expect(characterStats(down.state, cat, down.id('g')).initiative).toBe(3)
  })

  it('equipment bonuses and permanent effects show in the wearer\'s stats', () => {
    const sc = board({ playZone: [dalma('guerrera', ['espada', 'runa', 'tunica'])] })
    expect(characterStats(sc.state, cat, sc.id('d'))).toEqual({ strength: 5, resistance: 3, initiative: 3, maxLife: 12, life: 12 })
  })
})

describe('potions, poisons and bows (§9, §14)', () => {
  it('R9.9 R14.1 drinking a potion applies its effects to the drinker, takes its action and discards it', () => {
    const sc = board({ playZone: [{ card: 'guerrera', as: 'g', damage: 5 }, { card: 'unguento', as: 'u' }, { card: 'maga', as: 'm', damage: 4 }, { card: 'elixir', as: 'e' }, { card: 'rastreador', as: 'r' }, { card: 'brebaje', as: 'b' }, { card: 'ladron', as: 'l' }, { card: 'thal', as: 't' }] })
    let s = act(sc.state, { type: 'drinkPotion', dalmaId: sc.id('g'), instanceId: sc.id('u') })
    expect(s.cards[sc.id('g')]?.damage).toBe(2)
    expect(s.masters[0].discard).toEqual([sc.id('u')])
    s = act(s, { type: 'drinkPotion', dalmaId: sc.id('m'), instanceId: sc.id('e') })
    expect(s.cards[sc.id('m')]?.damage).toBe(0)
    s = act(s, { type: 'drinkPotion', dalmaId: sc.id('r'), instanceId: sc.id('b') })
    expect(characterStats(s, cat, sc.id('r')).strength).toBe(4)
    s = act(s, { type: 'drinkPotion', dalmaId: sc.id('l'), instanceId: sc.id('t') })
    expect(s.cards[sc.id('l')]?.effects.map((e) => e.effect.kind)).toEqual(['extraActivation'])
    expect(['g', 'm', 'r', 'l'].every((k) => s.cards[sc.id(k)]?.actionMarker)).toBe(true)
  })

  it('R9.10 R14.2 a poison needs an equipped weapon; its effect rides on that weapon\'s next attack', () => {
    const sc = board({ playZone: [{ card: 'guerrera', as: 'g', equipment: [{ card: 'espada', as: 'w' }] }, { card: 'maga', as: 'm' }, { card: 'veneno', as: 'v' }, { card: 'daga', as: 'loose' }] })
    const legal = legalActions(sc.state, cat).filter((a) => a.type === 'applyPoison')
    expect(legal).toEqual([{ type: 'applyPoison', dalmaId: sc.id('g'), instanceId: sc.id('v'), weaponId: sc.id('w') }])
    expect(apply(sc.state, { type: 'applyPoison', dalmaId: sc.id('m'), instanceId: sc.id('v'), weaponId: sc.id('w') }, cat)).toEqual({ ok: false, error: { code: 'noWeapon', instanceId: sc.id('w') } })
    expect(apply(sc.state, { type: 'applyPoison', dalmaId: sc.id('g'), instanceId: sc.id('v'), weaponId: sc.id('loose') }, cat)).toEqual({ ok: false, error: { code: 'noWeapon', instanceId: sc.id('loose') } })
    const s = act(sc.state, legal[0] as Action)
    expect(s.cards[sc.id('w')]?.effects).toEqual([{ source: 'veneno', effect: { kind: 'damage', amount: 2 }, until: 'nextAttack' }])
    expect(s.masters[0].discard).toEqual([sc.id('v')])
  })

  it('R9.3 reloading a bow pays its arrows and loads it', () => {
    const sc = board({ gold: 1, playZone: [{ card: 'rastreador', as: 'r', equipment: [{ card: 'arco-largo', as: 'bow' }] }, { card: 'guerrera', as: 'g', equipment: [{ card: 'espada', as: 'sword' }] }] })
    expect(apply(sc.state, { type: 'reloadBow', dalmaId: sc.id('g'), weaponId: sc.id('sword') }, cat)).toEqual({ ok: false, error: { code: 'notABow', instanceId: sc.id('sword') } })
    const s = act(sc.state, { type: 'reloadBow', dalmaId: sc.id('r'), weaponId: sc.id('bow') })
    expect(s.cards[sc.id('bow')]?.loaded).toBe(true)
    expect(s.masters[0].silver).toBe(5)
    const loaded = board({ gold: 1, playZone: [{ card: 'rastreador', as: 'r', equipment: [{ card: 'arco-largo', as: 'bow', loaded: true }] }, { card: 'guerrera' }] })
    expect(apply(loaded.state, { type: 'reloadBow', dalmaId: loaded.id('r'), weaponId: loaded.id('bow') }, cat)).toEqual({ ok: false, error: { code: 'alreadyLoaded', instanceId: loaded.id('bow') } })
  })

  it('R10.2 R15.9 R22.7 an enemy reloads with a Flechas perforadoras arrow like a Dalma: a counter instead of the price, +2 Fuerza on its next shot', () => {
    const sc = scenario(cat, {
      phase: { name: 'main', step: 'enemyActions' },
      masters: [
        { deck: ['daga'], gold: 1, enemies: [{ card: 'jefe', as: 'boss', faceUp: true, equipment: [{ card: 'arco-largo', as: 'bow' }, { card: 'flechas-perforadoras', as: 'ar' }] }] },
        { deck: ['daga'], combatZone: [{ card: 'guerrera', as: 'g' }] },
      ],
    })
    const reloads = legalActions(sc.state, cat).filter((a) => a.type === 'enemyReloadBow')
    expect(reloads).toEqual([
      { type: 'enemyReloadBow', enemyId: sc.id('boss'), weaponId: sc.id('bow') },
      { type: 'enemyReloadBow', enemyId: sc.id('boss'), weaponId: sc.id('bow'), arrowId: sc.id('ar') },
    ])
    const r = apply(sc.state, { type: 'enemyReloadBow', enemyId: sc.id('boss'), weaponId: sc.id('bow'), arrowId: sc.id('ar') }, cat)
    if (!r.ok) throw new Error(JSON.stringify(r.error))
    expect(r.state.cards[sc.id('ar')]?.useCounters).toBe(1)
    expect(r.state.cards[sc.id('bow')]?.loaded).toBe(true)
    expect(r.state.masters[0].silver).toBe(10) // the arco largo's 5-silver arrow is not paid
    // A later Fase Principal: the enemy's shot carries the arrow (Fuerza 4 + 2 bow + 2 arrow).
    const later = { ...r.state, phase: { name: 'main', step: 'enemyActions' } as const, cards: r.state.cards.map((c) => (c.id === sc.id('boss') ? { ...c, actionMarker: false, flags: { ...c.flags, reloaded: false } } : c)) }
    const shot = apply(later, { type: 'enemyShoot', enemyId: sc.id('boss'), weaponId: sc.id('bow'), targetId: sc.id('g') }, cat)
    if (!shot.ok) throw new Error(JSON.stringify(shot.error))
    expect(shot.events.filter((e) => e.type === 'attackRolled').map((e) => e.type === 'attackRolled' && e.strength)).toEqual([8])
  })

  it('R10.1 R10.2 R10.3 revealed enemies equip, drink and reload, one action each, and never learn', () => {
    const sc = scenario(cat, {
      phase: { name: 'main', step: 'enemyActions' },
      masters: [{ deck: ['daga'], playZone: [{ card: 'espada', as: 'sword' }, { card: 'golpe' }, { card: 'unguento', as: 'u' }], enemies: [{ card: 'jefe', as: 'boss', faceUp: true, damage: 4 }, { card: 'bandido', as: 'b', faceUp: true }, { card: 'bandido' }] }],
    })
    const legal = legalActions(sc.state, cat)
    expect(legal.some((a) => a.type === 'learn')).toBe(false)
    expect(legal).toContainEqual({ type: 'enemyEquip', enemyId: sc.id('b'), instanceId: sc.id('sword'), replaceIds: [] })
    let s = act(sc.state, { type: 'enemyDrinkPotion', enemyId: sc.id('boss'), instanceId: sc.id('u') })
    expect(s.cards[sc.id('boss')]).toMatchObject({ damage: 1, actionMarker: true })
    expect(apply(s, { type: 'enemyEquip', enemyId: sc.id('boss'), instanceId: sc.id('sword'), replaceIds: [] }, cat)).toMatchObject({ ok: false, error: { code: 'hasActionMarker' } })
    s = act(s, { type: 'enemyEquip', enemyId: sc.id('b'), instanceId: sc.id('sword'), replaceIds: [] })
    expect(s.cards[sc.id('b')]?.equipment).toEqual([sc.id('sword')])
    expect(s.phase).toEqual({ name: 'endOfTurn' }) // no Dalma to act either
  })
})
