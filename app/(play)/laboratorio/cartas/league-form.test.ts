// The ratings form's data (issue 30): the league it sends is the one `dm lab ratings` plays (every pair once, both
// seats, the chosen bot on both sides), codes are read or refused in the browser, and the API's field names come back
// beside the form's own fields.
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '@/lib/cli/testing/boxed-decks'
import { encodeShareCode } from '@/lib/decks/share-code'
import { checkMatchSpec } from '@/lib/sim/lab-check'
import { leagueErrorsOf, leagueFieldOf, leagueSpecOf, type LeagueFormState } from './league-form'

const { decks: [caja1, caja2], catalogue } = boxedDecks()
if (caja1 === undefined || caja2 === undefined) throw new Error('two boxed decks')
const offered = [{ slug: 'caja-1', name: 'Caja 1', deck: caja1 }, { slug: 'caja-2', name: 'Caja 2', deck: caja2 }]
const form: LeagueFormState = { chosen: ['caja-1', 'caja-2'], codes: '', games: '4', seed: 'liga', bot: 'random', maxTurns: '30' }

describe('the ratings league form (issue 30)', () => {
  it('sends a round robin of the chosen decks and the pasted codes, which the server\'s check accepts', () => {
    const built = leagueSpecOf({ ...form, codes: `\n${encodeShareCode({ ...caja1, name: 'Mi mazo' })}\n` }, offered)
    expect(built.ok).toBe(true)
    if (!built.ok) return
    expect(built.spec).toMatchObject({ kind: 'matches', purpose: 'ratings', pairings: [[0, 1], [0, 2], [1, 2]], games: 4, bots: { A: 'random', B: 'random' }, maxTurns: 30, override: null })
    expect((built.spec as { decks: { name: string }[] }).decks.map((d) => d.name)).toEqual(['Caja 1', 'Caja 2', 'Mi mazo'])
    expect(checkMatchSpec(built.spec, catalogue).ok).toBe(true)
    // One deck plays itself, as `dm lab ratings` with one file.
    const one = leagueSpecOf({ ...form, chosen: ['caja-2'] }, offered)
    expect(one.ok && (one.spec as { pairings: unknown }).pairings).toEqual([[0, 0]])
  })

  it('refuses in the browser what needs no server: no deck, an unreadable code; numbers go as typed for the server to judge', () => {
    expect(leagueSpecOf({ ...form, chosen: [] }, offered)).toEqual({ ok: false, errors: { decks: expect.stringContaining('al menos un mazo') } })
    expect(leagueSpecOf({ ...form, codes: 'zz' }, offered)).toEqual({ ok: false, errors: { decks: expect.stringMatching(/^código 1: /) } })
    const odd = leagueSpecOf({ ...form, games: '3', maxTurns: 'muchos' }, offered)
    if (!odd.ok) throw new Error('built')
    const checked = checkMatchSpec(odd.spec, catalogue)
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.errors.map((e) => leagueFieldOf(`spec.${e.field}`)).sort()).toEqual(['games', 'maxTurns'])
  })

  it('puts each API issue beside its field, without repeating the field\'s name; what names no field goes to the form', () => {
    const errors = leagueErrorsOf({
      field: 'spec.games', message: '«spec.games»: debe ser par',
      issues: [{ field: 'spec.games', message: 'debe ser par: cada reparto se juega desde los dos asientos' }, { field: 'spec.decks.1', message: 'Vacío no es legal' }, { field: 'spec.seed', message: 'no puede estar vacía' }],
    }, 400)
    expect(errors).toEqual({ games: 'debe ser par: cada reparto se juega desde los dos asientos', decks: 'Vacío no es legal', seed: 'no puede estar vacía' })
    expect(leagueErrorsOf({ field: 'spec.games', message: '«spec.games»: la prueba necesita unos 20 minutos de cálculo' }, 422)).toEqual({ games: 'la prueba necesita unos 20 minutos de cálculo' })
    expect(leagueErrorsOf({ message: 'No se puede encolar otra prueba: ya tienes una prueba en cola' }, 429)).toEqual({ form: 'No se puede encolar otra prueba: ya tienes una prueba en cola' })
    expect(leagueErrorsOf(undefined, 503)).toEqual({ form: 'respuesta 503' })
  })
})
