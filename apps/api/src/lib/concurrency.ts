/**
 * Runs `task` over `items` with at most `limit` tasks in flight, keeping the input order in the result.
 * Used to fetch full hh vacancies without opening dozens of connections at once.
 * @throws the first task's error; tasks already started finish on their own.
 */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, index);
    }
  });
  await Promise.all(lanes);
  return results;
}
