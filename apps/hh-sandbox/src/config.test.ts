import { describe, expect, it } from 'vitest';
import { BUNDLED_SEED_DIR, loadConfig } from './config';

describe('sandbox config', () => {
  it('runs on its defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8090,
      host: '127.0.0.1',
      dataPath: BUNDLED_SEED_DIR,
      clientId: 'otklik-sandbox',
      clientSecret: 'otklik-sandbox-secret',
      tokenTtlMs: 1_209_600_000,
      autoInviteRate: 0.3,
      autoInviteDelayMs: 60_000,
      publicUrl: 'http://127.0.0.1:8090',
    });
  });

  it('reads every variable, and derives the public URL from host and port', () => {
    const config = loadConfig({
      HH_SANDBOX_PORT: '9100',
      HH_SANDBOX_HOST: '0.0.0.0',
      HH_SANDBOX_DATA: '/data/vacancies.jsonl',
      HH_SANDBOX_RESUMES: '/data/resumes',
      HH_SANDBOX_TOKEN_TTL_SECONDS: '60',
      HH_SANDBOX_AUTO_INVITE_RATE: '0',
      HH_SANDBOX_AUTO_INVITE_DELAY_MS: '5000',
    });
    expect(config).toMatchObject({
      port: 9100,
      dataPath: '/data/vacancies.jsonl',
      resumesPath: '/data/resumes',
      tokenTtlMs: 60_000,
      autoInviteRate: 0,
      autoInviteDelayMs: 5000,
      publicUrl: 'http://0.0.0.0:9100',
    });
    expect(loadConfig({ HH_SANDBOX_PUBLIC_URL: 'https://hh-sandbox.example/' }).publicUrl).toBe('https://hh-sandbox.example');
    // A relative path is read from the repository root, whatever folder the process starts in.
    expect(loadConfig({ HH_SANDBOX_DATA: 'apps/hh-sandbox/seed/vacancies' }).dataPath).toBe(BUNDLED_SEED_DIR.replace(/\/$/, ''));
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ HH_SANDBOX_PORT: 'eighty', HH_SANDBOX_AUTO_INVITE_RATE: '1.5', HH_SANDBOX_PUBLIC_URL: 'ftp://x' })).toThrow(
      /HH_SANDBOX_PORT[\s\S]*HH_SANDBOX_AUTO_INVITE_RATE[\s\S]*HH_SANDBOX_PUBLIC_URL/,
    );
  });
});
