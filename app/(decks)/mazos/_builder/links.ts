// Where the builder's deck can be opened: every link carries the share code, so the page at the
// other end shows exactly the deck that was linked (plumbing only).
export const BUILDER_PATH = '/mazos'
export const sharePath = (code: string) => `/mazos/compartir/${encodeURIComponent(code)}`
/**
 * The deck's preview image (next/og, 1200 × 630), the same picture chats show for the share link. With the catalogue
 * version the address never changes its picture, so browsers and proxies keep it for good.
 */
export const shareImagePath = (code: string, catalogueVersion?: string) =>
  `/api/og/deck/${encodeURIComponent(code)}${catalogueVersion ? `?v=${encodeURIComponent(catalogueVersion)}` : ''}`
export const printPath = (code: string) => `/mazos/imprimir?code=${encodeURIComponent(code)}`
/** The goldfish page (built elsewhere) reads the deck from `code`. */
export const tryPath = (code: string) => `/probar?code=${encodeURIComponent(code)}`
/** A game on /partida with this deck as Master 1's (the set-up reads `mazo` and shows it with its legality). */
export const playPath = (code: string) => `/partida?mazo=${encodeURIComponent(code)}`
/** A game on /partida with a saved deck (read from the API with the player's session). */
export const playSavedPath = (id: string) => `/partida?deck=${encodeURIComponent(id)}`
/** Opens a deck in the builder (the builder reads `code` once, then keeps it as its draft). */
export const openInBuilderPath = (code: string) => `${BUILDER_PATH}?code=${encodeURIComponent(code)}`
/** A saved deck's own page (accounts and the deck API are another part of the site). */
export const savedDeckPath = (id: string) => `/mazos/${encodeURIComponent(id)}`
export const signInPath = (back: string = BUILDER_PATH) => `/cuenta/entrar?callbackUrl=${encodeURIComponent(back)}`
