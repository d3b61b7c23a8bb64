/** One figure a benchmark suite reports. `ratio` compares to a baseline measured in the same run, where one exists. */
export type BenchResult = { name: string; value: number; unit: string; note?: string }
