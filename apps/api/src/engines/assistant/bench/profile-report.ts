/**
 * Prints how the deterministic extractor does over the labelled persona set: recall of employers, roles, dates,
 * education and numbers (target ≥ 0.9), misattributed achievements (target 0), answer-stated skill recall (≥ 0.8)
 * and precision (1.0). Run: `npx tsx apps/api/src/engines/assistant/profile/profile-report.ts [--misses]`.
 */
import { extractProfile } from '../profile/extract-profile';
import { personaResume } from '../__fixtures__/persona-input';
import { loadPersonas, ratio, scorePersona, sumTallies, type PersonaScore } from './personas';

const personas = loadPersonas();
const scores: PersonaScore[] = [];
for (const persona of personas) {
  const profile = await extractProfile({ answers: persona.answers, hhResume: personaResume(persona), today: persona.today, questions: persona.questions });
  scores.push(scorePersona(persona, profile));
}
const line = (name: string, key: 'employers' | 'roles' | 'dates' | 'education' | 'numbers' | 'attributed' | 'skillRecall'): void => {
  const t = sumTallies(scores.map((s) => s[key]));
  console.log(`${name.padEnd(34)} ${ratio(t).toFixed(3)}  (${t.hit}/${t.total})`);
};
console.log(`personas: ${personas.length}`);
line('employers recall', 'employers');
line('roles recall', 'roles');
line('dates recall', 'dates');
line('education recall', 'education');
line('numbers recall', 'numbers');
const facts = sumTallies(scores.flatMap((s) => [s.employers, s.roles, s.dates, s.education, s.numbers]));
console.log(`${'fact recall overall'.padEnd(34)} ${ratio(facts).toFixed(3)}  (${facts.hit}/${facts.total})`);
line('achievements under their employer', 'attributed');
console.log(`${'misattributed achievements'.padEnd(34)} ${scores.reduce((n, s) => n + s.misattributed, 0)}`);
line('answer skill recall', 'skillRecall');
const falseSkills = scores.flatMap((s) => s.skillFalse);
const found = sumTallies(scores.map((s) => s.skillRecall)).hit;
console.log(
  `${'answer skill precision'.padEnd(34)} ${(found / Math.max(1, found + falseSkills.length)).toFixed(3)}  (${falseSkills.length} unlabelled: ${falseSkills.join(', ') || 'none'})`,
);
if (process.argv.includes('--misses')) for (const m of scores.flatMap((s) => s.misses)) console.log(`  miss ${m}`);
