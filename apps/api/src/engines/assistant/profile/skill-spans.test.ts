import { describe, expect, it } from 'vitest';
import { findSkillsInText } from './skills';

const names = (text: string): string[] => findSkillsInText(text).map((s) => s.name);

describe('a skill name spans whole words of its own spelling', () => {
  it('never glues short Russian words into an abbreviation', () => {
    // «р за» (roubles, then «за») read together spell «рза», the abbreviation of relay protection.
    expect(names('поднял средний чек до 420 р за счёт допродаж')).not.toContain('Релейная защита и автоматика');
    expect(names('наладка РЗА на подстанции')).toContain('Релейная защита и автоматика');
  });

  it('still reads a Latin product written apart or together', () => {
    expect(names('отчёты в Power BI')).toContain('Power BI');
    expect(names('отчёты в PowerBI')).toContain('Power BI');
  });
});
