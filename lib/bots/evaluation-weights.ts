// Weights of the search bot's evaluation (evaluate.ts, in the order of FEATURES). Written by
// scripts/fit-evaluation.ts; edit by running it again, not by hand.
// Fitted with: npx tsx scripts/fit-evaluation.ts 300 2901 (heuristic against heuristic, boxed decks,
// left out: initiative, traps;
// 300 games per pairing; held-out log loss 0.5872, accuracy 68.3 % on 42738 samples).
export const EVALUATION_WEIGHTS: readonly number[] = [-0.1024, -0.3439, 0.496, 0.0291, 0.0056, -0.2828, 0.6059, 0.0427, 0.0566, 0.1098, 0.499, 0.5337, 1.6447, -1.5744, 0, 0]
