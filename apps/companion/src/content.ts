/**
 * The content script on hh.ru's pages. It acts only when the service worker asks, only through the roles of the
 * selector pack it is sent (never a selector of its own), and reports what the page shows: the hard stop it reveals
 * (captcha, login wall, test, external form), the self-test of the pages asked about, and the embedded state. It never
 * reads or sends cookies.
 */
import { detectStop, domProbe, selfTest, type SelectorPack, type SitePage } from './site-contract';
import type { ContentCommand, FormAnswer, PageInspection, ResumeFields } from './messages';

const selector = (pack: SelectorPack, page: SitePage, role: string): string | null => pack.pages[page].selectors[role] ?? null;

/** Sets a field's value as typing would (hh's pages are React: the native setter, then input and change events). */
function setValue(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const prototype =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : element instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

function isVisible(element: Element): boolean {
  const box = (element as HTMLElement).getBoundingClientRect?.();
  return !!box && box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

function navigationStatus(): number {
  const entry = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { responseStatus?: number }) | undefined;
  return entry?.responseStatus ?? 0;
}

function inspect(command: Extract<ContentCommand, { cmd: 'inspect' }>): PageInspection {
  const probe = domProbe(document, command.pack);
  const tests: PageInspection['tests'] = {};
  for (const page of command.pages) tests[page] = selfTest(command.pack, page, probe);
  const counts: Record<string, number> = {};
  for (const { page, role } of command.count ?? []) {
    const css = selector(command.pack, page, role);
    counts[`${page}.${role}`] = css ? document.querySelectorAll(css).length : 0;
  }
  const titleCss = selector(command.pack, 'vacancy', 'title');
  const title = titleCss ? (document.querySelector(titleCss)?.textContent?.trim() ?? null) : null;
  const errorCss = [selector(command.pack, 'response_popup', 'error'), selector(command.pack, 'response_page', 'error')].filter(
    (css): css is string => css !== null,
  );
  const errors = errorCss.flatMap((css) => [...document.querySelectorAll(css)].map((element) => element.textContent?.trim() ?? '')).filter(Boolean);
  return { url: location.href, status: navigationStatus(), stop: detectStop(command.pack, probe), tests, state: probe.state(), counts, title, errors };
}

/** The label text of a choice input (its <label>, or the text around it). */
function labelOf(input: HTMLInputElement, pack: SelectorPack): string {
  const css = selector(pack, 'questionnaire', 'choice_label') ?? 'label';
  const label = input.closest(css) ?? (input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null);
  return (label?.textContent ?? input.value).trim();
}

function readQuestions(pack: SelectorPack) {
  const role = (name: string) => selector(pack, 'questionnaire', name) ?? '';
  return [...document.querySelectorAll(role('block'))].map((block) => {
    // hh marks a required question with a trailing asterisk: the question is the text before it.
    const text = (block.querySelector(role('question'))?.textContent ?? '').trim().replace(/\s*\*$/u, '');
    const required = block.querySelector(role('required')) !== null;
    const textarea = block.querySelector<HTMLTextAreaElement>(role('text_answer'));
    if (textarea) return { key: textarea.name, text, required, kind: 'text' as const };
    const choices = [...block.querySelectorAll<HTMLInputElement>(role('choice_answer'))];
    return { key: choices[0]?.name ?? '', text, required, kind: 'choice' as const, options: choices.map((input) => labelOf(input, pack)) };
  });
}

function fill(command: Extract<ContentCommand, { cmd: 'fill' }>): { ok: true } | { ok: false; problem: string } {
  const { pack, page } = command;
  const form = document.querySelector<HTMLFormElement>(selector(pack, page, 'form') ?? '');
  if (!form) return { ok: false, problem: 'no_form' };
  const options = [...form.querySelectorAll<HTMLInputElement>(selector(pack, page, 'resume_option') ?? '')];
  const resume = options.find((input) => input.value === command.resumeId);
  if (!resume) return { ok: false, problem: 'resume_not_found' };
  if (!resume.checked) resume.click();
  if (command.letter.trim() !== '') {
    let letter = form.querySelector<HTMLTextAreaElement>(selector(pack, page, 'letter_input') ?? '');
    if (!letter || !isVisible(letter)) {
      form.querySelector<HTMLElement>(selector(pack, page, 'letter_toggle') ?? '')?.click();
      letter = form.querySelector<HTMLTextAreaElement>(selector(pack, page, 'letter_input') ?? '');
    }
    if (!letter) return { ok: false, problem: 'no_letter_field' };
    setValue(letter, command.letter);
  }
  for (const answer of command.answers) if (!fillAnswer(form, pack, answer)) return { ok: false, problem: `answer:${answer.key}` };
  return { ok: true };
}

function fillAnswer(form: HTMLFormElement, pack: SelectorPack, answer: FormAnswer): boolean {
  const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(answer.key)}"]`)];
  const text = fields.find(
    (field): field is HTMLTextAreaElement | HTMLInputElement =>
      field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type === 'text'),
  );
  if (text) {
    setValue(text, answer.value);
    return true;
  }
  const choice = fields.find((field): field is HTMLInputElement => field instanceof HTMLInputElement && labelOf(field, pack) === answer.value);
  if (!choice) return false;
  if (!choice.checked) choice.click();
  return true;
}

/** Types the resume into hh's editor through its own fields; returns the roles it could not find. */
function fillResume(pack: SelectorPack, resume: ResumeFields): string[] {
  const css = (role: string) => selector(pack, 'resume_editor', role) ?? '';
  const missing: string[] = [];
  const field = <T extends HTMLInputElement | HTMLTextAreaElement>(role: string, root: ParentNode = document) => {
    const element = root.querySelector<T>(css(role));
    if (!element) missing.push(role);
    return element;
  };
  const put = (role: string, value: string | null | undefined, root?: ParentNode) => {
    if (value === undefined || value === null || value === '') return;
    const element = field(role, root);
    if (element) setValue(element, value);
  };
  put('title', resume.title);
  put('about', resume.about);
  if (resume.salary) put('salary', String(resume.salary));
  for (const skill of resume.skills ?? []) {
    put('skill_input', skill);
    document.querySelector<HTMLElement>(css('skill_add'))?.click();
  }
  for (const job of resume.experience ?? []) {
    document.querySelector<HTMLElement>(css('experience_add'))?.click();
    const item = [...document.querySelectorAll(css('experience_item'))].at(-1);
    if (!item) {
      missing.push('experience_item');
      break;
    }
    put('experience_company', job.company, item);
    put('experience_position', job.position, item);
    put('experience_start', job.start?.slice(0, 7), item);
    put('experience_end', job.end?.slice(0, 7), item);
    put('experience_description', job.description, item);
  }
  return missing;
}

function notice(text: string): void {
  const id = 'otklik-companion-notice';
  document.getElementById(id)?.remove();
  const box = document.createElement('div');
  box.id = id;
  box.setAttribute('role', 'status');
  box.textContent = text;
  box.style.cssText =
    'position:fixed;z-index:2147483647;left:16px;right:16px;top:16px;pointer-events:none;padding:12px 16px;border-radius:8px;background:#1c7ed6;color:#fff;font:15px/1.4 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.2)';
  document.body.append(box);
}

chrome.runtime.onMessage.addListener((message: ContentCommand, _sender, respond) => {
  try {
    switch (message.cmd) {
      case 'inspect':
        respond(inspect(message));
        break;
      case 'click': {
        const css = selector(message.pack, message.page, message.role);
        const element = css ? document.querySelector<HTMLElement>(css) : null;
        element?.scrollIntoView({ block: 'center' });
        element?.click();
        respond({ clicked: element !== null });
        break;
      }
      case 'clickInItem': {
        const item = [...document.querySelectorAll(selector(message.pack, message.page, 'item') ?? '')].find((element) =>
          (element.querySelector<HTMLAnchorElement>(selector(message.pack, message.page, message.link) ?? '')?.href ?? '').includes(message.href),
        );
        const target = item?.querySelector<HTMLElement>(selector(message.pack, message.page, message.role) ?? '') ?? null;
        target?.click();
        respond({ clicked: target !== null });
        break;
      }
      case 'questions':
        respond(readQuestions(message.pack));
        break;
      case 'fill':
        respond(fill(message));
        break;
      case 'fillResume':
        respond({ missing: fillResume(message.pack, message.resume) });
        break;
      case 'notice':
        notice(message.text);
        respond({ ok: true });
        break;
    }
  } catch (error) {
    respond({ error: error instanceof Error ? error.message : String(error) });
  }
  return false;
});
