import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { DataDirLockedError } from '../lib/data-dir-lock';
import { systemClock } from '../lib/clock';
import { type AdminCommand, type AdminCommandResult, adminCommandSchema, createAdminRoles, runAdminCommand, sendAdminCommand } from '../modules/admin';

/** What `npm run admin` prints without a valid command. */
export const ADMIN_CLI_USAGE = [
  'Usage: npm run admin -- <command>',
  '  grant <email>   make the account with this e-mail an admin of the support console (/admin)',
  '  revoke <email>  take the admin role away',
  '  list            list the admins',
  '  pack-status     whether sending through the browser companions is paused (hh changed a page)',
  '  pack-resume     lift that pause once the selector pack is fixed or the page checked',
  'It uses the same configuration (DATABASE_URL or DATA_DIR) as the server.',
].join('\n');

/** @returns the command named by the arguments, or null when they name none. */
export function parseAdminArgs(args: readonly string[]): AdminCommand | null {
  const [command, email, ...rest] = args;
  if (rest.length > 0) return null;
  const bare = command === 'list' || command === 'pack-status' || command === 'pack-resume';
  const parsed = adminCommandSchema.safeParse(bare ? (email === undefined ? { command } : {}) : { command, email });
  return parsed.success ? parsed.data : null;
}

/**
 * The admin CLI: the only way to grant the admin role (no admin exists by default, and no API call makes one).
 * Reads the same configuration as the server. On the embedded PGlite it first asks a running server through the
 * control socket in DATA_DIR (the server holds the database); otherwise it opens the database itself, migrates it
 * and runs the command.
 * @param args the arguments after `--`, e.g. ['grant', 'anna@example.ru']
 * @param env the environment (default process.env)
 * @returns exit code 0 on success, 1 on a mistake (unknown e-mail, bad arguments, database in use), with what to print
 */
export async function runAdminCli(args: readonly string[], env: Record<string, string | undefined> = process.env): Promise<{ code: number; output: string }> {
  const command = parseAdminArgs(args);
  if (!command) return { code: 1, output: ADMIN_CLI_USAGE };
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return { code: 1, output: error.message };
    throw error;
  }
  const done = (result: AdminCommandResult) => ({ code: result.ok ? 0 : 1, output: result.message });
  if (config.database.kind === 'pglite') {
    const viaServer = await sendAdminCommand(config.dataDir, command);
    if (viaServer) return done(viaServer);
  }
  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirLockedError) return { code: 1, output: `${error.message}\nStop the server, or run the command on the machine where it runs.` };
    throw error;
  }
  try {
    await migrate(database);
    return done(await runAdminCommand(createAdminRoles({ db: database.db, clock: systemClock }), command));
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAdminCli(process.argv.slice(2)).then(
    ({ code, output }) => {
      (code === 0 ? console.log : console.error)(output);
      process.exit(code);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
