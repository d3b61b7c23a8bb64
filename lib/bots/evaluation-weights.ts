// Weights of the search bot's evaluation (evaluate.ts, in the order of FEATURES). Written by
// scripts/fit-evaluation.ts; edit by running it again, not by hand.
// Fitted with: npx tsx scripts/fit-evaluation.ts 150 15 (heuristic against heuristic, boxed decks,
// 150 games per pairing; held-out log loss 0.5809, accuracy 68.9 % on 22032 samples).
export const EVALUATION_WEIGHTS: readonly number[] = [-0.1482, -0.4333, 0.536, -0.0192, 0.0475, -0.2612, 0.3743, 0.1009, 0.1138, -0.0001, 0.5572, 1.3003, 2.2094, -1.951]
