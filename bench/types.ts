/** One figure a benchmark suite reports. `ratio` compares to a baseline measured in the same run, where one exists. */
export type BenchResult = {
  name: string; value: number; unit: string; note?: string
  /**
   * A speed goal of issue 26 this figure measures: its ratio to the tight loop (support/tight-loop.ts) timed beside
   * it in the same run. bench/index.ts prints every goal at the end beside its before figure (speed-baseline.json).
   */
  goal?: { key: SpeedGoalKey; ratio: number; tightLoop: number }
}

export type SpeedGoalKey = 'bareRandomDuels' | 'heuristicDuels' | 'goldfish'
