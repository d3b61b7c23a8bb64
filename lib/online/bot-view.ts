// What a bot seated at an online table knows, built from what the server sent its seat: the redacted state
// (the table state's `view.state`, unpacked) and the deck list the seat sat down with. Pure.
//
// The engine's bots take a MasterView (lib/engine/view.ts): the redacted state plus, per owner, the card ids
// its hidden instances are drawn from. The server sends the state only. Its own deck's instances arrive
// hidden, so the list they are drawn from is the seat's own deck list: each of those instances is given one
// id of that list (minus the cards already shown), in any order, and viewFor hides them again and counts the
// pools exactly as for a bot on the server. The rival's list stays unknown: the view reasons over the card
// pool and the format's copy limits (cardPoolList in lib/engine/view.ts).
// Lost on the way: which deck cards the seat itself put under its deck (the log is not sent); the bot then
// treats them as any other card of its deck.
import type { Catalogue } from '../catalogue/schema'
import type { CardInstance, GameState, Seat } from '../engine'
import { HIDDEN_CARD, viewFor, type MasterView } from '../engine/view'

/**
 * The view a bot of `seat` decides on; `ownList` is its deck list (one card id per copy, relic excluded).
 * Null when the list cannot be the seat's (another size, or a card shown that it lacks).
 */
export function botView(redacted: GameState, seat: Seat, ownList: readonly string[], catalogue: Catalogue): MasterView | null {
  const enemies = new Set(redacted.masters.flatMap((m) => m.relicZone.enemies))
  const relics = new Set(redacted.masters.map((m) => m.relicZone.relic))
  const isOwnDeckCard = (c: CardInstance) => c.owner === seat && !enemies.has(c.id) && !relics.has(c.id)
  const left = new Map<string, number>()
  for (const id of ownList) left.set(id, (left.get(id) ?? 0) + 1)
  let own = 0
  for (const c of redacted.cards) {
    if (!isOwnDeckCard(c)) continue
    own += 1
    if (c.cardId === HIDDEN_CARD) continue
    const n = left.get(c.cardId) ?? 0
    if (n === 0) return null
    left.set(c.cardId, n - 1)
  }
  if (own !== ownList.length) return null
  const unseen = [...left].flatMap(([id, n]) => Array.from({ length: n }, () => id))
  const cards = redacted.cards.map((c) => (isOwnDeckCard(c) && c.cardId === HIDDEN_CARD ? { ...c, cardId: unseen.pop() ?? HIDDEN_CARD } : c))
  return viewFor({ ...redacted, cards }, seat, catalogue)
}
