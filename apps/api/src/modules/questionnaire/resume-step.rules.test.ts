import { describe, expect, it } from 'vitest';
import type { ResumeDraft, ResumeFacts } from '../../domain/position';
import { addSeekerSkill, applySeekerEdit, findEmptyFields, findSkillGaps, MAX_SKILL_GAPS } from './resume-step.rules';

const answerSource = (field: string, fact: string) => ({
  field,
  fact,
  kind: 'answer' as const,
  question_id: 'q1',
  question_number: 1,
  quote: fact,
  span: [0, fact.length],
  path: null,
});

const draft: ResumeDraft = {
  title: 'Python-разработчик',
  skill_set: ['Python', 'Django'],
  skills: 'Пишу бэкенд на Python.',
  experience: [{ company: 'Ромашка', position: 'Разработчик', start: '2022-01', end: null, description: 'Ускорил отчёт с 2 с до 300 мс.' }],
  education: [{ name: 'МГТУ им. Баумана', organization: null, result: null, year: 2019, level: 'bachelor' }],
  language: [{ id: 'eng', name: 'Английский', level: 'b2' }],
  sources: [
    answerSource('skill_set[0]', 'Python'),
    answerSource('skill_set[1]', 'Django'),
    answerSource('experience[0].company', 'Ромашка'),
    answerSource('experience[0].description', 'Ускорил отчёт с 2 с до 300 мс.'),
  ],
};

const facts: ResumeFacts = {
  title: 'Разработчик',
  area: 'Москва',
  skills: [],
  about: null,
  experience: [{ company: 'Ромашка', position: 'Разработчик', start: '2022-01', end: null, description: null }],
  total_experience_months: 30,
  salary: null,
  education: null,
  languages: [{ id: 'rus', name: 'Русский', level: { id: 'l1' } }],
};

describe('findSkillGaps', () => {
  const demand = {
    sample: 25,
    skills: [
      { name: 'PostgreSQL', count: 20 },
      { name: 'Docker', count: 16 },
      { name: 'Django', count: 12 },
      { name: 'SQL', count: 10 },
      { name: 'Kubernetes', count: 5 },
    ],
  };

  it('lists the asked skills the seeker lacks with their share in whole percent, most asked first', () => {
    const gaps = findSkillGaps(demand, { skills: ['Django', 'MS SQL'], texts: [] });
    expect(gaps).toEqual([
      { name: 'PostgreSQL', count: 20, share: 80 },
      { name: 'Docker', count: 16, share: 64 },
      { name: 'Kubernetes', count: 5, share: 20 },
    ]);
  });

  it('counts a skill an answer confirms as had, but not one the answer negates', () => {
    const gaps = findSkillGaps(demand, { skills: [], texts: ['С Docker работаю каждый день, а Kubernetes не трогал.'] });
    expect(gaps.map((g) => g.name)).toEqual(['PostgreSQL', 'Django', 'SQL', 'Kubernetes']);
  });

  it('answers nothing without matched vacancies and at most the limit', () => {
    expect(findSkillGaps({ sample: 0, skills: [] }, { skills: [], texts: [] })).toEqual([]);
    const many = { sample: 40, skills: Array.from({ length: 30 }, (_, i) => ({ name: `Навык${i}`, count: 30 - i })) };
    expect(findSkillGaps(many, { skills: [], texts: [] })).toHaveLength(MAX_SKILL_GAPS);
  });
});

describe('findEmptyFields', () => {
  it('flags what the draft leaves empty, and photo and portfolio from the hh resume', () => {
    expect(findEmptyFields(draft, facts, { has_photo: false, has_portfolio: false })).toEqual(['photo', 'portfolio']);
    const bare: ResumeDraft = {
      ...draft,
      skill_set: [],
      skills: ' ',
      experience: [{ ...draft.experience[0]!, description: null }],
      education: [],
      language: [],
    };
    expect(findEmptyFields(bare, facts, { has_photo: true, has_portfolio: true })).toEqual([
      'skill_set',
      'skills',
      'experience_description',
      'education',
      'language',
    ]);
  });

  it('judges the hh resume before a draft exists, and skips photo and portfolio when hh did not answer', () => {
    expect(findEmptyFields(null, facts, null)).toEqual(['skill_set', 'skills', 'experience_description', 'education', 'language']);
  });
});

describe('applySeekerEdit', () => {
  it('keeps the sources of unchanged facts at their new places and makes changed ones the seeker’s', () => {
    const edited = applySeekerEdit(draft, {
      title: draft.title,
      skill_set: ['Django', 'Python', 'FastAPI'],
      skills: draft.skills,
      experience: [{ company: 'Ромашка', position: 'Разработчик', start: '2021-06', end: null, description: 'Ускорил отчёт с 2 с до 300 мс.' }],
    });
    expect(edited.skill_set).toEqual(['Django', 'Python', 'FastAPI']);
    expect(edited.sources).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'skill_set[0]', fact: 'Django', kind: 'answer' }),
        expect.objectContaining({ field: 'skill_set[1]', fact: 'Python', kind: 'answer' }),
        expect.objectContaining({ field: 'skill_set[2]', fact: 'FastAPI', kind: 'seeker' }),
        expect.objectContaining({ field: 'experience[0].company', kind: 'answer' }),
        expect.objectContaining({ field: 'experience[0].description', kind: 'answer' }),
        expect.objectContaining({ field: 'experience[0].start', fact: '2021-06', kind: 'seeker' }),
      ]),
    );
    expect(edited.sources?.some((s) => s.field === 'title')).toBe(false);
    // Education and languages not sent stay as they were.
    expect(edited.education).toEqual(draft.education);
    expect(edited.language).toEqual(draft.language);
  });

  it('keeps the achievements under no job with their sources: the editor does not show them, and they still wait on review', () => {
    const withUnplaced: ResumeDraft = {
      ...draft,
      unplaced: ['Обучил 3 стажёров.'],
      sources: [...(draft.sources ?? []), answerSource('unplaced[0]', 'Обучил 3 стажёров.')],
    };
    const { title, skill_set, skills, experience } = withUnplaced;
    const edited = applySeekerEdit(withUnplaced, {
      title,
      skill_set,
      skills,
      experience: experience.map((j) => ({ ...j, company: j.company!, start: j.start! })),
    });
    expect(edited.unplaced).toEqual(['Обучил 3 стажёров.']);
    expect(edited.sources).toContainEqual(answerSource('unplaced[0]', 'Обучил 3 стажёров.'));
    expect(applySeekerEdit(draft, { title, skill_set, skills, experience: [] }).unplaced).toBeUndefined();
  });
});

describe('addSeekerSkill', () => {
  it('adds a confirmed skill with the seeker as its source, once', () => {
    const { draft: next, added } = addSeekerSkill(draft, 'Docker');
    expect(added).toBe(true);
    expect(next.skill_set).toEqual(['Python', 'Django', 'Docker']);
    expect(next.sources).toContainEqual(expect.objectContaining({ field: 'skill_set[2]', fact: 'Docker', kind: 'seeker' }));
    expect(addSeekerSkill(next, 'docker').added).toBe(false);
    const full: ResumeDraft = { ...draft, skill_set: Array.from({ length: 30 }, (_, i) => `S${i}`) };
    expect(addSeekerSkill(full, 'Docker').added).toBe(false);
  });
});
