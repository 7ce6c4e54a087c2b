#!/usr/bin/env node
// Lists the comments that cite where a rule was written ("spec §4", "§9", "issue 13") instead of stating the rule, so
// they can be rewritten to say the rule itself in a few words. Public sources stay cited as they are (an hh doc path,
// an RFC, a provider's API reference), so they are not listed.
//   node scripts/comment-citations.mjs              # every site, file by file, with a count per top folder
//   node scripts/comment-citations.mjs apps/web     # only under these paths
//   node scripts/comment-citations.mjs --strings    # also test titles and other strings that cite them
//   node scripts/comment-citations.mjs --count      # counts only
// Exits 1 while any comment site is left, so it can guard CI once the tree is clean.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const withStrings = args.includes('--strings');
const countOnly = args.includes('--count');
const paths = args.filter((arg) => !arg.startsWith('--'));

/** A citation of our own writing: a section sign, "spec §…", or "issue N" / "issues 10–13". */
const CITATION = /§|\bspec\s+§|\bissues?\s+#?\d+/i;
/** A line that is (part of) a comment: JSDoc and block lines, line comments, and a trailing `// …`. */
const COMMENT = /^\s*(\*|\/\/|\/\*)|\s\/\/\s/;

const files = execFileSync('git', ['ls-files', '-z', '--', ...(paths.length ? paths : ['.'])], { cwd: repo, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !file.includes('/drizzle/') && file !== 'scripts/comment-citations.mjs');

const sites = [];
for (const file of files) {
  readFileSync(join(repo, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!CITATION.test(line)) return;
      const kind = COMMENT.test(line) ? 'comment' : 'string';
      if (kind === 'string' && !withStrings) return;
      sites.push({ file, line: index + 1, kind, text: line.trim() });
    });
}

const byTop = new Map();
for (const site of sites) {
  const top = site.file
    .split('/')
    .slice(0, site.file.startsWith('apps/') || site.file.startsWith('packages/') ? 4 : 1)
    .join('/');
  byTop.set(top, (byTop.get(top) ?? 0) + 1);
}
if (!countOnly) for (const site of sites) console.log(`${site.file}:${site.line}: ${site.kind === 'string' ? '[string] ' : ''}${site.text}`);
console.log(
  `\n${sites.filter((s) => s.kind === 'comment').length} comment sites${withStrings ? `, ${sites.filter((s) => s.kind === 'string').length} string sites` : ''}:`,
);
for (const [top, count] of [...byTop].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(4)}  ${top}`);
process.exitCode = sites.some((s) => s.kind === 'comment') ? 1 : 0;
