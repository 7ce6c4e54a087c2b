/** Loads the assistant's data files (data/*.json) once, validated with zod, so a broken file fails loudly at start. */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const dataUrl = (name: string): URL => new URL(`../data/${name}`, import.meta.url);

function load<T>(name: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(dataUrl(name), 'utf8')));
}

const keySkillsSchema = z.object({
  skills: z.array(z.tuple([z.string(), z.number().int()])),
  titleWords: z.record(z.string(), z.tuple([z.number().int(), z.array(z.tuple([z.number().int(), z.number().int()]))])),
});
/** Mined hh key_skills (mine-key-skills.ts): names with vacancy counts; title word key → co-occurring skills. */
export type KeySkills = z.infer<typeof keySkillsSchema>;

const toolsSchema = z.object({ what: z.string(), groups: z.record(z.string(), z.array(z.string().min(1)).min(1)) });

let tools: string[] | undefined;
/** data/tools.json: names of widely used software and instruments, written by the team (no corpus), by group. */
export function toolNamesData(): string[] {
  tools ??= [...new Set(Object.values(load('tools.json', toolsSchema).groups).flat())];
  return tools;
}

let keySkills: KeySkills | undefined;
/**
 * The key_skills vocabulary: data/key-skills.json (mined only from vacancy files whose licence lets us ship what is
 * derived from them), then each name of data/tools.json it lacks, with a vacancy count of 0. The tools come after
 * the mined names, so the title-word indices of key-skills.json stay valid.
 */
export function keySkillsData(): KeySkills {
  if (keySkills !== undefined) return keySkills;
  const mined = load('key-skills.json', keySkillsSchema);
  const known = new Set(mined.skills.map(([name]) => name.toLowerCase()));
  const added = toolNamesData()
    .filter((name) => !known.has(name.toLowerCase()))
    .map((name): [string, number] => [name, 0]);
  keySkills = { skills: [...mined.skills, ...added], titleWords: mined.titleWords };
  return keySkills;
}

const skillAliasesSchema = z.object({ aliases: z.record(z.string(), z.string()), listed: z.record(z.string(), z.string()).default({}) });
let aliasFile: z.infer<typeof skillAliasesSchema> | undefined;
const aliasesOf = (): z.infer<typeof skillAliasesSchema> => (aliasFile ??= load('skill-aliases.json', skillAliasesSchema));

/** data/skill-aliases.json `aliases`: spelling as seekers write it anywhere → hh key_skills name. */
export function skillAliasData(): Record<string, string> {
  return aliasesOf().aliases;
}

/** data/skill-aliases.json `listed`: shorthand that names a skill only as an item of the seeker's own skills list. */
export function listedSkillAliasData(): Record<string, string> {
  return aliasesOf().listed;
}

let cliches: string[] | undefined;
/** data/cliches.json: Russian HR clichés; `…` stands for 1–6 arbitrary words. */
export function clicheData(): string[] {
  cliches ??= load('cliches.json', z.object({ cliches: z.array(z.string().min(1)).min(30) })).cliches;
  return cliches;
}

const placesSchema = z.object({
  source: z.object({ cities: z.string(), stations: z.string() }),
  cities: z.array(z.string()),
  countries: z.array(z.string()),
  stations: z.record(z.string(), z.array(z.string())),
});
/** data/places.json: cities the hh sandbox serves, countries, and metro stations by city (sources inside the file). */
export type Places = z.infer<typeof placesSchema>;

let places: Places | undefined;
/** data/places.json. */
export function placesData(): Places {
  places ??= load('places.json', placesSchema);
  return places;
}

let certifications: Record<string, string> | undefined;
/** data/certifications.json: a professional certification's abbreviation → its full name as the issuer spells it. */
export function certificationData(): Record<string, string> {
  certifications ??= load('certifications.json', z.object({ certifications: z.record(z.string(), z.string().min(1)) })).certifications;
  return certifications;
}
