/**
 * The labelled persona sets as one list of seekers with a common ground truth, and their deterministic split into a
 * tuning half and a held-out half.
 * - set `old`: the 18 personas of __fixtures__/personas/*.json (hh-shaped resume, numeric achievement labels);
 * - set `new`: the 30 personas of __fixtures__/personas-2/personas.jsonl (their README describes the fields);
 * - set `third`: the 24 personas of __fixtures__/personas-3/personas.jsonl (same fields), written by someone who had
 *   not read the extraction rules; it was the blind set until its first report, and is split like the others since;
 * - set `fourth`: the 24 personas of __fixtures__/personas-4/personas.jsonl (same fields), written by someone who had
 *   not read the extraction rules, after they were tuned; it was the blind set (never tuned on) until 26 November
 *   2026, and is split like the others since;
 * - set `fifth`: the 32 personas of __fixtures__/personas-5/personas.jsonl (same fields), fresh seekers written on
 *   26 November 2026 by someone who had read neither the extraction rules nor the labels of the third and fourth sets;
 * - set `sixth`: the 32 personas of __fixtures__/personas-6/personas.jsonl (same fields), written on 26 November 2026,
 *   after the fourth set was opened for tuning, by someone who had read neither the extraction rules nor the answers or
 *   labels of sets 3–5; it was the blind set (never tuned on) until 26 November 2026, and is split like the others since;
 * - set `seventh`: the 32 personas of __fixtures__/personas-7/personas.jsonl (same fields), written on 26 November 2026,
 *   after the sixth set was opened for tuning, by someone who had read neither the extraction rules nor the answers or
 *   labels of sets 3–6; it was the blind set (never tuned on) until the seventh session (26–27 November 2026), and is
 *   split like the others since.
 * - set `eighth`: the 32 personas of __fixtures__/personas-8/personas.jsonl (same fields), the blind set: written on
 *   26 November 2026, after the seventh set was opened for tuning, by someone who had read neither the extraction
 *   rules nor the answers or labels of sets 3–7; no rule is tuned on it, and every one of its personas is `held-out`.
 * The split: within every set but `eighth`, personas sorted by id, the 1st, 3rd, 5th … go to `tuning` and the 2nd, 4th, 6th … to
 * `held-out` (9 + 9 old, 15 + 15 new, 12 + 12 third, 12 + 12 fourth, 16 + 16 fifth, 16 + 16 sixth, 16 + 16 seventh).
 * Rules are tuned on the tuning half only; the held-out half is reported as it is. Every `eighth` persona is `held-out`.
 * The `new` set's held-out half (the shared personas the issue's figures are counted on) was opened for tuning on
 * 26 November 2026 (sixth session): its rows keep their names, but since then they measure fit, not generality; the
 * held-out halves of sets 3–7 and the blind `eighth` set measure generality.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Question, ResumeFacts } from '../../../domain/position';
import { personaInput, type PersonaInput } from '../__fixtures__/persona-input';
import { loadPersonas } from './personas';

/** One expected job: dates are 'YYYY-MM' or 'YYYY' (compare only as precisely as given). */
export interface ExpectedEmployer {
  name: string;
  position: string;
  start: string | null;
  end: string | null;
  current: boolean;
  /** One entry per result: every key of it must be found under this employer (a number's digits, or a word stem). */
  achievements: string[][];
}

/** What a correct resume must and must not hold. */
export interface Expected {
  employers: ExpectedEmployer[];
  /** Skills named in the answers; «Name (alt)» accepts either spelling. */
  skills: string[];
  education: { name: string; year: number | null; level: string | null }[];
  /** Words of the answers that must not reach the resume (filler, typos, places, private details). */
  mustNotAppear: string[];
}

/** The labelled sets (see file comment); `eighth` is the blind set, never tuned on. */
export const LABELLED_SETS = ['old', 'new', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const;
export type LabelledSet = (typeof LABELLED_SETS)[number];

/** A labelled seeker: the assistant's inputs and the ground truth. */
export interface LabelledSeeker {
  id: string;
  set: LabelledSet;
  half: 'tuning' | 'held-out';
  input: PersonaInput;
  expected: Expected;
}

/** Filler words of spoken Russian; any of them found in a persona's answers must not reach its resume. */
export const FILLER = ['ну', 'короче', 'в общем', 'честно говоря', 'типа', 'как бы', 'кстати', 'блин', 'вроде как', 'собственно'];

const wholeWord = (phrase: string): RegExp => new RegExp(`(?<![\\p{L}\\d])${phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}\\d])`, 'iu');

/** «индикатор часового типа», «нового типа»: «типа» after an adjective is the noun «тип», no filler. */
const TYPE_NOUN_RE = /(?:ого|его|ной|ного|него)\s+типа(?![\p{L}\d])/giu;

/** The filler of FILLER that occurs in any of `texts`. */
export function fillerIn(texts: readonly string[]): string[] {
  return FILLER.filter((f) => texts.some((t) => wholeWord(f).test(f === 'типа' ? t.replace(TYPE_NOUN_RE, '') : t)));
}

const month = z.string().regex(/^\d{4}(-\d{2})?$/u);
/** One line of a JSON-lines set in the second set's format (personas-2/README.md). */
export const newPersonaSchema = z.object({
  id: z.string(),
  profession: z.string(),
  title: z.string(),
  city: z.string(),
  salary: z.number().int().positive(),
  style: z.string(),
  hh_resume: z.object({
    title: z.string(),
    experience: z.array(z.object({ company: z.string(), position: z.string(), start: month, end: month.nullable(), description: z.string() })),
    skill_set: z.array(z.string()),
    education: z.array(z.object({ name: z.string(), year: z.number().int(), level: z.string() })),
  }),
  answers: z.array(z.string().min(1)).length(5),
  expected: z.object({
    employers: z.array(z.object({ name: z.string(), position: z.string(), start: month, end: month.nullable(), achievements: z.array(z.string()) })),
    skills: z.array(z.string()),
    education: z.array(z.object({ name: z.string(), year: z.number().int(), level: z.string() })),
    must_not_appear: z.array(z.string()),
  }),
  traps: z.array(z.string()).optional(),
});
type NewPersona = z.infer<typeof newPersonaSchema>;

/** The answers of the second to seventh sets are written as of November 2026 (their READMEs). */
const NEW_SET_TODAY = '2026-11-15';

/** The five questions the second to seventh sets answer, in order (their READMEs' topics). */
const NEW_SET_QUESTIONS: Question[] = [
  { id: 'q1', text: 'Где и кем вы работаете сейчас, и как давно?', topic: 'experience' },
  { id: 'q2', text: 'Каким результатом на этой работе вы гордитесь?', topic: 'results' },
  { id: 'q3', text: 'Какими инструментами, методами и навыками вы пользуетесь?', topic: 'skills' },
  { id: 'q4', text: 'Какое у вас образование и какие курсы вы проходили?', topic: 'about' },
  { id: 'q5', text: 'Чего вы хотите дальше: условия, рост, языки?', topic: 'growth' },
];

/** hh's education_level ids for the set's levels (courses are not a level of the resume's education). */
const HH_LEVEL: Record<string, string> = { secondary_special: 'special_secondary', bachelor: 'bachelor', master: 'master', higher: 'higher' };
const LEVEL_RANK = ['special_secondary', 'higher', 'bachelor', 'master'];

/** The persona's hh resume as ResumeFacts (what the hh port gives the assistant). */
function newPersonaResume(p: NewPersona): ResumeFacts {
  const degrees = p.hh_resume.education.filter((e) => e.level !== 'courses');
  const levels = degrees.map((e) => HH_LEVEL[e.level]).filter((l): l is string => l !== undefined);
  const top = levels.sort((a, b) => LEVEL_RANK.indexOf(b) - LEVEL_RANK.indexOf(a))[0];
  return {
    title: p.hh_resume.title,
    area: p.city,
    skills: p.hh_resume.skill_set,
    about: null,
    experience: p.hh_resume.experience.map((e) => ({
      company: e.company,
      position: e.position,
      start: e.start.slice(0, 7),
      end: e.end?.slice(0, 7) ?? null,
      description: e.description,
    })),
    total_experience_months: 0,
    salary: { amount: p.salary, currency: 'RUR' },
    education: {
      level: top === undefined ? null : { id: top },
      primary: degrees.map((e) => ({ name: e.name, organization: null, result: null, year: e.year })),
    },
    languages: [],
  };
}

const NEW_SET_FILE = new URL('../__fixtures__/personas-2/personas.jsonl', import.meta.url);
const THIRD_SET_FILE = new URL('../__fixtures__/personas-3/personas.jsonl', import.meta.url);
const FOURTH_SET_FILE = new URL('../__fixtures__/personas-4/personas.jsonl', import.meta.url);
const FIFTH_SET_FILE = new URL('../__fixtures__/personas-5/personas.jsonl', import.meta.url);
const SIXTH_SET_FILE = new URL('../__fixtures__/personas-6/personas.jsonl', import.meta.url);
const SEVENTH_SET_FILE = new URL('../__fixtures__/personas-7/personas.jsonl', import.meta.url);
const EIGHTH_SET_FILE = new URL('../__fixtures__/personas-8/personas.jsonl', import.meta.url);

/** A JSON-lines set in the second set's format (personas-2/README.md), every persona in `set` and `tuning` until split. */
function loadJsonlSet(file: URL, set: Exclude<LabelledSeeker['set'], 'old'>): LabelledSeeker[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => newPersonaSchema.parse(JSON.parse(line)))
    .map((p) => ({
      id: p.id,
      set,
      half: 'tuning' as const,
      input: {
        resume: newPersonaResume(p),
        position: {
          title: p.title,
          areas: [{ id: p.city, name: p.city }],
          remote: false,
          salary: { amount: p.salary, currency: 'RUR' as const },
          letter_styles: ['memorable', 'neutral', 'classic'],
          use_favorites: false,
        },
        questions: NEW_SET_QUESTIONS,
        answers: p.answers.map((text, i) => ({ question_id: NEW_SET_QUESTIONS[i]!.id, text })),
        today: NEW_SET_TODAY,
      },
      expected: {
        employers: p.expected.employers.map((e) => ({
          name: e.name,
          position: e.position,
          start: e.start,
          end: e.end,
          current: e.end === null,
          achievements: e.achievements.map((a) => [a]),
        })),
        skills: p.expected.skills,
        education: p.expected.education,
        mustNotAppear: [...p.expected.must_not_appear, ...fillerIn(p.answers)],
      },
    }));
}

/** A labelled number as the answers write it: 0.5 → «0,5». */
const numberKey = (value: number): string => String(value).replace('.', ',');

function loadOldSet(): LabelledSeeker[] {
  return loadPersonas().map((p) => ({
    id: p.id,
    set: 'old' as const,
    half: 'tuning' as const,
    input: personaInput(p),
    expected: {
      employers: p.labels.experience.map((e) => ({
        name: e.employer,
        position: e.role,
        start: e.start,
        end: e.end,
        current: e.current,
        achievements: p.labels.achievements.filter((a) => a.employer === e.employer).map((a) => a.numbers.map((n) => numberKey(n.value))),
      })),
      skills: p.labels.answer_skills,
      education: p.labels.education.map((e) => ({ name: e.institution, year: e.year, level: e.level })),
      mustNotAppear: fillerIn(p.answers.map((a) => a.text)),
    },
  }));
}

/** Every labelled seeker of the eight sets, split into halves (see file comment), in set order, the blind eighth last. */
export function loadLabelledSeekers(): LabelledSeeker[] {
  const byId = (seekers: LabelledSeeker[]): LabelledSeeker[] => [...seekers].sort((a, b) => a.id.localeCompare(b.id));
  const split = (seekers: LabelledSeeker[]): LabelledSeeker[] =>
    byId(seekers).map((s, i) => ({ ...s, half: i % 2 === 0 ? ('tuning' as const) : ('held-out' as const) }));
  return [
    ...split(loadOldSet()),
    ...split(loadJsonlSet(NEW_SET_FILE, 'new')),
    ...split(loadJsonlSet(THIRD_SET_FILE, 'third')),
    ...split(loadJsonlSet(FOURTH_SET_FILE, 'fourth')),
    ...split(loadJsonlSet(FIFTH_SET_FILE, 'fifth')),
    ...split(loadJsonlSet(SIXTH_SET_FILE, 'sixth')),
    ...split(loadJsonlSet(SEVENTH_SET_FILE, 'seventh')),
    ...byId(loadJsonlSet(EIGHTH_SET_FILE, 'eighth')).map((s) => ({ ...s, half: 'held-out' as const })),
  ];
}
