import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (npm run db:generate) writes a migration for every change to the schema.
// Only generation is configured: the server applies migrations itself at start-up, on PGlite and on
// PostgreSQL alike (server/db/open.ts), so no database connection is needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
