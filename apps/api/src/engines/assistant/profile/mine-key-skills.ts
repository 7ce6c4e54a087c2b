/**
 * Mines hh's key_skills vocabulary from a vacancy corpus (JSON Lines, one hh vacancy a line with `name` and
 * `key_skills[].name`) and writes data/key-skills.json: each skill name with its vacancy count, and for each
 * title word (its comparison key) the skills that co-occur with it. Only skill names and counts are written, no
 * vacancy text. The file's `source` names each corpus file that gave skills, with its repository and licence as
 * the corpus README (one folder up) states them, so the file says what it was derived from.
 * Run: `npx tsx apps/api/src/engines/assistant/profile/mine-key-skills.ts [corpus-dir] [--licence=MIT|any]`
 * (default: the folder in OTKLIK_VACANCY_DIR, else the data/vacancies folder of the shared material next to the
 * checkout). Only the files whose stated licence is MIT are read, because the result is committed and shipped with
 * the product; `--licence=any` reads every file, for a local experiment whose output must not be committed.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { titleWordKeys } from './words';

/** Skills seen in fewer vacancies are left out (typos, one-off spellings). */
const MIN_SKILL_COUNT = 2;
/** Title words seen in fewer vacancies with key skills are left out. */
const MIN_TITLE_WORD_COUNT = 5;
/** Skills kept per title word, most frequent first. */
const MAX_SKILLS_PER_TITLE_WORD = 80;

/** A corpus file the vocabulary was counted over: its repository and licence as the corpus README states them. */
export interface CorpusSource {
  file: string;
  repository: string | null;
  licence: string;
  /** Vacancies of the file that list key skills. */
  vacancies: number;
}

interface MinedVocabulary {
  /** Skill name as hh spells it most often, with the number of vacancies listing it. */
  skills: [string, number][];
  /** Title word key → [vacancies with that word, [skill index, co-occurrence count][]]. */
  titleWords: Record<string, [number, [number, number][]]>;
  /** The files that gave key skills, with their licences. */
  sources: CorpusSource[];
}

/**
 * Each corpus file's repository and licence from the README table of the corpus («| `vacancies/x.jsonl` |
 * [owner/name](…) @ `commit` (…) | licence |»). Files the README does not list are absent.
 */
export function readCorpusLicences(readme: string): Map<string, { repository: string; licence: string }> {
  const out = new Map<string, { repository: string; licence: string }>();
  for (const m of readme.matchAll(/^\|\s*`(?:vacancies\/)?([^`]+\.jsonl)`\s*\|\s*\[([^\]]+)\]\([^)]*\)[^|]*\|\s*([^|]+?)\s*\|/gmu)) {
    out.set(m[1]!, { repository: m[2]!, licence: m[3]! });
  }
  return out;
}

/**
 * Reads every *.jsonl of a folder and counts skills and their co-occurrence with title words. `licences` (from
 * readCorpusLicences) labels the sources; with `onlyLicence`, only files whose stated licence starts with it are read.
 */
export function mineKeySkills(dir: string, licences: Map<string, { repository: string; licence: string }> = new Map(), onlyLicence?: string): MinedVocabulary {
  const sources: CorpusSource[] = [];
  const spellings = new Map<string, Map<string, number>>();
  const skillCount = new Map<string, number>();
  const wordCount = new Map<string, number>();
  const pairs = new Map<string, Map<string, number>>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const stated = licences.get(file);
    if (onlyLicence !== undefined && !(stated?.licence ?? '').startsWith(onlyLicence)) continue;
    let withSkills = 0;
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const vacancy = JSON.parse(line) as { name?: string; key_skills?: { name?: string }[] | null };
      const names = [...new Set((vacancy.key_skills ?? []).map((s) => (s.name ?? '').trim()).filter(isSkillName))];
      if (names.length === 0) continue;
      withSkills += 1;
      const keys = new Set<string>();
      for (const name of names) {
        const key = name.toLowerCase();
        keys.add(key);
        const variants = spellings.get(key) ?? new Map<string, number>();
        variants.set(name, (variants.get(name) ?? 0) + 1);
        spellings.set(key, variants);
      }
      for (const key of keys) skillCount.set(key, (skillCount.get(key) ?? 0) + 1);
      for (const word of new Set(titleWordKeys(vacancy.name ?? ''))) {
        wordCount.set(word, (wordCount.get(word) ?? 0) + 1);
        const row = pairs.get(word) ?? new Map<string, number>();
        for (const key of keys) row.set(key, (row.get(key) ?? 0) + 1);
        pairs.set(word, row);
      }
    }
    if (withSkills > 0)
      sources.push({ file, repository: stated?.repository ?? null, licence: stated?.licence ?? 'not stated in the corpus README', vacancies: withSkills });
  }
  const kept = [...skillCount].filter(([, n]) => n >= MIN_SKILL_COUNT).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const index = new Map(kept.map(([key], i) => [key, i]));
  const skills: [string, number][] = kept.map(([key, n]) => {
    const best = [...(spellings.get(key) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    return [best?.[0] ?? key, n];
  });
  const titleWords: MinedVocabulary['titleWords'] = {};
  for (const [word, n] of [...wordCount].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (n < MIN_TITLE_WORD_COUNT) continue;
    const row = [...(pairs.get(word) ?? new Map<string, number>())]
      .filter(([key, c]) => index.has(key) && c >= 2)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, MAX_SKILLS_PER_TITLE_WORD)
      .map(([key, c]): [number, number] => [index.get(key) ?? 0, c]);
    if (row.length > 0) titleWords[word] = [n, row];
  }
  return { skills, titleWords, sources };
}

const here = dirname(fileURLToPath(import.meta.url));
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repoRoot = resolve(here, '../../../../../..');
  const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? process.env.OTKLIK_VACANCY_DIR ?? resolve(repoRoot, '../shared/data/vacancies');
  if (!existsSync(dir)) {
    console.error(`no vacancy corpus at ${dir}: pass a folder of *.jsonl files`);
    process.exit(1);
  }
  const readme = resolve(dir, '..', 'README.md');
  const licences = existsSync(readme) ? readCorpusLicences(readFileSync(readme, 'utf8')) : new Map<string, { repository: string; licence: string }>();
  const wanted = process.argv.find((a) => a.startsWith('--licence='))?.slice('--licence='.length) ?? 'MIT';
  const only = wanted === 'any' ? undefined : wanted;
  const mined = mineKeySkills(dir, licences, only);
  const out = resolve(here, '../data/key-skills.json');
  const source = {
    what: 'hh key_skills names counted over real hh.ru vacancies (names and counts only, no vacancy text)',
    files: mined.sources,
  };
  const body = `{\n"source": ${JSON.stringify(source)},\n"skills": ${JSON.stringify(mined.skills)},\n"titleWords": {\n${Object.entries(mined.titleWords)
    .map(([w, v]) => `${JSON.stringify(w)}: ${JSON.stringify(v)}`)
    .join(',\n')}\n}\n}\n`;
  writeFileSync(out, body);
  console.log(`${mined.skills.length} skills, ${Object.keys(mined.titleWords).length} title words → data/key-skills.json (${body.length} bytes)`);
}

/** A key_skills entry worth keeping: 1–100 characters, not hh's «Не указаны» placeholder. */
function isSkillName(name: string): boolean {
  return name.length > 0 && name.length <= 100 && !/^не указан/iu.test(name);
}
