/**
 * A position whose 5 questions are answered (the step before POST /api/positions/{id}/resume), the setup every
 * assistant route test and bench repeats: create the position on the seeker's published hh resume, read the
 * questions, answer each one.
 */
import { questionnaireSchema, type Position } from '@otklik/contracts';
import type { FastifyInstance } from 'fastify';
import { publishedResumeOf, type HhSeeker } from './hh';
import { callOk } from './session';

/** The position's settings (POST /api/positions body without resume_id) and the answers, in question order. */
export interface AnsweredPositionInput {
  title: string;
  /** One text for every question, or one per question (index i answers question i; the last repeats if short). */
  answers: string | readonly string[];
  areas?: { id: string; name: string }[];
  remote?: boolean;
  /** Per month, ₽. */
  salary?: number;
  letter_styles?: ('memorable' | 'neutral' | 'classic')[];
  /** An hh resume id of the seeker; default their first published resume. */
  resume_id?: string;
}

/**
 * Creates the position and answers its questions as the seeker. Returns the position and the question ids in order.
 * @throws Error when any call answers ≥ 400 (with the body)
 */
export async function answeredPosition(
  app: FastifyInstance,
  seeker: HhSeeker,
  input: AnsweredPositionInput,
): Promise<{ position: Position; questionIds: string[] }> {
  const resumeId = input.resume_id ?? (await publishedResumeOf(app, seeker)).id;
  const position = await callOk<Position>(app, seeker, 'POST', '/api/positions', {
    title: input.title,
    resume_id: resumeId,
    use_favorites: false,
    areas: input.areas ?? [{ id: '1', name: 'Москва' }],
    remote: input.remote ?? false,
    salary: { amount: input.salary ?? 150_000, currency: 'RUR' },
    letter_styles: input.letter_styles ?? ['neutral'],
  });
  const questionnaire = questionnaireSchema.parse(await callOk(app, seeker, 'GET', `/api/positions/${position.id}/questions`));
  const texts = typeof input.answers === 'string' ? [input.answers] : input.answers;
  for (const [i, question] of questionnaire.questions.entries()) {
    await callOk(app, seeker, 'PUT', `/api/positions/${position.id}/answers/${question.id}`, { text: texts[Math.min(i, texts.length - 1)] ?? '' });
  }
  return { position, questionIds: questionnaire.questions.map((q) => q.id) };
}
