/**
 * The seeker's own facts on a written resume (every fact of a written resume is grounded in a source): a fact the seeker wrote or confirmed
 * by hand («У меня есть этот навык», an edit on review) has the source kind 'seeker' («Вы указали это сами»). Pure.
 */
import type { ResumeFactSource } from '@otklik/contracts';
import type { ResumeDraft } from '../../domain/position';
import { skillKey } from '../../lib/text';

/** hh's most key skills on a resume. */
export const MAX_RESUME_SKILLS = 30;

/** A source saying the seeker wrote or confirmed this fact themselves; `field` is the draft path ('skill_set[3]'). */
export function seekerSource(field: string, fact: string): ResumeFactSource {
  return { field, fact, kind: 'seeker', question_id: null, question_number: null, quote: null, span: null, path: null };
}

/**
 * Adds a skill the seeker confirmed to the draft's key skills, with the seeker as its source. Unchanged when the
 * draft already has it (same skill key) or holds hh's 30 already.
 * @returns the draft, and whether the skill was added
 */
export function addSeekerSkill(draft: ResumeDraft, name: string): { draft: ResumeDraft; added: boolean } {
  const key = skillKey(name);
  if (draft.skill_set.some((s) => skillKey(s) === key) || draft.skill_set.length >= MAX_RESUME_SKILLS) return { draft, added: false };
  const index = draft.skill_set.length;
  return {
    draft: { ...draft, skill_set: [...draft.skill_set, name], sources: [...(draft.sources ?? []), seekerSource(`skill_set[${index}]`, name)] },
    added: true,
  };
}
