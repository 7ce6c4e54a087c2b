import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hhVacancyRecordSchema, type HhVacancyRecord } from '@otklik/hh-contract';
import { z } from 'zod';

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
export async function loadVacancyRecords(path: string): Promise<HhVacancyRecord[]> {
  const seen = new Set<string>();
  const records: HhVacancyRecord[] = [];
  for (const record of await loadJsonl(path, hhVacancyRecordSchema)) {
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
