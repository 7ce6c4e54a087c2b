/**
 * Checks of a cover letter against the candidate profile (letters say nothing false about the
 * seeker): no contradiction about the current employer, the role, the years, or the skills; and no cliché of
 * data/cliches.json.
 */
import { findCliches, findSkillsInText, normaliseSkill, type CandidateProfile, type ExperienceEntry } from '../profile';
import { roleKey } from '../profile/employers';
import { NUMBER_WORDS } from '../profile/numbers';
import { splitSentences } from '../profile/sentences';
import { wordsOf } from '../profile/words';
import { mentionsEmployer } from './attribution';

/** What a letter contradicts: the current employer, a job's role, the years worked, or a skill the seeker has not. */
export const CONTRADICTION_KINDS = ['current_employer', 'role', 'years', 'skill'] as const;
export type ContradictionKind = (typeof CONTRADICTION_KINDS)[number];

/** One contradiction: its kind and the letter's sentence that states it. */
export interface LetterContradiction {
  kind: ContradictionKind;
  sentence: string;
}

const YEARS_RE = /(?<![\p{L}\p{N}])(\d{1,2}|[а-яё]+)\s+(?:год|года|лет)(?![\p{L}])/giu;
/** Words that state the current job outright; «веду», «отвечаю» may retell a past job's duties in the seeker's words. */
const NOW_RE = /(?<![\p{L}])(?:сейчас|теперь|в\s+настоящее\s+время|по\s+настоящее\s+время|работаю|тружусь|занимаю|текущее\s+место)(?![\p{L}])/iu;
const PAST_MARK_RE = /(?<![\p{L}])(?:до\s+этого|раньше|ранее|прежде|работал|работала|был|была)(?![\p{L}])/iu;

function monthIndex(month: string): number {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return y * 12 + m - 1;
}

/** Months an entry lasted (current jobs up to `today`), or null when its start is unknown. */
function monthsOf(entry: ExperienceEntry, today: string): number | null {
  if (entry.start.value === null) return null;
  const end = entry.current.value ? today.slice(0, 7) : entry.end.value;
  return end === null ? null : Math.max(0, monthIndex(end) - monthIndex(entry.start.value));
}

/** True when every word stem of the role occurs in the sentence. */
function mentionsRole(sentence: string, role: string): boolean {
  const keys = new Set(wordsOf(sentence.replace(/[-–]/gu, ' ')).map((w) => w.key));
  const words = roleKey(role.replace(/[-–]/gu, ' ')).split(' ').filter(Boolean);
  return words.length > 0 && words.every((k) => keys.has(k));
}

/**
 * Contradictions of a letter with the profile, sentence by sentence:
 * - a sentence stating the current job («сейчас», «работаю», «в настоящее время») names an employer the seeker has left;
 * - a sentence puts a role with an employer it was not stated for, or in the present a role only a past job had;
 * - «N лет/года» differs by more than a year from the named job's length (or exceeds the whole experience);
 * - it names a skill the profile does not hold.
 * `today` ('YYYY-MM-DD', UTC) measures current jobs. Never throws.
 */
export function findLetterContradictions(
  letter: string,
  profile: CandidateProfile,
  today: string,
  vacancy?: { name: string; employer: string | null },
): LetterContradiction[] {
  const out: LetterContradiction[] = [];
  const jobs = profile.experience.filter((e) => e.employer.value !== null);
  const roles = profile.experience.filter((e) => e.role.value !== null);
  const known = new Set(profile.skills.map((s) => s.name.toLowerCase()));
  const total = profile.experience.reduce((n, e) => n + (monthsOf(e, today) ?? 0), 0);
  // The vacancy's own name and employer speak of the vacancy, not of the seeker.
  const blanked = [vacancy?.name, vacancy?.employer].reduce<string>((t, name) => (name ? t.replaceAll(name, ' '.repeat(name.length)) : t), letter);
  for (const { text: sentence, start } of splitSentences(letter)) {
    const own = blanked.slice(start, start + sentence.length);
    // A skill's name («1С: Бухгалтерия») is not a role («Бухгалтер»): roles and years are read without skill names.
    const skillsHere = findSkillsInText(own);
    const text = skillsHere.reduce((t, m) => t.slice(0, m.start) + ' '.repeat(m.end - m.start) + t.slice(m.end), own);
    const add = (kind: ContradictionKind): void => {
      if (!out.some((c) => c.kind === kind && c.sentence === sentence)) out.push({ kind, sentence });
    };
    const present = NOW_RE.test(text) && !PAST_MARK_RE.test(text);
    const named = jobs.filter((e) => mentionsEmployer(text, e.employer.value!));
    if (present && named.some((e) => !e.current.value) && !named.some((e) => e.current.value)) add('current_employer');
    const rolesHere = roles.filter((e) => mentionsRole(text, e.role.value!));
    if (named.length === 1 && rolesHere.length > 0 && !rolesHere.some((e) => e === named[0] || roleKey(e.role.value!) === roleKey(named[0]!.role.value ?? '')))
      add('role');
    if (present && named.length === 0 && rolesHere.length > 0 && rolesHere.every((e) => !e.current.value) && profile.experience.some((e) => e.current.value))
      add('role');
    for (const m of text.matchAll(YEARS_RE)) {
      const raw = (m[1] ?? '').toLowerCase();
      const years = /^\d+$/u.test(raw) ? Number(raw) : NUMBER_WORDS[raw];
      if (years === undefined) continue;
      const months = named.length === 1 ? monthsOf(named[0]!, today) : total;
      if (months === null) continue;
      const real = months / 12;
      if (named.length === 1 ? Math.abs(years - real) > 1 : years > real + 1) add('years');
    }
    for (const skill of skillsHere) {
      const written = own.slice(skill.start, skill.end).toLowerCase();
      const name = (normaliseSkill(skill.name) ?? skill.name).toLowerCase();
      if (!known.has(name) && !known.has(skill.name.toLowerCase()) && ![...known].some((k) => k.startsWith(written))) add('skill');
    }
  }
  return out;
}

/** The clichés of data/cliches.json a text uses (phrases as listed). */
export function clichesIn(text: string): string[] {
  return findCliches(text).map((hit) => hit.phrase);
}

/**
 * Placeholders and fallback labels a letter must never print: «Работодатель не указан», «компания не указана»,
 * «[Компания]», «{employer}», «<имя>», «N/A», or a company in empty quotes.
 */
export const PLACEHOLDER_RE =
  /(?:не\s+указан[аоы]?|неизвестн\p{L}*\s+(?:работодател|компани)\p{L}*|\[[^\]\n]{1,40}\]|\{[^}\n]{1,40}\}|<[А-ЯЁа-яёA-Za-z][^<>\n]{0,40}>|(?<![\p{L}])N\/A(?![\p{L}])|«\s*»|"\s*")/iu;

/** Connectives that refer back to something said before: a letter or a paragraph must not open with one. */
const DANGLING_OPENERS_RE =
  /^(?:поэтому|также|кроме\s+того|к\s+тому\s+же|помимо\s+этого|более\s+того|а\s+также|при\s+этом|тем\s+самым|итак|следовательно|однако|и\s+ещ[её])(?![\p{L}])/iu;

/**
 * The dangling connective the letter opens with (after an optional greeting line), or null. «Поэтому» after
 * «Здравствуйте!» still refers to nothing.
 */
export function checkLetterOpening(letter: string): string | null {
  const lines = letter
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const greeting = /^(?:здравствуйте|добрый\s+(?:день|вечер)|доброе\s+утро|уважаем\p{L}*|привет)/iu;
  const first = lines.find((l) => !greeting.test(l) || l.length > 60) ?? '';
  const body = greeting.test(first) ? first.replace(/^[^!.,]*[!.,]\s*/u, '') : first;
  const m = DANGLING_OPENERS_RE.exec(body);
  return m === null ? null : m[0];
}

/**
 * The vacancy's employer name when it is a name: null for an anonymous vacancy, an empty name, or a fallback label
 * some sources print instead («Работодатель не указан», «Анонимный работодатель», «Компания скрыта»).
 */
export function employerNameOf(employer: { name: string } | null | undefined): string | null {
  const name = employer?.name.trim() ?? '';
  if (name === '' || PLACEHOLDER_RE.test(name)) return null;
  if (
    /^(?:анонимн\p{L}*|скрыт\p{L}*|конфиденциальн\p{L}*)\s+(?:работодател\p{L}*|компани\p{L}*)$|^(?:работодатель|компания)\s+(?:скрыт\p{L}*|анонимн\p{L}*)$/iu.test(
      name,
    )
  )
    return null;
  return name;
}
