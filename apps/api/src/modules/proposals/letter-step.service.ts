/**
 * The one step that writes a cover letter for each chosen vacancy and queues the applications, behind both «Готово»
 * on a position and «Откликнуться» on the paid seekers' vacancy list, so both write, check and style letters alike.
 */
import type { Application, LetterStyle } from '@otklik/contracts';
import type { PositionRow } from '../../db/schema/positions';
import type { MatchReasons, VacancyCandidate } from '../../domain/vacancy';
import { profileOf, todayUtc, writeCoverLetter, type EngineAssistant } from '../../engines/assistant';
import type { Clock } from '../../lib/clock';
import type { ApplicationsService, ApplicationToQueue } from '../applications';
import { toPositionInput } from '../positions';
import { proposalsErrors } from './proposals.errors';

/** A vacancy to apply to, with what the ranking found: its score (0–1) and why it fits. */
export interface LetterTarget {
  vacancy: VacancyCandidate;
  score: number;
  reasons: MatchReasons;
}

/** A position whose resume is published: the sources every letter is written and checked from. */
export type PublishedPosition = PositionRow & {
  resumeSnapshot: NonNullable<PositionRow['resumeSnapshot']>;
  resumeDraft: NonNullable<PositionRow['resumeDraft']>;
};

/**
 * The letter style of a position's application number `ordinal` (0-based, counted over every application the
 * position has had, whichever screen queued it): the seeker's styles take turns in the order they were picked, so
 * letters alternate when several styles are picked; with one style every letter has it.
 */
export function letterStyleFor(styles: readonly LetterStyle[], ordinal: number): LetterStyle {
  return styles[ordinal % Math.max(styles.length, 1)] ?? 'neutral';
}

export interface LetterStepDeps {
  clock: Clock;
  assistant: Pick<EngineAssistant, 'writeLetter'>;
  applications: Pick<ApplicationsService, 'countOfPosition' | 'queueApplications'>;
  log: { warn(obj: object, msg: string): void };
}

export type LetterStep = ReturnType<typeof createLetterStep>;

export function createLetterStep({ clock, assistant, applications, log }: LetterStepDeps) {
  return {
    /**
     * Writes one cover letter per target, in order, and queues them as the position's applications in one
     * transaction (the applications service; sent after the commit, within the daily quota). Styles take turns by
     * {@link letterStyleFor}, continuing from the position's earlier applications. Every letter of a call is checked
     * against one candidate profile: grounded in the resume and answers, no links, ≤ 10,000 characters, naming the
     * vacancy and the employer, no contradiction; a letter that breaks a rule is replaced by the plain letter of the
     * same style when that one passes.
     * @returns the queued applications (an existing one for the same vacancy is not queued twice).
     * @throws 422 letter_ungrounded when a letter cannot be written within the rules; nothing is queued then.
     */
    async queueWithLetters(userId: string, row: PublishedPosition, targets: readonly LetterTarget[]): Promise<Application[]> {
      if (targets.length === 0) return [];
      const before = await applications.countOfPosition(row.id);
      const today = todayUtc(clock.now());
      const profile = await profileOf({ resume: row.resumeSnapshot.facts, answers: row.answers, questions: row.questions ?? [], today });
      const position = toPositionInput(row);
      const items: ApplicationToQueue[] = [];
      for (const [index, { vacancy, score, reasons }] of targets.entries()) {
        const style = letterStyleFor(row.letterStyles, before + index);
        const outcome = await writeCoverLetter(assistant, {
          position,
          resume: row.resumeSnapshot.facts,
          resume_draft: row.resumeDraft,
          answers: row.answers,
          vacancy,
          score,
          reasons,
          style,
          profile,
          today,
        });
        if (!outcome.ok) {
          const { violations, namesVacancy, namesEmployer } = outcome;
          log.warn({ positionId: row.id, vacancyId: vacancy.id, style, violations, namesVacancy, namesEmployer }, 'cover letter refused');
          throw proposalsErrors.letterUngrounded();
        }
        if (outcome.fallback) {
          const { violations, namesVacancy, namesEmployer, contradictions } = outcome.fallback;
          log.warn(
            { positionId: row.id, vacancyId: vacancy.id, style, violations, namesVacancy, namesEmployer, contradictions },
            'cover letter refused; the plain letter goes instead',
          );
        }
        items.push({
          vacancy_id: vacancy.id,
          vacancy_name: vacancy.name,
          employer_name: vacancy.employer?.name ?? null,
          area_name: vacancy.area?.name ?? null,
          alternate_url: vacancy.alternate_url,
          apply_alternate_url: vacancy.apply_alternate_url,
          cover_letter: outcome.letter,
          letter_style: style,
        });
      }
      return applications.queueApplications({ userId, positionId: row.id, resumeId: row.hhResumeId ?? row.resumeId, items });
    },
  };
}
