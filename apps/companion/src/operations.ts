/**
 * How the companion performs each operation in an hh.ru tab. The rules, whatever the operation:
 * - before acting on a page: the hard stops it shows (captcha, login wall, test, external form), then the self-test of
 *   the pack for that page; a failure stops with `unknown_page` and clicks nothing;
 * - an apply looks at the vacancy page first: when hh already shows the response there (a re-run after a closed tab
 *   or a crash), it only reads the proof and never responds again;
 * - the proof of sending is hh's negotiations page: an apply is done only when its vacancy is listed there;
 * - assisted mode fills the form and waits for the seeker's own press of «Откликнуться»; «Отправлять за меня» presses
 *   it after a human pause; an employer question without an answer from the seeker's explicit facts stops and asks.
 */
import type { ApplyParams, CompanionOperation, OperationReport, QuestionnaireQuestion, QuestionsAnswer } from '@otklik/contracts';
import { readStatePath, siteUrl, type SelectorPack, type SitePage } from './site-contract';
import { HH_ORIGIN } from './config';
import type { FormAnswer, PageInspection, ResumeFields } from './messages';
import { ask, closeTab, focusTab, inspect, loaded, navigate, openTab, sleep } from './tabs';

/** What an operation may tell the API while it runs. */
export interface OperationChannel {
  /** Steps for the seeker's audit log (also keeps the operation's lease). */
  event(action: string, detail?: string, vacancyName?: string): Promise<void>;
  /** The API's answers to the employer's questions, from the seeker's explicit facts. */
  questions(questions: QuestionnaireQuestion[]): Promise<QuestionsAnswer>;
}

const done = (result: unknown): OperationReport => ({ status: 'done', result });
const unknownPage = (page: string, missing: string[]): OperationReport => ({ status: 'stopped', reason: 'unknown_page', page, missing });

/** The reads' tab: one background hh tab, reused. */
let readTab: number | null = null;

async function readingTab(url: string): Promise<number> {
  if (readTab !== null) {
    try {
      await navigate(readTab, url);
      return readTab;
    } catch {
      readTab = null;
    }
  }
  readTab = await openTab(url, false);
  return readTab;
}

/** Reads one page: its stop, its self-test, then its URL and embedded state; a 404 reads as `{not_found: true}`. */
async function readPage(pack: SelectorPack, page: SitePage, path: string): Promise<OperationReport> {
  const tab = await readingTab(`${HH_ORIGIN}${path}`);
  const seen = await inspect(tab, { pack, pages: [page] });
  if (seen.stop) return { status: 'stopped', reason: seen.stop };
  if (seen.status === 404) return done({ url: seen.url, state: { not_found: true } });
  const test = seen.tests[page]!;
  if (!test.ok) return unknownPage(page, test.missing);
  return done({ url: seen.url, state: seen.state });
}

/** The search page's query: the pack's URL (text, page) plus hh's site filters with the same names as its API. */
function searchPath(pack: SelectorPack, params: Record<string, unknown>): string {
  const base = siteUrl(pack, 'search', 'open', {
    ...(typeof params.text === 'string' ? { text: params.text } : {}),
    page: typeof params.page === 'number' ? params.page : 0,
  });
  const query = new URLSearchParams();
  for (const area of Array.isArray(params.area) ? params.area : []) query.append('area', String(area));
  if (typeof params.salary === 'number') query.set('salary', String(params.salary));
  if (params.only_with_salary === true) query.set('only_with_salary', 'true');
  if (params.schedule === 'remote') query.set('work_format', 'REMOTE');
  if (typeof params.experience === 'string') query.set('experience', params.experience);
  if (typeof params.order_by === 'string') query.set('order_by', params.order_by);
  if (typeof params.per_page === 'number') query.set('items_on_page', String(params.per_page));
  const extra = query.toString();
  return extra ? `${base}${base.includes('?') ? '&' : '?'}${extra}` : base;
}

/** Runs one read or editor operation (an apply goes through {@link applyOperation}). */
export async function readOperation(operation: CompanionOperation, pack: SelectorPack): Promise<OperationReport> {
  const params = operation.params;
  switch (operation.kind) {
    case 'list_resumes':
      return readPage(pack, 'resume_list', siteUrl(pack, 'resume_list', 'open'));
    case 'read_resume':
      return readPage(pack, 'resume_view', siteUrl(pack, 'resume_view', 'open', { resume_id: String(params.resume_id) }));
    case 'search_vacancies':
      return readPage(pack, 'search', searchPath(pack, params));
    case 'read_vacancy':
      return readPage(pack, 'vacancy', siteUrl(pack, 'vacancy', 'open', { vacancy_id: String(params.vacancy_id) }));
    case 'list_negotiations': {
      const page = typeof params.page === 'number' && params.page > 0 ? `?page=${params.page}` : '';
      return readPage(pack, 'negotiations', `${siteUrl(pack, 'negotiations', 'open')}${page}`);
    }
    default:
      return { status: 'failed', detail: `not a read: ${operation.kind}` };
  }
}

/** The vacancy's response status in the page state (`applicantVacancyResponseStatuses[id]`). */
function responseStatus(seen: PageInspection, vacancyId: string): { alreadyApplied?: boolean; test?: { hasTests?: boolean } } | undefined {
  return readStatePath(seen.state, `applicantVacancyResponseStatuses.${vacancyId}`) as never;
}

/** True when the page in front of the seeker says the response was made. */
function responded(seen: PageInspection, vacancyId: string): boolean {
  return (
    (seen.counts['vacancy.responded'] ?? 0) > 0 ||
    (seen.counts['vacancy.sent'] ?? 0) > 0 ||
    (seen.counts['response_page.responded'] ?? 0) > 0 ||
    responseStatus(seen, vacancyId)?.alreadyApplied === true
  );
}

const RESPONSE_COUNTS = [
  { page: 'vacancy', role: 'responded' },
  { page: 'vacancy', role: 'sent' },
  { page: 'vacancy', role: 'archived' },
  { page: 'response_page', role: 'responded' },
] as const;

/** Pages of hh's negotiations list the proof reads at most (newest first: an older response is further down). */
const PROOF_PAGES = 25;

/**
 * Reads hh's negotiations list for the vacancy, a page at a time while hh says there are more: the proof that hh
 * holds the response (a re-run after a crash may find one made long ago, deep in the list).
 */
async function proof(tab: number, pack: SelectorPack, vacancyId: string, channel: OperationChannel): Promise<OperationReport> {
  for (let page = 0; page < PROOF_PAGES; page += 1) {
    await navigate(tab, `${HH_ORIGIN}${siteUrl(pack, 'negotiations', 'open')}${page > 0 ? `?page=${page}` : ''}`);
    const seen = await inspect(tab, { pack, pages: ['negotiations'] });
    if (seen.stop) return { status: 'stopped', reason: seen.stop };
    const test = seen.tests.negotiations!;
    if (!test.ok) return unknownPage('negotiations', test.missing);
    const topics = (readStatePath(seen.state, 'applicantNegotiations.topicList') ?? []) as { id: number; vacancyId: number }[];
    const topic = topics.find((item) => String(item.vacancyId) === vacancyId);
    if (topic) {
      await channel.event('Отклик виден в списке откликов hh.ru', `№ ${topic.id}`);
      return done({ negotiation_id: String(topic.id) });
    }
    const pages = readStatePath(seen.state, 'applicantNegotiations.pages');
    if (typeof pages !== 'number' || page + 1 >= pages) break;
  }
  return { status: 'failed', detail: 'the response is not on hh’s negotiations page yet' };
}

/** hh's refusal shown on the response form, as the pipeline's reason, or null when it is not one we know. */
function refusalOf(errors: readonly string[]): string | null {
  const text = errors.join(' ').toLowerCase();
  if (text.includes('лимит')) return 'limit_exceeded';
  if (text.includes('сопроводительн') && (text.includes('обязател') || text.includes('пуст'))) return 'empty_message';
  if (text.includes('длин')) return 'too_long_message';
  return null;
}

/** Applies to one vacancy (see the file comment). Throws TabClosedError when the seeker closes the tab. */
export async function applyOperation(operation: CompanionOperation, pack: SelectorPack, channel: OperationChannel): Promise<OperationReport> {
  const params = operation.params as ApplyParams & { answers?: Record<string, string> };
  const vacancyId = params.vacancy_id;
  const sendForMe = params.mode === 'send_for_me';
  const step = () => sleep(operation.step_delay_ms);
  const tab = await openTab(`${HH_ORIGIN}${siteUrl(pack, 'vacancy', 'open', { vacancy_id: vacancyId })}`, !sendForMe);
  let finished = false;
  try {
    let seen = await inspect(tab, { pack, pages: ['vacancy'], count: [...RESPONSE_COUNTS] });
    if (seen.stop) return { status: 'stopped', reason: seen.stop };
    if (seen.status === 404) return done({ refusal: 'vacancy_not_found' });
    if (!seen.tests.vacancy!.ok) return unknownPage('vacancy', seen.tests.vacancy!.missing);
    const name = seen.title ?? undefined;
    await channel.event('Открыта вакансия', operation.attempt > 1 ? `попытка ${operation.attempt}: сначала проверяем hh.ru` : undefined, name);
    if (responded(seen, vacancyId)) {
      await channel.event('hh.ru уже показывает отклик на эту вакансию', 'повторно не откликаемся');
      finished = true;
      return await proof(tab, pack, vacancyId, channel);
    }
    if ((seen.counts['vacancy.archived'] ?? 0) > 0) return done({ refusal: 'archived' });
    if (responseStatus(seen, vacancyId)?.test?.hasTests === true) return { status: 'stopped', reason: 'test_required' };

    await step();
    await ask(tab, { cmd: 'click', pack, page: 'vacancy', role: 'response' });
    await sleep(300);
    await loaded(tab);
    seen = await inspect(tab, { pack, pages: ['response_popup', 'response_page', 'questionnaire'], count: [...RESPONSE_COUNTS] });
    if (seen.stop) return { status: 'stopped', reason: seen.stop };
    const shape = seen.tests.response_popup!.ok ? 'response_popup' : seen.tests.response_page!.ok ? 'response_page' : null;
    if (!shape) {
      const onPage = new URL(seen.url).pathname.startsWith('/applicant/');
      return unknownPage(onPage ? 'response_page' : 'response_popup', (onPage ? seen.tests.response_page : seen.tests.response_popup)!.missing);
    }

    let answers: FormAnswer[] = [];
    if (seen.tests.questionnaire!.ok) {
      const questions = await ask<QuestionnaireQuestion[]>(tab, { cmd: 'questions', pack });
      const answered = await channel.questions(questions);
      if (answered.unanswered) return { status: 'stopped', reason: 'unanswerable_question', question: answered.unanswered.text };
      answers = answered.answers;
    }
    await step();
    const filled = await ask<{ ok: boolean; problem?: string }>(tab, {
      cmd: 'fill',
      pack,
      page: shape,
      resumeId: params.resume_id,
      letter: params.letter,
      answers,
    });
    if (!filled.ok) return filled.problem === 'resume_not_found' ? done({ refusal: 'resume_not_found' }) : unknownPage(shape, [filled.problem ?? 'form']);
    await channel.event('Форма отклика заполнена', answers.length > 0 ? `письмо и ответы на ${answers.length} вопр.` : 'сопроводительное письмо');

    if (!sendForMe) {
      await focusTab(tab);
      await ask(tab, { cmd: 'notice', text: 'Otklik заполнил отклик. Проверьте письмо и нажмите «Откликнуться» — отправляете вы сами.' });
      await channel.event('Ждём, пока вы нажмёте «Откликнуться» на hh.ru');
    } else {
      await step();
      await ask(tab, { cmd: 'click', pack, page: shape, role: 'submit' });
      await channel.event('Нажата кнопка «Откликнуться»');
    }
    // Wait for hh to show the response: the seeker's press (assisted, up to 25 minutes) or ours (a minute).
    const deadline = Date.now() + (sendForMe ? 60_000 : 25 * 60_000);
    let lastPing = Date.now();
    for (;;) {
      await sleep(500);
      await loaded(tab);
      seen = await inspect(tab, { pack, pages: [], count: [...RESPONSE_COUNTS] });
      if (seen.stop && seen.stop !== 'test_required' && seen.stop !== 'external_form') return { status: 'stopped', reason: seen.stop };
      if (responded(seen, vacancyId)) break;
      const refusal = refusalOf(seen.errors);
      if (sendForMe && refusal) return done({ refusal });
      if (Date.now() > deadline) return { status: 'failed', detail: sendForMe ? 'hh did not show the response' : 'the response was not sent' };
      if (Date.now() - lastPing > 60_000) {
        lastPing = Date.now();
        await channel.event('Ждём отклика на hh.ru');
      }
    }
    await channel.event(sendForMe ? 'hh.ru принял отклик' : 'Вы отправили отклик на hh.ru');
    finished = true;
    return await proof(tab, pack, vacancyId, channel);
  } finally {
    if (finished || sendForMe) await closeTab(tab);
  }
}

/** Fills hh's resume editor with the written resume; the seeker checks and saves it (the editor stays open). */
export async function fillResumeOperation(operation: CompanionOperation, pack: SelectorPack, channel: OperationChannel): Promise<OperationReport> {
  const resume = (operation.params.resume ?? {}) as {
    title?: string;
    skills?: string;
    skill_set?: string[];
    salary?: { amount?: number } | null;
    experience?: ResumeFields['experience'];
  };
  const tab = await openTab(`${HH_ORIGIN}${siteUrl(pack, 'resume_editor', 'new')}`, true);
  const seen = await inspect(tab, { pack, pages: ['resume_editor'] });
  if (seen.stop) return { status: 'stopped', reason: seen.stop };
  if (!seen.tests.resume_editor!.ok) return unknownPage('resume_editor', seen.tests.resume_editor!.missing);
  const fields: ResumeFields = {
    ...(resume.title ? { title: resume.title } : {}),
    ...(resume.skills ? { about: resume.skills } : {}),
    skills: resume.skill_set ?? [],
    salary: resume.salary?.amount ?? null,
    experience: resume.experience ?? [],
  };
  await sleep(operation.step_delay_ms);
  const filled = await ask<{ missing: string[] }>(tab, { cmd: 'fillResume', pack, resume: fields });
  if (filled.missing.length > 0) return unknownPage('resume_editor', filled.missing);
  await ask(tab, { cmd: 'notice', text: 'Otklik заполнил резюме. Проверьте и сохраните его на hh.ru.' });
  await channel.event('Резюме заполнено в редакторе hh.ru: сохраните его', resume.title);
  const deadline = Date.now() + 55 * 60_000;
  for (;;) {
    await sleep(1000);
    await loaded(tab);
    const url = new URL((await chrome.tabs.get(tab)).url ?? HH_ORIGIN);
    // Saved: hh shows the resume's page, or goes back to the resume list where the new resume has the draft's title.
    let resumeId = /^\/resume\/([0-9a-f]+)/.exec(url.pathname)?.[1] ?? null;
    if (resumeId === null && new RegExp(pack.pages.resume_list.path ?? '^$').test(url.pathname)) {
      const list = await inspect(tab, { pack, pages: ['resume_list'] });
      const items = (readStatePath(list.state, 'applicantResumes.items') ?? []) as { id: string; title: string | null }[];
      resumeId = items.find((item) => (item.title ?? '').trim() === (resume.title ?? '').trim())?.id ?? null;
    }
    if (resumeId !== null) {
      // The seeker asked Otklik to publish it: hh publishes a finished resume on save; otherwise hh's own button does.
      await channel.event('Резюме сохранено на hh.ru', resumeId);
      await navigate(tab, `${HH_ORIGIN}${siteUrl(pack, 'resume_list', 'open')}`);
      const list = await inspect(tab, { pack, pages: ['resume_list'] });
      if (list.stop) return { status: 'stopped', reason: list.stop };
      if (!list.tests.resume_list!.ok) return unknownPage('resume_list', list.tests.resume_list!.missing);
      const items = (readStatePath(list.state, 'applicantResumes.items') ?? []) as { id: string; status?: { id?: string } }[];
      if (items.find((item) => item.id === resumeId)?.status?.id !== 'published') {
        await sleep(operation.step_delay_ms);
        const clicked = await ask<{ clicked: boolean }>(tab, {
          cmd: 'clickInItem',
          pack,
          page: 'resume_list',
          link: 'title_link',
          href: `/resume/${resumeId}`,
          role: 'update',
        });
        if (!clicked.clicked) return { status: 'failed', detail: 'the saved resume has no publish button on hh' };
        await sleep(300);
        await loaded(tab);
      }
      await channel.event('Резюме опубликовано на hh.ru', resumeId);
      await closeTab(tab);
      return done({ resume_id: resumeId });
    }
    if (Date.now() > deadline) return { status: 'failed', detail: 'the resume was not saved' };
  }
}
