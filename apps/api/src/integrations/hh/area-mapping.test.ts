import { hhAreaSchema } from '@otklik/hh-contract';
import { describe, expect, it } from 'vitest';
import { flattenRussianAreas } from './area-mapping';

describe('hh’s tree of Russia as a flat list of regions and cities', () => {
  it('gives each city its region, and the areas directly under Russia none', () => {
    const russia = hhAreaSchema.parse({
      id: '113',
      parent_id: null,
      name: 'Россия',
      areas: [
        { id: '1', parent_id: '113', name: 'Москва', areas: [] },
        {
          id: '2019',
          parent_id: '113',
          name: 'Московская область',
          areas: [
            { id: '2041', parent_id: '2019', name: 'Мытищи', areas: [] },
            { id: '2033', parent_id: '2019', name: 'Коломна', areas: [] },
          ],
        },
      ],
    });
    const oblast = { id: '2019', name: 'Московская область' };
    expect(flattenRussianAreas(russia)).toEqual([
      { id: '1', name: 'Москва', region: null, leaf: true },
      { ...oblast, region: null, leaf: false },
      { id: '2041', name: 'Мытищи', region: oblast, leaf: true },
      { id: '2033', name: 'Коломна', region: oblast, leaf: true },
    ]);
  });
});
