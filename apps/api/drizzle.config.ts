import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit configuration: `npm run db:generate -w @otklik/api` writes SQL migrations to ./drizzle from the
 * schema files. Migrations are committed and append-only; the API applies them at start (src/db/migrate.ts).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
