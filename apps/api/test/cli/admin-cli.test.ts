import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config/env';
import { ADMIN_CLI_USAGE, parseAdminArgs, runAdminCli } from '../../src/cli/admin';
import { adminSocketPath } from '../../src/modules/admin';
import { selectorPack } from '../../src/integrations/hh';
import { buildTestApp, callAs, deviceCall, nextOperation, pairCompanion, signInSeeker, type Seeker, type TestApp } from '@otklik/api/testing';

const run = promisify(execFile);
const SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

describe('npm run admin: argument parsing', () => {
  it('knows grant <email>, revoke <email>, list, pack-status and pack-resume, and nothing else', () => {
    expect(parseAdminArgs(['grant', 'a@b.ru'])).toEqual({ command: 'grant', email: 'a@b.ru' });
    expect(parseAdminArgs(['revoke', 'a@b.ru'])).toEqual({ command: 'revoke', email: 'a@b.ru' });
    expect(parseAdminArgs(['list'])).toEqual({ command: 'list' });
    expect(parseAdminArgs(['pack-status'])).toEqual({ command: 'pack-status' });
    expect(parseAdminArgs(['pack-resume'])).toEqual({ command: 'pack-resume' });
    for (const args of [[], ['grant'], ['list', 'x'], ['pack-resume', '1.0.0'], ['grant', 'a@b.ru', 'extra'], ['delete', 'a@b.ru']])
      expect(parseAdminArgs(args), args.join(' ')).toBeNull();
  });

  it('prints the usage and fails for a wrong command', async () => {
    expect(await runAdminCli(['promote', 'a@b.ru'], {})).toEqual({ code: 1, output: ADMIN_CLI_USAGE });
  });
});

describe('npm run admin while the server runs on the embedded PGlite (through the control socket)', () => {
  let t: TestApp;
  let seeker: Seeker;
  let env: Record<string, string>;
  beforeAll(async () => {
    // DATABASE_URL empty: PGlite on disk in DATA_DIR, locked by this app, as `npm start` runs it.
    t = await buildTestApp({ env: { DATABASE_URL: '' } });
    seeker = await signInSeeker(t.app);
    env = { DATA_DIR: t.dataDir, APP_SECRET: SECRET, LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('opens the socket in DATA_DIR for the owner only', () => {
    const path = adminSocketPath(t.dataDir);
    expect(statSync(path).isSocket()).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('grants, lists and revokes the role of an existing account; the console follows', async () => {
    expect((await callAs(t.app, seeker, 'GET', '/api/admin/me')).json()).toEqual({ is_admin: false });
    expect(await runAdminCli(['grant', seeker.email.toUpperCase()], env)).toEqual({ code: 0, output: `${seeker.email} is now an admin.` });
    expect((await callAs(t.app, seeker, 'GET', '/api/admin/me')).json()).toEqual({ is_admin: true });
    expect((await callAs(t.app, seeker, 'GET', '/api/admin/audit')).json()).toMatchObject({
      items: [{ actor: 'cli', action: 'admin.grant', target: seeker.email }],
    });
    expect(await runAdminCli(['grant', seeker.email], env)).toEqual({ code: 0, output: `${seeker.email} already was an admin.` });
    const listed = await runAdminCli(['list'], env);
    expect(listed.code).toBe(0);
    expect(listed.output).toContain(seeker.email);

    expect(await runAdminCli(['revoke', seeker.email], env)).toEqual({ code: 0, output: `${seeker.email} is no longer an admin.` });
    expect((await callAs(t.app, seeker, 'GET', '/api/admin/me')).json()).toEqual({ is_admin: false });
    expect((await callAs(t.app, seeker, 'GET', '/api/admin/users?q=a')).statusCode).toBe(403);
  });

  it('fails with exit code 1 for an e-mail nobody registered', async () => {
    const result = await runAdminCli(['grant', 'nobody-here@example.ru'], env);
    expect(result.code).toBe(1);
    expect(result.output).toContain('No account with the e-mail nobody-here@example.ru');
  });

  it('is what the root script `npm run admin -- grant <email>` runs', async () => {
    const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'grant', seeker.email], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, DATABASE_URL: '' },
    });
    expect(stdout.trim()).toBe(`${seeker.email} is now an admin.`);
    expect((await callAs(t.app, seeker, 'GET', '/api/admin/me')).json()).toEqual({ is_admin: true });
  });

  it('tells the operator that hh changed a page and lifts the pause of sending after the pack is fixed', async () => {
    const { device_token } = await pairCompanion(t.app, seeker);
    expect((await runAdminCli(['pack-status'], env)).output).toContain('sending through the browser companions runs');
    const mismatch = { version: selectorPack.version, page: 'response_popup', missing: ['submit'] };
    expect((await deviceCall(t.app, device_token, 'POST', '/api/companion/device/pack-mismatch', mismatch)).statusCode).toBe(204);
    const status = await runAdminCli(['pack-status'], env);
    expect(status.code).toBe(0);
    expect(status.output).toContain(`Selector pack ${selectorPack.version}: sending PAUSED`);
    expect(status.output).toContain('page «response_popup» missed submit');
    expect(await runAdminCli(['pack-resume'], env)).toEqual({
      code: 0,
      output: `Sending through the browser companions resumed on selector pack ${selectorPack.version}.`,
    });
    expect((await callAs(t.app, seeker, 'GET', '/api/companion/status')).json()).toMatchObject({ paused_page_changed: false });
    expect(await runAdminCli(['pack-resume'], env)).toEqual({ code: 0, output: `Selector pack ${selectorPack.version} was not paused.` });
    // The lifted pause comes back on the next failed self-test of the same pack.
    expect((await deviceCall(t.app, device_token, 'POST', '/api/companion/device/pack-mismatch', mismatch)).statusCode).toBe(204);
    expect((await callAs(t.app, seeker, 'GET', '/api/companion/status')).json()).toMatchObject({ paused_page_changed: true });
    expect(await nextOperation(t.app, device_token, 'apply')).toBeNull();
    expect((await runAdminCli(['pack-resume'], env)).code).toBe(0);
  });

  it('the socket is gone once the server closes', async () => {
    const dataDir = t.dataDir;
    await t.app.close();
    expect(existsSync(adminSocketPath(dataDir))).toBe(false);
  });
});

describe('npm run admin with no server running (opens and migrates the database itself)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'otklik-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists no admins on a fresh database and refuses an unknown e-mail', async () => {
    const env = { DATA_DIR: dataDir, APP_SECRET: SECRET };
    expect(await runAdminCli(['list'], env)).toEqual({ code: 0, output: 'No admins.' });
    expect((await runAdminCli(['grant', 'first@example.ru'], env)).code).toBe(1);
    expect(existsSync(`${join(dataDir, 'pglite')}.lock`)).toBe(false);
  }, 120_000);
});
