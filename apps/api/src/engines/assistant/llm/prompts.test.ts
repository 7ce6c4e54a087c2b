import { describe, expect, it } from 'vitest';
import { llmLetterSchema, llmQuestionsSchema } from './llm-outputs';
import { buildLetterPrompt, buildProfilePrompt, buildQuestionsPrompt, buildResumePrompt } from './prompts';

describe('the assistant’s prompts', () => {
  it('forbid inventing facts and carry the facts as JSON in every task', () => {
    const facts = { vacancy: { name: 'Кладовщик', employer: 'Склад на Окской' }, resume_draft: { title: 'Кладовщик' } };
    for (const prompt of [buildQuestionsPrompt(facts), buildProfilePrompt(facts), buildResumePrompt(facts), buildLetterPrompt(facts, 'neutral')]) {
      expect(prompt.system).toContain('Ничего не придумывай');
      expect(prompt.user).toContain('"name": "Кладовщик"');
    }
  });

  it('name the letter’s style and ask for the vacancy’s name verbatim', () => {
    const classic = buildLetterPrompt({}, 'classic').user;
    expect(classic).toContain('«Уважаемые…»');
    expect(classic).toContain('vacancy.name');
    expect(buildLetterPrompt({}, 'memorable').user).not.toBe(buildLetterPrompt({}, 'neutral').user);
  });

  it('pair with output schemas that refuse a short question list and an empty letter', () => {
    expect(llmQuestionsSchema.safeParse({ questions: [] }).success).toBe(false);
    expect(llmLetterSchema.safeParse({ letter: '' }).success).toBe(false);
  });
});
