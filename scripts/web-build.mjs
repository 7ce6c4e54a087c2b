// `npm start`'s web build, done only when needed (not on every start): the web app is built when the hash of its
// sources (apps/web sources and config, packages/contracts, the lockfile) differs from the last build's, into a fresh
// folder apps/web/dist-<hash>; only a finished build is switched in, by renaming a new symlink over apps/web/dist
// (rename(2) is atomic), so a process already serving apps/web/dist sees the old build or the new one, never a
// half-written one. The previous build is kept (a tab still open on it can load its lazy chunks); older ones are removed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

/** What the web build reads, relative to the repository root: folders are walked, files read as they are. */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
];

/** Files that never reach the bundle: tests and test helpers. */
const IGNORED = /(\.test\.[cm]?[jt]sx?$)|(^|\/)test\//;

/** The file written into a build folder once the build finished; it holds the source hash. */
export const BUILD_MARKER = '.otklik-build';

function listFiles(root, path, out) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) listFiles(root, `${path}/${entry}`, out);
  } else if (!IGNORED.test(path)) {
    out.push(path);
  }
}

/**
 * SHA-256 over the web build's inputs (each file's path and content, in a fixed order), as 16 hex digits.
 * @param {string} root the repository root
 * @param {string[]} [inputs] paths relative to root (default {@link WEB_BUILD_INPUTS})
 * @returns {string}
 */
export function webSourceHash(root, inputs = WEB_BUILD_INPUTS) {
  const files = [];
  for (const input of inputs) listFiles(root, input, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** True when `dir` holds a finished build of `hash`. */
function isFinishedBuild(dir, hash) {
  const marker = join(dir, BUILD_MARKER);
  return existsSync(marker) && readFileSync(marker, 'utf8').trim() === hash && existsSync(join(dir, 'index.html'));
}

/**
 * What `npm start` must do for the web app:
 * - 'none': apps/web/dist already points at a finished build of these sources;
 * - 'switch': a finished build of these sources exists (dist-<hash>) but dist points elsewhere;
 * - 'build': no finished build of these sources: build into dist-<hash>, then switch.
 * @param {string} webDir apps/web (absolute)
 * @param {string} hash {@link webSourceHash} of the current sources
 * @returns {{ action: 'none' | 'switch' | 'build', folder: string }} folder: the dist-<hash> name to serve
 */
export function planWebBuild(webDir, hash) {
  const folder = `dist-${hash}`;
  if (!isFinishedBuild(join(webDir, folder), hash)) return { action: 'build', folder };
  const dist = join(webDir, 'dist');
  const current = existsSync(dist) && lstatSync(dist).isSymbolicLink() ? readlinkSync(dist) : null;
  return { action: current === folder ? 'none' : 'switch', folder };
}

/**
 * Points apps/web/dist at `folder` atomically: a new symlink is renamed over the old one. A real dist folder (left by
 * `vite build` run by hand) is first moved aside to dist-manual, then removed.
 * @param {string} webDir apps/web (absolute)
 * @param {string} folder a sibling folder name, e.g. dist-0123abcd
 */
export function switchDist(webDir, folder) {
  const dist = join(webDir, 'dist');
  const temp = join(webDir, `dist.switch-${process.pid}`);
  rmSync(temp, { force: true });
  symlinkSync(folder, temp, 'dir');
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) {
    const aside = join(webDir, 'dist-manual');
    rmSync(aside, { recursive: true, force: true });
    renameSync(dist, aside);
    renameSync(temp, dist);
    rmSync(aside, { recursive: true, force: true });
  } else {
    renameSync(temp, dist);
  }
}

/** True for a partial build folder of a process that still runs (another `npm start` building now). */
function isBuildInProgress(entry) {
  const pid = Number(/\.partial-(\d+)$/.exec(entry)?.[1]);
  if (!pid || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes build folders other than `keep` (and partial builds of dead processes).
 * @param {string} webDir apps/web (absolute)
 * @param {string[]} keep folder names to keep
 */
export function pruneBuilds(webDir, keep) {
  for (const entry of readdirSync(webDir)) {
    if (!entry.startsWith('dist-') || keep.includes(entry) || isBuildInProgress(entry)) continue;
    rmSync(join(webDir, entry), { recursive: true, force: true });
  }
}

/** Runs `vite build` of apps/web into outDir (OUT_DIR, see apps/web/vite.config.ts). */
export function viteBuild(webDir, outDir) {
  const vite = join(dirname(createRequire(join(webDir, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build'], {
      cwd: webDir,
      env: { ...process.env, OUT_DIR: outDir },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
}

/**
 * Makes apps/web/dist serve a finished build of the current sources, building only when they changed.
 * @param {{ root: string, build?: (webDir: string, outDir: string) => Promise<void>, log?: (line: string) => void }} options
 *   root: the repository root; build: the build step (default `vite build` with OUT_DIR), writing into outDir
 * @returns {Promise<{ action: 'none' | 'switch' | 'build', folder: string, hash: string }>}
 * @throws the build's error; dist is then left as it was and the partial folder removed
 */
export async function ensureWebBuild({ root, build = viteBuild, log = (line) => console.log(line) }) {
  const webDir = join(root, 'apps', 'web');
  const hash = webSourceHash(root);
  const plan = planWebBuild(webDir, hash);
  const previous = existsSync(join(webDir, 'dist')) && lstatSync(join(webDir, 'dist')).isSymbolicLink() ? readlinkSync(join(webDir, 'dist')) : null;
  if (plan.action === 'build') {
    const partial = join(webDir, `${plan.folder}.partial-${process.pid}`);
    log(`[start] web sources changed (${hash}): building ${relative(root, join(webDir, plan.folder))}`);
    rmSync(partial, { recursive: true, force: true });
    try {
      await build(webDir, partial);
      writeFileSync(join(partial, BUILD_MARKER), `${hash}\n`);
      rmSync(join(webDir, plan.folder), { recursive: true, force: true });
      renameSync(partial, join(webDir, plan.folder));
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      throw error;
    }
  } else {
    log(`[start] web app up to date (${hash}): no build`);
  }
  if (plan.action !== 'none') switchDist(webDir, plan.folder);
  pruneBuilds(webDir, [plan.folder, ...(previous && previous !== plan.folder ? [previous] : [])]);
  return { ...plan, hash };
}

// `node scripts/web-build.mjs` (root `npm run build`): the same build-when-changed step, without starting anything.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(dirname(new URL(import.meta.url).pathname), '..');
  await ensureWebBuild({ root });
}
