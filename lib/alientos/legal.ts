// What may be done now: one check (checkAction) that says whether an action is legal and why not, and one list
// (legalActions) of every legal action once each, for the UI, the bots, the server and the tests.
//
// Dice of one taumaturgo that show the same kind, umbra and value are interchangeable: no rule tells them apart (the
// natural face only chose who began). So the list names each choice once, by its canonical form (canonicalAction):
// from each group of such dice, the lowest indices; Cambio's shares within a group in ascending order. An action
// passes checkAction exactly when its canonical form is listed; a property test proves it (legal.test.ts).
import type { AlientosAction, AttackAction, NameAction, SupportAction } from './actions'
import { facesOf, opposite, type Umbra } from './dice'
import { err, type AlientosError } from './errors'
import { canAttackWith, mansedumbreMap, sums, type MansedumbreMap } from './queries'
import type { Die, Position as AlientosState, Taumaturgo } from './state'

const isIndexList = (xs: unknown): xs is number[] => Array.isArray(xs) && xs.every((x) => Number.isInteger(x))

function distinctDice(t: Taumaturgo, dice: readonly number[]): AlientosError | null {
  const seen = new Set<number>()
  for (const i of dice) {
    if (i < 0 || i >= t.dice.length || seen.has(i)) return err('NO_SUCH_DIE', `No hay un dado ${i} distinto de los demás elegidos.`)
    seen.add(i)
    if ((t.dice[i] as Die).out) return err('DIE_OUT', `El dado ${i} ya está retirado (A6.4).`)
  }
  return null
}

/** Whether `seat` may be the target of the decider's attack (A6.1: an adversary still in the duel). */
const isAdversary = (state: AlientosState, seat: number): boolean =>
  Number.isInteger(seat) && seat !== state.turn && seat >= 0 && seat < state.taumaturgos.length && !(state.taumaturgos[seat] as Taumaturgo).eliminated

function checkAttack(state: AlientosState, a: AttackAction, map: MansedumbreMap): AlientosError | null {
  if (!isIndexList(a.dice) || !Number.isInteger(a.target) || !Number.isInteger(a.die)) return err('MALFORMED', 'Un ataque lleva dice (índices), target y die.')
  const own = state.taumaturgos[state.turn] as Taumaturgo
  if (a.dice.length === 0) return err('NO_DICE', 'Un ataque retira al menos un dado propio (A6.1).')
  const bad = distinctDice(own, a.dice)
  if (bad) return bad
  let umbra: Umbra | null = null
  let total = 0
  for (const i of a.dice) {
    const d = own.dice[i] as Die
    if (d.umbra === null) return err('NO_UMBRA', 'Solo se ataca con dados con umbra (A6.1).')
    if (umbra !== null && d.umbra !== umbra) return err('MIXED_UMBRA', 'Los dados de un Ataque en bloque comparten umbra (A6.2).')
    if (!canAttackWith(d, map)) return err('BLOCKED', `Un dado de ${d.value} está bloqueado por Mansedumbre y no puede atacar (A3.1, ALI-6).`)
    umbra = d.umbra
    total += d.value
  }
  if (!isAdversary(state, a.target)) return err('NOT_ADVERSARY', 'Se ataca a un adversario que siga en el duelo (A6.1).')
  const foe = state.taumaturgos[a.target] as Taumaturgo
  const target = foe.dice[a.die]
  if (a.die < 0 || target === undefined) return err('NO_SUCH_DIE', `El adversario no tiene un dado ${a.die}.`)
  if (target.out) return err('DIE_OUT', 'Ese dado ya está retirado (A6.4).')
  if (target.umbra !== opposite(umbra as Umbra)) return err('SAME_UMBRA', 'Se retira un dado de la umbra opuesta (A6.1).')
  if (target.value > total) return err('TOO_HIGH', `El dado atacado (${target.value}) supera ${a.dice.length > 1 ? 'la suma' : 'el valor'} de lo retirado (${total}) (A6.1, A6.2).`)
  return null
}

function checkSupport(state: AlientosState, a: SupportAction): AlientosError | null {
  if (!Number.isInteger(a.die) || !Number.isInteger(a.seat) || !isIndexList(a.dice) || (a.shares !== undefined && !isIndexList(a.shares))) {
    return err('MALFORMED', 'Un apoyo lleva die, seat, dice (índices) y, con Cambio, shares.')
  }
  const own = state.taumaturgos[state.turn] as Taumaturgo
  const support = own.dice[a.die]
  if (a.die < 0 || support === undefined) return err('NO_SUCH_DIE', `No hay un dado ${a.die}.`)
  if (support.out) return err('DIE_OUT', 'Ese dado ya está retirado (A6.4).')
  if (support.kind !== 'renovacion' && support.kind !== 'cambio' && support.kind !== 'umbra') return err('NOT_SUPPORT', 'Un apoyo retira un dado sin umbra: Renovación, Cambio o Umbra (A7.1).')
  if (a.seat < 0 || a.seat >= state.taumaturgos.length || (state.taumaturgos[a.seat] as Taumaturgo).eliminated) return err('NOT_IN_DUEL', 'El apoyo se aplica a dados de un taumaturgo que siga en el duelo (A7.1).')
  const t = state.taumaturgos[a.seat] as Taumaturgo
  if (a.dice.length === 0) return err('NO_DICE', 'Un apoyo elige al menos un dado (AN-1).')
  if (a.seat === state.turn && a.dice.includes(a.die)) return err('NO_SUCH_DIE', 'El dado de apoyo se retira: no se elige a sí mismo (A7.1).')
  const bad = distinctDice(t, a.dice)
  if (bad) return bad
  const first = t.dice[a.dice[0] as number] as Die
  for (const i of a.dice) if ((t.dice[i] as Die).kind !== first.kind) return err('MIXED_TYPES', 'Los dados de un apoyo son todos de un mismo tipo (A7.1, ALI-5).')
  if (support.kind !== 'cambio' && a.shares !== undefined) return err('BAD_SHARES', 'Solo el Cambio reparte su valor (A7.3).')
  if (support.kind !== 'cambio' && a.dice.length > support.value) return err('TOO_MANY', `Se eligen como mucho ${support.value} dados, el valor del dado de apoyo (A7.2, A7.4).`)
  if (support.kind === 'umbra') {
    for (const i of a.dice) {
      const d = t.dice[i] as Die
      if (d.umbra === null) return err('NOT_TURNABLE', 'La Umbra cambia dados con umbra (A7.4).')
      if (d.umbra !== first.umbra) return err('MIXED_UMBRA', 'Los dados que cambia la Umbra comparten umbra (A7.4).')
    }
  }
  if (support.kind === 'cambio') {
    const shares = a.shares
    if (shares === undefined || shares.length !== a.dice.length) return err('BAD_SHARES', 'El Cambio da una parte a cada dado elegido (A7.3).')
    let total = 0
    for (let k = 0; k < shares.length; k++) {
      const s = shares[k] as number
      if (s === 0) return err('BAD_SHARES', 'Cada dado elegido recibe una parte distinta de cero (AN-3).')
      total += Math.abs(s)
      const d = t.dice[a.dice[k] as number] as Die
      const after = d.value + s
      if (after < 1 || after > facesOf(d.kind)) return err('OUT_OF_FACES', `Un dado de ${d.value} no puede quedar en ${after}: muestra una cara que tenga (A7.3, ALI-4).`)
    }
    if (total !== support.value) return err('BAD_SHARES', `Las partes suman ${total} puntos y el Cambio reparte exactamente ${support.value} (A7.3, ALI-4).`)
  }
  return null
}

/** Seats that must still name an adversary at Recuento, in order; see recount.ts. */
function checkName(state: AlientosState, a: NameAction): AlientosError | null {
  if (!Number.isInteger(a.adversary)) return err('MALFORMED', 'Nombrar lleva adversary.')
  if (!isAdversary(state, a.adversary)) return err('NOT_ADVERSARY', 'Se nombra a un adversario que siga en el duelo (A8.2).')
  return null
}

/** Null when `action` is legal for the decider now; else why not. The one check behind apply and legalActions. */
export function checkAction(state: AlientosState, action: AlientosAction): AlientosError | null {
  if (state.phase === 'over') return err('DUEL_OVER', 'El duelo ha terminado.')
  if (typeof action !== 'object' || action === null) return err('MALFORMED', 'La acción es un objeto con type.')
  if (action.type === 'name') return state.phase === 'recount' ? checkName(state, action) : err('WRONG_PHASE', 'Solo se nombra adversario en el Recuento (A8.2).')
  if (state.phase !== 'invocation') return err('WRONG_PHASE', 'En el Recuento solo se nombra adversario (A8.2).')
  switch (action.type) {
    case 'pass': return null
    case 'attack': return checkAttack(state, action, mansedumbreMap(state.taumaturgos))
    case 'support': return checkSupport(state, action)
    default: return err('MALFORMED', 'Acción desconocida: attack, support, pass o name.')
  }
}

// ---------------------------------------------------------------------------------------------
// Canonical forms

/** Dice interchangeable for every rule: same kind, umbra, value (and both in play). */
const sameGroup = (a: Die, b: Die): boolean => a.kind === b.kind && a.umbra === b.umbra && a.value === b.value && a.out === b.out

/**
 * Replaces chosen dice by the lowest indices of their groups (a group's chosen dice take its lowest free indices),
 * carrying each die's share along, shares ascending within a group. `skip` is a die that cannot be chosen.
 */
function canonicalChoice(t: Taumaturgo, dice: readonly number[], shares: readonly number[] | undefined, skip: number): { dice: number[]; shares?: number[] } {
  const groups = new Map<number, number[]>() // first index of the group → shares (or zeros) of its chosen dice
  for (let k = 0; k < dice.length; k++) {
    const d = t.dice[dice[k] as number] as Die
    let lead = -1
    for (let j = 0; j < t.dice.length; j++) if (j !== skip && sameGroup(t.dice[j] as Die, d)) { lead = j; break }
    const list = groups.get(lead) ?? []
    list.push(shares === undefined ? 0 : (shares[k] as number))
    groups.set(lead, list)
  }
  const picked: [number, number][] = []
  for (const [lead, list] of groups) {
    list.sort((x, y) => x - y)
    const leadDie = t.dice[lead] as Die
    let n = 0
    for (let j = lead; j < t.dice.length && n < list.length; j++) {
      if (j !== skip && sameGroup(t.dice[j] as Die, leadDie)) picked.push([j, list[n++] as number])
    }
  }
  picked.sort((x, y) => x[0] - y[0])
  return shares === undefined ? { dice: picked.map((p) => p[0]) } : { dice: picked.map((p) => p[0]), shares: picked.map((p) => p[1]) }
}

function lowestOfGroup(t: Taumaturgo, i: number): number {
  const d = t.dice[i] as Die
  for (let j = 0; j < t.dice.length; j++) if (sameGroup(t.dice[j] as Die, d)) return j
  return i
}

/** The listed form of a legal action (see the head of this file). Only meaningful for a legal action. */
export function canonicalAction(state: AlientosState, action: AlientosAction): AlientosAction {
  switch (action.type) {
    case 'attack': {
      const own = state.taumaturgos[state.turn] as Taumaturgo
      const foe = state.taumaturgos[action.target] as Taumaturgo
      return { type: 'attack', dice: canonicalChoice(own, action.dice, undefined, -1).dice, target: action.target, die: lowestOfGroup(foe, action.die) }
    }
    case 'support': {
      const own = state.taumaturgos[state.turn] as Taumaturgo
      const die = lowestOfGroup(own, action.die)
      const t = state.taumaturgos[action.seat] as Taumaturgo
      const choice = canonicalChoice(t, action.dice, action.shares, action.seat === state.turn ? die : -1)
      return { type: 'support', die, seat: action.seat, ...choice }
    }
    default: return action
  }
}

/** A stable text key of an action (its canonical form's JSON): equal keys, same action. */
export const actionKey = (a: AlientosAction): string => JSON.stringify(a)

// ---------------------------------------------------------------------------------------------
// The list

type Group = { indices: number[]; value: number; kind: Die['kind']; umbra: Umbra | null }

/** In-play dice of `t` that pass `keep`, grouped (each group's indices ascending, groups by first index). */
function groupsOf(t: Taumaturgo, keep: (d: Die, i: number) => boolean): Group[] {
  const out: Group[] = []
  t.dice.forEach((d, i) => {
    if (d.out || !keep(d, i)) return
    const g = out.find((x) => x.kind === d.kind && x.umbra === d.umbra && x.value === d.value)
    if (g) g.indices.push(i)
    else out.push({ indices: [i], value: d.value, kind: d.kind, umbra: d.umbra })
  })
  return out
}

/** Every multiset of `groups` with between `min` and `max` dice: per group, how many (its lowest indices). */
function multisets(groups: readonly Group[], min: number, max: number, visit: (counts: number[], size: number, total: number) => void): void {
  const counts = new Array<number>(groups.length).fill(0)
  const walk = (g: number, size: number, total: number) => {
    if (g === groups.length) { if (size >= min) visit(counts, size, total); return }
    const group = groups[g] as Group
    for (let c = 0; c <= group.indices.length && size + c <= max; c++) {
      counts[g] = c
      walk(g + 1, size + c, total + c * group.value)
    }
    counts[g] = 0
  }
  walk(0, 0, 0)
}

function chosen(groups: readonly Group[], counts: readonly number[]): number[] {
  const out: number[] = []
  groups.forEach((g, k) => { for (let c = 0; c < (counts[k] as number); c++) out.push(g.indices[c] as number) })
  return out.sort((a, b) => a - b)
}

function attacks(state: AlientosState, out: AlientosAction[]): void {
  const map = mansedumbreMap(state.taumaturgos)
  const own = state.taumaturgos[state.turn] as Taumaturgo
  for (const umbra of ['ofensa', 'defensa'] as const) {
    const mine = groupsOf(own, (d) => d.umbra === umbra && canAttackWith(d, map))
    if (mine.length === 0) continue
    // Every die of the other umbra of every adversary, once per group, lowest value first.
    const targets: { seat: number; die: number; value: number }[] = []
    state.taumaturgos.forEach((t, seat) => {
      if (seat === state.turn || t.eliminated) return
      for (const g of groupsOf(t, (d) => d.umbra === opposite(umbra))) targets.push({ seat, die: g.indices[0] as number, value: g.value })
    })
    if (targets.length === 0) continue
    targets.sort((a, b) => a.value - b.value || a.seat - b.seat || a.die - b.die)
    multisets(mine, 1, Infinity, (counts, _size, total) => {
      const dice = chosen(mine, counts)
      for (const t of targets) {
        if (t.value > total) break
        out.push({ type: 'attack', dice, target: t.seat, die: t.die })
      }
    })
  }
}

/** Cambio: every way to share `points` over the groups, a non-zero share per chosen die, each die kept on its faces. */
function cambioShares(groups: readonly Group[], points: number, visit: (dice: number[], shares: number[]) => void): void {
  const picks: [number, number][] = []
  const walk = (g: number, left: number) => {
    if (left === 0) {
      const sorted = picks.slice().sort((a, b) => a[0] - b[0])
      visit(sorted.map((p) => p[0]), sorted.map((p) => p[1]))
      return
    }
    if (g === groups.length) return
    const group = groups[g] as Group
    const faces = facesOf(group.kind)
    const options: number[] = []
    for (let s = 1 - group.value; s <= faces - group.value; s++) if (s !== 0 && Math.abs(s) <= left) options.push(s)
    // Ascending shares for the group's dice, one at a time (a multiset), then the next group.
    const place = (n: number, from: number, left2: number) => {
      walk(g + 1, left2)
      if (n === group.indices.length) return
      for (let o = from; o < options.length; o++) {
        const s = options[o] as number
        if (Math.abs(s) > left2) continue
        picks.push([group.indices[n] as number, s])
        place(n + 1, o, left2 - Math.abs(s))
        picks.pop()
      }
    }
    place(0, 0, left)
  }
  walk(0, points)
}

function supports(state: AlientosState, out: AlientosAction[]): void {
  const own = state.taumaturgos[state.turn] as Taumaturgo
  const sources = groupsOf(own, (d) => d.kind === 'renovacion' || d.kind === 'cambio' || d.kind === 'umbra')
  for (const source of sources) {
    const die = source.indices[0] as number
    const value = source.value
    state.taumaturgos.forEach((t, seat) => {
      if (t.eliminated) return
      const skip = seat === state.turn ? die : -1
      const candidates = groupsOf(t, (_d, i) => i !== skip)
      const kinds = [...new Set(candidates.map((g) => g.kind))]
      for (const kind of kinds) {
        const ofKind = candidates.filter((g) => g.kind === kind)
        if (source.kind === 'renovacion') {
          multisets(ofKind, 1, value, (counts) => out.push({ type: 'support', die, seat, dice: chosen(ofKind, counts) }))
        } else if (source.kind === 'umbra') {
          for (const umbra of ['ofensa', 'defensa'] as const) {
            const turnable = ofKind.filter((g) => g.umbra === umbra)
            if (turnable.length > 0) multisets(turnable, 1, value, (counts) => out.push({ type: 'support', die, seat, dice: chosen(turnable, counts) }))
          }
        } else {
          cambioShares(ofKind, value, (dice, shares) => out.push({ type: 'support', die, seat, dice, shares }))
        }
      }
    })
  }
}

/** Seats that still have to name at this Recuento: see recount.ts; here only the choices of the one deciding. */
function names(state: AlientosState, out: AlientosAction[]): void {
  state.taumaturgos.forEach((t, seat) => { if (seat !== state.turn && !t.eliminated) out.push({ type: 'name', adversary: seat }) })
}

/**
 * Every legal action of the decider, each once in canonical form: pass first, then attacks (by umbra, chosen dice,
 * target value), then Apoyos (by die, seat, type). At Recuento, the adversaries it may name. Empty once over.
 */
export function legalActions(state: AlientosState): AlientosAction[] {
  const out: AlientosAction[] = []
  if (state.phase === 'over') return out
  if (state.phase === 'recount') { names(state, out); return out }
  out.push({ type: 'pass' })
  attacks(state, out)
  supports(state, out)
  return out
}

/** How much Ofensa and Defensa each taumaturgo would count now (for views and bots). */
export function sumsNow(state: AlientosState): Record<Umbra, number>[] {
  const map = mansedumbreMap(state.taumaturgos)
  return state.taumaturgos.map((t) => sums(t, map))
}
