/**
 * The companion's service worker. It holds the device token (chrome.storage.local; it opens only the companion's calls
 * of Otklik), long-polls Otklik for the seeker's operations on two lanes (applications and the resume editor, one at a
 * time; reads beside them), performs each in an hh.ru tab through the content script, and reports the outcome. hh's
 * cookies stay in the browser: the worker never reads them, and sends Otklik only what hh's pages show.
 */
import type { CompanionOperation, OperationReport, PairResult, QuestionsAnswer } from '@otklik/contracts';
import { packMajor, type SelectorPack } from './site-contract';
import { EXTENSION_VERSION, OTKLIK_ORIGIN } from './config';
import type { WorkerStatus } from './messages';
import { applyOperation, fillResumeOperation, readOperation, type OperationChannel } from './operations';
import { sleep, TabClosedError } from './tabs';

/** The selector pack majors this build understands. */
const PACK_MAJOR = 1;
/** Seconds a long poll waits on the server. */
const POLL_SECONDS = 25;

interface Stored {
  token?: string;
  userName?: string;
}

let token: string | null = null;
let userName: string | null = null;
let pack: SelectorPack | null = null;
const busy: Record<'apply' | 'read', string | null> = { apply: null, read: null };
const running = new Set<'apply' | 'read'>();

async function load(): Promise<void> {
  const stored = (await chrome.storage.local.get(['token', 'userName'])) as Stored;
  token = stored.token ?? null;
  userName = stored.userName ?? null;
}

/** A call to Otklik with the device token (no cookies: the worker's requests are not Otklik's page). */
async function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${OTKLIK_ORIGIN}${path}`, {
    ...init,
    credentials: 'omit',
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) },
  });
}

async function forget(): Promise<void> {
  token = null;
  userName = null;
  pack = null;
  await chrome.storage.local.remove(['token', 'userName']);
}

/** The pack the operation names, fetched from Otklik when this worker has another (or none). */
async function packFor(version: string): Promise<SelectorPack> {
  if (pack?.version === version) return pack;
  const response = await api('/api/companion/device/selector-pack');
  if (!response.ok) throw new Error(`selector pack: ${response.status}`);
  const fetched = (await response.json()) as SelectorPack;
  if (packMajor(fetched) !== PACK_MAJOR) throw new Error(`selector pack ${fetched.version} needs a newer extension`);
  pack = fetched;
  return fetched;
}

function channelOf(operation: CompanionOperation): OperationChannel {
  const post = (path: string, body: unknown) => api(`/api/companion/device/operations/${operation.id}/${path}`, { method: 'POST', body: JSON.stringify(body) });
  return {
    async event(action, detail, vacancyName) {
      await post('events', {
        events: [{ action, ...(detail ? { detail } : {}), ...(vacancyName ? { vacancy_name: vacancyName } : {}), at: new Date().toISOString() }],
      }).catch(() => undefined);
    },
    async questions(questions) {
      const response = await post('questions', { questions });
      if (!response.ok) throw new Error(`questions: ${response.status}`);
      return (await response.json()) as QuestionsAnswer;
    },
  };
}

async function perform(operation: CompanionOperation): Promise<OperationReport> {
  try {
    const current = await packFor(operation.pack_version);
    if (operation.kind === 'apply') return await applyOperation(operation, current, channelOf(operation));
    if (operation.kind === 'fill_resume') return await fillResumeOperation(operation, current, channelOf(operation));
    return await readOperation(operation, current);
  } catch (error) {
    if (error instanceof TabClosedError) return { status: 'interrupted', detail: 'Вкладка hh.ru закрыта' };
    return { status: 'failed', detail: (error instanceof Error ? error.message : String(error)).slice(0, 500) };
  }
}

async function report(id: string, outcome: OperationReport): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await api(`/api/companion/device/operations/${id}/result`, { method: 'POST', body: JSON.stringify(outcome) }).catch(() => null);
    if (response && (response.ok || (response.status >= 400 && response.status < 500))) return;
    await sleep(2000 * (attempt + 1));
  }
}

/** One lane's loop: long poll, perform, report; until the device is unpaired. */
async function loop(lane: 'apply' | 'read'): Promise<void> {
  if (running.has(lane)) return;
  running.add(lane);
  try {
    while (token) {
      const response = await api(`/api/companion/device/operations/next?lane=${lane}&wait=${POLL_SECONDS}`).catch(() => null);
      if (!response) {
        await sleep(5000);
        continue;
      }
      if (response.status === 401) {
        await forget();
        return;
      }
      if (response.status === 204) continue;
      if (!response.ok) {
        await sleep(5000);
        continue;
      }
      const { operation } = (await response.json()) as { operation: CompanionOperation };
      busy[lane] = operation.kind;
      try {
        await report(operation.id, await perform(operation));
      } finally {
        busy[lane] = null;
      }
    }
  } finally {
    running.delete(lane);
  }
}

function start(): void {
  if (!token) return;
  void loop('apply');
  void loop('read');
}

async function pair(code: string): Promise<{ ok: boolean; error?: string }> {
  const response = await fetch(`${OTKLIK_ORIGIN}/api/companion/pair`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, device_name: `Chromium (${navigator.platform || 'браузер'})`, extension_version: EXTENSION_VERSION }),
  }).catch(() => null);
  if (!response) return { ok: false, error: 'Otklik не отвечает. Проверьте подключение и попробуйте ещё раз' };
  if (response.status === 429) return { ok: false, error: 'Слишком много попыток. Подождите 15 минут' };
  if (!response.ok) return { ok: false, error: 'Код не подошёл: он неверный, уже использован или устарел. Получите новый код в Otklik' };
  const paired = (await response.json()) as PairResult;
  token = paired.device_token;
  const me = await api('/api/companion/device/me')
    .then((r) => (r.ok ? (r.json() as Promise<{ user_name: string }>) : null))
    .catch(() => null);
  userName = me?.user_name ?? null;
  await chrome.storage.local.set({ token, ...(userName ? { userName } : {}) });
  start();
  return { ok: true };
}

chrome.runtime.onMessage.addListener((message: { cmd: string; code?: string }, _sender, respond) => {
  const answer = async (): Promise<unknown> => {
    await (token === null ? load() : Promise.resolve());
    if (message.cmd === 'pair') return pair(message.code ?? '');
    if (message.cmd === 'unpair') {
      await forget();
      return { ok: true };
    }
    const status: WorkerStatus = { paired: token !== null, userName, busy: busy.apply ?? busy.read };
    return status;
  };
  void answer().then(respond);
  return true;
});

// A worker woken by the browser (start, an alarm, a message) resumes polling; the alarm also keeps polls alive.
chrome.alarms.create('otklik-poll', { periodInMinutes: 0.5 });
chrome.alarms.onAlarm.addListener(() => void load().then(start));
chrome.runtime.onStartup.addListener(() => void load().then(start));
chrome.runtime.onInstalled.addListener(() => void load().then(start));
// Extension API calls keep an MV3 worker alive while it waits on a long poll.
setInterval(() => void chrome.runtime.getPlatformInfo(), 20_000);
void load().then(start);
