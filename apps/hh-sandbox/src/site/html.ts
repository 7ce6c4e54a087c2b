import { embedStateHtml, selectorPack } from '@otklik/hh-contract';
import { escapeHtml } from '../routes/consent-page';

export { escapeHtml };

/** Escapes text for HTML (content and attribute values). */
export const esc = (text: string | number | null | undefined): string => escapeHtml(String(text ?? ''));

/** Who is looking at a page: the applicant's name and the token their forms carry (`_xsrf`), or nobody. */
export interface Viewer {
  name: string;
  xsrf: string;
}

const STYLE = `*{box-sizing:border-box}body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;margin:0;color:#1a1a1a}
header{background:#fff;border-bottom:1px solid #e3e7ee;padding:10px 24px;display:flex;gap:18px;align-items:center;flex-wrap:wrap}
header .logo{font-weight:700;color:#d6001c;text-decoration:none}header nav{display:flex;gap:14px;flex:1}header a{color:#1a1a1a}
main{max-width:880px;margin:24px auto;padding:0 16px}.card{background:#fff;border-radius:12px;padding:20px;margin:0 0 14px;box-shadow:0 1px 6px rgba(0,0,0,.06)}
h1{font-size:24px;margin:0 0 12px}h2{font-size:18px;margin:0 0 8px}a{color:#0a58ca}.muted{color:#667}.error{color:#b00020;font-weight:600}
.ok{color:#0a7a2f;font-weight:600}button,.button{display:inline-block;padding:9px 16px;font-size:15px;border-radius:8px;border:0;cursor:pointer;background:#eef1f6;color:#1a1a1a;text-decoration:none}
.primary{background:#d6001c;color:#fff}label{display:block;margin:10px 0 4px;font-weight:600}input[type=text],input[type=email],input[type=password],input[type=number],input[type=month],textarea,select{width:100%;padding:9px 11px;font-size:15px;border:1px solid #c5ccd8;border-radius:8px;font-family:inherit}
textarea{min-height:110px}.tag{display:inline-block;background:#eef1f6;border-radius:14px;padding:4px 10px;margin:3px}.row{display:flex;gap:10px;align-items:center;flex-wrap:wrap}
.popup-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.4);display:flex;align-items:flex-start;justify-content:center;overflow:auto;padding:5vh 12px}
.popup{background:#fff;border-radius:14px;padding:22px;max-width:560px;width:100%}.choice{font-weight:400;display:flex;gap:8px;align-items:center}`;

/**
 * Writes the data-qa values a switch renamed, as if hh had changed its markup (each space-separated value gets the
 * suffix `-v2`): the pages keep working for a person, while the selector pack no longer finds them.
 */
export function renameQa(html: string, renamed: ReadonlySet<string> | 'all'): string {
  if (renamed !== 'all' && renamed.size === 0) return html;
  return html.replace(/data-qa="([^"]*)"/g, (_, value: string) => {
    const names = value.split(/\s+/).map((name) => (name !== '' && (renamed === 'all' || renamed.has(name)) ? `${name}-v2` : name));
    return `data-qa="${names.join(' ')}"`;
  });
}

/**
 * A whole page of the sandbox's hh.ru website: the header (search, resumes, responses, login or logout), the body,
 * the page's JSON state in hh's `<template id="HH-Lux-InitialState">` when given, and its inline script (plain DOM
 * code; no external assets, so the pages work offline).
 */
export function layout(options: { title: string; body: string; viewer: Viewer | null; state?: unknown; script?: string }): string {
  const { title, body, viewer, state, script } = options;
  const account = viewer
    ? `<span>${esc(viewer.name)}</span><form method="post" action="/account/logout" style="margin:0"><input type="hidden" name="_xsrf" value="${esc(viewer.xsrf)}"><button type="submit" data-qa="logout">Выйти</button></form>`
    : `<a href="/account/login" data-qa="login">Войти</a>`;
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body>
<header><a class="logo" href="/search/vacancy">hh.ru · песочница</a><nav><a href="/search/vacancy">Вакансии</a><a href="/applicant/resumes">Мои резюме</a><a href="/applicant/negotiations">Отклики</a></nav>${account}</header>
<main>${body}</main>${state === undefined ? '' : embedStateHtml(state, selectorPack.state_template_id)}${script ? `<script>${script}</script>` : ''}</body></html>`;
}

const ALLOWED_TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4']);

/**
 * The employer's HTML description, reduced to text formatting: allowed tags (paragraphs, lists, emphasis) lose their
 * attributes, every other tag is dropped, and script and style contents go entirely.
 */
export function sanitizeDescription(html: string): string {
  return html
    .replace(/<(script|style|iframe|object)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g, (tag, name: string) => {
      const lower = name.toLowerCase();
      if (!ALLOWED_TAGS.has(lower)) return '';
      return tag.startsWith('</') ? `</${lower}>` : lower === 'br' ? '<br>' : `<${lower}>`;
    })
    .replace(/<(?![a-z/])/gi, '&lt;');
}

const CURRENCY_SIGNS: Record<string, string> = { RUR: '₽', RUB: '₽', USD: '$', EUR: '€', KZT: '₸', BYR: 'Br', UAH: '₴' };
const number = new Intl.NumberFormat('ru-RU');

/** A salary as hh's site writes it: «от 100 000 до 150 000 ₽ за месяц, до вычета налогов»; null when none. */
export function formatSalary(salary: { from: number | null; to: number | null; currency: string | null; gross?: boolean | null } | null): string | null {
  if (!salary || (salary.from === null && salary.to === null)) return null;
  const sign = CURRENCY_SIGNS[salary.currency ?? 'RUR'] ?? salary.currency ?? '';
  const parts = [salary.from === null ? '' : `от ${number.format(salary.from)}`, salary.to === null ? '' : `до ${number.format(salary.to)}`].filter(Boolean);
  const tax = salary.gross === true ? ', до вычета налогов' : salary.gross === false ? ', на руки' : '';
  return `${parts.join(' ')} ${sign} за месяц${tax}`;
}

const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/** A date as hh's lists write it, in Moscow time: «15 января 2026». */
export function formatDay(ms: number): string {
  const d = new Date(ms + 3 * 3600_000);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Epoch ms as hh's site state writes times: ISO 8601 in Moscow time with the offset `+03:00`. */
export function siteTime(ms: number): string {
  return `${new Date(ms + 3 * 3600_000).toISOString().slice(0, 23)}+03:00`;
}
