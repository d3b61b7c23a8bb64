// How much likelier each card type is at a rival's hidden card, by place, than among all its hidden
// cards (hidden-prior.ts). Written by scripts/fit-hidden-prior.ts; edit by running it again, not by hand.
// Fitted with: npx tsx scripts/fit-hidden-prior.ts 150 2902 (heuristic against heuristic, boxed decks,
// 150 games per pairing; 48106 face-down cards in play, 51009 in hand, 1106725 hidden in all).
export const HIDDEN_PRIOR_WEIGHTS: { readonly play: Readonly<Record<string, number>>; readonly hand: Readonly<Record<string, number>> } = {"play":{"dalma":0.649,"weapon":0.246,"shield":0.228,"armor":0.266,"object":2.261,"accessory":1.266,"emblem":0.211,"spell":0.187,"skill":0.216,"potion":0.29,"poison":0.707,"trap":7.762,"treasure":0.01,"soldier":1},"hand":{"dalma":0.374,"weapon":0.534,"shield":0.543,"armor":0.521,"object":0.452,"accessory":0.518,"emblem":5.109,"spell":2.603,"skill":1.919,"potion":0.604,"poison":0.49,"trap":0.278,"treasure":0.345,"soldier":1}}
