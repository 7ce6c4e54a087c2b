import { beforeAll, describe, expect, it } from 'vitest';
import { placesData } from './data-files';
import { findEmployers, isKnownPlace } from './employers';
import { loadMorphology } from './morphology';

beforeAll(async () => {
  await loadMorphology();
});

describe('places.json', () => {
  it('holds the metro stations of every Russian metro city with its source and licence', () => {
    const { stations, source } = placesData();
    for (const city of ['Москва', 'Санкт-Петербург', 'Казань', 'Екатеринбург', 'Нижний Новгород', 'Новосибирск', 'Самара']) {
      expect(stations[city]?.length ?? 0, city).toBeGreaterThanOrEqual(9);
    }
    expect(source.stations).toMatch(/Map-Tube-Novosibirsk/u);
    expect(source.stations).toMatch(/BSD 2-Clause/u);
  });

  it('claims a station of the new cities in any case form, so it is never an employer', () => {
    expect(isKnownPlace('Речной вокзал')).toBe(true);
    expect(isKnownPlace('Бурнаковской')).toBe(true);
    expect(isKnownPlace('Безымянке')).toBe(true);
    // The same sentence shape with a name no gazetteer claims is read as an employer; a station is not.
    expect(findEmployers('Работаю кассиром в Курмановской.')).not.toEqual([]);
    expect(findEmployers('Работаю кассиром в Бурнаковской.')).toEqual([]);
  });
});
