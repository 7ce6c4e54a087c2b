import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function build(env: Record<string, string>): { dir: string; manifest: Record<string, unknown> } {
  const dir = join(mkdtempSync(join(tmpdir(), 'companion-build-')), 'extension');
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--out', dir], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'pipe' });
  return { dir, manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown> };
}

describe('the companion build', () => {
  it('asks for hh.ru, its regional sites and the Otklik origin only, never every site', () => {
    const { dir, manifest } = build({ COMPANION_OTKLIK_ORIGIN: 'https://otklik.example', HH_CLIENT_ID: 'real' });
    expect(manifest.manifest_version).toBe(3);
    const hosts = manifest.host_permissions as string[];
    expect(hosts).toContain('https://hh.ru/*');
    expect(hosts).toContain('https://*.hh.ru/*');
    expect(hosts).toContain('https://hh.kz/*');
    expect(hosts).toContain('https://otklik.example/*');
    expect(
      hosts.every(
        (host) =>
          host === 'https://otklik.example/*' || /^https:\/\/(\*\.)?(hh\.ru|hh\.kz|rabota\.by|hh\.uz|headhunter\.ge|headhunter\.kg|hh1\.az)\/\*$/.test(host),
      ),
    ).toBe(true);
    expect(JSON.stringify(manifest)).not.toMatch(/<all_urls>|\*:\/\/\*\//);
    // Content scripts run on hh's pages only, never on Otklik's.
    const scripts = manifest.content_scripts as { matches: string[] }[];
    expect(scripts[0]!.matches).not.toContain('https://otklik.example/*');
    // No permission to read cookies: hh's cookies stay in the browser.
    expect(manifest.permissions).toEqual(['storage', 'alarms']);
    expect(readFileSync(join(dir, 'background.js'), 'utf8')).toContain('https://otklik.example');
    expect(existsSync(`${dir}.zip`)).toBe(true);
  });

  it('adds the hh sandbox origin when built for the sandbox', () => {
    const { manifest } = build({ COMPANION_OTKLIK_ORIGIN: 'http://127.0.0.1:8080', COMPANION_HH_ORIGIN: 'http://127.0.0.1:8090' });
    expect(manifest.host_permissions).toContain('http://127.0.0.1:8090/*');
    expect(manifest.host_permissions).toContain('http://127.0.0.1:8080/*');
    expect((manifest.content_scripts as { matches: string[] }[])[0]!.matches).toContain('http://127.0.0.1:8090/*');
  });
});
