import { loadLabelledSeekers } from './src/engines/assistant/bench/labelled-set';
import { createBuiltinAssistant } from './src/engines/assistant/builtin-assistant';
import { loadMorphology } from './src/engines/assistant/profile/morphology';
await loadMorphology();
const a = createBuiltinAssistant();
for (const s of loadLabelledSeekers().filter((s) => s.half === 'tuning' && s.set === 'new')) {
  if (process.argv[2] && !s.id.startsWith(process.argv[2])) continue;
  const d = await a.composeResume({ ...s.input, market_skills: [] });
  console.log(s.id, '\n  got :', JSON.stringify(d.skill_set), '\n  want:', JSON.stringify(s.expected.skills));
}
