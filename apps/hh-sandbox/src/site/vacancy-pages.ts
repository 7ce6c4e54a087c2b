import { HH_NEGOTIATION_MESSAGE_MAX_LENGTH, RESPONSE_FORM_FIELDS } from '@otklik/hh-contract';
import type { StoredResume } from '../state/applicants';
import type { StoredNegotiation } from '../state/negotiations';
import type { SiteQuestion } from '../state/questionnaires';
import type { CatalogVacancy } from '../state/vacancy-normalizer';
import { snippetOf } from '../state/vacancy-normalizer';
import { stripHighlight } from '../state/text';
import { esc, formatSalary, sanitizeDescription, type Viewer } from './html';

const number = new Intl.NumberFormat('ru-RU');

/** «Найдено 1 234 вакансии» with the right Russian plural. */
function foundText(count: number): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  const word = mod10 === 1 && mod100 !== 11 ? 'вакансия' : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'вакансии' : 'вакансий';
  return `${number.format(count)} ${word}`;
}

const STATE_LABELS: Record<StoredNegotiation['state'], string> = { response: 'Вы откликнулись', invitation: 'Приглашение', discard: 'Отказ' };

/** One vacancy card of a results list (search, favourites): title, salary, employer, city, snippet, response link. */
function vacancyCard(v: CatalogVacancy, negotiation: StoredNegotiation | undefined): string {
  const f = v.full;
  const salary = formatSalary(f.salary);
  const snippet = snippetOf(v);
  const action = negotiation
    ? `<span class="muted">${STATE_LABELS[negotiation.state]}</span>`
    : `<a class="button primary" data-qa="vacancy-serp__vacancy_response" href="/applicant/vacancy_response?vacancyId=${v.id}">Откликнуться</a>`;
  return `<div class="card" data-qa="vacancy-serp__vacancy" data-vacancy-id="${v.id}">
<h2><a data-qa="serp-item__title" href="/vacancy/${v.id}">${esc(f.name)}</a></h2>
${salary ? `<div data-qa="vacancy-serp__vacancy-compensation">${esc(salary)}</div>` : ''}
<div data-qa="vacancy-serp__vacancy-employer">${esc(f.employer.name)}</div>
<div class="muted" data-qa="vacancy-serp__vacancy-address">${esc(f.area.name)}</div>
${snippet.responsibility ? `<p data-qa="vacancy-serp__vacancy_snippet_responsibility">${esc(stripHighlight(snippet.responsibility))}</p>` : ''}
${snippet.requirement ? `<p data-qa="vacancy-serp__vacancy_snippet_requirement">${esc(stripHighlight(snippet.requirement))}</p>` : ''}
<div class="row">${action}</div></div>`;
}

/** Page links (the first ten) and «дальше». */
export function pager(page: number, pages: number, pageUrl: (page: number) => string): string {
  if (pages <= 1) return '';
  const links = Array.from({ length: Math.min(pages, 10) }, (_, i) =>
    i === page ? `<strong>${i + 1}</strong>` : `<a data-qa="pager-page" href="${esc(pageUrl(i))}">${i + 1}</a>`,
  ).join(' ');
  return `<nav class="row" aria-label="Страницы">${links}${page + 1 < pages ? ` <a data-qa="pager-next" href="${esc(pageUrl(page + 1))}">дальше</a>` : ''}</nav>`;
}

/** The search results page: the header, one card per vacancy (or the no-results block) and the pager. */
export function searchBody(options: {
  text: string;
  /** The resume whose similar vacancies these are (hh's «подходящие вакансии»), or null for a text search. */
  resumeTitle: string | null;
  found: number;
  page: number;
  pages: number;
  items: CatalogVacancy[];
  applied: ReadonlyMap<string, StoredNegotiation>;
  pageUrl: (page: number) => string;
}): string {
  const { text, resumeTitle, found, page, pages, items, applied, pageUrl } = options;
  const cards = items.map((v) => vacancyCard(v, applied.get(v.id))).join('\n');
  const what = resumeTitle !== null ? ` для резюме «${esc(resumeTitle)}»` : text ? ` «${esc(text)}»` : '';
  return `<form class="card row" method="get" action="/search/vacancy" role="search"><input type="text" name="text" value="${esc(text)}" aria-label="Профессия, должность или компания" style="flex:1"><button class="primary" type="submit">Найти</button></form>
<h1 data-qa="vacancies-search-header">Найдено ${foundText(found)}${what}</h1>
${items.length === 0 ? '<div class="card" data-qa="vacancy-serp__no-results">По вашему запросу ничего не нашлось. Попробуйте изменить запрос.</div>' : cards}
${pager(page, pages, pageUrl)}`;
}

/** The seeker's favourite vacancies (/applicant/favorite_vacancies), newest first. */
export function favoritesBody(options: {
  items: CatalogVacancy[];
  applied: ReadonlyMap<string, StoredNegotiation>;
  page: number;
  pages: number;
  pageUrl: (page: number) => string;
}): string {
  const { items, applied, page, pages, pageUrl } = options;
  const cards = items.map((v) => vacancyCard(v, applied.get(v.id))).join('\n');
  return `<h1>Избранные вакансии</h1>
${items.length === 0 ? '<p class="card" data-qa="favorite-vacancies-empty">В избранном пока нет вакансий.</p>' : cards}
${pager(page, pages, pageUrl)}`;
}

/** What the response form needs to know beyond the vacancy. */
export interface ResponseFormOptions {
  vacancy: CatalogVacancy;
  resumes: StoredResume[];
  viewer: Viewer;
  letterRequired: boolean;
  questions: SiteQuestion[];
  test: boolean;
  /** The values to show again after a refused submit: the letter, the resume, the answers. */
  values?: { letter?: string; resumeId?: string; answers?: Record<string, string | string[]> };
  error?: string | null;
}

/** One employer question: its text and its answer field(s), named as hh names them (`task_{id}_text`, `task_{id}`). */
function questionBlock(q: SiteQuestion, value: string | string[] | undefined): string {
  const required = q.required ? ' required' : '';
  const mark = q.required ? ' <span class="error" aria-hidden="true">*</span>' : '';
  let field: string;
  if (q.kind === 'text') {
    field = `<textarea name="${RESPONSE_FORM_FIELDS.textAnswer(q.id)}" aria-label="${esc(q.text)}"${required}>${esc(typeof value === 'string' ? value : '')}</textarea>`;
  } else {
    const chosen = new Set(Array.isArray(value) ? value : value ? [value] : []);
    const type = q.kind === 'single' ? 'radio' : 'checkbox';
    field = (q.options ?? [])
      .map(
        (o) =>
          `<label class="choice"><input type="${type}" name="${RESPONSE_FORM_FIELDS.choiceAnswer(q.id)}" value="${esc(o.id)}"${chosen.has(o.id) ? ' checked' : ''}${type === 'radio' ? required : ''}> ${esc(o.text)}</label>`,
      )
      .join('');
  }
  return `<div data-qa="task-body" data-question-id="${esc(q.id)}"><div data-qa="task-question">${esc(q.text)}${mark}</div>${field}</div>`;
}

/**
 * The response form (`form#RESPONSE_MODAL_FORM_ID`), the same in the popup and on the full page: the seeker's
 * published resumes as radio buttons, the employer's test or questions, the cover letter (behind «Добавить
 * сопроводительное» unless the employer requires one) and «Откликнуться».
 */
export function responseForm(options: ResponseFormOptions): string {
  const { vacancy, resumes, viewer, letterRequired, questions, test, values = {}, error } = options;
  const chosen = values.resumeId && resumes.some((r) => r.id === values.resumeId) ? values.resumeId : resumes[0]?.id;
  const resumeOptions = resumes
    .map(
      (r) =>
        `<label class="choice"><input type="radio" data-qa="resume-select" name="${RESPONSE_FORM_FIELDS.resume}" value="${esc(r.id)}"${r.id === chosen ? ' checked' : ''}> <span data-qa="resume-title">${esc(r.title ?? 'Без названия')}</span></label>`,
    )
    .join('');
  const asking = test
    ? '<p data-qa="employer-asking-for-test">Для отклика на эту вакансию необходимо пройти тест работодателя.</p><input type="hidden" name="testRequired" value="true">'
    : questions.length > 0
      ? '<p data-qa="employer-asking-for-test">Работодатель просит ответить на вопросы.</p>'
      : '';
  const blocks = questions.map((q) => questionBlock(q, values.answers?.[q.id])).join('');
  const letter = values.letter ?? '';
  const letterField = `<textarea id="response-letter" data-qa="vacancy-response-popup-form-letter-input" name="${RESPONSE_FORM_FIELDS.letter}" maxlength="${HH_NEGOTIATION_MESSAGE_MAX_LENGTH}" aria-label="Сопроводительное письмо"${letterRequired ? ' required' : ''}${letterRequired || letter ? '' : ' hidden'}>${esc(letter)}</textarea>`;
  const letterBlock = letterRequired
    ? `<label for="response-letter">Сопроводительное письмо <span class="muted">(обязательно для этой вакансии)</span></label>${letterField}`
    : `<button type="button" id="letter-toggle" data-qa="vacancy-response-letter-toggle"${letter ? ' hidden' : ''}>Добавить сопроводительное</button>${letterField}`;
  return `<form id="RESPONSE_MODAL_FORM_ID" method="post" action="/applicant/vacancy_response">
<input type="hidden" name="${RESPONSE_FORM_FIELDS.vacancy}" value="${vacancy.id}"><input type="hidden" name="_xsrf" value="${esc(viewer.xsrf)}">
${error ? `<p class="error" role="alert" data-qa="vacancy-response-error-notification">${esc(error)}</p>` : ''}
<fieldset style="border:0;padding:0;margin:0 0 10px"><legend><strong>Резюме для отклика</strong></legend>${resumeOptions}</fieldset>
${asking}${blocks}
<div style="margin:12px 0">${letterBlock}</div>
<button class="primary" type="submit" data-qa="vacancy-response-submit-popup">Откликнуться</button>
</form>`;
}

/** The script of pages with a response form: «Добавить сопроводительное» shows the letter field. */
export const LETTER_TOGGLE_SCRIPT = `document.addEventListener('click',function(e){var t=e.target;if(!(t instanceof Element))return;var b=t.closest('#letter-toggle');if(!b)return;var f=b.closest('form');var a=f&&f.querySelector('#response-letter');if(a){a.hidden=false;b.hidden=true;a.focus();}});`;

/**
 * The vacancy page's script: «Откликнуться» opens the response popup from its template over the page (when the page
 * has one; without it the link leads to the full-page form); the cross closes it.
 */
export const POPUP_SCRIPT = `${LETTER_TOGGLE_SCRIPT}document.addEventListener('click',function(e){var t=e.target;if(!(t instanceof Element))return;var link=t.closest('#response-link');var tpl=document.getElementById('response-popup-template');if(link&&tpl){e.preventDefault();if(document.getElementById('response-popup'))return;var wrap=document.createElement('div');wrap.id='response-popup';wrap.className='popup-backdrop';wrap.appendChild(tpl.content.cloneNode(true));document.body.appendChild(wrap);return;}if(t.closest('#response-popup-close')){var p=document.getElementById('response-popup');if(p)p.remove();}});`;

/** The vacancy page: title, salary, employer, city, experience, description, key skills and the response action. */
export function vacancyBody(options: {
  vacancy: CatalogVacancy;
  experienceName: string | null;
  negotiation: StoredNegotiation | undefined;
  justSent: boolean;
  /** The response popup (a form), when the response opens over the page; null: the link leads to the full page. */
  popup: string | null;
}): string {
  const { vacancy: v, experienceName, negotiation, justSent, popup } = options;
  const f = v.full;
  const salary = formatSalary(f.salary);
  const skills = f.key_skills.map((k) => `<span class="tag" data-qa="skills-element">${esc(k.name)}</span>`).join('');
  let action: string;
  if (negotiation) {
    action = `${justSent ? '<p class="ok" role="status" data-qa="vacancy-response-success-standard-notification">Отклик отправлен</p>' : ''}<p data-qa="vacancy-response-link-view-topic">${STATE_LABELS[negotiation.state]} · <a href="/applicant/negotiations">Перейти к откликам</a></p>`;
  } else if (v.archived) {
    action = '<p class="muted" data-qa="vacancy-archived">Вакансия в архиве: работодатель больше не принимает отклики.</p>';
  } else {
    action = `<a class="button primary" id="response-link" data-qa="vacancy-response-link-top" href="/applicant/vacancy_response?vacancyId=${v.id}">Откликнуться</a>`;
  }
  const popupTemplate = popup
    ? `<template id="response-popup-template"><div class="popup" data-qa="vacancy-response-popup" role="dialog" aria-modal="true" aria-label="Отклик на вакансию"><div class="row" style="justify-content:space-between"><h2>Отклик на вакансию</h2><button type="button" id="response-popup-close" data-qa="response-popup-close" aria-label="Закрыть">×</button></div>${popup}</div></template>`
    : '';
  return `<article class="card">
<h1 data-qa="vacancy-title">${esc(f.name)}</h1>
${salary ? `<p data-qa="vacancy-salary">${esc(salary)}</p>` : '<p class="muted" data-qa="vacancy-salary">Уровень дохода не указан</p>'}
<p><a data-qa="vacancy-company-name" href="/search/vacancy?employer_id=${esc(f.employer.id ?? '')}">${esc(f.employer.name)}</a></p>
<p data-qa="vacancy-view-location">${esc(f.area.name)}</p>
${experienceName ? `<p>Требуемый опыт работы: <span data-qa="vacancy-experience">${esc(experienceName)}</span></p>` : ''}
<div class="row">${action}</div>
</article>
<article class="card"><div data-qa="vacancy-description">${sanitizeDescription(f.description)}</div>
${skills ? `<h2>Ключевые навыки</h2><div>${skills}</div>` : ''}</article>${popupTemplate}`;
}

/** The full-page response (/applicant/vacancy_response): what stops it, or the form. */
export function responsePageBody(options: {
  vacancy: CatalogVacancy;
  negotiation: StoredNegotiation | undefined;
  externalUrl: string | null;
  form: string | null;
}): string {
  const { vacancy: v, negotiation, externalUrl, form } = options;
  const head = `<h1>Отклик на вакансию</h1><p><a href="/vacancy/${v.id}">${esc(v.full.name)}</a> · ${esc(v.full.employer.name)}</p>`;
  let content: string;
  if (negotiation) {
    content = `<p data-qa="vacancy-response-link-view-topic">Вы уже откликнулись на эту вакансию. <a href="/applicant/negotiations">Перейти к откликам</a></p>`;
  } else if (v.archived) {
    content = '<p class="muted" data-qa="vacancy-archived">Вакансия в архиве: работодатель больше не принимает отклики.</p>';
  } else if (externalUrl) {
    content = `<p>Вакансия с прямым откликом: работодатель принимает отклики на своём сайте.</p><div class="row"><a class="button primary" data-qa="vacancy-response-link-advertising" href="${esc(externalUrl)}" rel="noopener" target="_blank">Перейти на сайт работодателя</a><a class="button" data-qa="vacancy-response-link-advertising-cancel" href="/vacancy/${v.id}">Отменить</a></div>`;
  } else if (form === null) {
    content = '<p>У вас нет опубликованных резюме. <a href="/applicant/resumes">Опубликуйте резюме</a>, чтобы откликаться.</p>';
  } else {
    content = form;
  }
  return `<article class="card">${head}${content}</article>`;
}
