import { describe, expect, it } from 'vitest';
import { allSeekers, careerChanger, juniorWithoutExperience, pythonDeveloper, qaEngineer, systemAnalyst } from './__fixtures__/seekers';
import { QUESTION_COUNT } from './assistant.port';
import { questionSchema } from '../../domain/position';
import { createBuiltinAssistant } from './builtin-assistant';

const assistant = createBuiltinAssistant();

describe('built-in engine: the 5 questions', () => {
  it('always asks exactly 5 different questions in Russian, valid as Question, in a stable order', async () => {
    for (const seeker of allSeekers()) {
      const questions = await assistant.askQuestions(seeker);
      expect(questions).toHaveLength(QUESTION_COUNT);
      expect(new Set(questions.map((q) => q.id)).size).toBe(QUESTION_COUNT);
      expect(new Set(questions.map((q) => q.text)).size).toBe(QUESTION_COUNT);
      for (const q of questions) {
        expect(questionSchema.parse(q)).toEqual(q);
        expect(q.text).toMatch(/[а-яё]/iu);
        expect(q.text).toContain('?');
      }
      expect(await assistant.askQuestions(seeker)).toEqual(questions);
    }
  });

  it('asks first about the market skills the resume lacks, most demanded first', async () => {
    const seeker = pythonDeveloper();
    const [first] = await assistant.askQuestions(seeker);
    expect(first?.topic).toBe('skills');
    // Python, Docker, FastAPI, PostgreSQL, SQL lead the market; the resume has Python and PostgreSQL, and
    // SQL is named in it only as part of PostgreSQL, so Docker, FastAPI and SQL are asked about.
    expect(first?.text).toBe('Есть ли у вас опыт с Docker, FastAPI, SQL? Опишите, где и как вы их применяли.');
  });

  it('asks about a job without a description and a job without dates, naming the job', async () => {
    const questions = await assistant.askQuestions(qaEngineer());
    const describe = questions.find((q) => q.id === 'experience-description');
    const dates = questions.find((q) => q.id === 'experience-dates');
    expect(describe?.text).toContain('«Инфосервис»');
    expect(describe?.experience_index).toBe(0);
    expect(dates?.text).toContain('месяц и год начала и окончания');
    expect(questions.map((q) => q.topic)).toContain('results');
  });

  it('asks why the role when the resume does not cover it', async () => {
    const questions = await assistant.askQuestions(careerChanger());
    expect(questions.find((q) => q.topic === 'role')?.text).toBe('Почему вас интересует роль «Аналитик данных»? Какой ваш опыт ближе всего к ней?');
  });

  it('asks about projects when the resume has no jobs, and never about job dates or descriptions', async () => {
    const questions = await assistant.askQuestions(juniorWithoutExperience());
    expect(questions.map((q) => q.id)).toContain('projects');
    expect(questions.map((q) => q.id)).not.toContain('experience-description');
    expect(questions.map((q) => q.id)).not.toContain('experience-dates');
  });

  it('asks deeper questions when the resume has no gaps', async () => {
    const seeker = systemAnalyst();
    const noGaps = { ...seeker, market_skills: seeker.market_skills.filter((s) => seeker.resume.skills.includes(s.name)) };
    const questions = await assistant.askQuestions(noGaps);
    expect(questions.map((q) => q.topic)).toEqual(['challenge', 'tools', 'team', 'growth', 'role']);
  });
});
