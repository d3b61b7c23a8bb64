import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../testing/temp-dir'
import { loadCatalogue } from '@/lib/catalogue/load'
import { decodeShareCode } from '@/lib/decks/share-code'
import { loadBoxedDecks } from './boxed-decks'
import { ALIENTOS_PAGES, buildAssets, offlinePages, PLANNED_TOOLS } from './offline-manifest'

describe('offline manifest', () => {
  const catalogue = loadCatalogue()
  const boxed = loadBoxedDecks()
  const { shell, pages } = offlinePages(catalogue, boxed)

  it('caches the builder, /probar, the rules and the catalogue on install, and /probar opens each boxed deck', () => {
    for (const url of ['/', '/cartas', '/reglas', '/reliquias', '/mazos', '/probar']) expect(shell).toContain(url)
    // The whole-game and calculator pages are asked for too, so they are kept once they exist.
    for (const url of PLANNED_TOOLS) expect(shell).toContain(url)
    // Duelo de alientos plays offline after one visit (issue 31).
    for (const url of ALIENTOS_PAGES) expect(shell).toContain(url)
    // …with the cards /partida fetches as data, for this catalogue version.
    expect(shell).toContain(`/datos/catalogo/${catalogue.version}`)
    const probarCodes = shell.filter((u) => u.startsWith('/probar?code='))
    expect(probarCodes).toHaveLength(boxed.length)
    const decoded = decodeShareCode(decodeURIComponent(probarCodes[0]?.slice('/probar?code='.length) ?? ''))
    expect(decoded.ok && decoded.deck.relicId).toBe(boxed[0]?.deck.relicId)
  })

  it('lists one page per card and per relic, relics under /reliquias', () => {
    expect(pages).toHaveLength(catalogue.cards.length)
    const relics = catalogue.cards.filter((c) => c.type === 'relic')
    expect(relics.length).toBeGreaterThan(0)
    for (const r of relics) expect(pages).toContain(`/reliquias/${encodeURIComponent(r.id)}`)
    expect(pages.filter((p) => p.startsWith('/cartas/'))).toHaveLength(catalogue.cards.length - relics.length)
  })

  it('lists the build\'s static files as URLs, without source maps; none without a build', () => {
    const dir = tempDir('dm-dist-')
    mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true })
    mkdirSync(path.join(dir, 'static', 'media'), { recursive: true })
    writeFileSync(path.join(dir, 'static', 'chunks', 'a.js'), '')
    writeFileSync(path.join(dir, 'static', 'chunks', 'a.js.map'), '')
    writeFileSync(path.join(dir, 'static', 'media', 'goldfish.worker.x.ts'), '')
    expect(buildAssets(dir)).toEqual(['/_next/static/chunks/a.js', '/_next/static/media/goldfish.worker.x.ts'])
    expect(buildAssets(path.join(dir, 'missing'))).toEqual([])
  })
})
