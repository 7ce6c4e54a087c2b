import { describe, expect, it } from 'vitest';
import { findConfirmedSkills, findSkillMentions, skillKey, skillsMatch, splitSentences, uniqueSkills } from './text';

describe('skill names', () => {
  it('compare case- and spelling-insensitively', () => {
    expect(skillKey('PostgreSQL')).toBe(skillKey('Postgre SQL'));
    expect(skillKey('postgres')).toBe(skillKey('PostgreSQL'));
    expect(skillKey('Node.js')).toBe(skillKey('node js'));
    expect(skillKey('k8s')).toBe(skillKey('Kubernetes'));
    expect(skillKey('1C')).toBe(skillKey('1С'));
    expect(skillKey('C++')).not.toBe(skillKey('C#'));
    expect(skillKey('Java')).not.toBe(skillKey('JavaScript'));
  });

  it('match a shorter name inside a longer one, not a different skill', () => {
    expect(skillsMatch('Jira', 'Atlassian Jira')).toBe(true);
    expect(skillsMatch('Django', 'Django Framework')).toBe(true);
    expect(skillsMatch('Управление проектами', 'Управление персоналом')).toBe(false);
  });

  it('are found in Russian text through case endings and spelling variants', () => {
    const text = 'Работал с постгресом и докером, писал на питоне, моделированием бизнес-процессов занимался.';
    expect(findSkillMentions(text, ['PostgreSQL', 'Docker', 'Python', 'Моделирование бизнес процессов', 'Kafka'])).toEqual([
      'PostgreSQL',
      'Docker',
      'Python',
      'Моделирование бизнес процессов',
    ]);
  });

  it('keep the first spelling of a repeated skill', () => {
    expect(uniqueSkills(['Docker', 'docker', ' Postgres ', 'PostgreSQL', ''])).toEqual(['Docker', 'Postgres']);
  });
});

describe('findConfirmedSkills', () => {
  const vocabulary = ['Docker', 'Kubernetes', 'Helm', 'SQL', 'pandas', 'Power BI', 'Selenium', 'Python'];

  it('confirms skills the seeker says they used and not the ones they deny', () => {
    expect(findConfirmedSkills('Docker использовал, а Kubernetes нет.', vocabulary)).toEqual(['Docker']);
    expect(findConfirmedSkills('SQL и pandas изучил на курсе, Power BI не использовал.', vocabulary)).toEqual(['SQL', 'pandas']);
    expect(findConfirmedSkills('Kubernetes не трогал, но Docker — каждый день.', vocabulary)).toEqual(['Docker']);
  });

  it('carries a negation over a list of skills', () => {
    expect(findConfirmedSkills('Не работал с Docker, Kubernetes и Helm.', vocabulary)).toEqual([]);
    expect(findConfirmedSkills('Docker, Kubernetes и Helm не использовал.', vocabulary)).toEqual([]);
    expect(findConfirmedSkills('Использовал Docker, Kubernetes и Helm.', vocabulary)).toEqual(['Docker', 'Kubernetes', 'Helm']);
  });

  it('reads «…, но в работе не применяла» as a denial of the skill before it', () => {
    expect(findConfirmedSkills('Python знаю. Selenium пробовала на курсах, но в работе не применяла.', vocabulary)).toEqual(['Python']);
  });

  it('never confirms a skill that is not mentioned', () => {
    expect(findConfirmedSkills('Да, есть опыт.', vocabulary)).toEqual([]);
  });
});

describe('splitSentences', () => {
  it('splits at sentence ends, line breaks and bullets', () => {
    expect(splitSentences('Первое. Второе!\n- третье\n• четвёртое; пятое')).toEqual(['Первое.', 'Второе!', 'третье', 'четвёртое', 'пятое']);
  });
});
