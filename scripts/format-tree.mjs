#!/usr/bin/env node
// Formats the whole tree with Prettier in one commit of its own, then makes `npm run lint` check formatting from then on.
// Run it once, on main, when no other branch is open (every open branch would conflict with it):
//   node scripts/format-tree.mjs            # reformat, switch lint on, verify, commit
//   node scripts/format-tree.mjs --dry-run  # only say how many files would change
// It refuses a dirty work tree, so the commit holds the reformat and nothing else.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args, options = {}) => execFileSync(command, args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...options });
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** The files Prettier owns (the same list as `npm run format`). */
const FILES = '**/*.{ts,tsx,js,mjs,cjs}';
/** `npm run lint` once the tree is formatted: ESLint, then Prettier's check. */
const LINT_WITH_FORMAT = 'eslint . && npm run format:check';

const dryRun = process.argv.includes('--dry-run');
if (run('git', ['status', '--porcelain']).trim() !== '') {
  console.error('format-tree: the work tree has changes; commit or stash them first, so the reformat commit holds nothing else.');
  process.exit(1);
}

/** The files whose formatting Prettier would change. */
function unformatted() {
  try {
    run('npx', ['prettier', '--list-different', FILES]);
    return [];
  } catch (error) {
    return String(error.stdout ?? '')
      .split('\n')
      .filter(Boolean);
  }
}

let pending = unformatted();
console.log(`format-tree: ${pending.length} files are not formatted yet.`);
if (dryRun) process.exit(0);

// A few files need a second pass (a call chain Prettier first breaks, then joins), so write until nothing changes.
for (let pass = 1; pending.length > 0; pass += 1) {
  if (pass > 3) {
    console.error(`format-tree: Prettier still changes ${pending.join(', ')} after 3 passes; format them by hand, then run this again.`);
    process.exit(1);
  }
  run('npx', ['prettier', '--write', '--log-level=warn', ...pending], { stdio: 'inherit' });
  pending = unformatted();
}

const manifestPath = join(repo, 'package.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (manifest.scripts.lint !== LINT_WITH_FORMAT) {
  // A local edit of one line, so the key order and the rest of the file stay as they are.
  const text = readFileSync(manifestPath, 'utf8').replace(`"lint": ${JSON.stringify(manifest.scripts.lint)}`, `"lint": ${JSON.stringify(LINT_WITH_FORMAT)}`);
  writeFileSync(manifestPath, text);
}

// The reformat must change no behaviour: the same lint and types as before it.
run(npm, ['run', 'lint'], { stdio: 'inherit' });
run(npm, ['run', 'typecheck'], { stdio: 'inherit' });

run('git', ['add', '-A']);
run('git', ['commit', '-q', '-m', `format: the whole tree with Prettier (.prettierrc.json, width 160), and npm run lint checks formatting from now on`]);
console.log('format-tree: committed. Run the tests (npm test) before pushing, as for any commit.');
