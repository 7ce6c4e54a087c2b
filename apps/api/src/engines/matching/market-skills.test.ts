import { describe, expect, it } from 'vitest';
import { loadCandidates, candidateById } from './__fixtures__/vacancy-fixtures';
import { computeMarketSkills } from './market-skills';

describe('market skills', () => {
  const candidates = [...loadCandidates().values()];

  it('counts the key skills of real vacancies for the title, most frequent first', () => {
    const skills = computeMarketSkills(candidates, { title: 'Python-разработчик', limit: 5 });
    expect(skills.map((s) => s.name)).toEqual(['Python', 'Docker', 'FastAPI', 'PostgreSQL', 'SQL']);
    const pythonJobsListingPython = candidates.filter(
      (c) => /python/iu.test(c.name) && /разработчик|developer/iu.test(c.name) && c.key_skills.includes('Python'),
    );
    expect(skills[0]).toEqual({ name: 'Python', count: pythonJobsListingPython.length });
  });

  it('leaves out vacancies of other roles', () => {
    const skills = computeMarketSkills(candidates, { title: 'Frontend-разработчик' });
    const names = skills.map((s) => s.name);
    expect(names).toContain('React');
    expect(names).toContain('TypeScript');
    expect(names).not.toContain('FastAPI');
  });

  it('merges spellings of one skill, counts it once per vacancy and drops placeholders', () => {
    const a = candidateById('126763493', { id: 'a', key_skills: ['k8s', 'Docker', 'docker'] });
    const b = candidateById('126763493', { id: 'b', key_skills: ['Kubernetes', 'Не указаны'] });
    const c = candidateById('126763493', { id: 'c', key_skills: ['Kubernetes'] });
    expect(computeMarketSkills([a, b, c])).toEqual([
      { name: 'Kubernetes', count: 3 },
      { name: 'Docker', count: 1 },
    ]);
  });

  it('is empty when no vacancy fits the title', () => {
    expect(computeMarketSkills(candidates, { title: 'Бухгалтер' })).toEqual([]);
  });
});
