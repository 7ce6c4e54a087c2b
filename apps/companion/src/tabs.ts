/**
 * The hh.ru tabs the companion works in: opened, navigated and read through the content script, and watched, so that a
 * tab the seeker closes mid-operation is noticed at once (the operation is then reported interrupted, never guessed).
 */
import type { ContentCommand, PageInspection } from './messages';

/** The seeker closed the tab the companion was working in. */
export class TabClosedError extends Error {
  constructor() {
    super('the tab was closed');
    this.name = 'TabClosedError';
  }
}

const closed = new Set<number>();
const waiters = new Map<number, Set<() => void>>();

chrome.tabs.onRemoved.addListener((tabId) => {
  closed.add(tabId);
  for (const wake of waiters.get(tabId) ?? []) wake();
  waiters.delete(tabId);
});
chrome.tabs.onUpdated.addListener((tabId, change) => {
  if (change.status !== 'complete') return;
  for (const wake of waiters.get(tabId) ?? []) wake();
  waiters.delete(tabId);
});

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Throws when the tab is gone. */
export function assertOpen(tabId: number): void {
  if (closed.has(tabId)) throw new TabClosedError();
}

/** Resolves once the tab finished loading (or after `timeoutMs`), throws when it was closed. */
export async function loaded(tabId: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    assertOpen(tabId);
    const tab = await chrome.tabs.get(tabId).catch(() => null);
    if (!tab) {
      closed.add(tabId);
      throw new TabClosedError();
    }
    if (tab.status === 'complete') return;
    if (Date.now() > deadline) throw new Error('the page did not load in time');
    await new Promise<void>((resolve) => {
      const set = waiters.get(tabId) ?? new Set();
      waiters.set(tabId, set);
      const timer = setTimeout(resolve, 500);
      set.add(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/** Opens a tab at `url` (in the background unless `active`) and waits for it to load. */
export async function openTab(url: string, active: boolean): Promise<number> {
  const tab = await chrome.tabs.create({ url, active });
  if (tab.id === undefined) throw new Error('no tab');
  await loaded(tab.id);
  return tab.id;
}

/** Sends the tab to `url` and waits for it to load. */
export async function navigate(tabId: number, url: string): Promise<void> {
  assertOpen(tabId);
  await chrome.tabs.update(tabId, { url }).catch(() => {
    throw new TabClosedError();
  });
  await sleep(50);
  await loaded(tabId);
}

/** Asks the tab's content script; retried while the page (re)loads and the script is not there yet. */
export async function ask<T>(tabId: number, command: ContentCommand): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    assertOpen(tabId);
    try {
      const answer = (await chrome.tabs.sendMessage(tabId, command)) as T & { error?: string };
      if (answer && typeof answer === 'object' && 'error' in answer && answer.error) throw new Error(answer.error);
      return answer;
    } catch (error) {
      if (closed.has(tabId)) throw new TabClosedError();
      if (attempt >= 20) throw error;
      await sleep(250);
      await loaded(tabId).catch(() => undefined);
    }
  }
}

/** Reads the page in the tab. */
export function inspect(tabId: number, command: Omit<Extract<ContentCommand, { cmd: 'inspect' }>, 'cmd'>): Promise<PageInspection> {
  return ask<PageInspection>(tabId, { cmd: 'inspect', ...command });
}

/** Closes a tab the companion opened (a tab already closed is fine). */
export async function closeTab(tabId: number): Promise<void> {
  if (!closed.has(tabId)) await chrome.tabs.remove(tabId).catch(() => undefined);
}

/** Brings the tab to the seeker's eyes (assisted mode: they press hh's button themselves). */
export async function focusTab(tabId: number): Promise<void> {
  const tab = await chrome.tabs.update(tabId, { active: true }).catch(() => null);
  if (tab?.windowId !== undefined) await chrome.windows.update(tab.windowId, { focused: true }).catch(() => undefined);
}
