/**
 * The Assistant port over the OpenAI-compatible engine (integrations/llm): maps domain inputs into the facts the
 * prompts carry, maps the model's answers back, and rejects answers that break the product's rules — not 5 different
 * questions, an ungrounded resume (grounding.ts), a letter that does not name the vacancy and the employer, has a link,
 * mentions a skill the seeker lacks, states an ungrounded fact, contradicts the candidate profile or uses a cliché; a
 * resume whose facts sit under the wrong job is repaired (the items dropped) or refused. create-assistant.ts falls
 * back on every rejection.
 */
import type { LlmEngine } from '../../integrations/llm/openai-engine';
import type { LlmFacts } from '../../integrations/llm/prompts';
import { LETTER_MAX_CHARS, QUESTION_COUNT, type Assistant, type WriteLetterInput } from './assistant.port';
import { resumeDraftSchema, type Question, type ResumeDraft } from '../../domain/position';
import { checkLetterGrounding, checkResumeGrounding, type GroundingViolation } from './grounding';
import { findSkillMentions, foldCase, skillsMatch } from '../../lib/text';
import { checkResumeAttribution, repairResume } from './checks/attribution';
import { clichesIn, findLetterContradictions } from './checks/letter-checks';
import { profileOf, todayUtc } from './profile-source';

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

function toQuestions(raw: Awaited<ReturnType<LlmEngine['askQuestions']>>, jobs: number): Question[] {
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
  const employer = input.vacancy.employer?.name;
  if (employer !== undefined && !text.includes(normalizeSpaces(employer))) {
    throw new AssistantOutputError('letter', 'letter does not name the employer');
  }
  const lacking = input.match.reasons.missing_skills.filter(
    (skill) => !input.resume_draft.skill_set.some((own) => skillsMatch(own, skill)),
  );
  return findSkillMentions(letter, lacking).map((skill) => ({ kind: 'skill' as const, value: skill, where: 'letter' }));
}

/**
 * Wraps an LlmEngine as an Assistant. Each call rejects with LlmError (transport, timeout, invalid JSON or schema)
 * or AssistantOutputError (a product rule or the grounding check failed); it never returns unchecked output.
 */
export function createLlmAssistant(engine: LlmEngine): Assistant {
  return {
    async askQuestions({ position, resume, market_skills }) {
      const facts: LlmFacts = { position: { title: position.title, remote: position.remote }, resume, market_skills };
      return toQuestions(await engine.askQuestions(facts), resume.experience.length);
    },

    async composeResume(input) {
      const { position, resume, questions, answers, market_skills } = input;
      const facts: LlmFacts = {
        position: { title: position.title },
        resume,
        market_skills,
        answers: answers.map((a) => ({
          question: questions.find((q) => q.id === a.question_id) ?? null,
          answer: a.text,
        })),
      };
      const raw = await engine.composeResume(facts);
      const draft: ResumeDraft = resumeDraftSchema.parse({ ...raw, title: position.title });
      const profile = await profileOf({ resume, answers, questions, ...(input.today === undefined ? {} : { today: input.today }) });
      // Attribution first: a fact no source has means the model made things up, and the built-in engine answers; a
      // fact under the wrong job or with a changed number or date is dropped (repaired), and the rest must then pass
      // the whole check, lexical and attribution, with the profile's resolved facts («три года» → a start month).
      const violations = checkResumeAttribution(draft, profile, resume);
      const sources = { resume, answers, position, skill_vocabulary: market_skills.map((s) => s.name), profile };
      if (violations.some((v) => v.kind === 'invented')) {
        throw new AssistantOutputError('resume', 'the resume states facts not in the sources', checkResumeGrounding(draft, sources).violations);
      }
      const repaired = violations.length === 0 ? draft : repairResume(draft, violations);
      const report = checkResumeGrounding(repaired, sources);
      if (!report.ok || repaired.experience.length < draft.experience.length) {
        throw new AssistantOutputError('resume', 'the resume states facts not in the sources, or under the wrong job', report.violations);
      }
      return repaired;
    },

    async writeLetter(input) {
      const { resume_draft, vacancy, match, style, position } = input;
      const seekerMatched = match.reasons.matched_skills.filter((m) => resume_draft.skill_set.some((s) => skillsMatch(s, m)));
      const facts: LlmFacts = {
        vacancy: { name: vacancy.name, employer: vacancy.employer?.name ?? null, area: vacancy.area?.name ?? null, key_skills: vacancy.key_skills },
        seeker_matched_skills: seekerMatched,
        resume_draft,
      };
      const { letter } = await engine.writeLetter(facts, style);
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
        const vacancyNames = { name: vacancy.name, employer: vacancy.employer?.name ?? null };
        for (const c of findLetterContradictions(trimmed, input.profile, today, vacancyNames)) violations.push({ kind: 'changed', value: c.sentence, where: `letter:${c.kind}` });
      }
      for (const cliche of clichesIn(trimmed)) violations.push({ kind: 'invented', value: cliche, where: 'letter:cliche' });
      if (violations.length > 0) throw new AssistantOutputError('letter', 'the letter breaks the letter rules', violations);
      return trimmed;
    },
  };
}
