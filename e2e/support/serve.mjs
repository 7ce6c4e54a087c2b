#!/usr/bin/env node
// Starts Otklik for the browser journeys: a fresh DATA_DIR (PGlite, outbox) per run, the hh sandbox on the real
// vacancies of ../shared/data when that folder exists (the bundled MIT seed otherwise), then `scripts/start.mjs`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shared = resolve(repo, '..', 'shared', 'data');
const env = { ...process.env };
env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'otklik-e2e-'));
if (!env.HH_SANDBOX_DATA && existsSync(join(shared, 'vacancies'))) env.HH_SANDBOX_DATA = join(shared, 'vacancies');
if (!env.HH_SANDBOX_RESUMES && existsSync(join(shared, 'resumes'))) env.HH_SANDBOX_RESUMES = join(shared, 'resumes');
delete env.DATABASE_URL;
delete env.HH_CLIENT_ID;

const child = spawn(process.execPath, [join(repo, 'scripts', 'start.mjs')], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
