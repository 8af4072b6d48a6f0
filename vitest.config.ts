import { defineConfig } from 'vitest/config';
import os from 'node:os';
import path from 'node:path';

const root = import.meta.dirname;
const alias = { '@': root, 'server-only': path.join(root, 'tests/helpers/empty.ts') };

const integration = (kind: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `integration-${kind}`,
    include: ['tests/integration/**/*.test.ts'],
    // The fuzzing searches on PGlite; the PostgreSQL copy replays the same properties with fewer runs.
    env: { TEST_DB_KIND: kind, ...(kind === 'postgres' && !process.env.FUZZ_RUNS ? { FUZZ_RUNS: '10' } : {}) },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest leaves a core to its main thread (1 worker on 2 cores); the tests are CPU-bound
    // (PGlite, sharp) and the main thread mostly waits, so every core runs a file.
    maxWorkers: os.availableParallelism(),
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      integration('pglite'),
      // The same integration suite runs again on a real PostgreSQL when one is given.
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres')] : []),
    ],
  },
});
