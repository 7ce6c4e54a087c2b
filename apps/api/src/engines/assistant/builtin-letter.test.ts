import { describe, expect, it } from 'vitest';
import { runJourney, type Journey } from './__fixtures__/journey';
import { allSeekers, pythonDeveloper } from './__fixtures__/seekers';
import { LETTER_MAX_CHARS, type WriteLetterInput } from './assistant.port';
import { LETTER_STYLES, type LetterStyle } from '../../domain/position';
import { createBuiltinAssistant } from './builtin-assistant';
import { findLinks } from './grounding';
import { findSkillMentions } from '../../lib/text';

const assistant = createBuiltinAssistant();

function letterInput(journey: Journey, matchIndex: number, style: LetterStyle): WriteLetterInput {
  const match = journey.matches[matchIndex];
  if (match === undefined) throw new Error(`${journey.seeker.name} has no match ${matchIndex}`);
  return { position: journey.seeker.position, resume_draft: journey.draft, vacancy: match.vacancy, match, style };
}

describe('built-in engine: cover letters', () => {
  it('name the vacancy and the employer, carry no links and stay within 10 000 characters, in every style', async () => {
    let letters = 0;
    for (const seeker of allSeekers()) {
      const journey = await runJourney(seeker);
      for (const [i, match] of journey.matches.entries()) {
        for (const style of LETTER_STYLES) {
          const letter = await assistant.writeLetter(letterInput(journey, i, style));
          expect(letter).toContain(`«${match.vacancy.name}»`);
          if (match.vacancy.employer !== null) expect(letter).toContain(`«${match.vacancy.employer.name}»`);
          expect(findLinks(letter)).toEqual([]);
          expect(letter.length).toBeLessThanOrEqual(LETTER_MAX_CHARS);
          letters += 1;
        }
      }
    }
    expect(letters).toBeGreaterThanOrEqual(40);
  });

  it('mention only matched skills the seeker has, never the missing ones', async () => {
    for (const seeker of allSeekers()) {
      const journey = await runJourney(seeker);
      for (const [i, match] of journey.matches.entries()) {
        const letter = await assistant.writeLetter(letterInput(journey, i, 'neutral'));
        const named = findSkillMentions(letter, [...match.vacancy.key_skills, ...journey.draft.skill_set]);
        const lacking = match.reasons.missing_skills;
        expect(findSkillMentions(letter, lacking), `${seeker.name} ${match.vacancy.id}`).toEqual([]);
        for (const skill of named) {
          expect(findSkillMentions(journey.draft.skill_set.join(', '), [skill]), skill).toEqual([skill]);
        }
      }
    }
  });

  it('speak in three distinct voices', async () => {
    const journey = await runJourney(pythonDeveloper());
    const [memorable, neutral, classic] = await Promise.all(LETTER_STYLES.map((style) => assistant.writeLetter(letterInput(journey, 0, style))));
    expect(memorable?.startsWith('Здравствуйте!')).toBe(true);
    expect(memorable).toContain('зацепила меня с первого взгляда');
    expect(neutral?.startsWith('Здравствуйте.')).toBe(true);
    expect(neutral).toContain('Откликаюсь на вакансию');
    expect(classic).toMatch(/^Уважаемые представители компании «.+»!/u);
    expect(classic).toContain('Прошу рассмотреть мою кандидатуру');
    expect(classic?.endsWith('С уважением.')).toBe(true);
    expect(new Set([memorable, neutral, classic]).size).toBe(3);
  });

  it('tells the current job from the resume and quotes one of the seeker’s own sentences', async () => {
    const journey = await runJourney(pythonDeveloper());
    const letter = await assistant.writeLetter(letterInput(journey, 0, 'memorable'));
    expect(letter).toContain('Сейчас работаю на должности «Python-разработчик» в «Медиасофт».');
    expect(letter).toContain('Вот пример из моей практики. Разрабатывал backend сервиса онлайн-записи на Django и PostgreSQL.');
  });

  it('addresses an anonymous employer without inventing a name', async () => {
    const journey = await runJourney(pythonDeveloper());
    const input = letterInput(journey, 0, 'classic');
    const anonymous = { ...input, vacancy: { ...input.vacancy, employer: null } };
    const letter = await assistant.writeLetter(anonymous);
    expect(letter.startsWith('Добрый день!')).toBe(true);
    expect(letter).not.toContain(input.vacancy.employer?.name ?? '—');
  });
});
