import { beforeAll, describe, expect, it } from 'vitest';
import { loadMorphology } from './morphology';
import { findUnnamedCurrentJob } from './unnamed-job';

beforeAll(async () => {
  await loadMorphology();
});

const job = (text: string) => findUnnamedCurrentJob({ question_id: 'q1', text }, '2026-11-26');

describe('findUnnamedCurrentJob: the job a seeker has now, told without where', () => {
  it('takes the role and the stated start month, with no employer', () => {
    expect(job('Работаю продавцом-консультантом с марта 2022 года.')).toMatchObject({
      employer: { value: null },
      role: { value: 'Продавец-консультант' },
      start: { value: '2022-03' },
      current: { value: true },
    });
  });

  it('counts a duration said in the present back from today, and leaves the start empty when nothing is said', () => {
    expect(job('Уже три года работаю кладовщиком, до этого был грузчиком.')).toMatchObject({ role: { value: 'Кладовщик' }, start: { value: '2023-11' } });
    expect(job('Тружусь поваром.')).toMatchObject({ role: { value: 'Повар' }, start: { value: null } });
  });

  it('is no job when the sentence is about the past, says no role, or names a place we could not read as an employer', () => {
    expect(job('Раньше работал водителем, с 2015 по 2019 год.')).toBeNull();
    expect(job('Работаю с 2020 года, всё нравится.')).toBeNull();
    expect(job('Работаю сварщиком в «Стальконструкции» с 2021 года.')).toBeNull();
  });
});
