import { readFileSync } from 'node:fs';
import type { HhArea } from '@otklik/hh-contract';
import { fnv1a } from './hash';

/** Russia, the root the brief fixes; vacancies without an area are placed here. */
export const RUSSIA = { id: '113', name: 'Россия' } as const;

/** Countries other than Russia that cities in the data belong to (hh ids). */
const COUNTRIES: Record<string, string> = {
  '16': 'Беларусь',
  '28': 'Грузия',
  '40': 'Казахстан',
  '48': 'Кыргызстан',
  '74': 'Польша',
  '97': 'Узбекистан',
  '236': 'Кипр',
};

/** Cities of the data outside Russia, by hh area id → country id. Every other area sits under Russia. */
const FOREIGN_CITY_COUNTRY: Record<string, string> = {
  '159': '40',
  '160': '40',
  '1002': '16',
  '1004': '16',
  '1006': '16',
  '2328': '16',
  '2758': '28',
  '2759': '97',
  '2760': '48',
};

/** A name as compared: lower case, ё as е (the data writes «Щелково», the list «Щёлково»). */
const fold = (s: string): string => s.toLowerCase().replace(/ё/g, 'е');

/**
 * The region of each Russian city, as hh names the region (ru-regions.json: cities of Russia by region, source and
 * licence inside). A name that several regions hold (Киров, Мирный…) is left out: its region is not known.
 */
const REGION_OF_CITY: ReadonlyMap<string, string> = (() => {
  const file = JSON.parse(readFileSync(new URL('./ru-regions.json', import.meta.url), 'utf8')) as { regions: Record<string, string[]> };
  const regions = new Map<string, Set<string>>();
  for (const [region, cities] of Object.entries(file.regions)) {
    for (const city of cities) regions.set(fold(city), (regions.get(fold(city)) ?? new Set()).add(region));
  }
  return new Map([...regions].filter(([, of]) => of.size === 1).map(([city, of]) => [city, [...of][0]!]));
})();

/** Synthetic ids for towns the data names without an id: 900000–989999, far from hh's own ids. */
const SYNTHETIC_BASE = 900_000;
const SYNTHETIC_SPAN = 90_000;

/**
 * The /areas tree built from the areas present in the data, shaped as hh's: countries at the root (Russia 113
 * first); under Russia its regions (an oblast, krai or republic, with a synthetic id), each holding its cities, and
 * the cities whose region is not known (the federal cities, Зеленоград…) directly; a city of another country as a
 * leaf of its country. Also answers ancestry (for the `area` search filter) and /suggests/areas.
 */
export class AreaTree {
  private readonly names = new Map<string, string>();
  private readonly parents = new Map<string, string | null>();
  private readonly idByName = new Map<string, string>();
  private readonly vacancyCounts = new Map<string, number>();
  private roots: HhArea[] | null = null;

  constructor() {
    this.names.set(RUSSIA.id, RUSSIA.name);
    this.parents.set(RUSSIA.id, null);
  }

  /**
   * Registers an area seen in the data and returns its id; a name without an id gets a stable synthetic id
   * (hash of the name), the same one every time that name comes back.
   */
  register(id: string | null, name: string): string {
    const areaId = id ?? this.idByName.get(name) ?? this.syntheticId(name);
    if (!this.names.has(areaId)) {
      this.names.set(areaId, name);
      const country = COUNTRIES[areaId] !== undefined ? null : (FOREIGN_CITY_COUNTRY[areaId] ?? RUSSIA.id);
      const region = country === RUSSIA.id ? REGION_OF_CITY.get(fold(name)) : undefined;
      if (areaId !== RUSSIA.id) this.parents.set(areaId, region === undefined ? country : this.regionId(region));
      if (country !== null && !this.names.has(country)) {
        this.names.set(country, COUNTRIES[country] ?? country);
        this.parents.set(country, null);
      }
    }
    if (!this.idByName.has(name)) this.idByName.set(name, areaId);
    this.vacancyCounts.set(areaId, (this.vacancyCounts.get(areaId) ?? 0) + 1);
    this.roots = null;
    return areaId;
  }

  /** The id of a region of Russia, added under Russia the first time one of its cities is seen. */
  private regionId(region: string): string {
    const known = this.idByName.get(region);
    if (known !== undefined) return known;
    const id = this.syntheticId(region);
    this.names.set(id, region);
    this.parents.set(id, RUSSIA.id);
    this.idByName.set(region, id);
    return id;
  }

  private syntheticId(name: string): string {
    let n = fnv1a(name) % SYNTHETIC_SPAN;
    while (this.names.has(String(SYNTHETIC_BASE + n))) n = (n + 1) % SYNTHETIC_SPAN;
    return String(SYNTHETIC_BASE + n);
  }

  /** The name of an area, or undefined for an unknown id. */
  nameOf(id: string): string | undefined {
    return this.names.get(id);
  }

  /** True when `id` is `ancestorId` or lies under it. */
  isWithin(id: string, ancestorId: string): boolean {
    for (let cur: string | null | undefined = id; cur; cur = this.parents.get(cur)) if (cur === ancestorId) return true;
    return false;
  }

  /** The whole tree as GET /areas answers it (children sorted by name, Russia first). */
  tree(): HhArea[] {
    if (this.roots) return this.roots;
    const nodes = new Map<string, HhArea>();
    for (const [id, name] of this.names) nodes.set(id, { id, parent_id: this.parents.get(id) ?? null, name, areas: [] });
    const roots: HhArea[] = [];
    for (const node of nodes.values()) {
      const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
      (parent ? parent.areas : roots).push(node);
    }
    const byName = (a: HhArea, b: HhArea) => a.name.localeCompare(b.name, 'ru');
    for (const node of nodes.values()) node.areas.sort(byName);
    roots.sort((a, b) => (a.id === RUSSIA.id ? -1 : b.id === RUSSIA.id ? 1 : byName(a, b)));
    this.roots = roots;
    return roots;
  }

  /** One node with its subtree (GET /areas/{id}), or undefined. */
  find(id: string): HhArea | undefined {
    const walk = (nodes: HhArea[]): HhArea | undefined => {
      for (const node of nodes) {
        if (node.id === id) return node;
        const hit = walk(node.areas);
        if (hit) return hit;
      }
      return undefined;
    };
    return walk(this.tree());
  }

  /**
   * Areas whose name, or a word of it, starts with `text` (case-insensitive, ё = е): whole-name prefixes first,
   * then the areas with more vacancies. At most `limit` results.
   */
  suggest(text: string, limit = 20): { id: string; name: string }[] {
    const query = fold(text.trim());
    const hits: { id: string; name: string; rank: number; count: number }[] = [];
    for (const [id, name] of this.names) {
      const folded = fold(name);
      const rank = folded.startsWith(query) ? 0 : folded.split(/[\s\-(]+/).some((w) => w.startsWith(query)) ? 1 : -1;
      if (rank >= 0) hits.push({ id, name, rank, count: this.vacancyCounts.get(id) ?? 0 });
    }
    hits.sort((a, b) => a.rank - b.rank || b.count - a.count || a.name.localeCompare(b.name, 'ru'));
    return hits.slice(0, limit).map(({ id, name }) => ({ id, name }));
  }
}
