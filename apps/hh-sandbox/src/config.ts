import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The sandbox package folder and the repository root, found from this file (no machine-specific paths). */
export const SANDBOX_DIR = fileURLToPath(new URL('../', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Bundled default vacancies: the MIT-licensed sources only (seed/ATTRIBUTION.md). */
export const BUNDLED_SEED_DIR = fileURLToPath(new URL('../seed/vacancies/', import.meta.url));
/** hh's /dictionaries example, bundled so the sandbox answers offline (seed/ATTRIBUTION.md). */
export const BUNDLED_DICTIONARIES_FILE = fileURLToPath(new URL('../seed/dictionaries.json', import.meta.url));
/** The full data set beside the repository (not committed), used when present. */
export const SHARED_VACANCIES_DIR = fileURLToPath(new URL('../../../../shared/data/vacancies/', import.meta.url));
export const SHARED_RESUMES_DIR = fileURLToPath(new URL('../../../../shared/data/resumes/', import.meta.url));

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().min(1).optional());

/** Every environment variable the sandbox reads, with its default (README "Configuration"). */
const envSchema = z.object({
  HH_SANDBOX_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(8090)),
  HH_SANDBOX_HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
  HH_SANDBOX_DATA: optionalString,
  HH_SANDBOX_RESUMES: optionalString,
  HH_SANDBOX_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(1).default('otklik-sandbox')),
  HH_SANDBOX_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).default('otklik-sandbox-secret')),
  HH_SANDBOX_TOKEN_TTL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(1_209_600)),
  HH_SANDBOX_AUTO_INVITE_RATE: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(1).default(0.3)),
  HH_SANDBOX_AUTO_INVITE_DELAY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(60_000)),
  HH_SANDBOX_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  HH_SANDBOX_LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
});

/**
 * The sandbox's configuration, parsed once at boot.
 * - `dataPath`: a .jsonl file or a folder of them (searched recursively) with vacancies; relative paths in the
 *   environment are taken from the repository root (so a path to the full data set beside the repository works from any folder).
 * - `resumesPath`: resume listings (.jsonl file or folder), or null to derive them from the vacancies.
 * - `tokenTtlMs`: access-token lifetime in ms (hh answers it as `expires_in` seconds).
 * - `autoInviteRate` (0–1) and `autoInviteDelayMs`: employers invite on their own after that delay.
 * - `publicUrl`: base of every URL the sandbox puts in its answers (api `url`s, the authorize page).
 */
export interface SandboxConfig {
  port: number;
  host: string;
  dataPath: string;
  resumesPath: string | null;
  clientId: string;
  clientSecret: string;
  tokenTtlMs: number;
  autoInviteRate: number;
  autoInviteDelayMs: number;
  publicUrl: string;
  logLevel: string;
}

/**
 * Reads and validates the environment (the only reader of process.env in the sandbox).
 * Defaults: port 8090 on 127.0.0.1, the bundled seed, the resume listings beside the repository when present (else derived),
 * client 'otklik-sandbox' / 'otklik-sandbox-secret' (sandbox-only test credentials), tokens for 14 days,
 * auto-invite 30 % after 60 000 ms, public URL http://{host}:{port}.
 * @throws Error listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid hh sandbox configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Relative data paths are read from the repository root, whatever folder the process starts in.
  const fromRoot = (path: string) => resolve(REPO_ROOT, path);
  const resumesPath = e.HH_SANDBOX_RESUMES ? fromRoot(e.HH_SANDBOX_RESUMES) : existsSync(SHARED_RESUMES_DIR) ? SHARED_RESUMES_DIR : null;
  return {
    port: e.HH_SANDBOX_PORT,
    host: e.HH_SANDBOX_HOST,
    dataPath: e.HH_SANDBOX_DATA ? fromRoot(e.HH_SANDBOX_DATA) : BUNDLED_SEED_DIR,
    resumesPath,
    clientId: e.HH_SANDBOX_CLIENT_ID,
    clientSecret: e.HH_SANDBOX_CLIENT_SECRET,
    tokenTtlMs: e.HH_SANDBOX_TOKEN_TTL_SECONDS * 1000,
    autoInviteRate: e.HH_SANDBOX_AUTO_INVITE_RATE,
    autoInviteDelayMs: e.HH_SANDBOX_AUTO_INVITE_DELAY_MS,
    publicUrl: (e.HH_SANDBOX_PUBLIC_URL ?? `http://${e.HH_SANDBOX_HOST}:${e.HH_SANDBOX_PORT}`).replace(/\/+$/, ''),
    logLevel: e.HH_SANDBOX_LOG_LEVEL,
  };
}
