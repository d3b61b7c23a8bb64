// Weights of the search bot's evaluation (evaluate.ts, in the order of FEATURES). Written by
// scripts/fit-evaluation.ts; edit by running it again, not by hand.
// Fitted with: npx tsx scripts/fit-evaluation.ts 1000 2901 (heuristic against heuristic, boxed decks,
// learnt from: A-A, B-B; left out: initiative, traps;
// 1000 games per pairing; held-out log loss 0.6179, accuracy 65.2 % on 134320 samples).
export const EVALUATION_WEIGHTS: readonly number[] = [-0.0176, 0.0714, 0.318, 0.0055, 0.0627, 0.0451, 0.2274, 0.0365, 0.1662, 0.2885, 0.3481, 0.4136, 1.0988, -0.9611, 0, 0]
