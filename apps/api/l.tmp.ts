import { loadMorphology, parseWord } from './src/engines/assistant/profile/morphology';
import { findListedSkills } from './src/engines/assistant/profile/skill-lists';
await loadMorphology();
for (const t of process.argv.slice(2)) console.log(JSON.stringify(findListedSkills(t).map((s) => s.name)));
console.log(parseWord('описываю')?.tag.toString(), parseWord('проектирую')?.tag.toString());
