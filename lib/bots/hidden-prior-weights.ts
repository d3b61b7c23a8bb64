// How much likelier each card type is at a rival's hidden card, by place, than among all its hidden
// cards (hidden-prior.ts). Written by scripts/fit-hidden-prior.ts; edit by running it again, not by hand.
// Fitted with: npx tsx scripts/fit-hidden-prior.ts 150 31 (heuristic against heuristic, boxed decks,
// 150 games per pairing; 48748 face-down cards in play, 62420 in hand, 1147871 hidden in all).
export const HIDDEN_PRIOR_WEIGHTS: { readonly play: Readonly<Record<string, number>>; readonly hand: Readonly<Record<string, number>> } = {"play":{"dalma":0.554,"weapon":0.233,"shield":0.253,"armor":0.238,"object":2.142,"accessory":1.223,"emblem":0.025,"spell":0.172,"skill":0.196,"potion":0.265,"poison":0.698,"trap":8.05,"treasure":0.01,"soldier":1},"hand":{"dalma":0.308,"weapon":0.428,"shield":0.432,"armor":0.414,"object":0.394,"accessory":0.421,"emblem":7.315,"spell":2.209,"skill":1.54,"potion":0.508,"poison":0.43,"trap":0.225,"treasure":0.314,"soldier":1}}
