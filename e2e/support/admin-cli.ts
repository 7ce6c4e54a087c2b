import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { E2E_DATA_DIR } from '../playwright.config';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * `npm run admin -- grant <email>` as support runs it beside the server: same DATA_DIR, so the command reaches the
 * running server through its control socket (the embedded PGlite admits one process).
 * @returns the command's output, `<email> is now an admin.` on success
 */
export async function grantAdmin(email: string): Promise<string> {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: E2E_DATA_DIR };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', 'grant', email], { cwd: REPO_ROOT, env, timeout: 60_000 });
  return stdout.trim();
}
