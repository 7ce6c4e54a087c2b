import { describe, expect, it } from 'vitest';
import { runJourney, type Journey } from './__fixtures__/journey';
import { allSeekers, pythonDeveloper } from './__fixtures__/seekers';
import { LETTER_MAX_CHARS, type WriteLetterInput } from './assistant.port';
import { LETTER_STYLES, type LetterStyle } from '../../domain/position';
import { createBuiltinAssistant } from './builtin-assistant';
import { findLinks } from './checks/grounding';
import { findSkillMentions } from '../../lib/text';
import { clichesIn, findLetterContradictions } from './checks/letter-checks';
import { maxPairwiseJaccard } from './checks/text-metrics';
import { profileOf } from './profile-source';

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

  it('speak in three distinct voices: pairwise word-trigram Jaccard under 0.3 on the same input, for every seeker', async () => {
    const journey = await runJourney(pythonDeveloper());
    const [memorable, neutral, classic] = await Promise.all(LETTER_STYLES.map((style) => assistant.writeLetter(letterInput(journey, 0, style))));
    expect(memorable).toContain('Начну с истории из практики');
    expect(neutral).toContain('Совпадения с требованиями:');
    expect(classic).toMatch(/^Уважаемые коллеги из компании «.+»!/u);
    expect(classic?.endsWith('С уважением.')).toBe(true);
    for (const seeker of allSeekers()) {
      const j = await runJourney(seeker);
      for (const i of j.matches.keys()) {
        const letters = await Promise.all(LETTER_STYLES.map((style) => assistant.writeLetter(letterInput(j, i, style))));
        expect(maxPairwiseJaccard(letters), `${seeker.name} ${i}`).toBeLessThan(0.3);
      }
    }
  });

  it('never use a cliché of the list, and contradict nothing in the profile', async () => {
    for (const seeker of allSeekers()) {
      const j = await runJourney(seeker);
      const profile = await profileOf({ resume: seeker.resume, answers: j.answers, questions: j.questions, today: '2025-11-16' });
      for (const [i, match] of j.matches.entries()) {
        for (const style of LETTER_STYLES) {
          const letter = await assistant.writeLetter(letterInput(j, i, style));
          expect(clichesIn(letter), `${seeker.name} ${style}`).toEqual([]);
          const vacancy = { name: match.vacancy.name, employer: match.vacancy.employer?.name ?? null };
          expect(findLetterContradictions(letter, profile, '2025-11-16', vacancy), `${seeker.name} ${style}`).toEqual([]);
        }
      }
    }
  });

  it('tells the current job from the resume and backs 1–2 of the vacancy’s skills with the seeker’s own sentence', async () => {
    const journey = await runJourney(pythonDeveloper());
    const memorable = await assistant.writeLetter(letterInput(journey, 0, 'memorable'));
    expect(memorable).toContain('Сейчас я Python-разработчик в «Медиасофт».');
    expect(memorable).toContain('Начну с истории из практики в компании «Медиасофт»: разрабатывал backend сервиса онлайн-записи на Django и PostgreSQL.');
    const classic = await assistant.writeLetter(letterInput(journey, 0, 'classic'));
    expect(classic).toContain('В настоящее время занимаю должность «Python-разработчик» в компании «Медиасофт».');
    const named = findSkillMentions(classic, journey.matches[0]!.vacancy.key_skills);
    expect(named.length).toBeGreaterThanOrEqual(1);
    expect(named.length).toBeLessThanOrEqual(2);
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
