import { describe, expect, it } from 'vitest';
import { createChangeBus, POLLED_CHANNEL } from './change-bus';
import type { ChangeFeed } from './change-feed';
import { createPolledCache } from './polled-cache';

/** A feed driven by hand: `announce` is a database NOTIFY, `setLive` the dedicated listener dropping or coming back. */
function handFeed() {
  const bus = createChangeBus();
  const resets = new Set<() => void>();
  let live = true;
  const feed: ChangeFeed = {
    get live() {
      return live;
    },
    on: (channel, listener) => bus.on(channel, listener),
    onReset(listener) {
      resets.add(listener);
      return () => void resets.delete(listener);
    },
    close: async () => {},
  };
  return {
    feed,
    announce: (payload: string) => bus.emit(POLLED_CHANNEL, payload),
    setLive(value: boolean) {
      live = value;
      for (const reset of resets) reset();
    },
  };
}

/** A read that counts its calls and answers what `answer` holds at the time. */
function countingRead<V>(initial: V) {
  const state = { answer: initial, reads: 0 };
  return {
    state,
    read: async () => {
      state.reads += 1;
      return state.answer;
    },
  };
}

/** A read that hears `payload` announced while its first call runs, and answers `answers[n]` on its n-th call (the last one after). */
function announcingRead(announce: (payload: string) => void, payload: string, answers: readonly boolean[]) {
  const state = { reads: 0 };
  return {
    state,
    read: async () => {
      state.reads += 1;
      if (state.reads === 1) announce(payload);
      return answers[Math.min(state.reads, answers.length) - 1]!;
    },
  };
}

describe('createPolledCache', () => {
  it('reads once, then answers from memory until the seeker’s rows in its tables change', async () => {
    const { feed, announce } = handFeed();
    const cache = createPolledCache<boolean>(feed, ['notifications']);
    const { state, read } = countingRead(false);
    expect(await cache.get('u1', '', read)).toBe(false);
    state.answer = true;
    expect(await cache.get('u1', '', read)).toBe(false);
    expect(state.reads).toBe(1);

    announce('applications:u1'); // a table this cache does not depend on
    announce('notifications:u2'); // another seeker
    expect(await cache.get('u1', '', read)).toBe(false);
    expect(state.reads).toBe(1);

    announce('notifications:u1');
    expect(await cache.get('u1', '', read)).toBe(true);
    expect(state.reads).toBe(2);
  });

  it('reads again under another tag (the next UTC day), and after a TRUNCATE (`<table>:*`)', async () => {
    const { feed, announce } = handFeed();
    const cache = createPolledCache<number>(feed, ['applications', 'subscriptions']);
    const { state, read } = countingRead(3);
    expect(await cache.get('u1', '2026-11-23', read)).toBe(3);
    state.answer = 0;
    expect(await cache.get('u1', '2026-11-24', read)).toBe(0);
    state.answer = 5;
    expect(await cache.get('u1', '2026-11-24', read)).toBe(0);
    announce('subscriptions:*');
    expect(await cache.get('u1', '2026-11-24', read)).toBe(5);
    expect(state.reads).toBe(3);
  });

  it('does not keep an answer read while a change was heard: the next call reads the new state', async () => {
    const { feed, announce } = handFeed();
    const cache = createPolledCache<boolean>(feed, ['notifications']);
    // The row changes while the (old) answer is on its way back from the database.
    const { state, read } = announcingRead(announce, 'notifications:u1', [false, true]);
    expect(await cache.get('u1', '', read)).toBe(false);
    expect(await cache.get('u1', '', read)).toBe(true);
    expect(await cache.get('u1', '', read)).toBe(true);
    expect(state.reads).toBe(2);
  });

  it('keeps an answer read while only another seeker changed', async () => {
    const { feed, announce } = handFeed();
    const cache = createPolledCache<boolean>(feed, ['notifications']);
    const { state, read } = announcingRead(announce, 'notifications:u2', [true]);
    expect(await cache.get('u1', '', read)).toBe(true);
    expect(await cache.get('u1', '', read)).toBe(true);
    expect(state.reads).toBe(1);
  });

  it('while the feed is not live it reads every time and keeps nothing; it starts afresh once live again', async () => {
    const { feed, setLive } = handFeed();
    const cache = createPolledCache<boolean>(feed, ['notifications']);
    const { state, read } = countingRead(false);
    await cache.get('u1', '', read);
    setLive(false);
    state.answer = true;
    expect(await cache.get('u1', '', read)).toBe(true);
    state.answer = false;
    expect(await cache.get('u1', '', read)).toBe(false);
    expect(state.reads).toBe(3);
    setLive(true);
    state.answer = true;
    expect(await cache.get('u1', '', read)).toBe(true);
    expect(await cache.get('u1', '', read)).toBe(true);
    expect(state.reads).toBe(4);
  });

  it('keeps nothing when the read fails, and stops hearing changes once closed', async () => {
    const { feed, announce } = handFeed();
    const cache = createPolledCache<boolean>(feed, ['notifications']);
    await expect(cache.get('u1', '', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    const { state, read } = countingRead(true);
    expect(await cache.get('u1', '', read)).toBe(true);
    cache.close();
    announce('notifications:u1');
    expect(await cache.get('u1', '', read)).toBe(true);
    expect(state.reads).toBe(2);
  });

  it('holds at most `max` seekers, dropping the least recently polled', async () => {
    const { feed } = handFeed();
    const cache = createPolledCache<boolean>(feed, ['notifications'], { max: 2 });
    const { state, read } = countingRead(false);
    await cache.get('u1', '', read);
    await cache.get('u2', '', read);
    await cache.get('u1', '', read);
    await cache.get('u3', '', read); // drops u2
    await cache.get('u1', '', read);
    expect(state.reads).toBe(3);
    await cache.get('u2', '', read);
    expect(state.reads).toBe(4);
  });
});
