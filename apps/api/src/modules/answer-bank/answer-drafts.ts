/**
 * Answers to employers' questionnaire questions, written from the answer bank and the candidate
 * profile only: a fact the bank does not hold is never guessed, it is reported as `missing` so the seeker is asked
 * once. Work permit and citizenship come only from what the seeker typed. Texts are Russian and avoid grammatical
 * gender (the seeker's is unknown).
 */
import {
  EMPTY_ANSWER_BANK_FACTS,
  type AnswerBankFacts,
  type AnswerBankField,
  type BankNoticePeriod,
  type BankSalary,
  type DraftAnswer,
  type PacketAnswer,
} from '@otklik/contracts';
import { skillsMatch } from '../../lib/text';
import { classifyQuestion, skillLikeWords } from './question-classifier';

/** The parts of the candidate profile (engines/assistant) a draft uses. */
export interface ProfileView {
  experience: readonly {
    employer: { value: string | null };
    role: { value: string | null };
    start: { value: string | null };
    current: { value: boolean };
    achievements: readonly { text: string }[];
  }[];
  unattributedAchievements: readonly { text: string }[];
  skills: readonly { name: string }[];
  goals: readonly { kind: string; text: string }[];
}

/** An empty bank: every fact null. */
export const EMPTY_FACTS: AnswerBankFacts = EMPTY_ANSWER_BANK_FACTS;

const PLURAL = new Intl.PluralRules('ru-RU');

/** The Russian form of a count: `forms` = [one, few, many] («1 неделю», «2 недели», «5 недель»). Fractions take «few». */
function plural(count: number, forms: readonly [string, string, string]): string {
  if (!Number.isInteger(count)) return forms[1];
  const rule = PLURAL.select(count);
  return rule === 'one' ? forms[0] : rule === 'few' ? forms[1] : forms[2];
}

/** 250000 → «250 000» (a narrow no-break space between thousands, as Russian writes it). */
function formatAmount(amount: number): string {
  return new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(amount);
}

const CURRENCY_SIGN: Record<BankSalary['currency'], string> = { RUR: '₽', USD: '$', EUR: '€', KZT: '₸', BYR: 'бел. руб.', UZS: 'сум' };
const PERIOD_TEXT: Record<BankSalary['period'], string> = { month: 'в месяц', year: 'в год', hour: 'в час' };
const NOTICE_FORMS: Record<BankNoticePeriod['unit'], readonly [string, string, string]> = {
  day: ['день', 'дня', 'дней'],
  week: ['неделю', 'недели', 'недель'],
  month: ['месяц', 'месяца', 'месяцев'],
};
const FORMAT_TEXT = { office: 'офис', hybrid: 'гибрид', remote: 'удалённо' } as const;
const ENGLISH_TEXT: Record<NonNullable<AnswerBankFacts['english_level']>, string> = {
  a1: 'A1 (начальный)',
  a2: 'A2 (элементарный)',
  b1: 'B1 (средний)',
  b2: 'B2 (средне-продвинутый)',
  c1: 'C1 (продвинутый)',
  c2: 'C2 (в совершенстве)',
  l1: 'родной',
};

/** «5 лет», «1,5 года», «1 год». */
export function yearsText(years: number): string {
  return `${formatAmount(years)} ${plural(years, ['год', 'года', 'лет'])}`;
}

/** «Python — 5 лет; Django — 3 года.» for the given entries. */
function skillYearsText(items: readonly { skill: string; years: number }[]): string {
  return `${items.map((i) => `${i.skill} — ${yearsText(i.years)}`).join('; ')}.`;
}

/** «офис, гибрид или удалённо». */
function listWithOr(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} или ${parts.at(-1) ?? ''}`;
}

/**
 * The bank's answer to the common question about one fact, or null when the bank does not hold it.
 * For `skill_years` with `skill`, only that skill's years (null when the bank has none for it).
 */
export function answerFromBank(field: AnswerBankField, facts: AnswerBankFacts, skill?: string): string | null {
  switch (field) {
    case 'salary': {
      const s = facts.salary;
      if (!s) return null;
      return `Мои ожидания по зарплате — ${formatAmount(s.amount)} ${CURRENCY_SIGN[s.currency]} ${PERIOD_TEXT[s.period]} ${s.gross === 'net' ? 'на руки' : 'до вычета налогов'}.`;
    }
    case 'notice_period': {
      const n = facts.notice_period;
      if (!n) return null;
      if (n.amount === 0) return 'Могу приступить к работе сразу после предложения.';
      return `Могу приступить к работе через ${n.amount} ${plural(n.amount, NOTICE_FORMS[n.unit])} после предложения.`;
    }
    case 'relocation':
      if (facts.relocation === null) return null;
      return { ready: 'К переезду готовность есть.', not_ready: 'Переезд не рассматриваю.', discuss: 'Переезд возможен, условия можно обсудить.' }[
        facts.relocation
      ];
    case 'work_format':
      if (!facts.work_format) return null;
      return `Подходящий формат работы: ${listWithOr(facts.work_format.map((f) => FORMAT_TEXT[f]))}.`;
    case 'business_trips':
      if (facts.business_trips === null) return null;
      return { ready: 'К командировкам готовность есть.', sometimes: 'Командировки возможны, если они нечастые.', never: 'Командировки не рассматриваю.' }[
        facts.business_trips
      ];
    case 'english_level':
      if (facts.english_level === null) return null;
      return facts.english_level === 'l1' ? 'Английский — родной язык.' : `Уровень английского — ${ENGLISH_TEXT[facts.english_level]}.`;
    case 'portfolio_url':
      return facts.portfolio_url === null ? null : `Примеры работ: ${facts.portfolio_url}`;
    case 'skill_years': {
      const items = facts.skill_years ?? [];
      if (skill !== undefined) {
        const found = items.find((i) => skillsMatch(i.skill, skill));
        return found ? `Опыт с ${found.skill} — ${yearsText(found.years)}.` : null;
      }
      return items.length === 0 ? null : `Опыт по навыкам: ${skillYearsText(items)}`;
    }
    case 'work_permit':
      return facts.work_permit === null ? null : `Разрешение на работу: ${facts.work_permit}.`;
    case 'citizenship':
      return facts.citizenship === null ? null : `Гражданство: ${facts.citizenship}.`;
  }
}

/** The common questionnaire questions an assisted-apply packet answers, in the order shown (one per bank fact). */
export const PACKET_QUESTIONS: readonly { field: AnswerBankField; question: string }[] = [
  { field: 'salary', question: 'Какой уровень заработной платы вы ожидаете?' },
  { field: 'notice_period', question: 'Когда вы готовы приступить к работе?' },
  { field: 'relocation', question: 'Готовы ли вы к переезду?' },
  { field: 'work_format', question: 'Какой формат работы вам подходит?' },
  { field: 'business_trips', question: 'Готовы ли вы к командировкам?' },
  { field: 'english_level', question: 'Какой у вас уровень английского языка?' },
  { field: 'portfolio_url', question: 'Где можно посмотреть примеры ваших работ?' },
  { field: 'skill_years', question: 'Сколько лет опыта у вас с ключевыми навыками?' },
  { field: 'work_permit', question: 'Есть ли у вас разрешение на работу?' },
  { field: 'citizenship', question: 'Какое у вас гражданство?' },
];

/** The packet's answers: every common question with the bank's answer (null where the bank is empty). */
export function packetAnswers(facts: AnswerBankFacts): PacketAnswer[] {
  return PACKET_QUESTIONS.map(({ field, question }) => ({ field, question, answer: answerFromBank(field, facts) }));
}

/** 'YYYY-MM' → «2021 года» style text: «с 2021 года». */
function sinceText(start: string | null, current: boolean): string {
  if (start === null) return '';
  const year = start.slice(0, 4);
  return current ? ` (с ${year} года по настоящее время)` : ` (с ${year} года)`;
}

/** The skills the question names that the seeker has: bank skills first, then profile skills. */
function skillsNamed(question: string, facts: AnswerBankFacts, profile: ProfileView | null): string[] {
  const words = skillLikeWords(question);
  const known = [...(facts.skill_years ?? []).map((i) => i.skill), ...(profile?.skills ?? []).map((s) => s.name)];
  const lower = question.toLowerCase();
  const named = known.filter((name) => lower.includes(name.toLowerCase()) || words.some((w) => skillsMatch(w, name)));
  return [...new Set([...named, ...words])];
}

/** An expertise answer from the profile: the latest job, a result from it, the main skills. */
function expertiseDraft(profile: ProfileView | null, facts: AnswerBankFacts, skills: readonly string[]): string {
  const parts: string[] = [];
  const job = profile?.experience.find((e) => e.employer.value !== null || e.role.value !== null);
  if (job) {
    const role = job.role.value ? `${job.role.value}` : null;
    const employer = job.employer.value ? `«${job.employer.value}»` : null;
    const head = [role, employer].filter(Boolean).join(', ');
    parts.push(`Последнее место работы: ${head}${sinceText(job.start.value, job.current.value)}.`);
    const achievement = job.achievements[0]?.text ?? profile?.unattributedAchievements[0]?.text;
    if (achievement) parts.push(`Из результатов: ${achievement.replace(/\.$/u, '')}.`);
  }
  for (const skill of skills) {
    const years = answerFromBank('skill_years', facts, skill);
    if (years) parts.push(years);
  }
  const main = (profile?.skills ?? []).slice(0, 5).map((s) => s.name);
  if (main.length > 0) parts.push(`Основные инструменты: ${main.join(', ')}.`);
  return parts.join(' ');
}

/** A motivation answer from the seeker's stated goals and the position's title. */
function motivationDraft(profile: ProfileView | null, positionTitle: string | null): string {
  const parts: string[] = [];
  const goals = (profile?.goals ?? []).filter((g) => g.kind !== 'salary' && g.kind !== 'work_format' && g.kind !== 'relocation');
  if (positionTitle) parts.push(`Ищу работу по направлению «${positionTitle}», и задачи этой вакансии совпадают с тем, чем хочу заниматься.`);
  for (const goal of goals.slice(0, 2)) parts.push(goal.text.trim().replace(/([^.!?])$/u, '$1.'));
  const main = (profile?.skills ?? []).slice(0, 3).map((s) => s.name);
  if (main.length > 0) parts.push(`Здесь пригодится мой опыт с ${main.join(', ')}.`);
  return parts.join(' ');
}

/** What drafting a question needs: the question, the bank, the profile (null without a position) and the position title. */
export interface DraftInput {
  question: string;
  facts: AnswerBankFacts;
  profile: ProfileView | null;
  positionTitle: string | null;
}

/**
 * Drafts the answer to one pasted employer question (POST /api/answer-bank/draft): classifies it, then answers from
 * the bank (conditions, format, portfolio, skill checks, compliance) or from the profile (expertise, motivation).
 * A bank fact the answer needs and the bank lacks comes back as `missing` with an empty draft; a compliance question
 * with no bank fact for it (a criminal record, a medical book) gets an empty draft and nothing asked: the seeker
 * answers it personally.
 */
export function draftAnswer({ question, facts, profile, positionTitle }: DraftInput): DraftAnswer {
  const { category, field } = classifyQuestion(question);
  const none = { category, missing: null, missing_skill: null } as const;
  if (category === 'expertise') {
    const skills = skillsNamed(question, facts, profile);
    const used = skills.some((s) => answerFromBank('skill_years', facts, s) !== null) ? (['skill_years'] as const) : [];
    return { ...none, draft: expertiseDraft(profile, facts, skills), used: [...used] };
  }
  if (category === 'motivation') return { ...none, draft: motivationDraft(profile, positionTitle), used: [] };
  if (field === null) return { ...none, draft: '', used: [] };
  if (field === 'skill_years') {
    const skill = skillsNamed(question, facts, profile)[0];
    if (skill === undefined) {
      const all = answerFromBank('skill_years', facts);
      return all ? { ...none, draft: all, used: ['skill_years'] } : { category, draft: '', missing: 'skill_years', missing_skill: null, used: [] };
    }
    const answer = answerFromBank('skill_years', facts, skill);
    return answer ? { ...none, draft: answer, used: ['skill_years'] } : { category, draft: '', missing: 'skill_years', missing_skill: skill, used: [] };
  }
  const answer = answerFromBank(field, facts);
  return answer ? { ...none, draft: answer, used: [field] } : { category, draft: '', missing: field, missing_skill: null, used: [] };
}
