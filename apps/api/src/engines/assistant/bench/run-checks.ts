/**
 * The eight checks (persona-checks.ts) of the built-in engine over both labelled sets, per persona and per group.
 * Run: `npx tsx apps/api/src/engines/assistant/bench/run-checks.ts [--misses] [--set=old|new] [--half=tuning|held-out]`.
 */
import { createBuiltinAssistant } from '../builtin-assistant';
import { loadLabelledSeekers } from './labelled-set';
import { checkSeeker, printChecks, type PersonaVerdict } from './persona-checks';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const assistant = createBuiltinAssistant();
const verdicts: PersonaVerdict[] = [];
for (const seeker of loadLabelledSeekers()) {
  if (arg('set') !== undefined && seeker.set !== arg('set')) continue;
  if (arg('half') !== undefined && seeker.half !== arg('half')) continue;
  if (arg('only') !== undefined && !seeker.id.includes(arg('only')!)) continue;
  verdicts.push(await checkSeeker(assistant, seeker));
}
printChecks('built-in engine', verdicts, console.log, process.argv.includes('--misses'));
