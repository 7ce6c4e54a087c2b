import { describe, expect, it } from 'vitest';
import type { RussianArea } from '../../domain/vacancy';
import { distanceKm, findCity, nearbyAreas, nearbyCities, russianCities, sameRegion, type City } from './nearby';

const names = (near: readonly { city: City }[]): string[] => near.map(({ city }) => city.name);
const cityOf = (name: string, region: string | null = null): City => {
  const city = findCity(name, region);
  if (city === undefined) throw new Error(`${name} is not in the bundled cities`);
  return city;
};

describe('the bundled cities of Russia', () => {
  it('hold every city of the list with its region and centre', () => {
    const cities = russianCities();
    expect(cities).toHaveLength(1117);
    expect(cityOf('Мытищи')).toMatchObject({ region: 'Московская область' });
    expect(cityOf('Казань')).toMatchObject({ region: 'Республика Татарстан' });
    expect(cityOf('Сургут')).toMatchObject({ region: 'Ханты-Мансийский АО - Югра' });
    expect(cityOf('Москва').region).toBe('Москва');
  });

  it('measure distances between centres in km', () => {
    expect(distanceKm(cityOf('Москва'), cityOf('Санкт-Петербург'))).toBeGreaterThan(625);
    expect(distanceKm(cityOf('Москва'), cityOf('Санкт-Петербург'))).toBeLessThan(645);
    expect(distanceKm(cityOf('Ростов-на-Дону'), cityOf('Таганрог'))).toBeGreaterThan(50);
    expect(distanceKm(cityOf('Ростов-на-Дону'), cityOf('Таганрог'))).toBeLessThan(70);
    expect(distanceKm(cityOf('Казань'), cityOf('Казань'))).toBe(0);
  });

  it('find a city whatever its case and ё, and a shared name only with its region', () => {
    expect(findCity('щелково')?.name).toBe('Щёлково');
    expect(findCity('РОСТОВ НА ДОНУ')?.name).toBe('Ростов-на-Дону');
    expect(findCity('Киров')).toBeUndefined();
    expect(findCity('Киров', 'Кировская область')?.region).toBe('Кировская область');
    expect(findCity('Киров', 'Калужская обл.')?.region).toBe('Калужская область');
    expect(findCity('Атлантида')).toBeUndefined();
  });

  it('tell a region however hh or a list writes it', () => {
    expect(sameRegion('Ханты-Мансийский автономный округ', 'Ханты-Мансийский АО - Югра')).toBe(true);
    expect(sameRegion('Республика Саха (Якутия)', 'Саха /Якутия/ Респ')).toBe(true);
    expect(sameRegion('Московская область', 'Московская обл')).toBe(true);
    expect(sameRegion('Московская область', 'Москва')).toBe(false);
    expect(sameRegion('Республика Алтай', 'Алтайский край')).toBe(false);
  });
});

describe('nearby cities', () => {
  it('are those within 100 km, nearest first, the city itself left out', () => {
    const near = nearbyCities(cityOf('Таганрог'));
    expect(names(near)).toEqual(expect.arrayContaining(['Ростов-на-Дону', 'Азов', 'Батайск']));
    expect(names(near)).not.toContain('Таганрог');
    expect(names(near)).not.toContain('Краснодар');
    expect(near.every(({ km }) => km <= 100)).toBe(true);
    expect(near.map(({ km }) => km)).toEqual([...near.map(({ km }) => km)].sort((a, b) => a - b));
    expect(names(nearbyCities(cityOf('Краснодар')))).toContain('Горячий Ключ');
    expect(names(nearbyCities(cityOf('Казань')))).not.toContain('Набережные Челны');
  });

  it('of Moscow and Saint Petersburg are every town of their oblast, and the towns within 100 km of other regions', () => {
    const moscow = nearbyCities(cityOf('Москва'));
    const oblast = russianCities().filter((city) => city.region === 'Московская область');
    expect(names(moscow)).toEqual(expect.arrayContaining(names(oblast.map((city) => ({ city })))));
    expect(names(moscow)).toContain('Шатура');
    expect(names(moscow)).toContain('Обнинск');
    expect(names(moscow)).not.toContain('Тула');
    expect(names(moscow).slice(0, 3)).toEqual(expect.arrayContaining(['Реутов']));
    const spb = nearbyCities(cityOf('Санкт-Петербург'));
    expect(names(spb)).toEqual(expect.arrayContaining(['Гатчина', 'Выборг', 'Тихвин']));
    expect(names(spb)).not.toContain('Великий Новгород');
  });

  it('of a town of Moscow oblast include Moscow, however far', () => {
    expect(distanceKm(cityOf('Коломна'), cityOf('Москва'))).toBeGreaterThan(100);
    expect(names(nearbyCities(cityOf('Коломна')))).toContain('Москва');
    expect(names(nearbyCities(cityOf('Коломна')))).not.toContain('Санкт-Петербург');
  });

  it('follow a smaller radius when asked', () => {
    expect(names(nearbyCities(cityOf('Таганрог'), { radiusKm: 60 }))).toEqual(['Азов', 'Ростов-на-Дону']);
  });
});

describe('nearby hh areas of a position', () => {
  const rostovOblast = { id: '1530', name: 'Ростовская область' };
  const kaluzhskaya = { id: '1859', name: 'Калужская область' };
  const AREAS: RussianArea[] = [
    { ...rostovOblast, region: null, leaf: false },
    { id: '76', name: 'Ростов-на-Дону', region: rostovOblast, leaf: true },
    { id: '1550', name: 'Таганрог', region: rostovOblast, leaf: true },
    { id: '1525', name: 'Азов', region: rostovOblast, leaf: true },
    { id: '1526', name: 'Батайск', region: rostovOblast, leaf: true },
    { id: '53', name: 'Краснодар', region: { id: '1438', name: 'Краснодарский край' }, leaf: true },
    { ...kaluzhskaya, region: null, leaf: false },
    { id: '43', name: 'Калуга', region: kaluzhskaya, leaf: true },
    { id: '1880', name: 'Киров', region: kaluzhskaya, leaf: true },
    { id: '49', name: 'Киров', region: { id: '1661', name: 'Кировская область' }, leaf: true },
    { id: '1870', name: 'Людиново', region: kaluzhskaya, leaf: true },
  ];

  it('are hh’s areas of the neighbours, nearest first, the position’s own cities and cities hh does not list left out', () => {
    const near = nearbyAreas([{ id: '1550', name: 'Таганрог' }], AREAS);
    expect(near.map((area) => area.name)).toEqual(['Азов', 'Ростов-на-Дону', 'Батайск']);
    expect(near.map((area) => area.id)).toEqual(['1525', '76', '1526']);
    expect(near[1]!.km).toBeGreaterThan(50);
    expect(near[1]!.km).toBeLessThan(70);
    const two = nearbyAreas(
      [
        { id: '1550', name: 'Таганрог' },
        { id: '76', name: 'Ростов-на-Дону' },
      ],
      AREAS,
    );
    expect(two.map((area) => area.name).sort()).toEqual(['Азов', 'Батайск']);
    expect(new Set(two.map((area) => area.id)).size).toBe(two.length);
  });

  it('tell cities of the same name apart by their region', () => {
    const near = nearbyAreas([{ id: '1870', name: 'Людиново' }], AREAS);
    expect(near.map((area) => area.id)).toEqual(['1880']);
    expect(nearbyAreas([{ id: '49', name: 'Киров' }], AREAS)).toEqual([]);
  });

  it('read the region hh adds in brackets to a shared name', () => {
    const bracketed: RussianArea[] = [
      { id: '2001', name: 'Киров (Калужская область)', region: null, leaf: true },
      { id: '2002', name: 'Киров (Кировская область)', region: null, leaf: true },
      { id: '1870', name: 'Людиново', region: null, leaf: true },
      { id: '2003', name: 'Кирово-Чепецк', region: null, leaf: true },
    ];
    expect(nearbyAreas([{ id: '1870', name: 'Людиново' }], bracketed).map((area) => area.id)).toEqual(['2001']);
    expect(nearbyAreas([{ id: '2002', name: 'Киров (Кировская область)' }], bracketed).map((area) => area.id)).toEqual(['2003']);
  });

  it('are none for a region, or for a city neither hh nor the list knows', () => {
    expect(nearbyAreas([rostovOblast], AREAS)).toEqual([]);
    expect(nearbyAreas([{ id: '999999', name: 'Атлантида' }], AREAS)).toEqual([]);
  });

  it('are found by the city’s name when hh’s tree does not hold the position’s area', () => {
    expect(nearbyAreas([{ id: '999998', name: 'Таганрог' }], AREAS).map((area) => area.name)).toEqual(['Азов', 'Ростов-на-Дону', 'Батайск']);
  });
});
