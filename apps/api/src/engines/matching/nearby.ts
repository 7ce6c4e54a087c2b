/**
 * Nearby cities: the Russian cities a seeker of one city can reach for work, so a position whose own cities hold too
 * few vacancies can be widened to them. Built on a bundled list of Russia's cities with their region and the
 * coordinates of their centre (data/ru-cities.json; source and licence inside the file), matched to hh's areas by
 * name (region breaking ties between cities of the same name).
 *
 * Our rule: two cities are neighbours when their centres lie at most 100 km apart (great-circle distance), and also
 * Moscow with every town of Moscow oblast and Saint Petersburg with every town of Leningrad oblast, however far.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RussianArea } from '../../domain/vacancy';
import { foldCase } from '../../lib/text';

/** A city of Russia: its name, its region as hh names it («Московская область»; a federal city is its own region), its centre. */
export interface City {
  name: string;
  region: string;
  /** Latitude and longitude of the centre, degrees (WGS 84). */
  lat: number;
  lon: number;
}

/** How far apart (km, between centres) two cities may lie and still be neighbours. */
export const NEARBY_RADIUS_KM = 100;

/** Federal cities (as {@link nameKey} writes them) and the oblast around each: every town of that oblast is the city's neighbour, whatever the distance. */
const FEDERAL_CITY_OBLAST: Readonly<Record<string, string>> = { москва: 'московская область', 'санкт петербург': 'ленинградская область' };

const citiesFileSchema = z.object({
  source: z.string().min(1),
  columns: z.tuple([z.literal('city'), z.literal('region'), z.literal('lat'), z.literal('lon')]),
  cities: z.array(z.tuple([z.string().min(1), z.string().min(1), z.number().min(-90).max(90), z.number().min(-180).max(180)])).min(1000),
});

let bundled: readonly City[] | undefined;

/** The bundled cities of Russia (data/ru-cities.json, 1117 cities), read and validated once. @throws when the file is broken. */
export function russianCities(): readonly City[] {
  bundled ??= citiesFileSchema
    .parse(JSON.parse(readFileSync(new URL('./data/ru-cities.json', import.meta.url), 'utf8')))
    .cities.map(([name, region, lat, lon]) => ({ name, region, lat, lon }));
  return bundled;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance between two centres, km (haversine on a sphere of radius 6371 km). */
export function distanceKm(a: Pick<City, 'lat' | 'lon'>, b: Pick<City, 'lat' | 'lon'>): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A name as compared: lower case, ё as е, hyphens and runs of spaces as one space. */
const nameKey = (name: string): string =>
  foldCase(name)
    .replace(/[\s\-‐–—]+/gu, ' ')
    .trim();

/**
 * An area's name without the region hh adds in brackets to tell towns of one name apart («Железногорск (Красноярский
 * край)» → «Железногорск»), and that region (or null).
 */
function splitAreaName(name: string): { city: string; region: string | null } {
  const match = /^(.*?)\s*\(([^()]+)\)\s*$/u.exec(name);
  return match?.[1] !== undefined && match[2] !== undefined ? { city: match[1], region: match[2] } : { city: name, region: null };
}

/** Words that say what kind of region it is, not which one. */
const REGION_KIND = new Set(['область', 'обл', 'край', 'республика', 'респ', 'ао', 'автономный', 'автономная', 'округ', 'город', 'г']);

/**
 * The word that tells a region apart however it is written: «Ханты-Мансийский АО - Югра» and «Ханты-Мансийский
 * автономный округ» → «ханты»; «Республика Саха (Якутия)» → «саха»; «Московская область» → «московская».
 */
function regionKey(region: string): string {
  return (
    nameKey(region.replace(/[()/.,]/gu, ' '))
      .split(' ')
      .find((word) => word !== '' && !REGION_KIND.has(word)) ?? ''
  );
}

/** The comparison keys of a city (its name's and its region's), worked out once per city object. */
const cityKeys = new WeakMap<City, { name: string; region: string }>();
function keysOf(city: City): { name: string; region: string } {
  let keys = cityKeys.get(city);
  if (keys === undefined) cityKeys.set(city, (keys = { name: nameKey(city.name), region: regionKey(city.region) }));
  return keys;
}

/** True when two region names name the same region. */
export function sameRegion(a: string, b: string): boolean {
  return regionKey(a) === regionKey(b);
}

/**
 * The city called `name` (case and ё aside); among several of that name, the one in `region` when given.
 * @returns undefined when the data has no such city, or several and `region` does not pick one.
 */
export function findCity(name: string, region: string | null = null, cities: readonly City[] = russianCities()): City | undefined {
  const key = nameKey(name);
  const named = cities.filter((city) => keysOf(city).name === key);
  if (named.length <= 1) return named[0];
  if (region === null) return undefined;
  const inRegion = named.filter((city) => keysOf(city).region === regionKey(region));
  return inRegion.length === 1 ? inRegion[0] : undefined;
}

/** True when `a` is a federal city and `b` a town of the oblast around it. */
function federalNeighbour(a: City, b: City): boolean {
  const oblast = keysOf(a).name === nameKey(a.region) ? FEDERAL_CITY_OBLAST[keysOf(a).name] : undefined;
  return oblast !== undefined && keysOf(b).region === regionKey(oblast);
}

/**
 * The neighbours of `origin` (see the rule above), nearest first, `origin` itself left out.
 * @returns each neighbour with its distance from `origin`, km.
 */
export function nearbyCities(origin: City, options: { radiusKm?: number; cities?: readonly City[] } = {}): { city: City; km: number }[] {
  const radius = options.radiusKm ?? NEARBY_RADIUS_KM;
  const { name: originName, region: originRegion } = keysOf(origin);
  return (options.cities ?? russianCities())
    .filter((city) => keysOf(city).name !== originName || keysOf(city).region !== originRegion)
    .map((city) => ({ city, km: distanceKm(origin, city) }))
    .filter(({ city, km }) => km <= radius || federalNeighbour(origin, city) || federalNeighbour(city, origin))
    .sort((a, b) => a.km - b.km || a.city.name.localeCompare(b.city.name, 'ru'));
}

/** An hh area that is a neighbour of a position's city, with its distance from the nearest of them, km. */
export interface NearbyArea {
  id: string;
  name: string;
  km: number;
}

/**
 * The hh areas near a position's cities: each of `positionAreas` is found in hh's tree of Russia (`areas`, by id) and
 * in the bundled cities (by name and region); its neighbours are found back among hh's areas by name (the region
 * settling a shared name). A neighbour that hh does not list, or that is already one of `positionAreas`, is left out;
 * an area that is a region rather than a city has no neighbours of its own.
 * @returns the nearby areas, nearest first, each once (with its distance from the nearest position city).
 */
export function nearbyAreas(
  positionAreas: readonly { id: string; name: string }[],
  areas: readonly RussianArea[],
  options: { radiusKm?: number; cities?: readonly City[] } = {},
): NearbyArea[] {
  const cities = options.cities ?? russianCities();
  const byId = new Map(areas.map((area) => [area.id, area]));
  const byName = new Map<string, RussianArea[]>();
  for (const area of areas) {
    if (!area.leaf) continue;
    const key = nameKey(splitAreaName(area.name).city);
    byName.set(key, [...(byName.get(key) ?? []), area]);
  }
  /** The hh area of a bundled city: the one of that name, or of that name in its region. */
  const areaOf = (city: City): RussianArea | undefined => {
    const named = byName.get(keysOf(city).name) ?? [];
    if (named.length <= 1) return named[0];
    const inRegion = named.filter((area) => sameRegion(splitAreaName(area.name).region ?? area.region?.name ?? area.name, city.region));
    return inRegion.length === 1 ? inRegion[0] : undefined;
  };
  const own = new Set(positionAreas.map((area) => area.id));
  const found = new Map<string, NearbyArea>();
  for (const positionArea of positionAreas) {
    const area = byId.get(positionArea.id);
    if (area !== undefined && !area.leaf) continue;
    const { city: name, region } = splitAreaName(area?.name ?? positionArea.name);
    const origin = findCity(name, region ?? area?.region?.name ?? null, cities);
    if (origin === undefined) continue;
    for (const { city, km } of nearbyCities(origin, { ...options, cities })) {
      const hit = areaOf(city);
      if (hit === undefined || own.has(hit.id)) continue;
      const seen = found.get(hit.id);
      if (seen === undefined || km < seen.km) found.set(hit.id, { id: hit.id, name: hit.name, km });
    }
  }
  return [...found.values()].sort((a, b) => a.km - b.km || a.name.localeCompare(b.name, 'ru'));
}
