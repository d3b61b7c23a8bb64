// Weights of the search bot's evaluation fitted on one deck pairing alone (evaluate.ts, in the order
// of FEATURES), keyed by the pairing's two starting Dalmas (own|rival, pairingKey in evaluate.ts). A
// pairing not listed uses the shared weights of evaluation-weights.ts. Written by
// scripts/fit-pair.ts; edit by running it again, not by hand.
export const PAIR_FITS: Readonly<Record<string, { fittedWith: string; weights: readonly number[] }>> = {
  'lisko-de-arathan|lisko-de-arathan': {
    fittedWith: 'npx tsx scripts/fit-pair.ts caja-2-corsarios-de-arathan.txt caja-2-corsarios-de-arathan.txt 600 16 (held-out log loss 0.6347, shared weights 0.6418; accuracy 61.8 %, shared 61.1 %; 27144 samples)',
    weights: [-0.0991, 0.0014, 0.4104, -0.014, 0.0487, -0.2234, 0.6791, 0.0684, 0.1504, 0.1351, 0.5309, 1.2559, 1.269, -1.2085],
  },
}

export const PAIR_WEIGHTS: Readonly<Record<string, readonly number[]>> = Object.fromEntries(Object.entries(PAIR_FITS).map(([key, fit]) => [key, fit.weights]))
