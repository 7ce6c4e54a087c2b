/**
 * The resume step beyond writing: the seeker edits the written resume before publishing, and
 * «Как усилить резюме» lists what the position's matched vacancies ask for that the resume lacks; «У меня есть этот
 * навык» stores the skill as the seeker's own fact (source kind 'seeker') and adds it to the unpublished resume.
 */
import type { ConfirmedSkill, GeneratedResume, ResumeEditBody, SkillGaps } from '@otklik/contracts';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import type { PositionRow } from '../../db/schema/positions';
import { AppError, isAppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MarketSkill } from '../../domain/vacancy';
import { skillKey } from '../../lib/text';
import { isPublished, type PositionsService, toPositionInput } from '../positions';
import type { VacancySearch } from '../vacancy-search';
import type { ResumesService } from '../resumes';
import { resumeStepErrors } from './questionnaire.errors';
import { addSeekerSkill, applySeekerEdit, findEmptyFields, findSkillGaps, type ResumeExtras } from './resume-step.rules';
import * as repo from './seeker-skills.repository';

export interface ResumeStepServiceDeps {
  db: Db;
  clock: Clock;
  positions: Pick<PositionsService, 'owned' | 'update' | 'getResume' | 'confirmedSkills' | 'rememberEdit'>;
  vacancies: Pick<VacancySearch, 'skillDemand'>;
  resumes: Pick<ResumesService, 'getResume'>;
}

export type ResumeStepService = ReturnType<typeof createResumeStepService>;

/** How long «Как усилить резюме» reuses what hh said about a position's market (ms): 10 minutes. */
export const SKILL_MARKET_TTL_MS = 10 * 60_000;
/** Positions whose market the process keeps at most (least recently opened dropped first). */
const SKILL_MARKET_MAX = 1000;

/** What hh says for «Как усилить резюме»: the matched vacancies' key skills and the hh resume's photo and portfolio. */
interface SkillMarket {
  demand: { sample: number; skills: MarketSkill[] };
  extras: ResumeExtras | null;
}

/** True while the resume may still change: written, and neither published nor being published on hh. */
const isEditable = (row: PositionRow): boolean => row.resumeDraft !== null && !isPublished(row) && row.publishStartedAt === null && row.hhResumeId === null;

export function createResumeStepService({ db, clock, positions, vacancies, resumes }: ResumeStepServiceDeps) {
  /**
   * The hh side of «Как усилить резюме» per seeker, position and what it depends on (title, cities, hh resume): about
   * 21 hh requests per computation, so a reopen within {@link SKILL_MARKET_TTL_MS} reuses it. A confirmed skill needs
   * no invalidation: the gaps are computed from the cached market and the skills read fresh from the database on every
   * open. A failed computation is not kept; two opens at once share one computation.
   */
  const markets = new LRUCache<string, Promise<SkillMarket>>({ max: SKILL_MARKET_MAX, ttl: SKILL_MARKET_TTL_MS });

  /** Photo and portfolio of the seeker's hh resume; null when hh does not give it (then they are not judged). */
  async function hhExtras(row: PositionRow): Promise<ResumeExtras | null> {
    try {
      const resume = await resumes.getResume(row.userId, row.resumeId);
      return { has_photo: resume.has_photo, has_portfolio: resume.has_portfolio };
    } catch (error) {
      if (isAppError(error, 'hh_not_found') || isAppError(error, 'hh_refused')) return null;
      throw error;
    }
  }

  return {
    /**
     * PUT /api/positions/{id}/resume: stores the written resume as the seeker edited it on review; what they changed
     * becomes their own fact (source kind 'seeker') and is published as edited; the jobs they set are kept in their
     * work history for the next resumes.
     * @throws 404 position_not_found; 409 resume_not_ready before POST …/resume; 409 resume_locked once publishing started.
     */
    async editResume(userId: string, id: string, edit: ResumeEditBody): Promise<GeneratedResume> {
      const row = await positions.owned(userId, id);
      if (row.resumeDraft === null) throw resumeStepErrors.resumeNotReady();
      if (!isEditable(row)) throw resumeStepErrors.resumeLocked();
      const edited = applySeekerEdit(row.resumeDraft, edit);
      await positions.update(row.id, { resumeDraft: edited });
      await positions.rememberEdit(userId, row.resumeDraft, edited);
      return positions.getResume(userId, id);
    },

    /**
     * GET /api/positions/{id}/skill-gaps: the key skills the position's matched vacancies (hh search for its title in
     * its cities, up to 20 read in full; reused for {@link SKILL_MARKET_TTL_MS}) ask for and the resume lacks, with their
     * share; the commonly filled fields the resume leaves empty; the skills the seeker confirmed.
     * @throws 404 position_not_found; hh_not_integrated / hh_unavailable.
     */
    async skillGaps(userId: string, id: string): Promise<SkillGaps> {
      const row = await positions.owned(userId, id);
      const facts = row.resumeSnapshot?.facts ?? null;
      const position = toPositionInput(row);
      const key = JSON.stringify([userId, row.id, position.title, position.areas.map((a) => a.id), row.resumeId]);
      let market = markets.get(key);
      if (market === undefined) {
        market = Promise.all([vacancies.skillDemand(userId, position), hhExtras(row)]).then(([demand, extras]) => ({ demand, extras }));
        markets.set(key, market);
        market.catch(() => {
          if (markets.get(key) === market) markets.delete(key);
        });
      }
      const [{ demand, extras }, confirmed] = await Promise.all([market, positions.confirmedSkills(userId)]);
      const skills = [...(row.resumeDraft?.skill_set ?? []), ...(facts?.skills ?? []), ...confirmed];
      return {
        vacancies_count: demand.sample,
        skills: findSkillGaps(demand, { skills, texts: row.answers.map((a) => a.text) }),
        empty_fields: facts === null ? [] : findEmptyFields(row.resumeDraft, facts, extras),
        confirmed,
      };
    },

    /**
     * POST /api/positions/{id}/skills {name}: «У меня есть этот навык». The skill is stored as the seeker's own fact
     * (idempotent per skill) and added to the position's resume while it is still a draft, with the seeker as source.
     * @throws 404 position_not_found; 400 validation_failed for a name without letters or digits.
     */
    async confirmSkill(userId: string, id: string, name: string): Promise<ConfirmedSkill> {
      const row = await positions.owned(userId, id);
      const key = skillKey(name);
      if (key === '') throw new AppError('validation_failed', { detail: 'A skill needs letters or digits' });
      await repo.insertSeekerSkill(db, { userId, positionId: row.id, name, skillKey: key, at: clock.now() });
      if (row.resumeDraft === null || !isEditable(row)) return { name, added_to_resume: false };
      const { draft, added } = addSeekerSkill(row.resumeDraft, name);
      if (added) await positions.update(row.id, { resumeDraft: draft });
      return { name, added_to_resume: added };
    },
  };
}
