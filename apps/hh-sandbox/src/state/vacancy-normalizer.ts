import type { HhSnippet, HhVacancy, HhVacancyRecord, IdName } from '@otklik/hh-contract';
import type { AreaTree } from './areas';
import { RUSSIA } from './areas';
import type { Dictionaries } from './dictionaries';
import { fnv1a, unitHash } from './hash';
import { formatHhDateTime, parseHhDateTime } from './hh-time';
import { stripHighlight, stripHtml } from './text';

/** Shares of vacancies given each flag the data lacks (brief: about 5 %, 2 % and 10 %). */
export const GAP_RATES = { hasTest: 0.05, archived: 0.02, letterRequired: 0.1 } as const;

/** Publication dates missing from the data are spread over the 180 days before this moment. */
const MISSING_DATE_EPOCH = Date.parse('2025-09-01T06:00:00Z');
const DAY_MS = 86_400_000;

/** Employers without an id get a stable one from their name, in a range hh does not use. */
const SYNTHETIC_EMPLOYER_BASE = 900_000_000;
/** Name shown for vacancies whose source kept no employer. */
export const UNKNOWN_EMPLOYER = 'Работодатель не указан';

/** A vacancy as the sandbox holds it: hh's full representation (without per-applicant `relations`) plus the
 *  fields search filters and sorts on, precomputed. Salaries are per month in RUR at the dictionary rates. */
export interface CatalogVacancy {
  id: string;
  full: HhVacancy;
  /** The snippet the source saved (stale highlight marks removed); null when it had none (see snippetOf). */
  snippet: Snippet | null;
  /** Cache of the snippet derived from the description (snippetOf). */
  derivedSnippet?: Snippet;
  areaId: string;
  employerId: string | null;
  scheduleId: string | null;
  experienceId: string | null;
  employmentId: string | null;
  salaryFromRur: number | null;
  salaryToRur: number | null;
  publishedMs: number;
  archived: boolean;
  hasTest: boolean;
  letterRequired: boolean;
}

const WORK_FORMAT_BY_SCHEDULE: Record<string, string> = {
  remote: 'REMOTE',
  fullDay: 'ON_SITE',
  shift: 'ON_SITE',
  flexible: 'HYBRID',
  flyInFlyOut: 'FIELD_WORK',
};
const EMPLOYMENT_FORM_BY_EMPLOYMENT: Record<string, string> = { full: 'FULL', part: 'PART', project: 'PROJECT' };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Cuts plain text to about `max` characters at a word boundary, adding '...' as hh's snippets do. */
function clip(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}...`;
}

/** Text after a heading such as 'Требования:' up to the next heading, clipped; null when the heading is absent. */
function section(plain: string, heading: RegExp): string | null {
  const match = heading.exec(plain);
  if (!match) return null;
  const rest = plain.slice(match.index + match[0].length).replace(/^[\s:–—-]+/, '');
  const end = rest.search(/(Требования|Обязанности|Условия|Мы предлагаем|Что мы предлагаем|Задачи)\s*:/i);
  const body = (end > 0 ? rest.slice(0, end) : rest).trim();
  return body ? clip(body) : null;
}

/** A search snippet: plain text, null parts when unknown. */
export interface Snippet {
  requirement: string | null;
  responsibility: string | null;
}

/** A snippet for vacancies saved without one: the requirements and duties sections of the description. */
function snippetFromDescription(plain: string): Snippet {
  if (!plain) return { requirement: null, responsibility: null };
  const requirement = section(plain, /(Требования|Мы ждем|Мы ждём|Ожидаем)/i);
  const responsibility = section(plain, /(Обязанности|Задачи|Чем предстоит заниматься)/i) ?? (requirement ? null : clip(plain));
  return { requirement, responsibility };
}

/** Builds the HTML description of a vacancy saved without one, from its snippet. */
function descriptionFromSnippet(name: string, snippet: HhSnippet): string {
  const parts: string[] = [];
  if (snippet.responsibility) parts.push(`<p><strong>Обязанности:</strong> ${snippet.responsibility}</p>`);
  if (snippet.requirement) parts.push(`<p><strong>Требования:</strong> ${snippet.requirement}</p>`);
  return parts.length > 0 ? parts.join('') : `<p>${escapeHtml(name)}</p>`;
}

/** Context shared by all normalizations of one load: where URLs point, the area tree, dictionaries, known employers. */
export interface NormalizeContext {
  publicUrl: string;
  areas: AreaTree;
  dictionaries: Dictionaries;
  /** Employer ids known by employer name (from records that had one). */
  employerIdByName: Map<string, string>;
}

/** Collects the employer ids the data gives by employer name, so records without an id can share it. */
export function collectEmployerIds(records: readonly HhVacancyRecord[]): Map<string, string> {
  const byName = new Map<string, string>();
  for (const r of records) if (r.employer?.id && !byName.has(r.employer.name)) byName.set(r.employer.name, r.employer.id);
  return byName;
}

/**
 * Turns one data record into hh's vacancy representation, filling what the source lacks deterministically from
 * the vacancy id (apps/hh-sandbox/README.md "Data"): has_test ≈ 5 %, archived ≈ 2 %, response_letter_required
 * ≈ 10 %; URLs, salary_range (monthly), work_format/employment_form from the legacy fields, a snippet from the
 * description or a description from the snippet, a publication date when missing.
 */
export function normalizeVacancy(raw: HhVacancyRecord, ctx: NormalizeContext): CatalogVacancy {
  const { id } = raw;
  const dict = ctx.dictionaries;
  const areaId = raw.area ? ctx.areas.register(raw.area.id, raw.area.name) : ctx.areas.register(RUSSIA.id, RUSSIA.name);
  const areaName = ctx.areas.nameOf(areaId) ?? RUSSIA.name;

  const publishedRaw = raw.published_at ?? raw.created_at ?? null;
  let publishedMs = publishedRaw ? parseHhDateTime(publishedRaw) : NaN;
  if (Number.isNaN(publishedMs)) {
    publishedMs = MISSING_DATE_EPOCH - Math.floor((unitHash(`${id}:published`) * 180 * DAY_MS) / 60_000) * 60_000;
  }
  const published = formatHhDateTime(publishedMs);
  const expires = formatHhDateTime(publishedMs + 30 * DAY_MS);

  const hasTest = unitHash(`${id}:has_test`) < GAP_RATES.hasTest;
  const archived = unitHash(`${id}:archived`) < GAP_RATES.archived;
  const letterRequired = unitHash(`${id}:response_letter_required`) < GAP_RATES.letterRequired;

  const hasSalary = raw.salary !== null && (raw.salary.from !== null || raw.salary.to !== null);
  const currency = raw.salary?.currency ?? 'RUR';
  const salary = hasSalary ? { from: raw.salary!.from, to: raw.salary!.to, currency, gross: raw.salary!.gross } : null;
  const salaryRange = hasSalary
    ? {
        from: raw.salary!.from,
        to: raw.salary!.to,
        currency,
        gross: raw.salary!.gross ?? false,
        mode: { id: 'MONTH', name: 'За месяц' },
        frequency: null,
      }
    : null;
  const toRur = (amount: number | null) => (amount === null ? null : dict.toRur(amount, currency));

  const employerName = raw.employer?.name ?? UNKNOWN_EMPLOYER;
  const realEmployerId = raw.employer?.id ?? (raw.employer ? ctx.employerIdByName.get(raw.employer.name) : undefined);
  const employerId = raw.employer ? (realEmployerId ?? String(SYNTHETIC_EMPLOYER_BASE + (fnv1a(employerName) % 99_999_999))) : null;
  const employer = {
    id: employerId,
    name: employerName,
    url: null,
    alternate_url: realEmployerId ? `https://hh.ru/employer/${realEmployerId}` : null,
    logo_urls: null,
    vacancies_url: employerId ? `${ctx.publicUrl}/vacancies?employer_id=${employerId}` : null,
    trusted: realEmployerId !== undefined,
    accredited_it_employer: false,
  };

  const snippet = raw.snippet
    ? {
        requirement: raw.snippet.requirement === null ? null : stripHighlight(raw.snippet.requirement),
        responsibility: raw.snippet.responsibility === null ? null : stripHighlight(raw.snippet.responsibility),
      }
    : null;
  const description = raw.description ?? descriptionFromSnippet(raw.name, snippet ?? { requirement: null, responsibility: null });

  const workFormatId = raw.schedule ? WORK_FORMAT_BY_SCHEDULE[raw.schedule.id] : undefined;
  const workFormat = workFormatId ? dict.entry('work_format', workFormatId) : undefined;
  const employmentFormId = raw.employment ? EMPLOYMENT_FORM_BY_EMPLOYMENT[raw.employment.id] : undefined;
  const employmentForm = employmentFormId ? (dict.entry('employment_form', employmentFormId) ?? null) : null;
  const professionalRoles: IdName[] = (raw.professional_roles ?? []).flatMap((r) => (r.name === null ? [] : [{ id: r.id, name: r.name }]));

  const full: HhVacancy = {
    id,
    premium: false,
    name: raw.name,
    department: null,
    has_test: hasTest,
    response_letter_required: letterRequired,
    area: { id: areaId, name: areaName, url: `${ctx.publicUrl}/areas/${areaId}` },
    salary,
    salary_range: salaryRange,
    type: { id: 'open', name: 'Открытая' },
    address: null,
    response_url: null,
    sort_point_distance: null,
    published_at: published,
    created_at: published,
    initial_created_at: published,
    expires_at: expires,
    archived,
    apply_alternate_url: `https://hh.ru/applicant/vacancy_response?vacancyId=${id}`,
    insider_interview: null,
    url: `${ctx.publicUrl}/vacancies/${id}`,
    alternate_url: raw.alternate_url,
    employer,
    contacts: null,
    schedule: raw.schedule,
    experience: raw.experience,
    employment: raw.employment,
    employment_form: employmentForm,
    work_format: workFormat ? [workFormat] : [],
    professional_roles: professionalRoles,
    relations: [],
    accept_incomplete_resumes: false,
    accept_handicapped: false,
    accept_kids: false,
    accept_temporary: false,
    allow_messages: true,
    approved: true,
    billing_type: { id: 'standard', name: 'Стандарт' },
    test: hasTest ? { required: true } : null,
    description,
    key_skills: raw.key_skills ?? [],
    languages: [],
    driver_license_types: [],
    hidden: false,
    negotiations_url: `${ctx.publicUrl}/negotiations?vacancy_id=${id}`,
    suitable_resumes_url: `${ctx.publicUrl}/vacancies/${id}/suitable_resumes`,
  };

  return {
    id,
    full,
    snippet,
    areaId,
    employerId,
    scheduleId: raw.schedule?.id ?? null,
    experienceId: raw.experience?.id ?? null,
    employmentId: raw.employment?.id ?? null,
    salaryFromRur: toRur(salary?.from ?? null),
    salaryToRur: toRur(salary?.to ?? null),
    publishedMs,
    archived,
    hasTest,
    letterRequired,
  };
}

/**
 * The search snippet of a vacancy: the saved one, or for vacancies saved without one the requirements and duties
 * sections of the description (derived on first use, then cached).
 */
export function snippetOf(v: CatalogVacancy): Snippet {
  if (v.snippet) return v.snippet;
  v.derivedSnippet ??= snippetFromDescription(stripHtml(v.full.description));
  return v.derivedSnippet;
}
