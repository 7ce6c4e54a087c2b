/**
 * The eight checks (persona-checks.ts) of the built-in engine over the labelled sets, per persona and per group: the
 * totals over `old` + `new`, then the `third` to `seventh` sets by half and the blind `eighth` set on their own rows.
 * Run: `npx tsx apps/api/src/engines/assistant/bench/run-checks.ts [--misses] [--set=old|new|third|fourth|fifth|sixth|seventh|eighth] [--half=tuning|held-out]
 * [--only=<id part>]`.
 */
import { createBuiltinAssistant } from '../builtin-assistant';
import { LABELLED_SETS, loadLabelledSeekers } from './labelled-set';
import { checkSeeker, printChecks, type PersonaVerdict } from './persona-checks';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const wantedSet = arg('set');
if (wantedSet !== undefined && !(LABELLED_SETS as readonly string[]).includes(wantedSet)) {
  console.error(`--set must be one of ${LABELLED_SETS.join(', ')}; got «${wantedSet}»`);
  process.exit(2);
}
const assistant = createBuiltinAssistant();
const verdicts: PersonaVerdict[] = [];
for (const seeker of loadLabelledSeekers()) {
  if (arg('set') !== undefined && seeker.set !== arg('set')) continue;
  if (arg('half') !== undefined && seeker.half !== arg('half')) continue;
  if (arg('only') !== undefined && !seeker.id.includes(arg('only')!)) continue;
  verdicts.push(await checkSeeker(assistant, seeker));
}
printChecks('built-in engine', verdicts, console.log, process.argv.includes('--misses'));
