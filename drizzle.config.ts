import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes the SQL for the difference between server/db/schema.ts and the last
// snapshot in supabase/migrations/meta, named <timestamp>_<name>.sql as the Supabase CLI expects.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './supabase/migrations',
  migrations: { prefix: 'supabase' },
});
