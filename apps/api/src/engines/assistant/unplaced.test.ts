import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../../../testing/fake-llm';
import { resumeDraftSchema, type ResumeDraft } from '../../domain/position';
import type { ComposeResumeInput } from './assistant.port';
import { createBuiltinAssistant } from './builtin-assistant';
import { checkResumeAttribution, repairResume } from './checks/attribution';
import { checkResumeGrounding } from './checks/grounding';
import { createAssistant } from './create-assistant';
import { profileOf } from './profile-source';

/**
 * Achievements told under no job («Ask, don't guess»): two jobs held now and results that name neither. They are
 * never guessed under a job and never lost: the draft carries them as bullets under no job, with the answer they
 * came from, for the seeker to place on review.
 */
const ANSWERS = [
  'С 2021 года работаю администратором в магазине «Весна», а с 2022 года ещё и кассиром в сети «Пятёрочка».',
  'Сократила недостачи по кассе с 2% до 0,5%. Обучила 5 новых кассиров.',
  'Работа с кассой, инвентаризация, 1С.',
  'Торговый колледж, 2015.',
  'Хочу стать директором магазина.',
];

const input: ComposeResumeInput = {
  position: {
    title: 'Администратор магазина',
    areas: [{ id: '1', name: 'Москва' }],
    remote: false,
    salary: { amount: 80_000, currency: 'RUR' },
    letter_styles: ['neutral'],
    use_favorites: false,
  },
  resume: { title: 'Продавец-консультант', area: 'Москва', skills: ['Работа с кассой'], about: null, experience: [], total_experience_months: 0, salary: null },
  market_skills: [],
  questions: ANSWERS.map((_, i) => ({ id: `q${i + 1}`, text: `Вопрос ${i + 1}`, topic: 'experience' as const })),
  answers: ANSWERS.map((text, i) => ({ question_id: `q${i + 1}`, text })),
  today: '2025-06-01',
};

const lines = (draft: ResumeDraft): string[] => draft.experience.flatMap((j) => (j.description ?? '').split('\n')).filter((l) => l !== '');

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(async () => {
  await fake.close();
});

describe('achievements under no job on the written resume', () => {
  it('the built-in engine writes them as bullets under no job, each with the answer it came from, and the draft passes every check', async () => {
    const draft = await createBuiltinAssistant().composeResume(input);
    expect(resumeDraftSchema.parse(draft)).toEqual(draft);
    expect(draft.experience.map((j) => j.company)).toEqual(['Весна', 'Пятёрочка']);
    // Neither job gets a result it was not said about.
    expect(lines(draft)).toEqual([]);
    expect(draft.unplaced).toEqual(['Сократила недостачи по кассе 2% → 0,5%.', 'Обучила 5 новых кассиров.']);
    expect(draft.sources).toContainEqual(
      expect.objectContaining({
        field: 'unplaced[0]',
        kind: 'answer',
        question_number: 2,
        quote: 'Сократила недостачи по кассе с 2% до 0,5%.',
      }),
    );
    expect(draft.sources).toContainEqual(expect.objectContaining({ field: 'unplaced[1]', kind: 'answer', quote: 'Обучила 5 новых кассиров.' }));
    const profile = await profileOf(input);
    expect(checkResumeGrounding(draft, { resume: input.resume, answers: input.answers, position: input.position, profile })).toEqual({
      ok: true,
      violations: [],
    });
  });

  it('a number changed in one of them is caught; repairing drops that one and renumbers the sources of the rest', async () => {
    const draft = await createBuiltinAssistant().composeResume(input);
    const profile = await profileOf(input);
    const altered: ResumeDraft = { ...draft, unplaced: ['Сократила недостачи по кассе 2% → 0,3%.', draft.unplaced![1]!] };
    const violations = checkResumeAttribution(altered, profile, input.resume);
    expect(violations).toEqual([{ kind: 'changed', fact: 'Сократила недостачи по кассе 2% → 0,3%.', where: 'unplaced[0]' }]);
    const repaired = repairResume(altered, violations);
    expect(repaired.unplaced).toEqual(['Обучила 5 новых кассиров.']);
    expect(repaired.sources?.filter((s) => s.field.startsWith('unplaced['))).toEqual([
      expect.objectContaining({ field: 'unplaced[0]', quote: 'Обучила 5 новых кассиров.' }),
    ]);
    expect(checkResumeAttribution(repaired, profile, input.resume)).toEqual([]);
  });

  it('the OpenAI-compatible engine fills them from its own checked profile, with their sources', async () => {
    const log = { warn: () => undefined, info: () => undefined };
    const engine = createAssistant({ llm: { baseURL: fake.baseURL, apiKey: 'sk-local', model: 'fake-model', maxRetries: 0, timeoutMs: 5_000 }, log });
    const { draft, engine: used } = await engine.composeResumeWithEngine(input);
    expect(used).toBe('llm');
    expect(lines(draft)).toEqual([]);
    expect(draft.unplaced).toEqual(['Сократила недостачи по кассе 2% → 0,5%.', 'Обучила 5 новых кассиров.']);
    expect(draft.sources).toContainEqual(
      expect.objectContaining({ field: 'unplaced[1]', kind: 'answer', question_number: 2, quote: 'Обучила 5 новых кассиров.' }),
    );
    expect(checkResumeAttribution(draft, await profileOf(input), input.resume)).toEqual([]);
  });

  it('a draft with every achievement under its job carries no `unplaced` at all', async () => {
    const placed = {
      ...input,
      answers: input.answers.map((a, i) => (i === 1 ? { ...a, text: 'В «Пятёрочке» сократила недостачи по кассе с 2% до 0,5%.' } : a)),
    };
    const draft = await createBuiltinAssistant().composeResume(placed);
    expect(draft.unplaced).toBeUndefined();
    expect(draft.experience.find((j) => j.company === 'Пятёрочка')?.description).toMatch(/0,5%/u);
  });
});
