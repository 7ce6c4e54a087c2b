import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureWebBuild, planWebBuild, switchDist, webSourceHash } from './web-build.mjs';

/** A throwaway repository with the web build's inputs, and a build step that writes index.html naming the version. */
let root;
let web;
let builds;
const build = async (_webDir, outDir) => {
  builds += 1;
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  writeFileSync(join(outDir, 'index.html'), `build ${builds}: ${readFileSync(join(web, 'src', 'main.tsx'), 'utf8')}`);
};
const quiet = () => undefined;
const served = () => readFileSync(join(web, 'dist', 'index.html'), 'utf8');
const folders = () =>
  readdirSync(web)
    .filter((entry) => entry.startsWith('dist-'))
    .sort();

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'otklik-web-build-'));
  web = join(root, 'apps', 'web');
  mkdirSync(join(web, 'src'), { recursive: true });
  writeFileSync(join(web, 'src', 'main.tsx'), 'v1');
  writeFileSync(join(web, 'index.html'), '<div id="app"></div>');
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  builds = 0;
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('webSourceHash', () => {
  it('changes with a source file or the lockfile, not with tests, dist folders or other files', () => {
    const first = webSourceHash(root);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    writeFileSync(join(web, 'src', 'main.test.tsx'), 'test');
    mkdirSync(join(web, 'dist-x'), { recursive: true });
    writeFileSync(join(web, 'dist-x', 'index.html'), 'x');
    writeFileSync(join(root, 'README.md'), 'docs');
    expect(webSourceHash(root)).toBe(first);
    writeFileSync(join(web, 'src', 'main.tsx'), 'v2');
    const second = webSourceHash(root);
    expect(second).not.toBe(first);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"x":1}');
    expect(webSourceHash(root)).not.toBe(second);
  });
});

describe('ensureWebBuild (npm start)', () => {
  it('builds on the first start, then not again while the sources are unchanged', async () => {
    const first = await ensureWebBuild({ root, build, log: quiet });
    expect(first.action).toBe('build');
    expect(lstatSync(join(web, 'dist')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(web, 'dist'))).toBe(`dist-${first.hash}`);
    expect(served()).toBe('build 1: v1');

    const second = await ensureWebBuild({ root, build, log: quiet });
    expect(second).toEqual({ action: 'none', folder: first.folder, hash: first.hash });
    expect(builds).toBe(1);
  });

  it('builds a changed source into a new folder, switches dist to it and keeps only the previous build', async () => {
    const v1 = await ensureWebBuild({ root, build, log: quiet });
    writeFileSync(join(web, 'src', 'main.tsx'), 'v2');
    const v2 = await ensureWebBuild({ root, build, log: quiet });
    expect(v2.action).toBe('build');
    expect(v2.folder).not.toBe(v1.folder);
    expect(served()).toBe('build 2: v2');
    expect(folders()).toEqual([v1.folder, v2.folder].sort());

    writeFileSync(join(web, 'src', 'main.tsx'), 'v3');
    const v3 = await ensureWebBuild({ root, build, log: quiet });
    expect(folders()).toEqual([v2.folder, v3.folder].sort());

    // Back to v2's sources: its finished build is still there, so dist switches to it without building.
    writeFileSync(join(web, 'src', 'main.tsx'), 'v2');
    const back = await ensureWebBuild({ root, build, log: quiet });
    expect(back.action).toBe('switch');
    expect(builds).toBe(3);
    expect(served()).toBe('build 2: v2');
  });

  it('leaves the served build untouched when a build fails, and removes the partial folder', async () => {
    await ensureWebBuild({ root, build, log: quiet });
    writeFileSync(join(web, 'src', 'main.tsx'), 'broken');
    const failing = async (webDir, outDir) => {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'index.html'), 'half written');
      throw new Error('syntax error');
    };
    await expect(ensureWebBuild({ root, build: failing, log: quiet })).rejects.toThrow('syntax error');
    expect(served()).toBe('build 1: v1');
    expect(readdirSync(web).filter((entry) => entry.includes('.partial-'))).toEqual([]);
    expect(planWebBuild(web, webSourceHash(root)).action).toBe('build');
  });

  it('rebuilds when the folder of the current hash has no finished-build marker (an interrupted build)', async () => {
    const hash = webSourceHash(root);
    mkdirSync(join(web, `dist-${hash}`));
    writeFileSync(join(web, `dist-${hash}`, 'index.html'), 'half written');
    expect(planWebBuild(web, hash).action).toBe('build');
    await ensureWebBuild({ root, build, log: quiet });
    expect(served()).toBe('build 1: v1');
  });

  it('replaces a real dist folder (a hand-run vite build) by the symlink', async () => {
    mkdirSync(join(web, 'dist'));
    writeFileSync(join(web, 'dist', 'index.html'), 'manual');
    await ensureWebBuild({ root, build, log: quiet });
    expect(lstatSync(join(web, 'dist')).isSymbolicLink()).toBe(true);
    expect(served()).toBe('build 1: v1');
    expect(existsSync(join(web, 'dist-manual'))).toBe(false);
  });

  it('switches by renaming a symlink: a reader never sees dist missing', () => {
    mkdirSync(join(web, 'dist-a'));
    writeFileSync(join(web, 'dist-a', 'index.html'), 'a');
    mkdirSync(join(web, 'dist-b'));
    writeFileSync(join(web, 'dist-b', 'index.html'), 'b');
    switchDist(web, 'dist-a');
    expect(served()).toBe('a');
    switchDist(web, 'dist-b');
    expect(served()).toBe('b');
    expect(readdirSync(web).filter((entry) => entry.startsWith('dist.switch'))).toEqual([]);
  });
});
