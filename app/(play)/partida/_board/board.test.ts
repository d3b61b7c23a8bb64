// The board's pure parts (issue 17): options grouped, ordered and told apart with their odds; the
// decision named in context; the summary of what happened since the viewer's last decision.
import { describe, expect, it } from 'vitest'
import { apply, legalActions, type Action, type GameEvent, type GameState } from '@/lib/engine'
import { duel, duelCatalogue, play } from '@/lib/engine-testing/duel'
import { viewFor } from '@/lib/engine/view'
import { fightOdds, plainCombatant } from '@/lib/sim/odds'
import { decisionContext } from './context'
import { glossed } from './glossary'
import { actionWords, boardOptions } from './options'
import { summarize, type SummaryStep } from './summary'

const cat = duelCatalogue()
const END = { name: 'endOfTurn' } as const
const names: [string, string] = ['Tú (Master 1)', 'Bot (Master 2)']

/** Plays `actions`, collecting each step with its events for the summary. */
function steps(state: GameState, actions: readonly Action[], seat: 0 | 1 = 0): { state: GameState; steps: SummaryStep[] } {
  let s = state
  const out: SummaryStep[] = []
  for (const a of actions) {
    const r = apply(s, a, cat)
    if (!r.ok) throw new Error(JSON.stringify(r.error))
    out.push({ seat, auto: null, label: actionWords(s, cat, seat, a), events: r.events })
    s = r.state
  }
  return { state: s, steps: out }
}

describe('options', () => {
  it('R8.3 copies nobody can tell apart are one option with a count; different cards stay apart', () => {
    const sc = duel(cat, { hand: ['daga', 'daga', 'espada'] }, {}, { phase: { name: 'main', step: 'masterActions' } })
    const options = boardOptions(viewFor(sc.state, 0, cat), cat, legalActions(sc.state, cat))
    const place = options.filter((o) => o.action.type === 'place')
    expect(place.map((o) => [o.label, o.count])).toEqual([['Colocar Daga boca abajo', 2], ['Colocar Espada boca abajo', 1]])
  })

  it('R17.1 a harmless choice is never first: passing comes after going for the relic', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera' }] }, { enemies: [{ card: 'jefe', faceUp: true }] }, { phase: END })
    const legal = legalActions(sc.state, cat)
    expect(legal[0]).toEqual({ type: 'pass' }) // the engine lists it first…
    const options = boardOptions(viewFor(sc.state, 0, cat), cat, legal)
    expect(options.map((o) => o.action.type)).toEqual(['declareOffensive', 'pass']) // …the board does not
    expect(options[1]?.harmless).toBe(true)
  })

  it('R16.1 R19.9 an exploration names the rival\'s card as the rival\'s and shows the exact odds of one round', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g' }] }, { enemies: [{ card: 'bandido', as: 'b', faceUp: true }] }, { phase: { name: 'main', step: 'dalmaActions' } })
    const view = viewFor(sc.state, 0, cat)
    const explore = boardOptions(view, cat, legalActions(sc.state, cat)).find((o) => o.action.type === 'explore')
    expect(explore?.label).toMatch(/explora contra Bandido del rival$/)
    expect(explore?.rival).toBe(true)
    expect(explore?.targets).toEqual([sc.id('b')])
    const g = cat.byId.get('guerrera'), b = cat.byId.get('bandido')
    if (g?.type !== 'dalma' || b?.type !== 'enemy') throw new Error('fixture cards')
    const odds = fightOdds(plainCombatant(g.strength, g.resistance, g.life, g.initiative), plainCombatant(b.strength, b.resistance, b.life, b.initiative), 'round')
    expect(explore?.note).toContain(`lo mata ${Math.round(odds.pAttackerWins * 100)} %`)
  })

  it('R10.1 an enemy action of the viewer\'s own relic says «tu enemigo», so it is not taken for the rival\'s', () => {
    const sc = duel(cat, { enemies: [{ card: 'bandido', as: 'b', faceUp: true }], playZone: [{ card: 'daga', as: 'd' }] }, {}, { phase: { name: 'main', step: 'enemyActions' } })
    const options = boardOptions(viewFor(sc.state, 0, cat), cat, legalActions(sc.state, cat))
    const equip = options.find((o) => o.action.type === 'enemyEquip')
    expect(equip?.label).toBe('Tu enemigo Bandido se equipa Daga')
    expect(equip?.rival).toBe(false)
  })
})

describe('a decision in context', () => {
  it('R17.5 the defender is told who attacks its relic, by name', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g' }, { card: 'maga', as: 'm' }] }, { playZone: [{ card: 'ladron' }] }, { phase: END })
    const s = play(cat, sc.state, [{ type: 'declareOffensive' }, { type: 'chooseAttacker', dalmaId: sc.id('g') }, { type: 'chooseAttacker', dalmaId: sc.id('m') }]).state
    expect(s.stack.at(-1)).toMatchObject({ kind: 'defenders', seat: 1 })
    const ctx = decisionContext(viewFor(s, 1, cat), cat, names)
    expect(ctx.title).toBe('Defensores')
    expect(ctx.rule).toBe('R17.5')
    expect(ctx.lines[0]).toBe('Tú (Master 1) ataca tu reliquia con Guerrera y Maga.')
    expect(ctx.lines[1]).toContain('RUL-22')
  })
})

describe('the summary since the last decision', () => {
  it('R16.1 R19.9 an exploration is one block naming the fighters and the dice', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g' }] }, { enemies: [{ card: 'bandido', as: 'b', faceUp: true }] }, { phase: { name: 'main', step: 'dalmaActions' }, dice: [1, 3, 4] })
    const played = steps(sc.state, [{ type: 'explore', dalmaId: sc.id('g'), targetId: sc.id('b') }])
    let s = played.state
    const all = [...played.steps]
    // The rival lets it resolve: its decline is a step of the other seat.
    for (let i = 0; i < 10 && s.stack.length > 0; i++) {
      const seat = s.stack.at(-1)?.seat ?? 0
      const legal = legalActions(s, cat)
      const next = steps(s, [legal.find((a) => a.type === 'decline') ?? legal[0] as Action], seat)
      all.push(...next.steps)
      s = next.state
    }
    const items = summarize(all, viewFor(s, 0, cat), cat, names)
    expect(items[0]).toMatchObject({ kind: 'line', line: { text: 'Tú: Guerrera explora contra Bandido del rival.', tone: 'own' } })
    const block = items.find((i) => i.kind === 'combat')
    if (block?.kind !== 'combat') throw new Error('no combat block')
    expect(block.title).toBe('Exploración')
    const attacks = block.lines.filter((l) => / ataca a /.test(l.text))
    expect(attacks[0]?.text).toMatch(/^Guerrera ataca a Bandido: dado 1, 3 \(vale 1\) \+ Fuerza \d+ − Resistencia \d+ = /)
  })

  it('R6.6 repeated lines fold into one with a count, and the rival\'s turn has its heading', () => {
    const draw = (seat: 0 | 1): GameEvent => ({ type: 'cardDrawn', seat, instanceId: 1, cardId: 'una carta', rule: 'R8.2' })
    const sc = duel(cat, {}, {})
    const items = summarize([
      { seat: 1, auto: null, label: null, events: [{ type: 'turnStarted', seat: 1, turn: 4, skipsRestAndIncome: false, rule: 'R7.1' }, draw(1), draw(1), draw(1)] },
    ], viewFor(sc.state, 0, cat), cat, names)
    expect(items[0]).toEqual({ kind: 'turn', text: 'Turno 4 de Bot (Master 2)' })
    expect(items[1]).toMatchObject({ kind: 'line', line: { text: 'Master 2 roba una carta. (×3)', tone: 'rival' } })
  })
})

describe('stakes before choosing (issue 27)', () => {
  it('R6.9 RUL-6 the enemy protector shows its numbers and how the relic fares against the rival\'s starting Dalma; a weak one is marked', () => {
    const sc = duel(cat, { enemies: [{ card: 'bandido', as: 'weak' }, { card: 'jefe', as: 'strong' }] }, { playZone: [{ card: 'guerrera', as: 'g', faceUp: false }] },
      { pendingChoice: { kind: 'chooseProtectingEnemy', seat: 0 } })
    const view = viewFor(sc.state, 0, cat)
    const legal = legalActions(sc.state, cat)
    expect(legal.map((a) => a.type)).toEqual(['chooseProtectingEnemy', 'chooseProtectingEnemy'])
    const known = { startingDalmas: [null, 'guerrera'] as const }
    const options = boardOptions(view, cat, legal, known)
    const g = cat.byId.get('guerrera')
    if (g?.type !== 'dalma') throw new Error('fixture cards')
    for (const label of ['weak', 'strong'] as const) {
      const enemy = cat.byId.get(label === 'weak' ? 'bandido' : 'jefe')
      if (enemy?.type !== 'enemy') throw new Error('fixture cards')
      const option = options.find((o) => o.action.type === 'chooseProtectingEnemy' && o.action.instanceId === sc.id(label))
      const odds = fightOdds(plainCombatant(g.strength, g.resistance, g.life, g.initiative), plainCombatant(enemy.strength, enemy.resistance, enemy.life, enemy.initiative), 'death')
      expect(option?.note).toContain(`Vida ${enemy.life}`)
      expect(option?.note).toContain(`Contra ${g.name}, el Dalma inicial del rival`)
      expect(option?.note).toContain(`cae ${Math.round(odds.pAttackerWins * 100)} %`)
      // Marked plainly when the relic is more likely to fall than to hold.
      expect(option?.risk !== null).toBe(odds.pAttackerWins >= 0.5)
    }
    // The Bandido (Vida 6) falls to the Guerrera more often than not; the Jefe (Vida 10) holds.
    expect(options.filter((o) => o.risk !== null).map((o) => (o.action as { instanceId: number }).instanceId)).toEqual([sc.id('weak')])
  })

  it('R6.9 without the rival\'s starting Dalma known (an online table), the option still says what losing the protector costs', () => {
    const sc = duel(cat, { enemies: [{ card: 'bandido', as: 'b' }] }, {}, { pendingChoice: { kind: 'chooseProtectingEnemy', seat: 0 } })
    const [option] = boardOptions(viewFor(sc.state, 0, cat), cat, legalActions(sc.state, cat))
    expect(option?.note).toMatch(/^Fue \d+, Res \d+, Ini \d+, Vida \d+\. .*captura y gana/)
    expect(option?.risk).toBeNull()
  })
})

describe('the game\'s words explained in place (issue 27)', () => {
  it('R6.8 R4.5 «reemplazo diferido» and «PRI 1» are marked once, with their rule', () => {
    const seen = new Set<string>()
    const parts = glossed('Mantén la mano y conserva el reemplazo diferido; el reemplazo diferido se usa en tu Cobro.', seen)
    const terms = parts.filter((p) => p.kind === 'term')
    expect(terms.map((t) => t.kind === 'term' && [t.text, t.entry.rule])).toEqual([['reemplazo diferido', 'R6.8']])
    expect(parts.map((p) => p.text).join('')).toBe('Mantén la mano y conserva el reemplazo diferido; el reemplazo diferido se usa en tu Cobro.')
    expect(glossed('Una habilidad de PRI 1', seen).find((p) => p.kind === 'term')).toMatchObject({ text: 'PRI 1', entry: { rule: 'R4.5' } })
    // Already explained in this decision: not marked again.
    expect(glossed('otra vez el reemplazo diferido', seen).every((p) => p.kind === 'text')).toBe(true)
  })

  it('R9.12 an answer\'s prompt explains «Instantáneo» where it first appears', () => {
    const parts = glossed('Puedes responder con un Instantáneo de un Dalma tuyo sin marcador, o no hacer nada.')
    expect(parts.filter((p) => p.kind === 'term').map((p) => p.text)).toEqual(['Instantáneo', 'sin marcador'])
  })
})
