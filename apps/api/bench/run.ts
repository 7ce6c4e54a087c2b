/**
 * `npm run bench -w @otklik/api` (and the root `npm run bench`): the API's figures:
 * (a) Done → accepted by hh, (b) applications per second with 50 seekers at once, (c) precision@5 of the proposals,
 * (d) the built-in assistant's quality figures over the labelled personas (both engines and the proposals' figures:
 * `npm run bench:assistant`), (e) the invitation poller's cost per tick for 1,000 connected seekers.
 * The polled endpoints against a bare route: `npm run bench:polling`.
 * Pass the bench letters to run only some: `npm run bench -w @otklik/api -- a c`.
 */
import { benchDoneToAccepted } from './done-to-accepted';
import { benchInvitationPoller } from './invitation-poller';
import { benchProposalsPrecision } from './proposals-precision';
import { benchThroughput } from './throughput';
import { createBuiltinAssistant } from '../src/engines/assistant/builtin-assistant';
import { measureAssistantQuality, printQuality } from '../src/engines/assistant/bench/quality-report';

const wanted = new Set(process.argv.slice(2).map((arg) => arg.toLowerCase()));
const runs = (letter: string) => wanted.size === 0 || wanted.has(letter);

if (runs('a')) await benchDoneToAccepted();
if (runs('b')) await benchThroughput();
if (runs('c')) await benchProposalsPrecision();
if (runs('m')) await (await import('./memory')).benchMemory(); // (m) API RSS at ready: bench/memory.ts
if (runs('d')) printQuality('(d) assistant quality, built-in engine', await measureAssistantQuality(createBuiltinAssistant()));
if (runs('e')) await benchInvitationPoller();
process.exit(0);
