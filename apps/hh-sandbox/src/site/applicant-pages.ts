import { LOGIN_FORM_FIELDS } from '@otklik/hh-contract';
import type { StoredResume } from '../state/applicants';
import type { StoredNegotiation } from '../state/negotiations';
import type { CatalogVacancy } from '../state/vacancy-normalizer';
import { esc, formatDay, formatSalary, type Viewer } from './html';

const STATUS_NAMES: Record<StoredResume['status'], string> = { published: 'Опубликовано', not_published: 'Не опубликовано' };

/** The resume list (/applicant/resumes): «Создать резюме», then each resume with its status and actions. */
export function resumeListBody(options: {
  resumes: StoredResume[];
  viewer: Viewer;
  canPublish: (r: StoredResume) => boolean;
  notice: { text: string; resumeId: string } | null;
  error: string | null;
}): string {
  const { resumes, viewer, canPublish, notice, error } = options;
  const items = resumes
    .map((r) => {
      const action = canPublish(r)
        ? `<form method="post" action="/applicant/resumes/touch" style="margin:0"><input type="hidden" name="_xsrf" value="${esc(viewer.xsrf)}"><input type="hidden" name="resume" value="${esc(r.id)}"><button type="submit" data-qa="resume-update-button">${r.status === 'published' ? 'Поднять в поиске' : 'Опубликовать'}</button></form>`
        : '';
      return `<div class="card" data-qa="resume" data-resume-id="${esc(r.id)}">
<h2><a data-qa="resume-title-link" href="/resume/${esc(r.id)}">${esc(r.title ?? 'Без названия')}</a></h2>
<p data-qa="resume-status" data-status="${r.status}">${STATUS_NAMES[r.status]}</p>
<div class="row"><a class="button" data-qa="resume-edit-link" href="/applicant/resumes/edit?resume=${esc(r.id)}">Редактировать</a>${action}</div></div>`;
    })
    .join('\n');
  return `<div class="row" style="justify-content:space-between"><h1>Мои резюме</h1><a class="button primary" data-qa="resume-create-button" href="/applicant/resumes/new">Создать резюме</a></div>
${notice ? `<p class="ok" role="status" data-qa="resume-save-success" data-resume-id="${esc(notice.resumeId)}">${esc(notice.text)}</p>` : ''}${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
${items || '<p class="card">У вас пока нет резюме.</p>'}`;
}

/** One resume's page (/resume/{id}): title, salary, key skills, about and experience. */
export function resumeViewBody(resume: StoredResume, owner: boolean): string {
  const b = resume.body;
  const salary = b.salary ? formatSalary({ from: b.salary.amount, to: null, currency: b.salary.currency }) : null;
  const skills = (b.skill_set ?? []).map((s) => `<span class="tag" data-qa="bloko-tag__text">${esc(s)}</span>`).join('');
  const jobs = (b.experience ?? [])
    .map(
      (e) =>
        `<div data-qa="resume-block-experience"><strong>${esc(e.position)}</strong> · ${esc(e.company)}<div class="muted">${esc(e.start)} — ${esc(e.end ?? 'по настоящее время')}</div>${e.description ? `<p>${esc(e.description)}</p>` : ''}</div>`,
    )
    .join('');
  return `<article class="card"><h1 data-qa="resume-block-title-position">${esc(resume.title ?? 'Резюме')}</h1>
${salary ? `<p>${esc(salary.replace('от ', ''))}</p>` : ''}
${owner ? `<p class="muted">${STATUS_NAMES[resume.status]} · <a href="/applicant/resumes/edit?resume=${esc(resume.id)}">Редактировать</a></p>` : ''}
${skills ? `<h2>Ключевые навыки</h2><div>${skills}</div>` : ''}
${b.skills ? `<h2>Обо мне</h2><p data-qa="resume-block-skills-content">${esc(b.skills)}</p>` : ''}
${jobs ? `<h2>Опыт работы</h2>${jobs}` : ''}</article>`;
}

/** The values the resume editor shows: as saved, or as the seeker typed them before a refused save. */
export interface ResumeEditorValues {
  title: string;
  skills: string[];
  about: string;
  salary: string;
  currency: string;
  experience: { company: string; position: string; start: string; end: string; description: string }[];
}

const EMPTY_JOB = { company: '', position: '', start: '', end: '', description: '' };

function experienceItem(job: ResumeEditorValues['experience'][number]): string {
  return `<fieldset class="card" data-qa="resume-edit-experience" style="border:1px solid #e3e7ee">
<label>Организация<input type="text" name="experienceCompany" data-qa="resume-edit-experience-company" maxlength="512" value="${esc(job.company)}"></label>
<label>Должность<input type="text" name="experiencePosition" data-qa="resume-edit-experience-position" maxlength="512" value="${esc(job.position)}"></label>
<div class="row"><label style="flex:1">Начало работы<input type="month" name="experienceStart" data-qa="resume-edit-experience-start" value="${esc(job.start)}"></label>
<label style="flex:1">Окончание <span class="muted">(пусто — по настоящее время)</span><input type="month" name="experienceEnd" data-qa="resume-edit-experience-end" value="${esc(job.end)}"></label></div>
<label>Обязанности и достижения<textarea name="experienceDescription" data-qa="resume-edit-experience-description" maxlength="4096">${esc(job.description)}</textarea></label></fieldset>`;
}

function skillTag(name: string): string {
  return `<span class="tag" data-qa="resume-edit-key-skill">${esc(name)}<input type="hidden" name="keySkills" value="${esc(name)}"> <button type="button" class="skill-remove" data-qa="resume-edit-key-skill-remove" aria-label="Удалить навык ${esc(name)}">×</button></span>`;
}

/**
 * The resume editor (/applicant/resumes/new and /edit?resume=): desired position, key skills (typed one by one, as
 * hh's tag input), about-me, salary, and the jobs (a job is added with «Добавить место работы»). «Сохранить» saves
 * (a new resume with every required field is published at once, as on hh); the list bumps.
 */
export function resumeEditorBody(options: { resumeId: string | null; values: ResumeEditorValues; viewer: Viewer; errors: string[] }): string {
  const { resumeId, values, viewer, errors } = options;
  const jobs = values.experience.length > 0 ? values.experience : [];
  const currencies = ['RUR', 'USD', 'EUR']
    .map((c) => `<option value="${c}"${values.currency === c ? ' selected' : ''}>${c === 'RUR' ? '₽' : c}</option>`)
    .join('');
  return `<h1>${resumeId ? 'Редактирование резюме' : 'Новое резюме'}</h1>
<form class="card" method="post" action="/applicant/resumes/edit" data-qa="resume-editor">
<input type="hidden" name="_xsrf" value="${esc(viewer.xsrf)}"><input type="hidden" name="resume" value="${esc(resumeId ?? '')}">
${errors.map((e) => `<p class="error" role="alert" data-qa="resume-edit-error">${esc(e)}</p>`).join('')}
<label for="title">Желаемая должность</label><input id="title" type="text" name="title" data-qa="resume-edit-title" maxlength="100" required value="${esc(values.title)}">
<label for="skill-input">Ключевые навыки</label>
<div id="skills">${values.skills.map(skillTag).join('')}</div>
<div class="row"><input id="skill-input" type="text" data-qa="resume-edit-key-skill-input" maxlength="100" style="flex:1" aria-label="Новый навык"><button type="button" id="skill-add" data-qa="resume-edit-key-skill-add">Добавить</button></div>
<label for="about">Обо мне</label><textarea id="about" name="skills" data-qa="resume-edit-about" maxlength="32768">${esc(values.about)}</textarea>
<div class="row"><label style="flex:2">Желаемая зарплата в месяц<input type="number" min="1" step="1" name="salary" data-qa="resume-edit-salary" value="${esc(values.salary)}"></label>
<label style="flex:1">Валюта<select name="currency" data-qa="resume-edit-currency">${currencies}</select></label></div>
<h2 style="margin-top:18px">Опыт работы</h2><div id="experience">${jobs.map(experienceItem).join('')}</div>
<button type="button" id="experience-add" data-qa="resume-edit-experience-add">Добавить место работы</button>
<template id="experience-template">${experienceItem(EMPTY_JOB)}</template>
<div class="row" style="margin-top:18px"><button class="primary" type="submit" data-qa="resume-save">Сохранить</button><a class="button" href="/applicant/resumes">Отмена</a></div>
</form>`;
}

/** The editor's script: key skills are added from the input (button or Enter) and removed with ×; jobs are added from the template. */
export const EDITOR_SCRIPT = `(function(){var input=document.getElementById('skill-input');var list=document.getElementById('skills');function esc(s){return s.replace(/[&<>"']/g,function(c){return{'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'}[c];});}
function add(){var v=input.value.trim();if(!v)return;var known=[].slice.call(list.querySelectorAll('input[name=keySkills]')).some(function(i){return i.value.toLowerCase()===v.toLowerCase();});if(!known){var tag=document.createElement('span');tag.className='tag';tag.setAttribute('data-qa',${JSON.stringify('resume-edit-key-skill')});tag.innerHTML=esc(v)+'<input type="hidden" name="keySkills" value="'+esc(v)+'"> <button type="button" class="skill-remove" aria-label="Удалить навык">×</button>';tag.querySelector('button').setAttribute('data-qa',${JSON.stringify('resume-edit-key-skill-remove')});list.appendChild(tag);}input.value='';input.focus();}
document.getElementById('skill-add').addEventListener('click',add);input.addEventListener('keydown',function(e){if(e.key==='Enter'){e.preventDefault();add();}});
list.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('.skill-remove');if(b)b.parentElement.remove();});
document.getElementById('experience-add').addEventListener('click',function(){var t=document.getElementById('experience-template');document.getElementById('experience').appendChild(t.content.cloneNode(true));});})();`;

const TAGS: Record<StoredNegotiation['state'], { qa: string; label: string }> = {
  response: { qa: 'negotiations-item-not-viewed', label: 'Не просмотрен' },
  invitation: { qa: 'negotiations-item-invitation', label: 'Приглашение' },
  discard: { qa: 'negotiations-item-discard', label: 'Отказ' },
};

/** The negotiations page (/applicant/negotiations): every response, newest first, with its state. */
export function negotiationsBody(items: { negotiation: StoredNegotiation; vacancy: CatalogVacancy | undefined }[]): string {
  const rows = items
    .map(({ negotiation: n, vacancy: v }) => {
      const tag = n.state === 'response' && n.viewedByOpponent ? { qa: 'negotiations-item-viewed', label: 'Просмотрен' } : TAGS[n.state];
      return `<div class="card" data-qa="negotiations-item" data-negotiation-id="${esc(n.id)}">
<h2><a data-qa="negotiations-item-vacancy" href="/vacancy/${esc(n.vacancyId)}">${esc(v?.full.name ?? 'Вакансия удалена')}</a></h2>
<div data-qa="negotiations-item-company">${esc(v?.full.employer.name ?? '')}</div>
<div class="row"><span class="tag" data-qa="negotiations-tag ${tag.qa}">${tag.label}</span><span class="muted" data-qa="negotiations-item-date">${formatDay(n.createdMs)}</span></div></div>`;
    })
    .join('\n');
  return `<h1>Отклики</h1>${rows || '<p class="card" data-qa="negotiations-empty">Вы ещё не откликались на вакансии.</p>'}`;
}

/** hh's login form for applicants (/account/login), also shown in place of any page that needs a login. */
export function loginBody(options: { backurl: string; email?: string; error?: string | null }): string {
  const { backurl, email = '', error } = options;
  return `<div class="card" style="max-width:440px;margin:6vh auto"><h1>Вход для соискателей</h1>
<form method="post" action="/account/login" data-qa="account-login-form">
<input type="hidden" name="${LOGIN_FORM_FIELDS.backurl}" value="${esc(backurl)}">
${error ? `<p class="error" role="alert" data-qa="account-login-error">${esc(error)}</p>` : ''}
<label for="login-email">Электронная почта</label><input id="login-email" type="email" name="${LOGIN_FORM_FIELDS.email}" autocomplete="email" required data-qa="applicant-login-input-email" value="${esc(email)}">
<details open><summary data-qa="expand-login-by-password">Войти с паролем</summary>
<label for="login-password">Пароль</label><input id="login-password" type="password" name="${LOGIN_FORM_FIELDS.password}" autocomplete="current-password" required data-qa="applicant-login-input-password"></details>
<div style="margin-top:16px"><button class="primary" type="submit" data-qa="submit-button">Войти</button></div>
</form><p class="muted">Песочница: каждый e-mail — тестовый соискатель (тот же, что на странице доступа приложения); подходит любой непустой пароль.</p></div>`;
}

/** hh's captcha, shown in place of any page while the captcha switch is on. */
export function captchaBody(options: { backurl: string; error: boolean }): string {
  return `<div class="card" style="max-width:440px;margin:6vh auto"><h1>Подтвердите, что вы не робот</h1>
<form method="post" action="/account/captcha">
<input type="hidden" name="backurl" value="${esc(options.backurl)}">
<img data-qa="account-captcha-picture" src="/account/captcha/picture" alt="Символы с картинки" width="200" height="70">
${options.error ? '<p class="error" role="alert" data-qa="account-captcha-error">Неверно, попробуйте ещё раз</p>' : ''}
<label for="captcha-text">Введите символы с картинки</label><input id="captcha-text" type="text" name="captchaText" inputmode="numeric" autocomplete="off" required data-qa="account-captcha-input">
<div style="margin-top:16px"><button class="primary" type="submit" data-qa="account-captcha-submit">Продолжить</button></div></form></div>`;
}

/** The captcha picture: the code's digits in an SVG, a little rotated (a person reads them; the page text does not hold them). */
export function captchaPicture(code: string): string {
  const digits = [...code]
    .map((d, i) => `<text x="${22 + i * 34}" y="48" font-size="34" font-family="monospace" transform="rotate(${i % 2 ? 8 : -7} ${30 + i * 34} 40)">${d}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="70" viewBox="0 0 200 70"><rect width="200" height="70" fill="#f1f3f7"/><path d="M5 50 Q60 10 110 45 T195 25" stroke="#99a" fill="none"/>${digits}</svg>`;
}
