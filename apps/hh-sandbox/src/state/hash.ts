/**
 * Deterministic hashing and pseudo-random choices. The sandbox never calls Math.random for data: every "random"
 * property (has_test, an applicant's resumes, auto-invites…) follows from a string seed, so runs repeat exactly.
 */

/** 32-bit FNV-1a hash of a string (unsigned). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 1) fixed by the seed: `unitHash('123:has_test') < 0.05` is true for about 5 % of ids. */
export function unitHash(seed: string): number {
  return fnv1a(seed) / 0x1_0000_0000;
}

/** A seeded pseudo-random generator (mulberry32) returning numbers in [0, 1). */
export function createRng(seed: string): () => number {
  let state = fnv1a(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}

/** An integer in [min, max] drawn from `rng`. */
export function randomInt(rng: () => number, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** `count` distinct elements of `items` chosen by `rng`, in the order drawn (partial Fisher–Yates on a copy). */
export function sample<T>(rng: () => number, items: readonly T[], count: number): T[] {
  const pool = items.slice();
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rng() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}
