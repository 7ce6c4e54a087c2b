/**
 * `npm run bench -w @otklik/api` (and the root `npm run bench`): the API's figures:
 * (a) Done → accepted by hh, (b) applications per second with 50 seekers at once, (c) precision@5 of the proposals.
 * Pass the bench letters to run only some: `npm run bench -w @otklik/api -- a c`.
 */
import { benchDoneToAccepted } from './done-to-accepted';
import { benchProposalsPrecision } from './proposals-precision';
import { benchThroughput } from './throughput';

const wanted = new Set(process.argv.slice(2).map((arg) => arg.toLowerCase()));
const runs = (letter: string) => wanted.size === 0 || wanted.has(letter);

if (runs('a')) await benchDoneToAccepted();
if (runs('b')) await benchThroughput();
if (runs('c')) await benchProposalsPrecision();
process.exit(0);
