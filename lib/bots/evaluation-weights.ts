// Weights of the search bot's evaluation (evaluate.ts, in the order of FEATURES). Written by
// scripts/fit-evaluation.ts; edit by running it again, not by hand.
// Fitted with: npx tsx scripts/fit-evaluation.ts 300 2901 (heuristic against heuristic, boxed decks,
// 300 games per pairing; held-out log loss 0.5646, accuracy 70.5 % on 42404 samples).
export const EVALUATION_WEIGHTS: readonly number[] = [-0.1816, -0.3076, 0.4793, 0.0327, 0.0422, -0.097, 0.3069, -0.0005, 0.1252, 0.1194, 0.733, 0.899, 1.4324, -1.3341, -0.0943, -0.7456]
