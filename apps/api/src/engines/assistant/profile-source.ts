/**
 * The candidate profile of a seeker as the assistant's callers have it: the hh resume snapshot (domain ResumeFacts,
 * as the hh port maps it), the questions and the answers, read by the deterministic extractor (profile/extract-profile.ts).
 */
import type { Answer, Question, ResumeFacts } from '../../domain/position';
import { extractProfile, type CandidateProfile } from './profile';

/** Today as 'YYYY-MM-DD' (UTC). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** What a profile is read from; `today` ('YYYY-MM-DD', UTC) resolves durations («три года»), default the real date. */
export interface ProfileSources {
  resume: ResumeFacts;
  answers: readonly Answer[];
  questions?: readonly (Pick<Question, 'id' | 'experience_index'> & { topic?: string })[];
  today?: string;
}

/** The seeker's candidate profile (deterministic). Throws only when the morphology dictionaries cannot be loaded. */
export function profileOf({ resume, answers, questions, today }: ProfileSources): Promise<CandidateProfile> {
  return extractProfile({
    answers,
    hhResume: resume,
    today: today ?? todayUtc(),
    questions: (questions ?? []).map((q) => ({
      id: q.id,
      ...(q.topic === undefined ? {} : { topic: q.topic }),
      ...(q.experience_index === undefined ? {} : { experience_index: q.experience_index }),
    })),
  });
}
