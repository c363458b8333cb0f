/**
 * Lighthouse's CPU slowdown for a host of a given speed. Its mobile preset slows the CPU 4x, which
 * stands for a mid-range phone on a host whose `benchmarkIndex` is about 1,533; on a slower host the
 * same 4x simulates a slower phone. Lighthouse's documentation (docs/throttling.md, "Calibrating the
 * CPU slowdown") has the multiplier chosen from the host's index, with the mapping of its CPU
 * slowdown calculator: linear between the points below, and never under 1 (no speed-up).
 */
const POINTS: ReadonlyArray<readonly [index: number, multiplier: number]> = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/** The multiplier that makes a host of `benchmarkIndex` stand for Lighthouse's mid-range phone. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= POINTS[0]![0]) return 1;
  // Past the last point the calculator goes on with the last segment's slope (233 per 1x).
  const upper = POINTS.findIndex(([index]) => benchmarkIndex <= index);
  const [[i0, m0], [i1, m1]] = upper === -1 ? [POINTS.at(-2)!, POINTS.at(-1)!] : [POINTS[upper - 1]!, POINTS[upper]!];
  return m0 + ((benchmarkIndex - i0) * (m1 - m0)) / (i1 - i0);
}
