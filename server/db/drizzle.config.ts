/**
 * drizzle-kit configuration: `npm run db:generate` compares server/db/schema.ts with the last
 * snapshot and writes the next versioned SQL migration into server/db/migrations. The same
 * migrations run on embedded PGlite and on PostgreSQL (server/db/migrate.ts).
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
