// Where the browser fetches a catalogue version's cards as data (app/datos/catalogo/[version]/route.ts):
// /partida loads them when the set-up or a game first needs them, instead of carrying 95 KB of cards in
// the page's own data. The URL names the version, so the answer never changes and is cached for good;
// it lives outside /api because the service worker keeps it for offline play (public/sw.js says the
// same prefix).
export const CATALOGUE_DATA_PREFIX = '/datos/catalogo/'

export const catalogueDataPath = (version: string): string => `${CATALOGUE_DATA_PREFIX}${encodeURIComponent(version)}`
