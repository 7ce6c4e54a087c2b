/** hh's tree of areas (GET /areas/{id}) as our flat list of Russia's regions and cities. */
import type { HhArea } from '@otklik/hh-contract';
import type { RussianArea } from '../../domain/vacancy';

/** hh's area id of Russia, the root of its regions and cities. */
export const RUSSIA_AREA_ID = '113';

/**
 * Every area under `russia` (GET /areas/113), depth first: the areas directly under Russia (regions, and federal
 * cities such as Москва) with no region, every deeper area with the area directly under Russia that holds it.
 */
export function flattenRussianAreas(russia: HhArea): RussianArea[] {
  const out: RussianArea[] = [];
  const walk = (areas: readonly HhArea[], region: { id: string; name: string } | null): void => {
    for (const area of areas) {
      out.push({ id: area.id, name: area.name, region, leaf: area.areas.length === 0 });
      walk(area.areas, region ?? { id: area.id, name: area.name });
    }
  };
  walk(russia.areas, null);
  return out;
}
