import { beforeAll, describe, expect, it } from 'vitest';
import type { ResumeDraft } from '../../../domain/position';
import { personaInput } from '../__fixtures__/persona-input';
import { composeBuiltinResume } from '../builtin-assistant';
import { checkResumeGrounding } from './grounding';
import type { CandidateProfile } from '../profile';
import { loadPersonas } from '../bench/personas';
import { profileOf } from '../profile-source';
import { checkResumeAttribution, repairResume } from './attribution';

const input = personaInput(loadPersonas().find((p) => p.id === '01-python-backend')!);
let profile: CandidateProfile;
let draft: ResumeDraft;

beforeAll(async () => {
  profile = await profileOf(input);
  draft = await composeBuiltinResume({ ...input, market_skills: [] });
});

const SPEED_UP = '— Переписал SQL-запросы тяжёлого отчёта и ускорил его с 2 с до 300 мс.';

function withJob(i: number, patch: Partial<ResumeDraft['experience'][number]>): ResumeDraft {
  return { ...draft, experience: draft.experience.map((j, k) => (k === i ? { ...j, ...patch } : j)) };
}

describe('attribution-aware grounding of a resume', () => {
  it('accepts the resume composed from the profile', () => {
    expect(checkResumeAttribution(draft, profile, input.resume)).toEqual([]);
  });

  it('in «О себе», takes a number written without its unit for the same value, and still refuses a changed value', () => {
    const about = (skills: string): ResumeDraft => ({ ...draft, skills });
    expect(checkResumeAttribution(about('Результат (компания «Ромашка»): 2 → 300 мс.'), profile, input.resume)).toEqual([]);
    expect(checkResumeAttribution(about('Результат (компания «Ромашка»): 2 → 200 мс.'), profile, input.resume)).toContainEqual(
      expect.objectContaining({ kind: 'changed', where: 'skills' }),
    );
  });

  it('rejects the issue’s example: the 2 s → 300 ms speed-up under «Консилиум М.Д.»', () => {
    const moved = withJob(1, { description: SPEED_UP });
    expect(checkResumeAttribution(moved, profile, input.resume)).toContainEqual({
      kind: 'misattributed',
      fact: 'Переписал SQL-запросы тяжёлого отчёта и ускорил его с 2 с до 300 мс.',
      where: 'experience[1].description',
    });
    // Lexically every word of it is in the sources, so only the attribution rule catches it.
    expect(checkResumeGrounding(moved, { resume: input.resume, answers: input.answers, position: input.position, profile }).violations).toContainEqual(
      expect.objectContaining({ kind: 'misattributed', where: 'experience[1].description' }),
    );
  });

  it('rejects an achievement without numbers under another job', () => {
    const moved = withJob(1, { description: 'Переписал SQL-запросы тяжёлого отчёта.' });
    expect(checkResumeAttribution(moved, profile, input.resume)).toEqual([
      { kind: 'misattributed', fact: 'Переписал SQL-запросы тяжёлого отчёта.', where: 'experience[1].description' },
    ]);
  });

  it('rejects a number that changed', () => {
    const changed = withJob(0, { description: '— Ускорил тяжёлый отчёт с 2 с до 200 мс.' });
    expect(checkResumeAttribution(changed, profile, input.resume)).toEqual([
      { kind: 'changed', fact: 'Ускорил тяжёлый отчёт с 2 с до 200 мс.', where: 'experience[0].description' },
    ]);
    const about = { ...draft, skills: `${draft.skills} Покрытие тестами — 95%.` };
    expect(checkResumeAttribution(about, profile, input.resume)).toEqual([{ kind: 'changed', fact: 'Покрытие тестами — 95%.', where: 'skills' }]);
  });

  it('rejects a date that moved, and an end date on a current job', () => {
    expect(checkResumeAttribution(withJob(1, { start: '2015-02' }), profile, input.resume)).toEqual([
      { kind: 'changed', fact: '2015-02', where: 'experience[1].start' },
    ]);
    expect(checkResumeAttribution(withJob(0, { end: '2025-01' }), profile, input.resume)).toEqual([
      { kind: 'changed', fact: '2025-01', where: 'experience[0].end' },
    ]);
  });

  it('rejects a role under an employer it was not stated for, and an employer no source has', () => {
    expect(checkResumeAttribution(withJob(0, { position: 'Руководитель проектов' }), profile, input.resume)).toEqual([
      { kind: 'misattributed', fact: 'Руководитель проектов', where: 'experience[0].position' },
    ]);
    expect(checkResumeAttribution(withJob(1, { company: 'Яндекс' }), profile, input.resume)).toEqual([
      { kind: 'invented', fact: 'Яндекс', where: 'experience[1].company' },
    ]);
  });

  it('rejects a skill, an education or a language level no source has', () => {
    const invented: ResumeDraft = {
      ...draft,
      skill_set: [...draft.skill_set, 'Go'],
      education: [{ name: 'МГУ', organization: null, result: null, year: 2018, level: 'master' }],
      language: [{ id: 'eng', name: 'Английский', level: 'c1' }],
    };
    expect(checkResumeAttribution(invented, profile, input.resume)).toEqual([
      { kind: 'invented', fact: 'Go', where: `skill_set[${draft.skill_set.length}]` },
      { kind: 'invented', fact: 'МГУ', where: 'education[0]' },
      { kind: 'changed', fact: 'Английский c1', where: 'language[0].level' },
    ]);
  });

  it('repairs by dropping the offending items, after which the resume passes', () => {
    const broken: ResumeDraft = {
      ...withJob(1, { description: `Вёл проекты внедрения медицинской информационной системы в клиниках.\n${SPEED_UP}` }),
      skill_set: ['Go', ...draft.skill_set.slice(1)],
    };
    const violations = checkResumeAttribution(broken, profile, input.resume);
    expect(violations.map((v) => v.kind).sort()).toEqual(['invented', 'misattributed']);
    const repaired = repairResume(broken, violations);
    expect(checkResumeAttribution(repaired, profile, input.resume)).toEqual([]);
    expect(repaired.experience[1]?.description).toBe('Вёл проекты внедрения медицинской информационной системы в клиниках.');
    expect(repaired.skill_set).toEqual(draft.skill_set.slice(1));
    // Sources follow their facts to the new indexes; the dropped skill's go.
    const django = repaired.skill_set.indexOf('Django');
    expect(repaired.sources).toContainEqual(expect.objectContaining({ field: `skill_set[${django}]`, fact: 'Django' }));
    expect(repaired.sources?.filter((s) => s.field.startsWith('skill_set[')).length).toBe(
      (draft.sources ?? []).filter((s) => s.field.startsWith('skill_set[') && s.field !== 'skill_set[0]').length,
    );
  });
});
