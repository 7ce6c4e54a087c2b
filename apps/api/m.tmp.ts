import { loadMorphology } from './src/engines/assistant/profile/morphology';
import { findSkillsInText } from './src/engines/assistant/profile/skills';
await loadMorphology();
for (const t of process.argv.slice(2)) console.log(JSON.stringify(findSkillsInText(t).map((s) => [s.name, t.slice(s.start, s.end)])));
