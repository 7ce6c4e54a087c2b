import { describe, expect, it } from 'vitest';
import { LETTER_STYLES } from '../../domain/position';
import type { MatchReasons, VacancyCandidate } from '../../domain/vacancy';
import { personaInput } from './__fixtures__/persona-input';
import { candidateVacancy } from './__fixtures__/vacancy';
import { createBuiltinAssistant } from './builtin-assistant';
import { linksOutsideNames, plainLetter, writeCoverLetter } from './cover-letter';
import { loadPersonas } from './bench/personas';

describe('linksOutsideNames', () => {
  it('spares an employer whose name looks like a domain, but not a link the letter adds', () => {
    const letter = 'Хочу работать в Mail.ru Group над вакансией «Python-разработчик». Портфолио: example.com/me';
    const links = linksOutsideNames(letter, ['Python-разработчик', 'Mail.ru Group']);
    expect(links.map((link) => link.value)).toEqual(['example.com/me']);
  });

  it('finds every link when the names hold none', () => {
    expect(linksOutsideNames('Пишите: https://t.me/someone', ['Бухгалтер', 'Ромашка'])).toHaveLength(1);
  });
});

describe('writeCoverLetter falls back to the plain letter of the same style', () => {
  const vacancyOf = (title: string, employer: string | null): VacancyCandidate =>
    candidateVacancy({ id: 'v1', name: title, employer: employer === null ? null : { id: '1', name: employer }, key_skills: ['Excel'] });
  const reasons = {
    matched_skills: [],
    missing_skills: [],
    area_ok: true,
    remote_ok: true,
    title_relevance: 1,
    salary: { expected: 1, currency: 'RUR', offered_from: null, offered_to: null, verdict: 'unknown' },
  } as unknown as MatchReasons;
  // A writer that breaks the rules: a link, an invented employer and a cliché.
  const careless = { writeLetter: async () => 'Сейчас работаю в «Газпроме» 15 лет, стрессоустойчивый. Портфолио: example.com/me' };

  it.each(LETTER_STYLES)('%s: every persona still gets a letter naming the vacancy and the employer, and no fact', async (style) => {
    for (const persona of loadPersonas()) {
      const input = personaInput(persona);
      const draft = await createBuiltinAssistant().composeResume({ ...input, market_skills: [] });
      const vacancy = vacancyOf(input.position.title, persona.id.length % 2 === 0 ? 'ООО «Северный ветер»' : null);
      const outcome = await writeCoverLetter(careless, {
        position: input.position,
        resume: input.resume,
        resume_draft: draft,
        answers: input.answers,
        vacancy,
        score: 1,
        reasons,
        style,
        today: input.today,
      });
      expect(outcome.ok, persona.id).toBe(true);
      if (!outcome.ok) continue;
      expect(outcome.fallback, 'the careless letter was refused').toBeDefined();
      expect(outcome.letter).toBe(plainLetter(style, vacancy));
      expect(outcome.letter).toContain(input.position.title);
      expect(outcome.letter).not.toMatch(/Газпром|example\.com|стрессоустойч/u);
    }
  });

  it('the three plain letters differ', () => {
    const vacancy = vacancyOf('Бухгалтер', 'Ромашка');
    const [a, b, c] = LETTER_STYLES.map((style) => plainLetter(style, vacancy));
    expect(new Set([a, b, c]).size).toBe(3);
  });
});
