/**
 * Test and bench helper: the built-in reading of a profile in the OpenAI-compatible engine's wire shape. The local
 * fake server (fake-llm.ts) answers with it, so tests and the bench drive the model path with a known-good profile
 * and then break it on purpose.
 */
import type { Answer } from '../src/domain/position';
import type { Achievement, CandidateProfile, Provenance } from '../src/engines/assistant/profile';
import { llmProfileSchema, type LlmProfile, type LlmProvenance } from '../src/engines/assistant/llm/llm-profile.schema';

/**
 * The built-in reading of a profile in the model's wire shape: quotes cut from the answers at the reference spans.
 * The local fake OpenAI-compatible server answers with it, so tests and the bench drive the model path with a
 * known-good profile and then break it on purpose.
 */
export function toLlmProfile(profile: CandidateProfile, answers: readonly Answer[]): LlmProfile {
  const wire = (ps: readonly Provenance[]): LlmProvenance[] =>
    ps.flatMap((p): LlmProvenance[] => {
      if (p.source === 'answer' && p.answerId !== null && p.span !== null) {
        const answer = answers.find((a) => a.question_id === p.answerId);
        if (answer === undefined) return [];
        return [{ source: 'answer' as const, answerId: p.answerId, quote: answer.text.slice(p.span[0], p.span[1]), path: null }];
      }
      if (p.source === 'hh_resume') return [{ source: 'hh_resume' as const, answerId: null, quote: null, path: p.path }];
      return [];
    });
  const fact = <T extends { sources: Provenance[] }>(f: T): Omit<T, 'sources'> & { sources: LlmProvenance[] } => ({ ...f, sources: wire(f.sources) });
  const ach = (a: Achievement): LlmProfile['unattributedAchievements'][number] => ({
    text: a.text,
    numbers: a.numbers.map(({ value, unit, role, raw }) => ({ value, unit, role, raw })),
    sources: wire(a.sources),
  });
  return llmProfileSchema.parse({
    experience: profile.experience.map((e) => ({
      id: e.id,
      employer: fact(e.employer),
      role: fact(e.role),
      start: fact(e.start),
      end: fact(e.end),
      current: fact(e.current),
      location: fact(e.location),
      achievements: e.achievements.map(ach),
    })),
    unattributedAchievements: profile.unattributedAchievements.map(ach),
    education: profile.education.map((e) => ({
      institution: fact(e.institution),
      year: fact(e.year),
      speciality: fact(e.speciality),
      level: fact(e.level),
      course: e.course === true,
    })),
    skills: profile.skills.map((s) => ({ name: s.name, sources: wire(s.sources) })),
    languages: profile.languages.map((l) => ({ id: l.id, name: l.name, level: l.level, sources: wire(l.sources) })),
    goals: profile.goals.map((g) => ({ kind: g.kind, text: g.text, sources: wire(g.sources) })),
  });
}
