import { defineConfig } from 'vitest/config';
import path from 'node:path';

const root = import.meta.dirname;
const alias = { '@': root, 'server-only': path.join(root, 'tests/helpers/empty.ts') };

const integration = (kind: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `integration-${kind}`,
    include: ['tests/integration/**/*.test.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      integration('pglite'),
      // The same integration suite runs again on a real PostgreSQL when one is given.
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres')] : []),
    ],
  },
});
