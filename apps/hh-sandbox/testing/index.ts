import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildSandbox, type Sandbox } from '../src/app';
import { BUNDLED_DICTIONARIES_FILE, BUNDLED_SEED_DIR, SHARED_RESUMES_DIR, SHARED_VACANCIES_DIR, loadConfig, type SandboxConfig } from '../src/config';
import { sandboxControl, type SandboxControl } from './control';

export * from './control';
export type { Sandbox, SandboxConfig };
export { BUNDLED_DICTIONARIES_FILE, BUNDLED_SEED_DIR, SHARED_RESUMES_DIR, SHARED_VACANCIES_DIR };

/**
 * Which vacancies and resume listings the sandbox loads:
 * - `'bundled'`: the MIT seed in the repo, resumes derived from it. Tests use this, so a clone needs nothing else;
 * - `'shared'`: the full data set beside the repo when it is present, the bundled seed otherwise (benches, demos);
 * - `{ vacancies, resumes }`: a .jsonl file or folder of vacancies and of resume listings (null: derived).
 */
export type SandboxSeed = 'bundled' | 'shared' | { vacancies: string; resumes?: string | null };

/** True when the shared data set (vacancies) sits beside the repo. */
export const hasSharedData = (): boolean => existsSync(SHARED_VACANCIES_DIR);

function seedPaths(seed: SandboxSeed): Pick<SandboxConfig, 'dataPath' | 'resumesPath'> {
  if (seed === 'bundled') return { dataPath: BUNDLED_SEED_DIR, resumesPath: null };
  if (seed === 'shared') {
    return hasSharedData()
      ? { dataPath: SHARED_VACANCIES_DIR, resumesPath: existsSync(SHARED_RESUMES_DIR) ? SHARED_RESUMES_DIR : null }
      : { dataPath: BUNDLED_SEED_DIR, resumesPath: null };
  }
  return { dataPath: seed.vacancies, resumesPath: seed.resumes ?? null };
}

/** The hh sandbox running in this process on a loopback port: a real HTTP peer for the product's hh client. */
export interface RunningSandbox {
  sandbox: Sandbox;
  /** Base URL, e.g. http://127.0.0.1:41234: both the API host and the OAuth host. */
  url: string;
  /** The control API client of this sandbox. */
  control: SandboxControl;
  close(): Promise<void>;
}

/**
 * Starts the hh sandbox on 127.0.0.1 with auto-invites off and no logging.
 * @param options.seed the data it loads (default `'bundled'`, see {@link SandboxSeed})
 * @param options.port the port (default 0: a free one)
 * @param options.env extra sandbox variables (HH_SANDBOX_TOKEN_TTL_SECONDS, HH_SANDBOX_AUTO_INVITE_RATE, …)
 * @throws Error when the data cannot be loaded or the port is taken
 */
export async function startSandbox(options: { seed?: SandboxSeed; port?: number; env?: Record<string, string> } = {}): Promise<RunningSandbox> {
  const loaded = loadConfig({
    HH_SANDBOX_PORT: String(options.port ?? 0),
    HH_SANDBOX_AUTO_INVITE_RATE: '0',
    HH_SANDBOX_LOG_LEVEL: 'silent',
    ...options.env,
  });
  const config: SandboxConfig = { ...loaded, ...seedPaths(options.seed ?? 'bundled') };
  const sandbox = await buildSandbox({ config, logger: false });
  await sandbox.app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const { port } = sandbox.app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return { sandbox, url, control: sandboxControl(url), close: () => sandbox.app.close() };
}
