import type { ResumeList, ResumeStatus, ResumeSummary } from '@otklik/contracts';
import { resumeStatusSchema } from '@otklik/contracts';
import type { Db } from '../../db/client';
import type { SeekerResume, SeekerResumeDetail } from '../../domain/resume';
import type { HhPort } from '../../integrations/hh';
import type { Clock } from '../../lib/clock';
import * as repo from './resumes.repository';

export interface ResumesServiceDeps {
  db: Db;
  clock: Clock;
  hh: Pick<HhPort, 'forSeeker'>;
}

/** Statuses hh may add later are shown as not published (never as usable for applying). */
function toStatus(id: string): ResumeStatus {
  const parsed = resumeStatusSchema.safeParse(id);
  return parsed.success ? parsed.data : 'not_published';
}

/**
 * A seeker's resume as the list item of GET /api/resumes: «Без названия» when it has no title; a status our contract
 * does not know is shown as not published and cannot be used to apply.
 */
export function toResumeSummary(resume: SeekerResume, createdByAssistant: boolean): ResumeSummary {
  const status = toStatus(resume.status);
  return {
    id: resume.id,
    title: resume.title?.trim() || 'Без названия',
    status,
    status_name: resume.status_name,
    can_apply: status === 'published' && resume.can_apply,
    alternate_url: resume.alternate_url,
    area: resume.area,
    updated_at: resume.updated_at,
    created_by_assistant: createdByAssistant,
  };
}

export type ResumesService = ReturnType<typeof createResumesService>;

export function createResumesService(deps: ResumesServiceDeps) {
  const { db, clock, hh } = deps;
  return {
    /**
     * GET /api/resumes: the seeker's hh resumes with status, usability for applying, and whether the assistant made it.
     * @throws AppError hh_not_integrated (403) / hh_unavailable (503) from the hh connection.
     */
    async listResumes(userId: string): Promise<ResumeList> {
      const [mine, assistantIds] = await Promise.all([hh.forSeeker(userId).myResumes(), repo.listAssistantResumeIds(db, userId)]);
      return { items: mine.map((resume) => toResumeSummary(resume, assistantIds.has(resume.id))) };
    },

    /** Records an hh resume the assistant created (such resumes are refused for new positions). */
    markCreatedByAssistant(userId: string, hhResumeId: string): Promise<void> {
      return repo.insertAssistantResume(db, userId, hhResumeId, clock.now());
    },

    /** True when the assistant created this hh resume for this seeker. */
    isCreatedByAssistant(userId: string, hhResumeId: string): Promise<boolean> {
      return repo.isAssistantResume(db, userId, hhResumeId);
    },

    /**
     * One of the seeker's hh resumes in full: its facts, current employers, photo and portfolio. Someone else's resume
     * is not found.
     * @throws AppError hh_not_found, hh_not_integrated / hh_unavailable.
     */
    getResume(userId: string, resumeId: string): Promise<SeekerResumeDetail> {
      return hh.forSeeker(userId).resume(resumeId);
    },
  };
}
