/**
 * The Assistant port over the OpenAI-compatible engine (integrations/llm): maps domain inputs into the facts the
 * prompts carry, maps the model's answers back, and rejects answers that break the product's rules — not 5 different
 * questions, an ungrounded resume (checks/grounding.ts), a letter that does not name the vacancy and the employer, has a link,
 * mentions a skill the seeker lacks, states an ungrounded fact, contradicts the candidate profile or uses a cliché; a
 * resume whose facts sit under the wrong job is repaired (the items dropped) or refused. The resume is written from
 * the model's own candidate profile (checks/llm-profile.ts: quotes located in the answers, never the model's offsets),
 * checked like the built-in engine's. create-assistant.ts falls back on every rejection.
 */
import type { LlmEngine } from '../../../integrations/llm/openai-engine';
import { llmLetterSchema, llmQuestionsSchema, llmResumeSchema, type LlmQuestions } from './llm-outputs';
import { buildLetterPrompt, buildProfilePrompt, buildQuestionsPrompt, buildResumePrompt, type LlmFacts } from './prompts';
import { LETTER_MAX_CHARS, QUESTION_COUNT, type Assistant, type ComposeResumeInput, type WriteLetterInput } from '../assistant.port';
import { resumeDraftSchema, type Answer, type Question, type ResumeDraft } from '../../../domain/position';
import { checkLetterGrounding, checkResumeGrounding, type GroundingViolation } from '../checks/grounding';
import { findSkillMentions, foldCase, skillsMatch } from '../../../lib/text';
import { checkResumeAttribution, repairResume, type AttributionViolation } from '../checks/attribution';
import { longestCommonWordRun } from '../checks/text-metrics';
import { composeResumeFromProfile, composeUnplaced, MAX_VERBATIM_WORDS, type ResumeFromProfileInput } from '../builtin/resume';
import { groundLlmProfile } from '../checks/llm-profile';
import { llmProfileSchema } from './llm-profile.schema';
import { sameEmployer, type CandidateProfile } from '../profile';
import { splitSentences } from '../profile/sentences';
import { checkLetterOpening, clichesIn, employerNameOf, findLetterContradictions, PLACEHOLDER_RE } from '../checks/letter-checks';
import { profileOf, todayUtc } from '../profile-source';

/** An engine answer the product cannot use; `violations` lists ungrounded or forbidden facts when there are any. */
export class AssistantOutputError extends Error {
  readonly task: string;
  readonly violations: GroundingViolation[];

  constructor(task: string, message: string, violations: GroundingViolation[] = []) {
    super(message);
    this.name = 'AssistantOutputError';
    this.task = task;
    this.violations = violations;
  }
}

function normalizeSpaces(text: string): string {
  return foldCase(text).replace(/\s+/gu, ' ').trim();
}

function toQuestions(raw: LlmQuestions, jobs: number): Question[] {
  const texts = new Set(raw.questions.map((q) => normalizeSpaces(q.text)));
  if (raw.questions.length !== QUESTION_COUNT || texts.size !== QUESTION_COUNT) {
    throw new AssistantOutputError('questions', `expected ${QUESTION_COUNT} different questions`);
  }
  return raw.questions.map((q, i) => ({
    id: `q${i + 1}`,
    text: q.text.trim(),
    topic: q.topic,
    ...(q.hint === null || q.hint.trim() === '' ? {} : { hint: q.hint.trim() }),
    ...(q.experience_index === null || q.experience_index >= jobs ? {} : { experience_index: q.experience_index }),
  }));
}

/** Checks a letter's own rules: length, names the vacancy and the employer, no skills the seeker lacks. */
function findLetterRuleViolations(letter: string, input: WriteLetterInput): GroundingViolation[] {
  if (letter.length > LETTER_MAX_CHARS) throw new AssistantOutputError('letter', `letter longer than ${LETTER_MAX_CHARS} characters`);
  const text = normalizeSpaces(letter);
  if (!text.includes(normalizeSpaces(input.vacancy.name))) throw new AssistantOutputError('letter', 'letter does not name the vacancy');
  const employer = employerNameOf(input.vacancy.employer);
  if (employer !== null && !text.includes(normalizeSpaces(employer))) {
    throw new AssistantOutputError('letter', 'letter does not name the employer');
  }
  if (PLACEHOLDER_RE.test(letter)) throw new AssistantOutputError('letter', 'letter prints a placeholder');
  if (checkLetterOpening(letter) !== null) throw new AssistantOutputError('letter', 'letter opens with a connective that refers to nothing');
  const lacking = input.match.reasons.missing_skills.filter((skill) => !input.resume_draft.skill_set.some((own) => skillsMatch(own, skill)));
  return findSkillMentions(letter, lacking).map((skill) => ({ kind: 'skill' as const, value: skill, where: 'letter' }));
}

/** Where the engine says what it repaired (pino's logger fits). */
export interface RepairLog {
  warn(obj: object, msg: string): void;
}

const silent: RepairLog = { warn: () => undefined };

/** Attribution violations in the grounding report's shape (kind, value, where). */
function toGroundingViolations(violations: readonly AttributionViolation[]): GroundingViolation[] {
  return violations.map((v) => ({ kind: v.kind, value: v.fact, where: v.where }));
}

/** «О себе» sentences that copy MAX_VERBATIM_WORDS or more words in a row from an answer (spec: no pasted answers). */
function verbatimViolations(about: string, answers: readonly Answer[]): AttributionViolation[] {
  const texts = answers.map((a) => a.text);
  return splitSentences(about)
    .filter((s) => longestCommonWordRun(s.text, texts).length >= MAX_VERBATIM_WORDS)
    .map((s) => ({ kind: 'changed' as const, fact: s.text, where: 'skills' }));
}

/**
 * The model's draft with each fact's sources, education and languages, taken from the resume the built-in composer
 * makes of the same checked profile: a skill's sources by its name, a job's by its employer, «О себе» sources for the
 * facts the model's text names. The model's words stay; only provenance is added. The achievements the profile ties
 * to no job, and those of a profile job the model's resume leaves out, become `unplaced` bullets by the built-in
 * bullet pipeline (composeUnplaced), checked like the rest: one whose number the profile lacks is dropped.
 */
function withProvenance(draft: ResumeDraft, ctx: ResumeFromProfileInput): ResumeDraft {
  const reference = composeResumeFromProfile(ctx);
  const refSources = reference.sources ?? [];
  const sources = [
    ...draft.skill_set.flatMap((skill, i) => {
      const j = reference.skill_set.findIndex((s) => foldCase(s) === foldCase(skill));
      return refSources.filter((s) => s.field === `skill_set[${j}]`).map((s) => ({ ...s, field: `skill_set[${i}]` }));
    }),
    ...draft.experience.flatMap((job, i) => {
      const j = reference.experience.findIndex((r) => r.company !== null && job.company !== null && sameEmployer(r.company, job.company));
      if (j < 0) return [];
      const prefix = `experience[${j}].`;
      return refSources
        .filter((s) => s.field.startsWith(prefix) && (!s.field.endsWith('description') || (job.description ?? '').includes(s.fact)))
        .map((s) => ({ ...s, field: `experience[${i}].${s.field.slice(prefix.length)}` }));
    }),
    ...refSources.filter((s) => /^(?:education|language)\[/u.test(s.field)),
    ...refSources.filter((s) => s.field === 'skills' && s.fact !== '' && foldCase(draft.skills).includes(foldCase(s.fact))),
  ];
  const absent = ctx.profile.experience.filter(
    (e) => e.employer.value !== null && !draft.experience.some((j) => j.company !== null && sameEmployer(j.company, e.employer.value!)),
  );
  const unplaced = composeUnplaced(
    ctx,
    [...ctx.profile.unattributedAchievements, ...absent.flatMap((e) => e.achievements.filter((a) => a.sources.some((p) => p.source === 'answer')))],
    draft.experience,
  );
  const written: ResumeDraft = {
    ...draft,
    education: reference.education ?? [],
    language: reference.language ?? [],
    ...(unplaced.unplaced.length === 0 ? {} : { unplaced: unplaced.unplaced }),
    sources: [...sources, ...unplaced.sources],
  };
  const altered = checkResumeAttribution(written, ctx.profile, ctx.resume).filter((v) => v.where.startsWith('unplaced['));
  return altered.length === 0 ? written : repairResume(written, altered);
}

/**
 * Wraps an LlmEngine as an Assistant. Each call rejects with LlmError (transport, timeout, invalid JSON or schema)
 * or AssistantOutputError (a product rule or the grounding check failed); it never returns unchecked output.
 */
export function createLlmAssistant(engine: LlmEngine, log: RepairLog = silent): Assistant {
  /**
   * The model's candidate profile, located and checked (llm-profile.ts). Invented facts reject the answer
   * (AssistantOutputError, so the caller falls back); misattributed or altered ones are dropped and logged.
   */
  async function modelProfile(input: ComposeResumeInput, today: string): Promise<CandidateProfile> {
    const { resume, questions, answers } = input;
    const reference = await profileOf({ resume, answers, questions, today });
    const raw = await engine.structured(
      'profile',
      llmProfileSchema,
      buildProfilePrompt({
        today,
        resume,
        questions: questions.map((q) => ({ id: q.id, text: q.text, topic: q.topic ?? null, experience_index: q.experience_index ?? null })),
        answers: answers.map((a) => ({ question_id: a.question_id, text: a.text })),
      }),
    );
    const { profile, violations } = groundLlmProfile(raw, {
      answers,
      resume,
      today,
      questions: questions.map((q) => ({ id: q.id, ...(q.experience_index === undefined ? {} : { experience_index: q.experience_index }) })),
      reference,
    });
    if (violations.some((v) => v.kind === 'invented')) {
      throw new AssistantOutputError('profile', 'the profile states facts no source has', toGroundingViolations(violations));
    }
    if (violations.length > 0)
      log.warn({ task: 'profile', repaired: violations }, "assistant: the model's profile had misattributed or altered facts; they were dropped");
    return profile;
  }

  return {
    async askQuestions({ position, resume, market_skills }) {
      const facts: LlmFacts = { position: { title: position.title, remote: position.remote }, resume, market_skills };
      return toQuestions(await engine.structured('questions', llmQuestionsSchema, buildQuestionsPrompt(facts)), resume.experience.length);
    },

    async composeResume(input) {
      const { position, resume, questions, answers, market_skills } = input;
      const today = input.today ?? todayUtc();
      const profile = await modelProfile(input, today);
      const facts: LlmFacts = {
        position: { title: position.title },
        resume,
        market_skills,
        profile,
        answers: answers.map((a) => ({ question_id: a.question_id, text: a.text })),
      };
      const raw = await engine.structured('resume', llmResumeSchema, buildResumePrompt(facts));
      const draft: ResumeDraft = resumeDraftSchema.parse({ ...raw, title: position.title });
      // The same checks as the built-in engine's resume, against the model's own (located, checked) profile: a fact
      // no source has means the model made things up, and the built-in engine answers; a fact under the wrong job, a
      // changed number or date, or an «О себе» sentence copied from an answer is dropped (repaired), and the rest
      // must then pass the whole check, lexical and attribution.
      const violations = [...checkResumeAttribution(draft, profile, resume), ...verbatimViolations(draft.skills, answers)];
      const sources = { resume, answers, position, skill_vocabulary: market_skills.map((s) => s.name), profile };
      if (violations.some((v) => v.kind === 'invented')) {
        throw new AssistantOutputError('resume', 'the resume states facts not in the sources', [
          ...toGroundingViolations(violations),
          ...checkResumeGrounding(draft, sources).violations,
        ]);
      }
      const repaired = violations.length === 0 ? draft : repairResume(draft, violations);
      const report = checkResumeGrounding(repaired, sources);
      if (!report.ok || repaired.experience.length < draft.experience.length || checkResumeAttribution(repaired, profile, resume).length > 0) {
        throw new AssistantOutputError('resume', 'the resume states facts not in the sources, or under the wrong job', report.violations);
      }
      if (violations.length > 0)
        log.warn({ task: 'resume', repaired: violations }, "assistant: the model's resume had misplaced, altered or copied facts; they were dropped");
      return withProvenance(repaired, { position, profile, resume, questions, answers });
    },

    async writeLetter(input) {
      const { resume_draft, vacancy, match, style, position } = input;
      const seekerMatched = match.reasons.matched_skills.filter((m) => resume_draft.skill_set.some((s) => skillsMatch(s, m)));
      const facts: LlmFacts = {
        vacancy: { name: vacancy.name, employer: employerNameOf(vacancy.employer), area: vacancy.area?.name ?? null, key_skills: vacancy.key_skills },
        seeker_matched_skills: seekerMatched,
        resume_draft,
        style,
      };
      const { letter } = await engine.structured('letter', llmLetterSchema, buildLetterPrompt(facts, style));
      const trimmed = letter.trim();
      const report = checkLetterGrounding(trimmed, {
        resume_draft,
        vacancy,
        position,
        skill_vocabulary: [...vacancy.key_skills, ...resume_draft.skill_set],
      });
      const violations = [...findLetterRuleViolations(trimmed, input), ...report.violations];
      if (input.profile !== undefined) {
        const today = input.today ?? todayUtc();
        const vacancyNames = { name: vacancy.name, employer: employerNameOf(vacancy.employer) };
        for (const c of findLetterContradictions(trimmed, input.profile, today, vacancyNames))
          violations.push({ kind: 'changed', value: c.sentence, where: `letter:${c.kind}` });
      }
      for (const cliche of clichesIn(trimmed)) violations.push({ kind: 'invented', value: cliche, where: 'letter:cliche' });
      if (violations.length > 0) throw new AssistantOutputError('letter', 'the letter breaks the letter rules', violations);
      return trimmed;
    },
  };
}
