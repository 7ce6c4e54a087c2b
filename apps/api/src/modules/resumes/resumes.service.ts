import type { ResumeList, ResumeStatus, ResumeSummary } from '@otklik/contracts';
import { resumeStatusSchema } from '@otklik/contracts';
import type { Db } from '../../db/client';
import type { HhPort, HhSeekerClient } from '../../integrations/hh';
import type { Clock } from '../../lib/clock';
import * as repo from './resumes.repository';

export interface ResumesServiceDeps {
  db: Db;
  clock: Clock;
  hh: Pick<HhPort, 'forSeeker'>;
}

/** One resume as hh lists it (GET /resumes/mine item), narrowed to what the list shows. */
type HhResumeItem = Awaited<ReturnType<HhSeekerClient['myResumes']>>['items'][number];

/** Statuses hh may add later are shown as not published (never as usable for applying). */
function toStatus(id: string): ResumeStatus {
  const parsed = resumeStatusSchema.safeParse(id);
  return parsed.success ? parsed.data : 'not_published';
}

/**
 * Maps an hh resume to the list item of GET /api/resumes. `can_apply` is true only for published, unblocked
 * resumes.
 */
export function toResumeSummary(item: HhResumeItem, createdByAssistant: boolean): ResumeSummary {
  const status = toStatus(item.status.id);
  return {
    id: item.id,
    title: item.title?.trim() || 'Без названия',
    status,
    status_name: item.status.name,
    can_apply: status === 'published' && !item.blocked,
    alternate_url: item.alternate_url,
    area: item.area?.name ?? null,
    updated_at: item.updated_at ? new Date(item.updated_at).toISOString() : null,
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
      const [mine, assistantIds] = await Promise.all([
        hh.forSeeker(userId).myResumes(),
        repo.listAssistantResumeIds(db, userId),
      ]);
      return { items: mine.items.map((item) => toResumeSummary(item, assistantIds.has(item.id))) };
    },

    /** Records an hh resume the assistant created (spec §5: such resumes are refused for new positions). */
    markCreatedByAssistant(userId: string, hhResumeId: string): Promise<void> {
      return repo.insertAssistantResume(db, userId, hhResumeId, clock.now());
    },

    /** True when the assistant created this hh resume for this seeker. */
    isCreatedByAssistant(userId: string, hhResumeId: string): Promise<boolean> {
      return repo.isAssistantResume(db, userId, hhResumeId);
    },

    /**
     * The full hh resume (GET /resumes/{id}) of this seeker. hh answers 404 for someone else's resume.
     * @throws AppError hh_not_found, hh_not_integrated / hh_unavailable.
     */
    getResume(userId: string, resumeId: string) {
      return hh.forSeeker(userId).resume(resumeId);
    },
  };
}
