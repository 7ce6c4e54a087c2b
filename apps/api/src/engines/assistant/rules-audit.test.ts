/**
 * The rules must not name a fixture's words. This audit reads every rule file of the engine (the strings and regex
 * literals of profile/, builtin/ and checks/, and the data files that hold rules) and fails when one holds a
 * distinctive word of a labelled persona's ground truth: an employer's, a school's or a place's proper name.
 *
 * A word is distinctive when it is capitalised in a ground-truth name and no general vocabulary claims it: not a
 * common Russian word of the az dictionary (a proper-noun reading — a name, surname, place or organisation — does not
 * count as common), not a city or country of data/places.json, not a word of hh's key_skills vocabulary or the skill
 * aliases. Legal forms and other all-capital abbreviations of up to four letters («ООО»,
 * «ГБУЗ») are general.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Az from 'az';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { stemRussian } from '../../lib/russian-stemmer';
import { loadLabelledSeekers } from './bench/labelled-set';
import { keySkillsData, listedSkillAliasData, placesData, skillAliasData } from './profile/data-files';
import { loadMorphology } from './profile/morphology';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Rule folders whose .ts files are audited (tests and type declarations are not rules). */
const RULE_DIRS = ['profile', 'builtin', 'checks'];
/** Data files that are general vocabularies rather than rules: a gazetteer and the mined key_skills list. */
const VOCABULARY_FILES = new Set(['places.json', 'key-skills.json']);

/**
 * Hits that are general knowledge, not a fixture's word, each with its reason. A word listed here must still be one
 * a reader would find in any trade's vocabulary.
 */
const JUSTIFIED: Record<string, string> = {
  skillbox: 'one of the largest Russian online schools, named on thousands of resumes; education.ts reads it as a course provider',
  stepik: 'a large Russian online course platform, named on resumes as a course provider like Skillbox or Coursera',
  team: 'a general English word of job and skill phrases (team lead, team building, cross-functional team)',
  certified:
    'the word that opens the certificate titles of many issuers (CNCF, Cisco, Scrum Alliance, ISACA …): education.ts reads «Certified …» as a course, and data/certifications.json spells 44 such titles',
  administrator: 'a general English job word of certificate titles (Microsoft Azure Administrator, Red Hat Certified System Administrator)',
  'Aa:Профессионал': '1С:Профессионал is one of 1С’s own certificate families, read beside 1С:Специалист and 1С:Эксперт',
  мбдо: 'МБДОУ is a legal form (a municipal preschool institution), listed with МБОУ, ГБОУ and МАОУ among the organisation forms',
  гбус: 'ГБУСО is a legal form (a state institution of social services, which runs care homes in every region), listed with ГБУЗ and ГБУК among the organisation forms',
  dipifr: 'ACCA’s Diploma in IFRS, one of the real certificates in data/certifications.json',
  group: 'a general English word that ends company names (with labs, tech, studio, digital, systems …) in the lower-case Latin employer rule',
  games: 'a general English word that ends game studios’ names, in the same list of company-name endings',
  skills: 'a general English word (soft skills, hard skills) and the name of the skills module the rule files import (`./skills`)',
  digital: 'a general English word that ends agencies’ names («… Digital»), in the same list of company-name endings',
  фриланс: 'the common word for self-employment, which the rules read as its own experience entry',
  студ: 'the stem of «студия» (a studio), a general type noun of a course provider beside «школа», «центр» and «академия» in the course rules of education.ts',
  питер: 'the everyday name of Saint Petersburg, in the list of big cities that are never an employer (employers.ts)',
  ростов: 'Rostov-on-Don as people shorten it, in the same list of big cities',
  иркутск: 'a regional capital, in the same list of big cities',
  ранхигс: 'RANEPA, a national university with branches in most regions, in the list of well-known university abbreviations (education.ts)',
  финтех: 'the name of an industry, beside «медицин» in the goals rules of extract-profile.ts: a seeker wants «финтех» as a domain',
};

const PROPER_TAGS = ['Name', 'Surn', 'Patr', 'Geox', 'Orgn', 'Trad'];
const lettersOf = (text: string): string[] => text.match(/[\p{L}]+/gu) ?? [];
const fold = (w: string): string => w.toLowerCase().replaceAll('ё', 'е');
const keyOf = (w: string): string => (/^[а-я]+$/u.test(fold(w)) ? stemRussian(fold(w)) : fold(w));

/** Words of every general vocabulary (see file comment), as comparison keys. */
function generalKeys(): Set<string> {
  const places = placesData();
  const names = [
    ...keySkillsData().skills.map(([name]) => name),
    ...Object.entries(skillAliasData()).flat(),
    ...Object.entries(listedSkillAliasData()).flat(),
    ...places.cities,
    ...places.countries,
  ];
  return new Set(names.flatMap(lettersOf).map(keyOf));
}

/** True when az's dictionary holds the word as a common word (not only as a proper name). */
function isCommonWord(word: string): boolean {
  return Az.Morph(fold(word)).some((p) => (p as { parser?: string }).parser === 'Dictionary' && !PROPER_TAGS.some((tag) => p.tag[tag] === true));
}

/**
 * The distinctive words of both labelled sets' ground truth: key → the name it comes from. A common word that is an
 * employer's or a school's quoted name («Ромашка»-like) is kept too, under its exact capitalised spelling (`Aa:` key):
 * it is a fixture's word only when a rule writes it as a name.
 */
function distinctiveWords(): Map<string, string> {
  const general = generalKeys();
  const out = new Map<string, string>();
  for (const seeker of loadLabelledSeekers()) {
    for (const name of [...seeker.expected.employers.map((e) => e.name), ...seeker.expected.education.map((e) => e.name)]) {
      for (const quoted of name.match(/«[^»]+»/gu) ?? []) {
        for (const word of lettersOf(quoted)) {
          if (/^\p{Lu}\p{Ll}{3,}$/u.test(word) && !general.has(keyOf(word))) out.set(`Aa:${word}`, `${seeker.id}: ${name}`);
        }
      }
    }
  }
  for (const seeker of loadLabelledSeekers()) {
    const { expected, input } = seeker;
    const names = [
      ...expected.employers.map((e) => e.name),
      ...expected.education.map((e) => e.name),
      ...expected.mustNotAppear,
      ...input.resume.experience.map((e) => e.company ?? ''),
      ...(input.resume.education?.primary ?? []).map((e) => e.name),
    ];
    for (const name of names) {
      for (const word of lettersOf(name)) {
        if (!/^\p{Lu}/u.test(word) || word.length < 4) continue;
        if (word === word.toUpperCase() && word.length <= 4) continue;
        const key = keyOf(word);
        if (general.has(key) || (/^[А-ЯЁа-яё]+$/u.test(word) && isCommonWord(word))) continue;
        // «Петербургский» is the general «Петербург» with a suffix.
        if ([...general].some((g) => g.length >= 5 && key.startsWith(g) && key.length - g.length <= 3)) continue;
        out.set(key, `${seeker.id}: ${name}`);
      }
    }
  }
  return out;
}

/** The text of every string, template and regex literal of a TypeScript file, with its line. */
function literalsOf(file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node)) {
      const text = ts.isRegularExpressionLiteral(node) ? node.text.replace(/\\[pP]\{\w+\}|\\[a-zA-Z]/gu, ' ') : node.text;
      out.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every rule text: literals of the rule folders' .ts files and the strings of the rule data files. */
function ruleTexts(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const dir of RULE_DIRS) {
    for (const name of readdirSync(join(here, dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))) {
      for (const { line, text } of literalsOf(join(here, dir, name))) out.push({ where: `${dir}/${name}:${line}`, text });
    }
  }
  for (const name of readdirSync(join(here, 'data')).filter((f) => f.endsWith('.json') && !VOCABULARY_FILES.has(f))) {
    const strings: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') strings.push(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v !== null && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) {
          strings.push(k);
          walk(x);
        }
      }
    };
    walk(JSON.parse(readFileSync(join(here, 'data', name), 'utf8')));
    for (const text of strings) out.push({ where: `data/${name}`, text });
  }
  return out;
}

/** The distinctive words a rule text holds: a whole word with the same key, or a regex stem of five letters and more. */
function hitsIn(text: string, words: Map<string, string>): string[] {
  const hits: string[] = [];
  for (const token of lettersOf(text)) {
    if (words.has(`Aa:${token}`)) hits.push(`Aa:${token}`);
    const key = keyOf(token);
    if (words.has(key)) hits.push(key);
    else if (fold(token).length >= 5) for (const w of words.keys()) if (w.startsWith(fold(token)) && w.length - fold(token).length <= 2) hits.push(w);
  }
  return [...new Set(hits)];
}

describe('rule files name no fixture’s words', () => {
  let words: Map<string, string>;
  beforeAll(async () => {
    await loadMorphology();
    words = distinctiveWords();
  });

  it('finds the distinctive words of the ground truth, and not the general ones', () => {
    expect(words.size).toBeGreaterThan(40);
    // «Центральный» and «Институт» are words of the language; a city the sandbox serves is a gazetteer's word.
    for (const general of ['центральн', 'институт', 'москв', 'kubernetes']) expect(words.has(general), general).toBe(false);
  });

  it('catches a ground-truth name written into a rule', () => {
    const [key, from] = [...words].find(([k]) => /^[а-я]+$/u.test(k))!;
    const [named] = [...words].find(([k]) => k.startsWith('Aa:'))!;
    expect(hitsIn(`const NAME = '${named.slice(3)}';`, words)).toContain(named);
    expect(hitsIn(`const RE = /${named.slice(3).toLowerCase()}/u;`, words).filter((k) => k.startsWith('Aa:'))).toEqual([]);
    const name = from.slice(from.indexOf(': ') + 2);
    expect(hitsIn(`const RE = /(?:${fold(name)})/iu;`, words)).toContain(key);
  });

  it('holds no distinctive word in any rule literal or rule data file', () => {
    const found = ruleTexts().flatMap(({ where, text }) =>
      hitsIn(text, words)
        .filter((key) => JUSTIFIED[key] === undefined)
        .map((key) => `${where}: «${key}» (${words.get(key)})`),
    );
    expect([...new Set(found)]).toEqual([]);
  });
});
