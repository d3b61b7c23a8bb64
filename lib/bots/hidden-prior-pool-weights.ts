// How much likelier each card type is at a private-list rival's hidden card, by place, than its share of the
// card pool says (hidden-prior.ts, poolPrior; issue 29, session 10). Where HIDDEN_PRIOR_WEIGHTS compares a place
// with the rival's real hidden cards, these compare it with the pool a view holds when the list is private
// (cardPoolList less what was shown), so they also carry how a deck's mix of types differs from the pool's (a
// deck holds more treasures and traps than the pool's shares). Fitted with
// `PRIOR_GRID=neg PRIOR_FIT=w.json npx tsx scripts/prior-check.ts 60 t10p-fit4 caja-1-marcha-de-la-montana.txt,caja-2-corsarios-de-arathan.txt,mixed`
// (heuristic against heuristic, every list private, 60 games per pairing, 30328 hidden cards in hand or play):
// (found + 0.5) / (expected from the pool + 0.5), rounded to 3 places, never under 0.01.
export const HIDDEN_PRIOR_POOL_WEIGHTS: { readonly play: Readonly<Record<string, number>>; readonly hand: Readonly<Record<string, number>> } = {"play":{"accessory":0.668,"armor":0.147,"dalma":0.866,"emblem":0.243,"object":1.441,"poison":0.995,"potion":0.248,"shield":0.131,"skill":0.271,"spell":0.12,"trap":28.472,"treasure":0.01,"weapon":0.119},"hand":{"accessory":0.296,"armor":0.341,"dalma":0.593,"emblem":6.144,"object":0.307,"poison":0.666,"potion":0.64,"shield":0.208,"skill":2.656,"spell":1.97,"trap":1.159,"treasure":1.113,"weapon":0.314}}
