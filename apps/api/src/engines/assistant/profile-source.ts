/**
 * The candidate profile of a seeker as the assistant's callers have it: the hh resume snapshot (ResumeFacts), the
 * questions and the answers, read by the deterministic extractor (profile/extract-profile.ts).
 */
import type { Answer, Question, ResumeFacts } from '../../domain/position';
import { extractProfile, type CandidateProfile, type HhResumeInput } from './profile';

/** ResumeFacts back in hh's field names, as the profile extractor reads a resume ('YYYY-MM' → 'YYYY-MM-01'). */
export function toHhResumeInput(resume: ResumeFacts): HhResumeInput {
  return {
    title: resume.title,
    area: resume.area === null ? null : { name: resume.area },
    experience: resume.experience.map((job) => ({
      company: job.company,
      position: job.position,
      start: job.start === null ? null : `${job.start}-01`,
      end: job.end === null ? null : `${job.end}-01`,
      description: job.description,
    })),
    skill_set: resume.skills,
    skills: resume.about,
    education: resume.education ?? null,
    language: (resume.languages ?? []).map((l) => ({ id: l.id, ...(l.name === undefined ? {} : { name: l.name }), level: l.level })),
  };
}

/** Today as 'YYYY-MM-DD' (UTC). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** What a profile is read from; `today` ('YYYY-MM-DD', UTC) resolves durations («три года»), default the real date. */
export interface ProfileSources {
  resume: ResumeFacts;
  answers: readonly Answer[];
  questions?: readonly Pick<Question, 'id' | 'experience_index'>[];
  today?: string;
}

/** The seeker's candidate profile (deterministic). Throws only when the morphology dictionaries cannot be loaded. */
export function profileOf({ resume, answers, questions, today }: ProfileSources): Promise<CandidateProfile> {
  return extractProfile({
    answers,
    hhResume: toHhResumeInput(resume),
    today: today ?? todayUtc(),
    questions: (questions ?? []).map((q) => ({ id: q.id, ...(q.experience_index === undefined ? {} : { experience_index: q.experience_index }) })),
  });
}
