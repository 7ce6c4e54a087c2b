const { toBullets } = await import(`${process.cwd()}/src/engines/assistant/profile/bullets.ts`);
const { loadMorphology } = await import(`${process.cwd()}/src/engines/assistant/profile/morphology.ts`); await loadMorphology();
const { splitSentences } = await import(`${process.cwd()}/src/engines/assistant/profile/sentences.ts`);
for (const t of process.argv.slice(2)) for (const s of splitSentences(t)) console.log(JSON.stringify(s.text), '\n   →', JSON.stringify(toBullets(s.text, 7)));
