import { AreaTree } from './areas';
import { VacancyCatalog } from './catalog';
import { Dictionaries } from './dictionaries';
import { type RawResumeListing, loadResumeListings, loadVacancyRecords } from './seed-loader';
import { collectEmployerIds, normalizeVacancy } from './vacancy-normalizer';

/** Everything the sandbox reads from disk once at boot; read-only afterwards (reset keeps it). */
export interface SandboxData {
  catalog: VacancyCatalog;
  areas: AreaTree;
  dictionaries: Dictionaries;
  /** Real resume listings, or null: applicants' resumes are then derived from the vacancies. */
  resumeListings: RawResumeListing[] | null;
}

/**
 * Loads the vacancies (a .jsonl file or folder), the resume listings (or null) and the dictionaries, normalizes
 * the vacancies and builds the search index.
 * @throws Error naming the bad file/line when a record does not match the data format
 */
export async function loadSandboxData(options: {
  dataPath: string;
  resumesPath: string | null;
  dictionariesFile: string;
  publicUrl: string;
}): Promise<SandboxData> {
  const dictionaries = Dictionaries.fromFile(options.dictionariesFile);
  const records = await loadVacancyRecords(options.dataPath);
  const areas = new AreaTree();
  const ctx = { publicUrl: options.publicUrl, areas, dictionaries, employerIdByName: collectEmployerIds(records) };
  const vacancies = records.map((r) => normalizeVacancy(r, ctx));
  const catalog = new VacancyCatalog(vacancies, areas);
  const resumeListings = options.resumesPath ? await loadResumeListings(options.resumesPath) : null;
  return { catalog, areas, dictionaries, resumeListings };
}
