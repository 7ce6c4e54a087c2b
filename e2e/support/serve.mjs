#!/usr/bin/env node
// Starts Otklik for the browser journeys: a fresh DATA_DIR (PGlite, outbox) per run, then `scripts/start.mjs`, which
// runs the hh sandbox on the full vacancy data set beside the repo when it is present (the bundled MIT seed otherwise).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = { ...process.env };
env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'otklik-e2e-'));
delete env.DATABASE_URL;
delete env.HH_CLIENT_ID;

const child = spawn(process.execPath, [join(repo, 'scripts', 'start.mjs')], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
