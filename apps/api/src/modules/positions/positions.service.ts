/**
 * Positions (a job target, and its flow questions → resume → vacancies → done): a position made from one of the seeker's hh resumes, and the
 * resume the assistant writes for it and publishes on hh. Stages: questions → resume → vacancies → done. Another
 * seeker's position is "not found". The questionnaire and the proposals modules read and update positions through
 * this service.
 */
import type { CreatePositionBody, GeneratedResume, Position, ReviewActionBody, ReviewFlag, UpdatePositionBody } from '@otklik/contracts';
import { createPositionBodySchema } from '@otklik/contracts';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { NewPositionRow, PositionRow } from '../../db/schema/positions';
import { isQuestionnaireComplete, type Answer, type PositionInput, type Question, type ResumeDraft, resumeDraftSchema } from '../../domain/position';
import { checkResumeGrounding, profileOf, todayUtc, type EngineAssistant } from '../../engines/assistant';
import { type HhPort, uniqueResumeTitle } from '../../integrations/hh';
import { AppError, isAppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ApplicationsService } from '../applications';
import type { ResumesService } from '../resumes';
import { positionErrors } from './positions.errors';
import * as repo from './positions.repository';
import { applyReviewAction, applySeekerExperience, rememberEditedJobs, ReviewNeedsFix, ReviewNeedsPlace, ReviewTargetGone } from './review-actions';
import { findReviewFlags } from './review-flags';
import { addSeekerSkill } from './seeker-facts';

/** A publication claimed this long ago without finishing is taken over by the next call (ms). */
const PUBLISH_CLAIM_MS = 2 * 60_000;
const UUID = z.uuid();

export interface PositionsServiceDeps {
  db: Db;
  clock: Clock;
  hh: Pick<HhPort, 'forSeeker' | 'suggestAreas'>;
  resumes: Pick<ResumesService, 'getResume' | 'isCreatedByAssistant' | 'markCreatedByAssistant'>;
  assistant: Pick<EngineAssistant, 'composeResumeWithEngine'>;
  /**
   * The sending pipeline: a resumed position's queued applications are enqueued again (without it the sweeper finds
   * them within a minute); a deleted one's are cancelled.
   */
  applications?: Pick<ApplicationsService, 'resumeSending' | 'cancelQueued'>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export type PositionsService = ReturnType<typeof createPositionsService>;

/** A position as the API returns it (contracts positionSchema). */
export function toPosition(row: PositionRow): Position {
  return {
    id: row.id,
    title: row.title,
    resume_id: row.resumeId,
    resume_title: row.resumeTitle,
    use_favorites: row.useFavorites,
    areas: row.areas,
    remote: row.remote,
    salary: { amount: row.salaryAmount, currency: row.salaryCurrency },
    letter_styles: row.letterStyles,
    stage: row.stage,
    paused: row.pausedAt !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The position in the engines' terms. */
export function toPositionInput(row: PositionRow): PositionInput {
  return {
    title: row.title,
    areas: row.areas,
    remote: row.remote,
    salary: { amount: row.salaryAmount, currency: row.salaryCurrency },
    letter_styles: row.letterStyles,
    use_favorites: row.useFavorites,
  };
}

/** SHA-256 of the answers in question order: a different key means the seeker changed an answer. */
function answersKey(questions: readonly Question[], answers: readonly Answer[]): string {
  const ordered = questions.map((q) => answers.find((a) => a.question_id === q.id)?.text ?? null);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

/** True once the assistant's resume is created and published on hh. */
export const isPublished = (row: PositionRow): boolean => row.publishedAt !== null && row.hhResumeId !== null;

export function createPositionsService(deps: PositionsServiceDeps) {
  const { db, clock, hh, resumes, assistant, applications, log } = deps;

  /** @throws 404 position_not_found (also for another seeker's id or a malformed one). */
  async function owned(userId: string, id: string): Promise<PositionRow> {
    const row = UUID.safeParse(id).success ? await repo.findPosition(db, userId, id) : null;
    if (!row) throw positionErrors.positionNotFound();
    return row;
  }

  /** The «Проверьте» flags still open on the row's draft; none once it is on hh or when there is no draft. */
  function flagsOf(row: PositionRow): ReviewFlag[] {
    if (row.resumeDraft === null || isPublished(row) || row.resumeSnapshot === null) return [];
    return findReviewFlags(row.resumeDraft, { hh: row.resumeSnapshot.facts, questions: row.questions ?? [], answers: row.answers });
  }

  function generated(row: PositionRow): GeneratedResume {
    if (row.resumeDraft === null) throw positionErrors.resumeNotReady();
    return {
      resume: row.resumeDraft,
      flags: flagsOf(row),
      status: isPublished(row) ? 'published' : 'draft',
      hh_resume_id: isPublished(row) ? row.hhResumeId : null,
      alternate_url: isPublished(row) ? row.hhResumeUrl : null,
      engine: row.draftEngine ?? 'builtin',
    };
  }

  return {
    owned,

    /** Changes a position's columns (and `updated_at`). @returns the row after the change. */
    update(id: string, patch: Partial<NewPositionRow>): Promise<PositionRow> {
      return repo.updatePosition(db, id, patch, clock.now());
    },

    /** Stores the questionnaire unless one is already there. @returns the winning row, or null when another call won. */
    saveQuestionnaireOnce(id: string, values: Pick<NewPositionRow, 'questions' | 'marketSkills'>): Promise<PositionRow | null> {
      return repo.saveQuestionnaireOnce(db, id, values, clock.now());
    },

    /**
     * POST /api/positions (title, cities, salary and resume required): the resume must be one of the seeker's hh resumes and not one the
     * assistant created. Stores the position (stage 'questions') with a snapshot of the resume for the questions.
     * @throws 400 assistant_resume_refused; 400 resume_not_found (hh answered 404); hh_not_integrated / hh_unavailable.
     */
    async create(userId: string, input: CreatePositionBody): Promise<Position> {
      const body = createPositionBodySchema.parse(input);
      if (await resumes.isCreatedByAssistant(userId, body.resume_id)) throw positionErrors.assistantResumeRefused();
      let resume;
      try {
        resume = await resumes.getResume(userId, body.resume_id);
      } catch (error) {
        if (isAppError(error, 'hh_not_found')) throw positionErrors.resumeNotFound(error);
        throw error;
      }
      const now = clock.now();
      const row = await repo.insertPosition(db, {
        userId,
        title: body.title,
        resumeId: body.resume_id,
        resumeTitle: resume.title?.trim() || body.title,
        useFavorites: body.use_favorites,
        areas: body.areas,
        remote: body.remote,
        salaryAmount: body.salary.amount,
        salaryCurrency: body.salary.currency,
        letterStyles: body.letter_styles,
        stage: 'questions',
        resumeSnapshot: { facts: resume.facts, current_employer_ids: resume.current_employer_ids },
        createdAt: now,
        updatedAt: now,
      });
      log.info({ userId, positionId: row.id }, 'position created');
      return toPosition(row);
    },

    /**
     * PATCH /api/positions/{id} (issue «Positions are editable»): changes cities, remote, salary, letter styles,
     * favourites and the paused state; each field validated as on creation (contracts updatePositionBodySchema).
     * The new settings apply to what comes next: proposals made later, letters written later. Pausing stops its
     * queued applications from going out; resuming enqueues them again (the daily quota still applies).
     * @throws 404 position_not_found.
     */
    async updateSettings(userId: string, id: string, body: UpdatePositionBody): Promise<Position> {
      const row = await owned(userId, id);
      const now = clock.now();
      const patch: Partial<NewPositionRow> = {
        ...(body.use_favorites === undefined ? {} : { useFavorites: body.use_favorites }),
        ...(body.areas === undefined ? {} : { areas: body.areas }),
        ...(body.remote === undefined ? {} : { remote: body.remote }),
        ...(body.salary === undefined ? {} : { salaryAmount: body.salary.amount, salaryCurrency: body.salary.currency }),
        ...(body.letter_styles === undefined ? {} : { letterStyles: body.letter_styles }),
        ...(body.paused === undefined ? {} : { pausedAt: body.paused ? (row.pausedAt ?? now) : null }),
      };
      const saved = await repo.updatePosition(db, row.id, patch, now);
      if (body.paused === false && row.pausedAt !== null) {
        const kicked = (await applications?.resumeSending(row.id)) ?? 0;
        log.info({ userId, positionId: row.id, kicked }, 'position resumed');
      } else if (body.paused === true && row.pausedAt === null) {
        log.info({ userId, positionId: row.id }, 'position paused');
      }
      return toPosition(saved);
    },

    /**
     * DELETE /api/positions/{id}: the position leaves every list; its applications stay in the history (/responses)
     * under its title. Applications still queued for it never go out (failed, reason 'position_deleted').
     * @throws 404 position_not_found (also when it is already deleted).
     */
    async remove(userId: string, id: string): Promise<void> {
      const row = await owned(userId, id);
      const now = clock.now();
      await repo.updatePosition(db, row.id, { deletedAt: now, pausedAt: row.pausedAt ?? now }, now);
      const cancelled = (await applications?.cancelQueued(row.id)) ?? 0;
      log.info({ userId, positionId: row.id, cancelled }, 'position deleted');
    },

    /** The seeker's positions as stored (not deleted), newest first: for the modules that build on them (/vacancy). */
    listRows(userId: string): Promise<PositionRow[]> {
      return repo.listPositions(db, userId);
    },

    /** GET /api/positions: the seeker's positions, newest first. */
    async list(userId: string): Promise<{ items: Position[] }> {
      return { items: (await repo.listPositions(db, userId)).map(toPosition) };
    },

    /** GET /api/positions/{id}. @throws 404 'Position not found' (also for another seeker's id). */
    async get(userId: string, id: string): Promise<Position> {
      return toPosition(await owned(userId, id));
    },

    /** The skills the seeker confirmed having («У меня есть этот навык»), oldest first: their own facts. */
    confirmedSkills(userId: string): Promise<string[]> {
      return repo.listSeekerSkills(db, userId);
    },

    /**
     * POST /api/positions/{id}/resume: the assistant writes the resume from the answers, the hh resume and the market's
     * key skills. The grounding check runs BEFORE anything is saved: an ungrounded draft is never stored. The skills
     * the seeker confirmed («У меня есть этот навык», on any position) then join the key skills with the seeker as
     * their source (up to hh's 30). Idempotent: the stored draft comes back (`created` false) unless an answer changed
     * since; a published resume comes back as it is.
     * @throws 409 answers_incomplete; 422 resume_ungrounded.
     */
    async composeResume(userId: string, id: string): Promise<{ resume: GeneratedResume; created: boolean }> {
      const row = await owned(userId, id);
      if (!isQuestionnaireComplete(row.questions, row.answers) || row.resumeSnapshot === null) throw positionErrors.answersIncomplete();
      if (isPublished(row) || (row.hhResumeId !== null && row.resumeDraft !== null)) return { resume: generated(row), created: false };
      const key = answersKey(row.questions, row.answers);
      if (row.resumeDraft !== null && row.draftAnswersKey === key) return { resume: generated(row), created: false };

      const position = toPositionInput(row);
      const facts = row.resumeSnapshot.facts;
      const marketSkills = row.marketSkills ?? [];
      const today = todayUtc(clock.now());
      const { draft: raw, engine } = await assistant.composeResumeWithEngine({
        position,
        resume: facts,
        market_skills: marketSkills,
        questions: row.questions,
        answers: row.answers,
        today,
      });
      const parsed = resumeDraftSchema.safeParse(raw);
      // Attribution-aware: the profile read from the same sources says which job each fact belongs to.
      const profile = await profileOf({ resume: facts, answers: row.answers, questions: row.questions, today });
      const report = parsed.success
        ? checkResumeGrounding(parsed.data, { resume: facts, answers: row.answers, position, skill_vocabulary: marketSkills.map((s) => s.name), profile })
        : null;
      if (!parsed.success || !report?.ok) {
        log.warn(
          { positionId: row.id, engine, violations: report?.violations ?? [], shape: parsed.error?.issues ?? [] },
          'the written resume was refused before saving: it states facts not in the sources',
        );
        throw positionErrors.resumeUngrounded();
      }
      const history = await repo.findSeekerExperience(db, userId);
      let draft =
        history === null ? parsed.data : applySeekerExperience(parsed.data, { jobs: history.jobs, removed: history.removed, leftOut: history.leftOut });
      for (const name of await repo.listSeekerSkills(db, userId)) draft = addSeekerSkill(draft, name).draft;
      const saved = await repo.updatePosition(db, row.id, { resumeDraft: draft, draftEngine: engine, draftAnswersKey: key }, clock.now());
      return { resume: generated(saved), created: true };
    },

    /** GET /api/positions/{id}/resume: the written resume. @throws 409 resume_not_ready before POST …/resume. */
    async getResume(userId: string, id: string): Promise<GeneratedResume> {
      return generated(await owned(userId, id));
    },

    /**
     * POST /api/positions/{id}/resume/publish: creates the reviewed resume on hh (POST /resumes: the draft plus the
     * personal fields of the seeker's chosen resume, a title the seeker does not have yet) and publishes it
     * (POST /resumes/{id}/publish); records it as the assistant's. Idempotent: the hh resume is created once — a retry
     * after a lost answer finds it by its title — and a published one comes back as it is. Stage → 'vacancies'.
     * @throws 409 resume_not_ready; 409 publish_in_progress while another call publishes; hh's refusals.
     */
    async publishResume(userId: string, id: string): Promise<GeneratedResume> {
      let row = await owned(userId, id);
      const draft = row.resumeDraft;
      if (draft === null) throw positionErrors.resumeNotReady();
      if (isPublished(row)) return generated(row);
      if (flagsOf(row).length > 0) throw positionErrors.reviewUnresolved();
      const started = clock.now();
      if (!(await repo.claimPublish(db, row.id, started, new Date(started.getTime() - PUBLISH_CLAIM_MS)))) {
        row = await owned(userId, id);
        if (isPublished(row)) return generated(row);
        throw positionErrors.publishInProgress();
      }
      try {
        const seeker = hh.forSeeker(userId);
        let hhResumeId = row.hhResumeId;
        if (hhResumeId === null) {
          const mine = await seeker.myResumes();
          const planned = row.hhResumeTitle;
          const adopted = planned === null ? undefined : mine.find((r) => r.title?.trim() === planned);
          if (adopted) {
            hhResumeId = adopted.id;
          } else {
            const title = uniqueResumeTitle(
              draft.title,
              mine.map((r) => r.title),
            );
            row = await repo.updatePosition(db, row.id, { hhResumeTitle: title }, clock.now());
            hhResumeId = await seeker.createResume(draft, {
              source_resume_id: row.resumeId,
              title,
              salary: { amount: row.salaryAmount, currency: row.salaryCurrency },
            });
          }
          await resumes.markCreatedByAssistant(userId, hhResumeId);
          row = await repo.updatePosition(db, row.id, { hhResumeId }, clock.now());
          log.info({ userId, positionId: row.id, hhResumeId }, 'assistant resume created on hh');
        }
        await seeker.publishResume(hhResumeId);
        const published = await seeker.resume(hhResumeId);
        if (published.status !== 'published') throw new AppError('hh_refused', { detail: `HH refused the request: ${published.status}` });
        row = await repo.updatePosition(
          db,
          row.id,
          { publishedAt: clock.now(), hhResumeUrl: published.alternate_url, stage: 'vacancies', publishStartedAt: null },
          clock.now(),
        );
        return generated(row);
      } catch (error) {
        await repo.updatePosition(db, row.id, { publishStartedAt: null }, clock.now());
        throw error;
      }
    },

    /**
     * Keeps what the seeker set on a job in the editor (employer, role, months) in their work history, so the next
     * resumes start from it; the history row is locked for the change.
     */
    async rememberEdit(userId: string, before: ResumeDraft, after: ResumeDraft): Promise<void> {
      await db.transaction(async (tx) => {
        const history = await repo.lockSeekerExperience(tx, userId);
        const next = rememberEditedJobs(before, after, { jobs: history.jobs, removed: history.removed, leftOut: history.leftOut });
        await repo.saveSeekerExperience(tx, userId, next, clock.now());
      });
    },

    /**
     * POST /api/positions/{id}/resume/review: one answer of the seeker to the «Проверьте» flags of the draft — confirm
     * a flagged fact, move an achievement to another job, edit, add or remove a job, place an achievement told under
     * no job or leave it out. What the seeker confirms or sets becomes their own fact on the draft (source kind
     * 'seeker') and in their work history, which every later resume starts from. The position and the history are
     * locked for the change, so two answers at once both count.
     * @returns the resume with the flags still open
     * @throws 404 position_not_found; 409 resume_not_ready; 409 resume_locked once publishing started;
     *   409 review_target_gone when the flag, job or line is no longer on the draft; 409 review_needs_fix when a
     *   missing employer, role or start month is confirmed; 409 review_needs_place when an achievement under no job is
     *   confirmed instead of placed or left out
     */
    async review(userId: string, id: string, action: ReviewActionBody): Promise<GeneratedResume> {
      await owned(userId, id);
      const saved = await db.transaction(async (tx) => {
        const row = await repo.lockPosition(tx, userId, id);
        if (row === null) throw positionErrors.positionNotFound();
        if (row.resumeDraft === null) throw positionErrors.resumeNotReady();
        if (isPublished(row) || row.publishStartedAt !== null || row.hhResumeId !== null) throw new AppError('resume_locked');
        const history = await repo.lockSeekerExperience(tx, userId);
        let outcome;
        try {
          outcome = applyReviewAction(row.resumeDraft, flagsOf(row), { jobs: history.jobs, removed: history.removed, leftOut: history.leftOut }, action);
        } catch (error) {
          if (error instanceof ReviewTargetGone) throw positionErrors.reviewTargetGone();
          if (error instanceof ReviewNeedsFix) throw positionErrors.reviewNeedsFix();
          if (error instanceof ReviewNeedsPlace) throw positionErrors.reviewNeedsPlace();
          throw error;
        }
        const now = clock.now();
        await repo.saveSeekerExperience(tx, userId, outcome.experience, now);
        return repo.updatePosition(tx, row.id, { resumeDraft: outcome.draft }, now);
      });
      log.info({ userId, positionId: id, action: action.action }, 'resume review answered');
      return generated(saved);
    },

    /**
     * GET /api/areas/suggest?text= (hh /suggests/areas): cities for the position's multi-select.
     * @throws hh_unavailable when hh does not answer.
     */
    async suggestAreas(text: string): Promise<{ items: { id: string; name: string }[] }> {
      const found = await hh.suggestAreas(text);
      return { items: found.items.map((item) => ({ id: item.id, name: item.text })) };
    },
  };
}
