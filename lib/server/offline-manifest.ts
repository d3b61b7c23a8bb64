// What the service worker (public/sw.js) keeps for play without a connection, as served by
// GET /api/offline. Three lists, each cached at a different moment:
//   - shell: the pages cached when the worker installs (home, the catalogue, rules, the builder,
//     /probar with each boxed deck, the boxed decks' pages) — they carry the catalogue data — and
//     the catalogue's cards as data, which /partida fetches rather than carries;
//   - assets: every file of the build's static folder (scripts, styles, the batch worker), so a
//     lazily loaded chunk (the charts, the worker) is there offline even if never used online;
//   - pages: every card and relic page, cached in the background after the first visit (unless
//     the browser asks to save data) or when the player asks for it.
// `version` is the catalogue version: when it changes, the worker replaces its copy and tells the
// page, which tells the player.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { catalogueDataPath } from '@/lib/catalogue/data-path'
import type { Catalogue } from '@/lib/catalogue/schema'
import { encodeShareCode } from '@/lib/decks/share-code'
import type { BoxedDeck } from './boxed-decks'

export type OfflineManifest = {
  format: 'dm-offline'
  version: string
  shell: string[]
  assets: string[]
  pages: string[]
}

/**
 * Tool pages announced by the roadmap (combat calculator, whole games, the lab). Listed before they
 * exist: the worker skips a page that answers 404, and keeps it as soon as it is deployed.
 */
export const PLANNED_TOOLS = ['/calculadora', '/partida', '/laboratorio'] as const

/** Duelo de alientos (issue 31): its pages carry everything they need (the engine is in their scripts). */
export const ALIENTOS_PAGES = ['/alientos', '/alientos/reglas', '/alientos/taumaturgos'] as const

/** The pages of the manifest, from the catalogue and the boxed decks (pure). */
export function offlinePages(catalogue: Catalogue, boxed: readonly Pick<BoxedDeck, 'slug' | 'deck'>[]): Pick<OfflineManifest, 'shell' | 'pages'> {
  const shell = ['/', '/cartas', '/cartas/sintaxis', '/reliquias', '/reglas', '/mazos', '/mazos/caja', '/probar', '/docs', ...PLANNED_TOOLS, ...ALIENTOS_PAGES, catalogueDataPath(catalogue.version)]
  for (const b of boxed) {
    const code = encodeURIComponent(encodeShareCode(b.deck))
    shell.push(`/mazos/caja/${encodeURIComponent(b.slug)}`, `/probar?code=${code}`)
  }
  const pages = [
    ...catalogue.cards.filter((c) => c.type !== 'relic').map((c) => `/cartas/${encodeURIComponent(c.id)}`),
    ...catalogue.cards.filter((c) => c.type === 'relic').map((c) => `/reliquias/${encodeURIComponent(c.id)}`),
  ]
  return { shell, pages }
}

/** Every file under the build's static folder, as URLs (/_next/static/…). Empty without a build. */
export function buildAssets(distDir: string = process.env.NEXT_DIST_DIR || '.next'): string[] {
  const root = path.resolve(/*turbopackIgnore: true*/ process.cwd(), distDir, 'static')
  if (!existsSync(/*turbopackIgnore: true*/ root)) return []
  const out: string[] = []
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })) {
      const rel = `${prefix}/${entry.name}`
      if (entry.isDirectory()) walk(path.join(/*turbopackIgnore: true*/ dir, entry.name), rel)
      // Source maps are for developers, not for play.
      else if (!entry.name.endsWith('.map')) out.push(`/_next/static${rel}`)
    }
  }
  walk(root, '')
  return out.sort()
}
