/**
 * The check of the OpenAI-compatible engine's candidate profile, which fills the same schema as the built-in
 * engine's. The model fills the candidate profile's own shape (profile.schema.ts) through structured
 * output, with one difference: a source names the answer and QUOTES the words, it does not give character offsets.
 * Models count characters badly, so offsets from a model are never trusted: `groundLlmProfile` finds every quote in
 * the seeker's answers (or reads the hh resume field a path names), checks that the quoted words say the fact, and
 * writes the provenance spans itself. What no source says, what sits under a job it was not said about, and what a
 * quote does not support come back as violations: the engine repairs (drops) misattributed and altered facts and
 * falls back to the built-in engine on invented ones (llm/llm-assistant.ts). The output schema is
 * llm/llm-profile.schema.ts.
 */
import type { Answer, ResumeFacts } from '../../../domain/position';
import { mentionsEmployer } from './attribution';
import type { AttributionViolation } from './attribution';
import {
  candidateProfileSchema,
  findAchievementNumbers,
  findSkillsInText,
  normaliseSkill,
  sameEmployer,
  type Achievement,
  type CandidateProfile,
  type EducationEntry,
  type ExperienceEntry,
  type Goal,
  type Language,
  type MonthFact,
  type Provenance,
  type Skill,
} from '../profile';
import { findSelfEmployment, isSelfEmploymentName } from '../profile/extract-profile';
import { monthsBefore, findPeriod } from '../profile/periods';
import { splitSentences } from '../profile/sentences';
import { titleWordKeys, fold } from '../profile/words';
import type { LlmProfile, LlmProvenance } from '../llm/llm-profile.schema';
/** What the model's profile is checked against: the answers, the hh resume facts, today and the built-in reading. */
export interface LlmProfileContext {
  answers: readonly Answer[];
  resume: ResumeFacts;
  /** 'YYYY-MM-DD' (UTC) that «три года» counts back from. */
  today: string;
  /** Which job a question asked about (experience_index into the hh resume's experience). */
  questions: readonly { id: string; experience_index?: number }[];
  /** The built-in engine's profile of the same sources: the reference for where an achievement was said. */
  reference: CandidateProfile;
}

/** The located, checked profile and every fact that had to go (`where` is the model profile's field path). */
export interface GroundedLlmProfile {
  profile: CandidateProfile;
  violations: AttributionViolation[];
}

/** A source found: its provenance (with our own span) and the text that was checked (the quote's sentence or the hh field). */
interface Located {
  provenance: Provenance;
  context: string;
  answerId: string | null;
  /** Span of the quote in its answer, [start, end). */
  span: [number, number] | null;
}

/** Folds a character for quote search: lower case, ё→е, every quote mark to ", every dash to -, spaces to one space. */
function foldChar(c: string): string {
  const lower = c.toLowerCase();
  if (lower === 'ё') return 'е';
  if (/[«»"„“”']/u.test(lower)) return '"';
  if (/[‐‑‒–—―]/u.test(lower)) return '-';
  if (/\s/u.test(lower)) return ' ';
  return lower;
}

/** The folded text and, for each folded character, its offset in the original (runs of spaces collapse to one). */
function foldedWithMap(text: string): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const c = foldChar(text[i]!);
    if (c === ' ' && (folded.endsWith(' ') || folded === '')) continue;
    folded += c;
    map.push(i);
  }
  return { folded, map };
}

/**
 * Finds `quote` in `text`: exactly, else ignoring case, ё/е, quote marks, dashes and runs of spaces. Returns the
 * span [start, end) in `text`, or null. Quotes of fewer than 2 characters are never found.
 */
export function locateQuote(text: string, quote: string): [number, number] | null {
  const q = quote.trim().replace(/[.!?…]+$/u, '');
  if (q.length < 2) return null;
  const exact = text.indexOf(q);
  if (exact >= 0) return [exact, exact + q.length];
  const { folded, map } = foldedWithMap(text);
  const target = foldedWithMap(q).folded.trim();
  const at = folded.indexOf(target);
  if (at < 0) return null;
  return [map[at]!, map[at + target.length - 1]! + 1];
}

const HH_PATH_RE =
  /^(?:title|skills|education\.level|skill_set\[(\d+)\]|language\[(\d+)\]|experience\[(\d+)\]\.(company|position|start|end|description|area)|education\.primary\[(\d+)\]\.(name|year|result|organization))$/u;

/** The text of an hh resume field a path names, or null when the resume has no such field. */
function hhField(resume: ResumeFacts, path: string): string | null {
  const m = HH_PATH_RE.exec(path);
  if (m === null) return null;
  if (path === 'title') return resume.title || null;
  if (path === 'skills') return resume.about;
  if (path === 'education.level') return resume.education?.level?.id ?? null;
  if (m[1] !== undefined) return resume.skills[Number(m[1])] ?? null;
  if (m[2] !== undefined) {
    const l = resume.languages?.[Number(m[2])];
    return l === undefined ? null : `${l.id} ${l.name ?? ''} ${l.level?.id ?? ''}`.trim();
  }
  if (m[3] !== undefined) {
    const job = resume.experience[Number(m[3])];
    if (job === undefined) return null;
    const field = m[4] as 'company' | 'position' | 'start' | 'end' | 'description' | 'area';
    if (field === 'area') return resume.area;
    if (field === 'end') return job.end ?? (job.start === null ? null : 'current');
    return job[field];
  }
  const edu = resume.education?.primary[Number(m[5])];
  if (edu === undefined) return null;
  const value = edu[m[6] as 'name' | 'year' | 'result' | 'organization'];
  return value === null || value === undefined ? null : String(value);
}

/** The sentence of `text` that holds [start, end) (or the quote itself when it crosses sentences). */
function sentenceAround(text: string, span: [number, number]): { text: string; start: number; end: number } {
  const s = splitSentences(text).find((x) => x.start <= span[0] && span[1] <= x.end);
  return s ?? { text: text.slice(span[0], span[1]), start: span[0], end: span[1] };
}

/** Locates one model source. Returns null when the answer does not hold the quote or the hh field does not exist. */
function locate(p: LlmProvenance, ctx: LlmProfileContext): Located | null {
  if (p.source === 'answer') {
    if (p.quote === null) return null;
    const own = ctx.answers.find((a) => a.question_id === p.answerId);
    // The claimed answer first; a quote from another answer is still the seeker's words, under that answer's id.
    for (const answer of own === undefined ? ctx.answers : [own, ...ctx.answers.filter((a) => a !== own)]) {
      const span = locateQuote(answer.text, p.quote);
      if (span === null) continue;
      return {
        provenance: { source: 'answer', answerId: answer.question_id, span, path: null },
        context: sentenceAround(answer.text, span).text,
        answerId: answer.question_id,
        span,
      };
    }
    return null;
  }
  if (p.source === 'hh_resume' && p.path !== null) {
    const field = hhField(ctx.resume, p.path.trim());
    if (field === null) return null;
    if (p.quote !== null && p.quote.trim() !== '' && locateQuote(field, p.quote) === null) return null;
    return { provenance: { source: 'hh_resume', answerId: null, span: null, path: p.path.trim() }, context: field, answerId: null, span: null };
  }
  return null;
}

/** Word keys of a text (Snowball stems), hyphenated words split. */
const keysOf = (text: string): Set<string> => new Set(titleWordKeys(text));

/** True when at least half of the role's words (and at least one) occur in the text, across case endings. */
function saysRole(text: string, role: string): boolean {
  const want = titleWordKeys(role);
  if (want.length === 0) return false;
  const have = keysOf(text);
  const hits = want.filter((k) => have.has(k) || [...have].some((h) => h.length >= 4 && (h.startsWith(k) || k.startsWith(h)))).length;
  return hits >= Math.max(1, Math.ceil(want.length / 2));
}

/**
 * True when every word of a name occurs in the text across case endings («Онлайн-школа «Рост»» in «учился в
 * онлайн-школе «Рост»», «Сводные таблицы» in «строю сводными таблицами»): a name the seeker declined is still said.
 */
function saysAllWords(text: string, name: string): boolean {
  const want = titleWordKeys(name);
  if (want.length === 0) return false;
  const have = [...keysOf(text)];
  return want.every((k) => have.some((h) => h === k || (Math.min(h.length, k.length) >= 4 && (h.startsWith(k) || k.startsWith(h)))));
}

/** True when the text states the month: a period in it starts or ends there, or a duration counts back to it. */
function saysMonth(text: string, fact: { value: string; precision: 'month' | 'year' | null }, today: string): boolean {
  if (text === fact.value || text.slice(0, 7) === fact.value) return true;
  const period = findPeriod(text);
  const candidates = [period.start?.value, period.end?.value, period.duration === null ? undefined : monthsBefore(today, period.duration.months)];
  const same = (v: string | undefined): boolean => v !== undefined && (fact.precision === 'year' ? v.slice(0, 4) === fact.value.slice(0, 4) : v === fact.value);
  return candidates.some(same) || (fact.precision === 'year' && new RegExp(`(?<!\\d)${fact.value.slice(0, 4)}(?!\\d)`, 'u').test(text));
}

/** True when the text names the skill: the skill matcher finds it there, or its spelling occurs as written. */
function saysSkill(text: string, name: string): boolean {
  if (findSkillsInText(text).some((m) => fold(m.name) === fold(name))) return true;
  const normal = normaliseSkill(text.trim());
  return (normal !== null && fold(normal) === fold(name)) || fold(text).includes(fold(name)) || saysAllWords(text, name);
}

/** Grounds one fact's sources: keeps the located ones whose text supports the value; reports when none does. */
function groundSources(raw: readonly LlmProvenance[], ctx: LlmProfileContext, supports: (l: Located) => boolean): { kept: Located[]; found: number } {
  const located = raw.map((p) => locate(p, ctx)).filter((l): l is Located => l !== null);
  return { kept: located.filter(supports), found: located.length };
}

/**
 * Locates and checks the model's profile. Entries are renumbered by us ('hh-<i>' when a source is hh's
 * experience[i], else 'answer-<k>'); achievement texts are the seeker's own sentences; numbers are read again from
 * them. Never throws; the returned profile passes candidateProfileSchema and holds only supported facts.
 */
export function groundLlmProfile(raw: LlmProfile, ctx: LlmProfileContext): GroundedLlmProfile {
  const violations: AttributionViolation[] = [];
  const flag = (kind: AttributionViolation['kind'], fact: string, where: string): void => void violations.push({ kind, fact, where });
  const provs = (kept: readonly Located[]): Provenance[] => kept.map((l) => l.provenance);

  /** A text fact: null (and flagged) when no source says it. */
  const text = (
    fact: { value: string | null; sources: LlmProvenance[] },
    where: string,
    says: (context: string, value: string) => boolean,
  ): ExperienceEntry['employer'] => {
    if (fact.value === null || fact.value.trim() === '') return { value: null, sources: [] };
    const { kept, found } = groundSources(fact.sources, ctx, (l) => says(l.context, fact.value!));
    if (kept.length === 0) {
      flag(found === 0 ? 'invented' : 'changed', fact.value, where);
      return { value: null, sources: [] };
    }
    return { value: fact.value.trim(), sources: provs(kept) };
  };
  const month = (fact: LlmProfile['experience'][number]['start'], where: string): MonthFact => {
    if (fact.value === null) return { value: null, precision: null, sources: [] };
    const value = { value: fact.value, precision: fact.precision ?? 'month' };
    const { kept, found } = groundSources(fact.sources, ctx, (l) => saysMonth(l.context, value, ctx.today));
    if (kept.length === 0) {
      flag(found === 0 ? 'invented' : 'changed', fact.value, where);
      return { value: null, precision: null, sources: [] };
    }
    return { value: fact.value, precision: value.precision, sources: provs(kept) };
  };

  /** An achievement: its sentence and numbers read by us; every number the model claims must be among them. */
  const achievementOf = (a: LlmProfile['unattributedAchievements'][number], where: string): { achievement: Achievement; located: Located[] } | null => {
    const located = a.sources.map((p) => locate(p, ctx)).filter((l): l is Located => l !== null);
    const first = located[0];
    if (first === undefined) {
      flag('invented', a.text, where);
      return null;
    }
    const answer = ctx.answers.find((x) => x.question_id === first.answerId);
    const sentence = answer !== undefined && first.span !== null ? sentenceAround(answer.text, first.span) : { text: first.context, start: 0, end: 0 };
    const numbers = findAchievementNumbers(sentence.text, sentence.start).map((n) => ({ ...n, span: answer === undefined ? null : n.span }));
    const missing = a.numbers.find((n) => !numbers.some((x) => x.value === n.value && (n.unit === null || x.unit === null || x.unit === n.unit)));
    if (missing !== undefined) {
      flag('changed', `${a.text} (${missing.raw})`, where);
      return null;
    }
    const span = answer === undefined ? null : ([sentence.start, sentence.end] as [number, number]);
    const sourcesOut: Provenance[] =
      span === null || first.answerId === null ? provs(located) : [{ source: 'answer', answerId: first.answerId, span, path: null }];
    return { achievement: { text: sentence.text, numbers, sources: sourcesOut }, located };
  };

  // Jobs.
  let answerEntries = 0;
  const experience: ExperienceEntry[] = [];
  raw.experience.forEach((job, i) => {
    const at = (f: string): string => `experience[${i}].${f}`;
    // Self-employment is named by our own label («Фриланс (самозанятость)»): the source must say the seeker works for themselves.
    const employer = text(
      job.employer,
      at('employer'),
      (context, value) =>
        mentionsEmployer(context, value) || sameEmployer(context, value) || (isSelfEmploymentName(value) && findSelfEmployment(context) !== null),
    );
    if (employer.value === null) return;
    const hhIndex = [...job.employer.sources, ...job.role.sources]
      .map((p) => (p.source === 'hh_resume' ? /^experience\[(\d+)\]/u.exec(p.path ?? '')?.[1] : undefined))
      .find((x) => x !== undefined);
    const role = text(job.role, at('role'), (context, value) => saysRole(context, value));
    // «По настоящее время» needs a source: an answer that says it, or an hh job without an end date.
    const currentSources = job.current.value
      ? job.current.sources.map((p) => locate(p, ctx)).filter((l): l is Located => l !== null && (l.answerId !== null || l.context === 'current'))
      : [];
    const current = currentSources.length > 0;
    if (job.current.value && !current) flag('changed', 'по настоящее время', at('current'));
    const entry: ExperienceEntry = {
      id: hhIndex !== undefined && ctx.resume.experience[Number(hhIndex)] !== undefined ? `hh-${hhIndex}` : `answer-${answerEntries++}`,
      employer,
      role,
      start: month(job.start, at('start')),
      end: current ? { value: null, precision: null, sources: [] } : month(job.end, at('end')),
      current: { value: current, sources: provs(currentSources) },
      location: text(job.location, at('location'), (context, value) => fold(context).includes(fold(value))),
      achievements: [],
    };
    experience.push(entry);
  });

  // Achievements, each checked for the job it sits under.
  const unattributed: Achievement[] = [];
  const referenceOwner = (span: [number, number], answerId: string): ExperienceEntry | 'unattributed' | null => {
    const overlaps = (a: Achievement): boolean =>
      a.sources.some((p) => p.answerId === answerId && p.span !== null && p.span[0]! < span[1] && span[0] < p.span[1]!);
    const owner = ctx.reference.experience.find((e) => e.achievements.some(overlaps));
    if (owner !== undefined) return owner;
    return ctx.reference.unattributedAchievements.some(overlaps) ? 'unattributed' : null;
  };
  raw.experience.forEach((job, i) => {
    const entry = experience.find((e) => e.employer.value !== null && job.employer.value !== null && sameEmployer(e.employer.value, job.employer.value));
    job.achievements.forEach((a, k) => {
      const where = `experience[${i}].achievements[${k}]`;
      const found = achievementOf(a, where);
      if (found === null) return;
      if (entry === undefined) {
        flag('misattributed', a.text, where);
        return;
      }
      const src = found.achievement.sources[0];
      if (src?.source === 'answer' && src.span !== null && src.answerId !== null) {
        const owner = referenceOwner(src.span as [number, number], src.answerId);
        const ownerName = owner !== null && owner !== 'unattributed' ? owner.employer.value : null;
        const answer = ctx.answers.find((x) => x.question_id === src.answerId)!;
        const question = ctx.questions.find((q) => q.id === src.answerId);
        // Said about this job: the reference reading puts it there, the question asked about it, or the answer names
        // this employer (and no other) up to the achievement's sentence.
        const before = answer.text.slice(0, src.span[1]!);
        const named = experience.filter((e) => e.employer.value !== null && mentionsEmployer(before, e.employer.value));
        const saidHere =
          (ownerName !== null && sameEmployer(ownerName, entry.employer.value!)) ||
          (ownerName === null && question?.experience_index !== undefined && entry.id === `hh-${question.experience_index}`) ||
          (ownerName === null && named.length === 1 && named[0] === entry) ||
          (ownerName === null && named.length === 0 && experience.length === 1);
        if (!saidHere) {
          flag('misattributed', a.text, where);
          return;
        }
      } else if (src?.source === 'hh_resume' && src.path !== null && !(entry.id.startsWith('hh-') && src.path.startsWith(`experience[${entry.id.slice(3)}]`))) {
        flag('misattributed', a.text, where);
        return;
      }
      entry.achievements.push(found.achievement);
    });
  });
  raw.unattributedAchievements.forEach((a, k) => {
    const found = achievementOf(a, `unattributedAchievements[${k}]`);
    if (found !== null) unattributed.push(found.achievement);
  });

  // Education, skills, languages, goals.
  const education: EducationEntry[] = raw.education.flatMap((e, i) => {
    const at = (f: string): string => `education[${i}].${f}`;
    const institution = text(
      e.institution,
      at('institution'),
      (context, value) => mentionsEmployer(context, value) || fold(context).includes(fold(value)) || saysAllWords(context, value),
    );
    if (institution.value === null) return [];
    const year =
      e.year.value === null
        ? { kept: [], found: 0 }
        : groundSources(e.year.sources, ctx, (l) => new RegExp(`(?<!\\d)${e.year.value}(?!\\d)`, 'u').test(l.context));
    if (e.year.value !== null && year.kept.length === 0) flag(year.found === 0 ? 'invented' : 'changed', String(e.year.value), at('year'));
    const level = groundSources(e.level.sources, ctx, () => true);
    return [
      {
        institution,
        year: year.kept.length === 0 ? { value: null, sources: [] } : { value: e.year.value, sources: provs(year.kept) },
        speciality: text(
          e.speciality,
          at('speciality'),
          (context, value) => titleWordKeys(value).some((k) => keysOf(context).has(k)) || fold(context).includes(fold(value)),
        ),
        level: level.kept.length === 0 || e.level.value === null ? { value: null, sources: [] } : { value: e.level.value, sources: provs(level.kept) },
        ...(e.course ? { course: true } : {}),
      },
    ];
  });
  const skills: Skill[] = [];
  raw.skills.forEach((s, i) => {
    const name = normaliseSkill(s.name) ?? s.name.trim();
    const { kept, found } = groundSources(s.sources, ctx, (l) => saysSkill(l.context, name) || saysSkill(l.context, s.name));
    if (kept.length === 0) {
      flag(found === 0 ? 'invented' : 'changed', s.name, `skills[${i}]`);
      return;
    }
    const existing = skills.find((x) => fold(x.name) === fold(name));
    if (existing !== undefined) existing.sources.push(...provs(kept));
    else skills.push({ name, source: kept[0]!.provenance.source, sources: provs(kept) });
  });
  const languages: Language[] = raw.languages.flatMap((l, i) => {
    const { kept } = groundSources(l.sources, ctx, () => true);
    if (kept.length === 0) {
      flag('invented', l.name, `languages[${i}]`);
      return [];
    }
    return [{ id: l.id, name: l.name, level: l.level, sources: provs(kept) }];
  });
  const goals: Goal[] = raw.goals.flatMap((g, i) => {
    const { kept } = groundSources(g.sources, ctx, (l) => l.answerId !== null);
    if (kept.length === 0) {
      flag('invented', g.text, `goals[${i}]`);
      return [];
    }
    return [{ kind: g.kind, text: kept[0]!.context, sources: provs(kept) }];
  });

  const profile = candidateProfileSchema.parse({ experience, unattributedAchievements: unattributed, education, skills, languages, goals });
  return { profile, violations };
}
