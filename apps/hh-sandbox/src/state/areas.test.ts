import { describe, expect, it } from 'vitest';
import { AreaTree, RUSSIA } from './areas';

describe('AreaTree: regions of Russia as hh shows them', () => {
  it('puts a Russian town under its region, a federal city and a town of unknown region directly under Russia', () => {
    const areas = new AreaTree();
    const moscow = areas.register('1', 'Москва');
    const mytishchi = areas.register('2041', 'Мытищи');
    const kolomna = areas.register('2033', 'Коломна');
    const taganrog = areas.register('1550', 'Таганрог');
    const zelenograd = areas.register('2088', 'Зеленоград');
    const minsk = areas.register('1002', 'Минск');

    const russia = areas.find(RUSSIA.id)!;
    const region = (name: string) => russia.areas.find((area) => area.name === name);
    const moscowOblast = region('Московская область')!;
    expect(moscowOblast.parent_id).toBe(RUSSIA.id);
    expect(moscowOblast.areas.map((area) => area.id)).toEqual([kolomna, mytishchi]);
    expect(moscowOblast.areas.every((area) => area.parent_id === moscowOblast.id)).toBe(true);
    expect(region('Ростовская область')?.areas.map((area) => area.name)).toEqual(['Таганрог']);
    expect(region('Москва')?.id).toBe(moscow);
    expect(region('Зеленоград')?.id).toBe(zelenograd);
    expect(areas.isWithin(mytishchi, moscowOblast.id)).toBe(true);
    expect(areas.isWithin(mytishchi, RUSSIA.id)).toBe(true);
    expect(areas.isWithin(moscow, moscowOblast.id)).toBe(false);
    expect(areas.isWithin(taganrog, moscowOblast.id)).toBe(false);
    expect(areas.isWithin(minsk, RUSSIA.id)).toBe(false);
  });

  it('reads «Щелково» as the list’s «Щёлково», keeps one region node per region, and suggests a region by its name', () => {
    const areas = new AreaTree();
    const shchelkovo = areas.register('2083', 'Щелково');
    areas.register('2082', 'Фрязино');
    const oblasts = areas.find(RUSSIA.id)!.areas.filter((area) => area.name === 'Московская область');
    expect(oblasts).toHaveLength(1);
    expect(oblasts[0]!.areas.map((area) => area.id)).toContain(shchelkovo);
    expect(areas.suggest('Московская')).toEqual([{ id: oblasts[0]!.id, name: 'Московская область' }]);
    expect(areas.suggest('Щел')[0]).toEqual({ id: shchelkovo, name: 'Щелково' });
  });
});
