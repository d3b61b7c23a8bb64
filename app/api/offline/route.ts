// GET /api/offline → { format, version, shell, assets, pages }: what the service worker keeps for
// play without a connection (lib/server/offline-manifest.ts). Takes no input. Never cached by
// HTTP: the worker asks on every online visit to learn whether the catalogue changed.
import { getCatalogue } from '@/lib/catalogue/load'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { buildAssets, offlinePages, type OfflineManifest } from '@/lib/server/offline-manifest'

export const dynamic = 'force-dynamic'

let assets: string[] | undefined

export function GET(): Response {
  const catalogue = getCatalogue()
  assets ??= buildAssets() // the build does not change while the server runs
  const body: OfflineManifest = { format: 'dm-offline', version: catalogue.version, assets, ...offlinePages(catalogue, getBoxedDecks()) }
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } })
}
