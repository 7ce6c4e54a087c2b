import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOC, CONFIG_KEYS, ConfigError, loadConfig, REPO_ROOT } from './env';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '127.0.0.1',
      dataDir: join(REPO_ROOT, '.data'),
      database: { kind: 'pglite', dataDir: join(REPO_ROOT, '.data', 'pglite') },
      publicUrl: 'http://127.0.0.1:8080',
      publicUrlIsHttps: false,
      registrationOpen: true,
      mail: { smtpUrl: null, outboxDir: join(REPO_ROOT, '.data', 'outbox') },
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      webDistDir: join(REPO_ROOT, 'apps', 'web', 'dist'),
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.warnings.join(' ')).toMatch(/APP_SECRET is not set/);
  });

  it('finds the repository root from its own location, not the working directory', () => {
    expect(REPO_ROOT).toBe(join(import.meta.dirname, '..', '..', '..', '..'));
  });

  it('derives PUBLIC_URL from PORT, and reads the database, proxy and booleans', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://u@db:5432/otklik',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      REGISTRATION_OPEN: 'false',
      DATA_DIR: '/var/lib/otklik',
    });
    expect(config.publicUrl).toBe('http://127.0.0.1:9090');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/otklik' });
    expect(config.trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(config.registrationOpen).toBe(false);
    expect(config.dataDir).toBe('/var/lib/otklik');
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'pglite-memory' });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://otklik.ru/' })).toMatchObject({ publicUrl: 'https://otklik.ru', publicUrlIsHttps: true });
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'ftp://x', LOG_LEVEL: 'loud', REGISTRATION_OPEN: 'perhaps' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
    expect(problems.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'PUBLIC_URL', 'REGISTRATION_OPEN']);
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:/);
  });

  it('requires APP_SECRET in production, with no default, and a long one everywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET: is required when NODE_ENV=production/);
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET: must be at least 32 characters/);
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: 's'.repeat(40) });
    expect(config.appSecret).toBe('s'.repeat(40));
    expect(config.warnings).toEqual([]);
  });
});

describe('CONFIG_DOC', () => {
  it('documents exactly the variables the schema reads, each once, with a default and a meaning', () => {
    const documented = CONFIG_DOC.map((entry) => entry.name);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...CONFIG_KEYS].sort());
    for (const entry of CONFIG_DOC) {
      expect(entry.default.length, entry.name).toBeGreaterThan(0);
      expect(entry.meaning.length, entry.name).toBeGreaterThan(10);
    }
  });
});
