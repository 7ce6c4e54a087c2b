import { describe, expect, it, vi } from 'vitest';
import { SHOWN_TO_USER, createQueryClient } from './query-client';

describe('query client error logging: other call failures are logged and rethrown', () => {
  it('reports failed queries and unreported mutations, and rethrows them', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError, retry: false });
    const failure = new Error('boom');

    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(failure) })).rejects.toBe(failure);
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(failure) })
        .execute(undefined),
    ).rejects.toBe(failure);

    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('does not report mutations whose failure the screen shows', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError, retry: false });
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(new Error('shown')), meta: SHOWN_TO_USER });
    await expect(mutation.execute(undefined)).rejects.toThrow('shown');
    expect(onError).not.toHaveBeenCalled();
  });
});
