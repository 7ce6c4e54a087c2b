import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

const idName = z.object({ id: z.string(), name: z.string() }).nullable();

/**
 * One line of a vacancy .jsonl file: hh field names, `null` where the
 * source did not have the field. `area.id` may be null for small towns; `currency` null in one source.
 */
export const rawVacancySchema = z.object({
  id: z.string().regex(/^\d+$/),
  name: z.string().min(1),
  area: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  salary: z
    .object({
      from: z.number().nullable(),
      to: z.number().nullable(),
      currency: z.string().nullable(),
      gross: z.boolean().nullable(),
    })
    .nullable(),
  employer: z.object({ id: z.string().nullable().optional(), name: z.string() }).nullable(),
  snippet: z.object({ requirement: z.string().nullable(), responsibility: z.string().nullable() }).nullable(),
  description: z.string().nullable(),
  key_skills: z.array(z.object({ name: z.string() })).nullable(),
  schedule: idName,
  experience: idName,
  employment: idName,
  professional_roles: z.array(z.object({ id: z.string(), name: z.string().nullable() })).optional(),
  published_at: z.string().nullable(),
  created_at: z.string().optional(),
  alternate_url: z.string(),
});
export type RawVacancy = z.infer<typeof rawVacancySchema>;

/**
 * One line of a resume-listing .jsonl file: title, last employer,
 * expected salary and total experience, nothing personal.
 */
export const rawResumeListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  area: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  salary: z.object({ amount: z.number().nullable(), currency: z.string().nullable() }).nullable(),
  total_experience: z.object({ months: z.number().int().nonnegative() }).nullable(),
  experience: z.array(z.object({ company: z.string().nullable(), position: z.string().nullable() })),
  alternate_url: z.string(),
});
export type RawResumeListing = z.infer<typeof rawResumeListingSchema>;

/** Every .jsonl file at `path`: the file itself, or all of them under the folder (recursively), sorted by path. */
export function listJsonlFiles(path: string): string[] {
  const stat = statSync(path);
  if (stat.isFile()) return [path];
  const found: string[] = [];
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) found.push(...listJsonlFiles(full));
    else if (entry.isFile() && entry.name.endsWith('.jsonl')) found.push(full);
  }
  return found.sort();
}

/**
 * Reads every line of the .jsonl files at `path` and validates it with `schema`.
 * @returns the records in file order
 * @throws Error naming the file and line of the first bad record, or when `path` holds no .jsonl file
 */
export async function loadJsonl<T>(path: string, schema: z.ZodType<T>): Promise<T[]> {
  const files = listJsonlFiles(path);
  if (files.length === 0) throw new Error(`no .jsonl file under ${path}`);
  const records: T[] = [];
  for (const file of files) {
    const lines = (await readFile(file, 'utf8')).split('\n');
    let lineNo = 0;
    for (const line of lines) {
      lineNo++;
      if (line.trim() === '') continue;
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        throw new Error(`${file}:${lineNo}: not JSON`);
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(`${file}:${lineNo}: ${issue.path.join('.')}: ${issue.message}`);
      }
      records.push(parsed.data);
    }
  }
  return records;
}

/** Loads the vacancy files at `path`, keeping the first record of an id seen twice. */
export async function loadVacancyRecords(path: string): Promise<RawVacancy[]> {
  const seen = new Set<string>();
  const records: RawVacancy[] = [];
  for (const record of await loadJsonl(path, rawVacancySchema)) {
    if (seen.has(record.id)) continue;
    seen.add(record.id);
    records.push(record);
  }
  return records;
}

/** Loads the resume-listing files at `path`. */
export function loadResumeListings(path: string): Promise<RawResumeListing[]> {
  return loadJsonl(path, rawResumeListingSchema);
}
