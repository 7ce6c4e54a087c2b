/** Order statistics of samples: median, p95, min and max (nearest rank). */
export function describe(samples: readonly number[]): { n: number; median: number; p95: number; min: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
  return { n: sorted.length, median: at(0.5), p95: at(0.95), min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
}
