import { loadLabelledSeekers } from './src/engines/assistant/bench/labelled-set';
const s = loadLabelledSeekers().find((s) => s.id === process.argv[2])!;
s.input.answers.forEach((a, i) => console.log(`A${i + 1}:`, a.text));
console.log(JSON.stringify(s.expected, null, 0));
