import type { AreaTree } from './areas';
import { isStopWord, sameWord, scanWords, spanWord, stem, stems, words } from './text';
import type { CatalogVacancy } from './vacancy-normalizer';

/** hh's search orders (dictionary `vacancy_search_order`; `distance` needs coordinates the data lacks). */
export const SEARCH_ORDERS = ['relevance', 'publication_time', 'salary_desc', 'salary_asc'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

/**
 * A vacancy search, already validated (routes/vacancies.ts). Salary is per month in RUR.
 * `text` words must all match (hh's default AND); with `similarText` instead, at least half of its words must,
 * and `boostText` words only raise the score (similar vacancies for a resume).
 */
export interface SearchQuery {
  text?: string;
  similarText?: string;
  boostText?: string;
  areaIds?: readonly string[];
  salaryRur?: number | null;
  onlyWithSalary?: boolean;
  scheduleIds?: readonly string[];
  experienceIds?: readonly string[];
  employmentIds?: readonly string[];
  employerIds?: readonly string[];
  excludedEmployerIds?: readonly string[];
  order: SearchOrder;
  offset: number;
  limit: number;
}

/** A page of results: the total count, the vacancies of the page and the query stems (for highlighting). */
export interface SearchResult {
  found: number;
  items: CatalogVacancy[];
  queryStems: Set<string>;
}

/** Weight of a query word found in each field: the title counts most, the description least. */
const FIELD_WEIGHTS = { name: 4, keySkills: 3, employer: 1.5, snippet: 1, description: 0.5 } as const;
/** Extra title weight, shared among the title's words. */
const TITLE_BONUS = 2;
/** "Near" for the salary filter: a range widened by 10 % on each side still matches. */
const SALARY_SLACK = 0.1;

interface Posting {
  docs: Int32Array;
  weights: Float32Array;
}

/**
 * The loaded vacancies with an inverted index built once at load time, so a search touches only the documents
 * that contain its words. The index is keyed by word; a query stem expands to the indexed words with that
 * stem (Snowball stems are prefixes of their words: a prefix range of the sorted words, checked by stemming),
 * which keeps stemming out of the 17 000-vacancy load. Filters and orders follow GET /vacancies;
 * archived vacancies never appear in search.
 */
export class VacancyCatalog {
  private readonly byId = new Map<string, CatalogVacancy>();
  private readonly wordPostings: Posting[] = [];
  private readonly words: string[] = [];
  private readonly sortedWords: string[];
  private readonly wordIds = new Map<string, number>();
  private readonly expansions = new Map<string, Posting[]>();
  private readonly byPublished: Int32Array;
  private readonly bySalaryDesc: Int32Array;
  private readonly bySalaryAsc: Int32Array;

  constructor(
    readonly vacancies: readonly CatalogVacancy[],
    private readonly areas: AreaTree,
  ) {
    for (const v of vacancies) this.byId.set(v.id, v);
    this.buildIndex();
    this.sortedWords = this.words.slice().sort();
    const all = vacancies.map((_, i) => i);
    this.byPublished = Int32Array.from(all.slice().sort((a, b) => this.compareByDate(a, b)));
    this.bySalaryDesc = Int32Array.from(all.slice().sort(this.bySalary(true)));
    this.bySalaryAsc = Int32Array.from(all.slice().sort(this.bySalary(false)));
  }

  /** Number of loaded vacancies. */
  get size(): number {
    return this.vacancies.length;
  }

  /** The vacancy with hh id `id`, archived ones included, or undefined. */
  get(id: string): CatalogVacancy | undefined {
    return this.byId.get(id);
  }

  private buildIndex(): void {
    const table = new WordTable();
    const docWeight: number[] = [];
    const touched: number[] = [];
    const triples = new PostingBuffer();
    const create = (word: string): number => {
      if (isStopWord(word)) return -1;
      docWeight.push(0);
      return this.words.push(word) - 1;
    };
    let weight = 0;
    const visit = (s: string, start: number, end: number, hash: number) => {
      const id = table.idOf(s, start, end, hash, create);
      if (id < 0) return;
      const prev = docWeight[id]!;
      if (prev === 0) {
        touched.push(id);
        docWeight[id] = weight;
      } else {
        // The best field counts fully; repeats add a little, capped below.
        docWeight[id] = Math.max(prev, weight) + 0.05;
      }
    };
    const add = (text: string | null | undefined, fieldWeight: number, html: boolean) => {
      if (!text) return;
      weight = fieldWeight;
      scanWords(text, html, visit);
    };
    this.vacancies.forEach((v, doc) => {
      // A word of a short title weighs more: 'Бухгалтер' ranks above 'Заместитель главного бухгалтера…'.
      add(v.full.name, FIELD_WEIGHTS.name + TITLE_BONUS / Math.max(1, words(v.full.name).length), false);
      for (const skill of v.full.key_skills) add(skill.name, FIELD_WEIGHTS.keySkills, false);
      add(v.full.employer.name, FIELD_WEIGHTS.employer, false);
      add(v.snippet?.requirement, FIELD_WEIGHTS.snippet, true);
      add(v.snippet?.responsibility, FIELD_WEIGHTS.snippet, true);
      add(v.full.description, FIELD_WEIGHTS.description, true);
      for (const id of touched) {
        triples.push(id, doc, Math.min(docWeight[id]!, FIELD_WEIGHTS.name + TITLE_BONUS + 0.5));
        docWeight[id] = 0;
      }
      touched.length = 0;
    });
    // Counting sort of the (word, doc, weight) triples by word: one column each, documents stay ascending.
    const n = this.words.length;
    const offsets = new Int32Array(n + 1);
    for (let i = 0; i < triples.length; i++) offsets[triples.ids[i]! + 1]!++;
    for (let w = 0; w < n; w++) offsets[w + 1]! += offsets[w]!;
    const cursor = offsets.slice(0, n);
    const allDocs = new Int32Array(triples.length);
    const allWeights = new Float32Array(triples.length);
    for (let i = 0; i < triples.length; i++) {
      const at = cursor[triples.ids[i]!]!++;
      allDocs[at] = triples.docs[i]!;
      allWeights[at] = triples.weights[i]!;
    }
    for (let w = 0; w < n; w++) {
      this.wordIds.set(this.words[w]!, w);
      this.wordPostings.push({
        docs: allDocs.subarray(offsets[w]!, offsets[w + 1]!),
        weights: allWeights.subarray(offsets[w]!, offsets[w + 1]!),
      });
    }
  }

  /**
   * The postings of every indexed word whose stem is `s` (cached). Candidates are the words starting with the
   * stem (Russian) or with the stem less its last letter (English stems may end in i for y).
   */
  private expand(s: string): Posting[] {
    let postings = this.expansions.get(s);
    if (postings) return postings;
    const sorted = this.sortedWords;
    const prefix = /^[a-z]+$/.test(s) && s.length > 1 ? s.slice(0, -1) : s;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    postings = [];
    for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) {
      const word = sorted[i]!;
      if (stem(word) === s) postings.push(this.wordPostings[this.wordIds.get(word)!]!);
    }
    this.expansions.set(s, postings);
    return postings;
  }

  private compareByDate(a: number, b: number): number {
    const va = this.vacancies[a]!;
    const vb = this.vacancies[b]!;
    return vb.publishedMs - va.publishedMs || Number(vb.id) - Number(va.id);
  }

  /**
   * Salary order: descending by the top of the range, ascending by its bottom (RUR); vacancies without a salary
   * come last either way, then the newest first.
   */
  private bySalary(descending: boolean): (a: number, b: number) => number {
    const key = (doc: number) => {
      const v = this.vacancies[doc]!;
      return descending ? (v.salaryToRur ?? v.salaryFromRur) : (v.salaryFromRur ?? v.salaryToRur);
    };
    return (a, b) => {
      const ka = key(a);
      const kb = key(b);
      if (ka === null || kb === null) return ka === kb ? this.compareByDate(a, b) : ka === null ? 1 : -1;
      return (descending ? kb - ka : ka - kb) || this.compareByDate(a, b);
    };
  }

  /** Runs a search: text match through the index, then filters, order and the page slice. */
  search(query: SearchQuery): SearchResult {
    const queryStems = new Set(stems(query.similarText ?? query.text ?? ''));
    const accept = this.filter(query);
    let ordered: number[] | Int32Array;
    if (queryStems.size === 0) {
      ordered = query.order === 'salary_desc' ? this.bySalaryDesc : query.order === 'salary_asc' ? this.bySalaryAsc : this.byPublished;
      const matched: number[] = [];
      for (const doc of ordered) if (accept(this.vacancies[doc]!)) matched.push(doc);
      return { found: matched.length, items: this.page(matched, query), queryStems };
    }
    const { candidates, scores } = this.match([...queryStems], query);
    const matched = candidates.filter((doc) => accept(this.vacancies[doc]!));
    matched.sort(this.comparator(query.order, scores));
    return { found: matched.length, items: this.page(matched, query), queryStems };
  }

  private page(docs: number[], query: SearchQuery): CatalogVacancy[] {
    return docs.slice(query.offset, query.offset + query.limit).map((doc) => this.vacancies[doc]!);
  }

  /** Documents matching the query words, with a relevance score (weights × idf, plus boost words). */
  private match(queryStems: string[], query: SearchQuery): { candidates: number[]; scores: Float64Array } {
    const n = this.vacancies.length;
    const scores = new Float64Array(n);
    const hits = new Uint16Array(n);
    // mark[doc] = number of the last term that counted doc, so two forms of one word count once.
    const mark = new Int32Array(n);
    const terms = queryStems.map((s) => {
      const postings = this.expand(s);
      const df = postings.reduce((sum, p) => sum + p.docs.length, 0);
      return { postings, df, idf: df === 0 ? 0 : Math.log(1 + n / df) };
    });
    const candidates: number[] = [];
    let termNo = 0;
    const apply = (postings: Posting[], w: number, onFirst: ((doc: number) => void) | null, require: number) => {
      termNo++;
      for (const p of postings) {
        for (let i = 0; i < p.docs.length; i++) {
          const doc = p.docs[i]!;
          if (mark[doc] === termNo || hits[doc] !== require) continue;
          mark[doc] = termNo;
          if (onFirst && hits[doc] === 0) onFirst(doc);
          hits[doc] = require + 1;
          scores[doc] = scores[doc]! + p.weights[i]! * w;
        }
      }
    };
    if (query.similarText === undefined) {
      if (terms.some((t) => t.df === 0)) return { candidates, scores };
      terms.sort((a, b) => a.df - b.df);
      const first: number[] = [];
      terms.forEach((t, i) => apply(t.postings, t.idf, i === 0 ? (doc) => first.push(doc) : null, i));
      for (const doc of first) if (hits[doc] === terms.length) candidates.push(doc);
    } else {
      // At least half of the words must match: count matches per document (hits), any order.
      const needed = Math.max(1, Math.ceil(terms.length / 2));
      const touched: number[] = [];
      for (const t of terms) {
        termNo++;
        for (const p of t.postings) {
          for (let i = 0; i < p.docs.length; i++) {
            const doc = p.docs[i]!;
            if (mark[doc] === termNo) continue;
            mark[doc] = termNo;
            if (hits[doc] === 0) touched.push(doc);
            hits[doc] = hits[doc]! + 1;
            scores[doc] = scores[doc]! + p.weights[i]! * t.idf;
          }
        }
      }
      for (const doc of touched) if (hits[doc]! >= needed) candidates.push(doc);
    }
    if (query.boostText) {
      for (const s of new Set(stems(query.boostText))) {
        termNo++;
        const postings = this.expand(s);
        const df = postings.reduce((sum, p) => sum + p.docs.length, 0);
        if (df === 0) continue;
        const w = Math.log(1 + n / df) * 0.5;
        for (const p of postings) {
          for (let i = 0; i < p.docs.length; i++) {
            const doc = p.docs[i]!;
            if (mark[doc] === termNo) continue;
            mark[doc] = termNo;
            scores[doc] = scores[doc]! + p.weights[i]! * w;
          }
        }
      }
    }
    return { candidates, scores };
  }

  private comparator(order: SearchOrder, scores: Float64Array): (a: number, b: number) => number {
    const byDate = (a: number, b: number) => this.compareByDate(a, b);
    switch (order) {
      case 'publication_time':
        return byDate;
      case 'salary_desc':
        return this.bySalary(true);
      case 'salary_asc':
        return this.bySalary(false);
      case 'relevance':
        return (a, b) => scores[b]! - scores[a]! || byDate(a, b);
    }
  }

  /** The filter predicate of a query (everything but the text). */
  private filter(query: SearchQuery): (v: CatalogVacancy) => boolean {
    const areaIds = query.areaIds?.length ? query.areaIds : null;
    const areaCache = new Map<string, boolean>();
    const inAreas = (areaId: string) => {
      let hit = areaCache.get(areaId);
      if (hit === undefined) areaCache.set(areaId, (hit = areaIds!.some((a) => this.areas.isWithin(areaId, a))));
      return hit;
    };
    const set = (values: readonly string[] | undefined) => (values?.length ? new Set(values) : null);
    const schedules = set(query.scheduleIds);
    const experiences = set(query.experienceIds);
    const employments = set(query.employmentIds);
    const employers = set(query.employerIds);
    const excludedEmployers = set(query.excludedEmployerIds);
    const salary = query.salaryRur ?? null;
    const onlyWithSalary = query.onlyWithSalary ?? false;
    return (v) => {
      if (v.archived) return false;
      if (areaIds && !inAreas(v.areaId)) return false;
      if (schedules && (v.scheduleId === null || !schedules.has(v.scheduleId))) return false;
      if (experiences && (v.experienceId === null || !experiences.has(v.experienceId))) return false;
      if (employments && (v.employmentId === null || !employments.has(v.employmentId))) return false;
      if (employers && (v.employerId === null || !employers.has(v.employerId))) return false;
      if (excludedEmployers && v.employerId !== null && excludedEmployers.has(v.employerId)) return false;
      const hasSalary = v.salaryFromRur !== null || v.salaryToRur !== null;
      if (!hasSalary) return !onlyWithSalary;
      if (salary !== null) {
        if (v.salaryFromRur !== null && v.salaryFromRur * (1 - SALARY_SLACK) > salary) return false;
        if (v.salaryToRur !== null && v.salaryToRur * (1 + SALARY_SLACK) < salary) return false;
      }
      return true;
    };
  }
}

/**
 * word → word id, looked up by the hash scanWords computes and compared in place, so the ~1.5 million words of
 * the descriptions are not copied into strings (only each distinct word once). Open addressing with linear
 * probing over typed arrays (slot → id + 1, 0 = empty); `create` assigns the id of a new word (-1: not indexed).
 */
class WordTable {
  private slots = new Int32Array(1 << 17);
  private hashes = new Int32Array(1 << 17);
  private readonly keys: string[] = [];
  private readonly ids: number[] = [];

  idOf(s: string, start: number, end: number, hash: number, create: (word: string) => number): number {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (let entry = this.slots[slot]!; entry !== 0; entry = this.slots[slot]!) {
      if (this.hashes[slot] === hash && sameWord(this.keys[entry - 1]!, s, start, end)) return this.ids[entry - 1]!;
      slot = (slot + 1) & mask;
    }
    const word = spanWord(s, start, end);
    const id = create(word);
    this.keys.push(word);
    this.ids.push(id);
    this.slots[slot] = this.keys.length;
    this.hashes[slot] = hash;
    if (this.keys.length * 2 > this.slots.length) this.grow();
    return id;
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const hashes = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let old = 0; old < this.slots.length; old++) {
      const entry = this.slots[old]!;
      if (entry === 0) continue;
      let slot = this.hashes[old]! & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = entry;
      hashes[slot] = this.hashes[old]!;
    }
    this.slots = slots;
    this.hashes = hashes;
  }
}

/** Growable columns of (word, doc, weight) triples, in typed arrays so building the index makes little garbage. */
class PostingBuffer {
  ids = new Int32Array(1 << 20);
  docs = new Int32Array(1 << 20);
  weights = new Float32Array(1 << 20);
  length = 0;

  push(id: number, doc: number, weight: number): void {
    if (this.length === this.ids.length) {
      const grow = <T extends Int32Array | Float32Array>(a: T, make: (n: number) => T) => {
        const next = make(a.length * 2);
        next.set(a);
        return next;
      };
      this.ids = grow(this.ids, (n) => new Int32Array(n));
      this.docs = grow(this.docs, (n) => new Int32Array(n));
      this.weights = grow(this.weights, (n) => new Float32Array(n));
    }
    this.ids[this.length] = id;
    this.docs[this.length] = doc;
    this.weights[this.length] = weight;
    this.length++;
  }
}
