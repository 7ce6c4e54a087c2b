/**
 * The position flow (issue 4 "The journey"; spec §1 Flow, §3 Position, §4 Position flow, §5): a position made from one
 * of the seeker's hh resumes, 5 questions, a grounded resume created and published on hh, 3–5 proposed vacancies and
 * the Done that queues the applications. Stages: questions → resume → vacancies → done. Every hh call for a seeker
 * goes through hh-connection's withAccessToken; another seeker's position is "not found".
 */
import type {
  Application,
  CreatePositionBody,
  GeneratedResume,
  Position,
  PositionStage,
  ProposalList,
  Questionnaire,
} from '@otklik/contracts';
import { createPositionBodySchema } from '@otklik/contracts';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { PositionRow, StoredProposal } from '../../db/schema/positions';
import type { HhClient } from '../../integrations/hh/hh-client';
import { HhApiError } from '../../integrations/hh/hh-errors';
import type { Clock } from '../../lib/clock';
import type { ApplicationsService, ApplicationToQueue } from '../applications/applications.service';
import { LETTER_MAX_CHARS, QUESTION_COUNT } from '../../engines/assistant/assistant.port';
import type { Answer, PositionInput, Question } from '../../domain/position';
import { resumeDraftSchema } from '../../domain/position';
import type { EngineAssistant } from '../../engines/assistant/create-assistant';
import { checkLetterGrounding, checkResumeGrounding, findLinks } from '../../engines/assistant/grounding';
import { foldCase } from '../../lib/text';
import type { HhConnectionService } from '../hh-connection/hh-connection.service';
import type { ResumesService } from '../resumes/resumes.service';
import { toProposalCard } from '../../engines/matching/proposal-summary';
import type { VacanciesService } from '../proposals/vacancies.service';
import { currentEmployerIds, toCreateResumeBody, toResumeFacts, uniqueResumeTitle } from '../../integrations/hh/resume-mapping';
import { positionErrors } from './positions.errors';
import * as repo from './positions.repository';

/** A publication claimed this long ago without finishing is taken over by the next call (ms). */
const PUBLISH_CLAIM_MS = 2 * 60_000;
const UUID = z.uuid();

/** What the positions service needs; tests may pass fakes for any of them. */
export interface PositionsServiceDeps {
  db: Db;
  clock: Clock;
  hh: Pick<HhClient, 'myResumes' | 'resume' | 'createResume' | 'publishResume' | 'suggestAreas'>;
  hhConnection: Pick<HhConnectionService, 'withAccessToken'>;
  resumes: Pick<ResumesService, 'getResume' | 'isCreatedByAssistant' | 'markCreatedByAssistant'>;
  assistant: EngineAssistant;
  vacancies: Pick<VacanciesService, 'marketSkills' | 'propose'>;
  applications: Pick<ApplicationsService, 'appliedVacancyIds' | 'findByVacancies' | 'queueApplications'>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** The position flow (see file comment). */
export type PositionsService = ReturnType<typeof createPositionsService>;

/** A position as the API returns it (packages/contracts positionSchema). */
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
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The position in the assistant's terms. */
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

/** The questionnaire: the questions (as the contract shows them), the answers so far, the first unanswered index. */
function toQuestionnaire(questions: readonly Question[], answers: readonly Answer[]): Questionnaire {
  const answered = new Set(answers.map((a) => a.question_id));
  const firstOpen = questions.findIndex((q) => !answered.has(q.id));
  return {
    questions: questions.map((q) => ({ id: q.id, text: q.text, topic: q.topic, ...(q.hint === undefined ? {} : { hint: q.hint }) })),
    answers: questions.flatMap((q) => answers.filter((a) => a.question_id === q.id)),
    current_index: firstOpen === -1 ? questions.length : firstOpen,
  };
}

/** SHA-256 of the answers in question order: a different key means the seeker changed an answer. */
function answersKey(questions: readonly Question[], answers: readonly Answer[]): string {
  const ordered = questions.map((q) => answers.find((a) => a.question_id === q.id)?.text ?? null);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

function isComplete(questions: readonly Question[] | null, answers: readonly Answer[]): questions is Question[] {
  return questions !== null && questions.length === QUESTION_COUNT && questions.every((q) => answers.some((a) => a.question_id === q.id));
}

const isPublished = (row: PositionRow): boolean => row.publishedAt !== null && row.hhResumeId !== null;

/** Builds the positions service (see file comment). */
export function createPositionsService(deps: PositionsServiceDeps) {
  const { db, clock, hh, hhConnection, resumes, assistant, vacancies, applications, log } = deps;

  async function owned(userId: string, id: string): Promise<PositionRow> {
    const row = UUID.safeParse(id).success ? await repo.findPosition(db, userId, id) : null;
    if (!row) throw positionErrors.positionNotFound();
    return row;
  }

  function generated(row: PositionRow): GeneratedResume {
    if (row.resumeDraft === null) throw positionErrors.resumeNotReady();
    return {
      resume: row.resumeDraft,
      status: isPublished(row) ? 'published' : 'draft',
      hh_resume_id: isPublished(row) ? row.hhResumeId : null,
      alternate_url: isPublished(row) ? row.hhResumeUrl : null,
      engine: row.draftEngine ?? 'builtin',
    };
  }

  async function ensureQuestions(row: PositionRow): Promise<PositionRow> {
    if (row.questions !== null) return row;
    if (row.resumeSnapshot === null) throw new Error(`position ${row.id} has no resume snapshot`);
    const position = toPositionInput(row);
    const marketSkills = await vacancies.marketSkills(row.userId, position);
    const questions = await assistant.askQuestions({ position, resume: row.resumeSnapshot.facts, market_skills: marketSkills });
    if (questions.length !== QUESTION_COUNT) throw new Error(`the assistant asked ${questions.length} questions, not ${QUESTION_COUNT}`);
    const saved = await repo.saveQuestionnaireOnce(db, row.id, { questions, marketSkills }, clock.now());
    return saved ?? owned(row.userId, row.id);
  }

  /** Writes the cover letter of one proposal and checks it (issue 4 step 5); null when no letter passes the rules. */
  async function writeCheckedLetter(row: PositionRow, stored: StoredProposal, style: PositionInput['letter_styles'][number]): Promise<string | null> {
    if (row.resumeDraft === null || row.resumeSnapshot === null) return null;
    const position = toPositionInput(row);
    const letter = (
      await assistant.writeLetter({
        position,
        resume_draft: row.resumeDraft,
        vacancy: stored.candidate,
        match: { vacancy: stored.candidate, score: stored.proposal.score, reasons: stored.reasons },
        style,
      })
    ).trim();
    const report = checkLetterGrounding(letter, {
      resume_draft: row.resumeDraft,
      vacancy: stored.candidate,
      position,
      resume: row.resumeSnapshot.facts,
      answers: row.answers,
      skill_vocabulary: [...stored.candidate.key_skills, ...row.resumeDraft.skill_set],
    });
    const normalize = (text: string) => foldCase(text).replace(/\s+/gu, ' ').trim();
    const folded = normalize(letter);
    const namesVacancy = folded.includes(normalize(stored.candidate.name));
    const employer = stored.candidate.employer === null ? undefined : normalize(stored.candidate.employer.name);
    const namesEmployer = employer === undefined || folded.includes(employer);
    const ok = report.ok && namesVacancy && namesEmployer && findLinks(letter).length === 0 && letter.length > 0 && letter.length <= LETTER_MAX_CHARS;
    if (!ok) {
      log.warn({ positionId: row.id, vacancyId: stored.candidate.id, style, violations: report.violations, namesVacancy, namesEmployer }, 'cover letter refused');
      return null;
    }
    return letter;
  }

  return {
    /**
     * POST /api/positions (spec §3 Position, §5): the resume must be one of the seeker's hh resumes and not one the
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
        if (error instanceof HhApiError && (error.status === 404 || error.status === 400)) throw positionErrors.resumeNotFound(error);
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
        resumeSnapshot: { facts: toResumeFacts(resume), current_employer_ids: currentEmployerIds(resume) },
        createdAt: now,
        updatedAt: now,
      });
      log.info({ userId, positionId: row.id }, 'position created');
      return toPosition(row);
    },

    /** GET /api/positions: the seeker's positions, newest first. */
    async list(userId: string): Promise<{ items: Position[] }> {
      return { items: (await repo.listPositions(db, userId)).map(toPosition) };
    },

    /** GET /api/positions/{id}. @throws 404 'Position not found' (also for another seeker's id). */
    async get(userId: string, id: string): Promise<Position> {
      return toPosition(await owned(userId, id));
    },

    /**
     * GET /api/positions/{id}/questions: exactly 5 questions, made on the first read from the position, the chosen hh
     * resume and the market's key skills for the title (hh search), then kept; the answers so far; the first unanswered.
     */
    async questionnaire(userId: string, id: string): Promise<Questionnaire> {
      const row = await ensureQuestions(await owned(userId, id));
      return toQuestionnaire(row.questions ?? [], row.answers);
    },

    /**
     * PUT /api/positions/{id}/answers/{question_id} {text}: saves the answer as given (replacing an earlier one).
     * All 5 answered moves the stage to 'resume'.
     * @throws 404 question_not_found; 409 answers_locked once the resume is published on hh.
     */
    async saveAnswer(userId: string, id: string, questionId: string, text: string): Promise<Questionnaire> {
      const row = await owned(userId, id);
      const questions = row.questions;
      if (questions === null || !questions.some((q) => q.id === questionId)) throw positionErrors.questionNotFound();
      // Locked from the first publish attempt on: the resume made on hh must stay the one written from these answers.
      if (row.publishStartedAt !== null || row.hhResumeId !== null || isPublished(row)) throw positionErrors.answersLocked();
      const answers = [...row.answers.filter((a) => a.question_id !== questionId), { question_id: questionId, text }];
      const stage: PositionStage = isComplete(questions, answers) ? 'resume' : 'questions';
      const saved = await repo.updatePosition(db, row.id, { answers, stage }, clock.now());
      return toQuestionnaire(questions, saved.answers);
    },

    /**
     * POST /api/positions/{id}/resume: the assistant writes the resume from the answers, the hh resume and the market's
     * key skills. The grounding check runs BEFORE anything is saved: an ungrounded draft is never stored. Idempotent:
     * the stored draft comes back unless an answer changed since; a published resume comes back as it is.
     * @throws 409 answers_incomplete; 422 resume_ungrounded.
     */
    async composeResume(userId: string, id: string): Promise<GeneratedResume> {
      const row = await owned(userId, id);
      if (!isComplete(row.questions, row.answers) || row.resumeSnapshot === null) throw positionErrors.answersIncomplete();
      if (isPublished(row) || (row.hhResumeId !== null && row.resumeDraft !== null)) return generated(row);
      const key = answersKey(row.questions, row.answers);
      if (row.resumeDraft !== null && row.draftAnswersKey === key) return generated(row);

      const position = toPositionInput(row);
      const facts = row.resumeSnapshot.facts;
      const marketSkills = row.marketSkills ?? [];
      const { draft: raw, engine } = await assistant.composeResumeWithEngine({
        position,
        resume: facts,
        market_skills: marketSkills,
        questions: row.questions,
        answers: row.answers,
      });
      const parsed = resumeDraftSchema.safeParse(raw);
      const report = parsed.success
        ? checkResumeGrounding(parsed.data, { resume: facts, answers: row.answers, position, skill_vocabulary: marketSkills.map((s) => s.name) })
        : null;
      if (!parsed.success || !report?.ok) {
        log.warn(
          { positionId: row.id, engine, violations: report?.violations ?? [], shape: parsed.error?.issues ?? [] },
          'the written resume was refused before saving: it states facts not in the sources',
        );
        throw positionErrors.resumeUngrounded();
      }
      const saved = await repo.updatePosition(db, row.id, { resumeDraft: parsed.data, draftEngine: engine, draftAnswersKey: key }, clock.now());
      return generated(saved);
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
      const started = clock.now();
      if (!(await repo.claimPublish(db, row.id, started, new Date(started.getTime() - PUBLISH_CLAIM_MS)))) {
        row = await owned(userId, id);
        if (isPublished(row)) return generated(row);
        throw positionErrors.publishInProgress();
      }
      try {
        return await hhConnection.withAccessToken(userId, async (token) => {
          let hhResumeId = row.hhResumeId;
          if (hhResumeId === null) {
            const mine = await hh.myResumes(token);
            const planned = row.hhResumeTitle;
            const adopted = planned === null ? undefined : mine.items.find((r) => r.title?.trim() === planned);
            if (adopted) {
              hhResumeId = adopted.id;
            } else {
              const title = uniqueResumeTitle(draft.title, mine.items.map((r) => r.title));
              row = await repo.updatePosition(db, row.id, { hhResumeTitle: title }, clock.now());
              const source = await hh.resume(token, row.resumeId);
              hhResumeId = await hh.createResume(
                token,
                toCreateResumeBody(draft, source, { title, salary: { amount: row.salaryAmount, currency: row.salaryCurrency } }),
              );
            }
            await resumes.markCreatedByAssistant(userId, hhResumeId);
            row = await repo.updatePosition(db, row.id, { hhResumeId }, clock.now());
            log.info({ userId, positionId: row.id, hhResumeId }, 'assistant resume created on hh');
          }
          try {
            await hh.publishResume(token, hhResumeId);
          } catch (error) {
            // A publish that reached hh before its answer was lost: hh refuses a second one as too early.
            if (!(error instanceof HhApiError && error.is('resumes', 'touch_limit_exceeded'))) throw error;
          }
          const published = await hh.resume(token, hhResumeId);
          if (published.status.id !== 'published') throw new HhApiError(409, [{ type: 'resumes', value: published.status.id }], null, null);
          row = await repo.updatePosition(
            db,
            row.id,
            { publishedAt: clock.now(), hhResumeUrl: published.alternate_url, stage: 'vacancies', publishStartedAt: null },
            clock.now(),
          );
          return generated(row);
        });
      } catch (error) {
        await repo.updatePosition(db, row.id, { publishStartedAt: null }, clock.now());
        throw error;
      }
    },

    /**
     * POST /api/positions/{id}/proposals: 3–5 vacancies for the published resume, best first, with why each fits
     * (vacancies service: hh search, favourites, similar vacancies; matching). Stored, then returned. After Done the
     * stored ones come back unchanged.
     * @throws 409 proposals_not_ready before the resume is published.
     */
    async propose(userId: string, id: string): Promise<ProposalList> {
      const row = await owned(userId, id);
      if (!isPublished(row) || row.resumeSnapshot === null) throw positionErrors.proposalsNotReady();
      if (row.stage === 'done' && row.proposals !== null) return { items: row.proposals.map((p) => p.proposal) };
      const position = toPositionInput(row);
      const matches = await vacancies.propose({
        userId,
        position,
        resume: row.resumeSnapshot.facts,
        resume_draft: row.resumeDraft,
        similar_to_resume_id: row.hhResumeId ?? row.resumeId,
        applied_vacancy_ids: await applications.appliedVacancyIds(userId),
        current_employer_ids: row.resumeSnapshot.current_employer_ids,
        now: clock.now(),
      });
      const proposals: StoredProposal[] = matches.map((match) => ({
        proposal: toProposalCard(match, position),
        candidate: match.vacancy,
        reasons: match.reasons,
      }));
      await repo.updatePosition(db, row.id, { proposals, proposedAt: clock.now() }, clock.now());
      return { items: proposals.map((p) => p.proposal) };
    },

    /**
     * GET /api/positions/{id}/proposals: the stored proposals.
     * @throws 409 proposals_not_ready before the resume is published; 404 proposals_not_made before POST.
     */
    async getProposals(userId: string, id: string): Promise<ProposalList> {
      const row = await owned(userId, id);
      if (!isPublished(row)) throw positionErrors.proposalsNotReady();
      if (row.proposals === null) throw positionErrors.proposalsNotMade();
      return { items: row.proposals.map((p) => p.proposal) };
    },

    /**
     * POST /api/positions/{id}/confirm {vacancy_ids} («Готово», issue 4 step 5): only proposed vacancies, at least one.
     * Each gets a cover letter in the chosen styles, alternating in the order checked (style i % styles), checked for
     * grounding, links, length (≤ 10,000) and naming the vacancy and the employer; then the applications are queued in
     * one transaction (applications service) and sent after the commit. A double click or a retry returns the same
     * applications and writes no new letters. Stage → 'done'.
     * @throws 409 proposals_not_ready; 400 nothing_selected / unknown_vacancy; 422 letter_ungrounded (nothing queued).
     */
    async confirm(userId: string, id: string, vacancyIds: readonly string[]): Promise<{ items: Application[] }> {
      const row = await owned(userId, id);
      if (!isPublished(row) || row.proposals === null || row.hhResumeId === null) throw positionErrors.proposalsNotReady();
      const chosen = [...new Set(vacancyIds)];
      if (chosen.length === 0) throw positionErrors.nothingSelected();
      const byId = new Map(row.proposals.map((p) => [p.candidate.id, p]));
      const picked = chosen.map((vacancyId) => byId.get(vacancyId));
      if (picked.some((p) => p === undefined)) throw positionErrors.unknownVacancy();
      const existing = await applications.findByVacancies(userId, chosen);

      const items: ApplicationToQueue[] = [];
      for (const [index, stored] of (picked as StoredProposal[]).entries()) {
        if (existing.has(stored.candidate.id)) continue;
        const style = row.letterStyles[index % row.letterStyles.length] ?? 'neutral';
        const letter = await writeCheckedLetter(row, stored, style);
        if (letter === null) throw positionErrors.letterUngrounded();
        items.push({
          vacancy_id: stored.candidate.id,
          vacancy_name: stored.candidate.name,
          employer_name: stored.candidate.employer?.name ?? null,
          area_name: stored.candidate.area?.name ?? null,
          alternate_url: stored.candidate.alternate_url,
          apply_alternate_url: stored.candidate.apply_alternate_url,
          cover_letter: letter,
          letter_style: style,
        });
      }
      await applications.queueApplications({ userId, positionId: row.id, resumeId: row.hhResumeId, items });
      if (row.stage !== 'done') await repo.updatePosition(db, row.id, { stage: 'done' }, clock.now());
      const all = await applications.findByVacancies(userId, chosen);
      return { items: chosen.flatMap((vacancyId) => (all.has(vacancyId) ? [all.get(vacancyId) as Application] : [])) };
    },

    /**
     * GET /api/areas/suggest?text= (hh /suggests/areas, README §6): cities for the position's multi-select.
     * @throws hh_unavailable when hh does not answer.
     */
    async suggestAreas(text: string): Promise<{ items: { id: string; name: string }[] }> {
      const found = await hh.suggestAreas(text);
      return { items: found.items.map((item) => ({ id: item.id, name: item.text })) };
    },
  };
}
