import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@/lib/catalogue/load'
import { catalogueWithOverride } from './override'

const base = loadCatalogue('content')
const enemy = base.cards.find((c) => c.type === 'enemy')
if (enemy === undefined || enemy.type !== 'enemy') throw new Error('the catalogue has enemies')

describe('laboratorio what-if override', () => {
  it('changes an enemy\'s Vida and leaves the other cards as they were', () => {
    const r = catalogueWithOverride(base, JSON.stringify({ [enemy.id]: { life: enemy.life + 2 } }))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const changed = r.catalogue.byId.get(enemy.id)
    expect(changed?.type === 'enemy' && changed.life).toBe(enemy.life + 2)
    expect(r.changed).toEqual([enemy.id])
    const other = base.cards.find((c) => c.id !== enemy.id) as (typeof base.cards)[number]
    expect(r.catalogue.byId.get(other.id)).toEqual(other)
  })

  it('names card, field and reason for a bad value (the card schema checks it)', () => {
    const r = catalogueWithOverride(base, JSON.stringify({ [enemy.id]: { life: 'mucha' } }))
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors[0]).toMatch(new RegExp(`^${enemy.id}\\.life: `))
  })

  it('rejects unknown cards and text that is not JSON', () => {
    const unknown = catalogueWithOverride(base, '{"no-existe": {"life": 3}}')
    expect(unknown).toEqual({ ok: false, errors: ['no-existe: no existe esa carta en el catálogo'] })
    const broken = catalogueWithOverride(base, '{life')
    expect(broken.ok === false && broken.errors[0]?.startsWith('no es JSON válido')).toBe(true)
  })

  it('empty text is no what-if', () => {
    const r = catalogueWithOverride(base, '  ')
    expect(r.ok && r.catalogue).toBe(base)
  })
})
