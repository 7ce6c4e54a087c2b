import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

/**
 * `npm run migrate -w @otklik/api`: applies the pending SQL migrations to the configured database and exits
 * (0 = up to date). A deployment runs it once before starting the API processes (docs/deploy.md); the processes
 * migrate at start too, under an advisory lock, so a forgotten step is harmless.
 * Exit code 1 with the reason on a bad configuration or a failing migration.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  console.log('migrations applied');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
