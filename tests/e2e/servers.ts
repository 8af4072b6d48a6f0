// Where the end-to-end tests find their servers. scripts/e2e-server.mjs starts E2E_SERVERS production
// servers on E2E_PORT, E2E_PORT+1…, each on its own copy of the database and of the build, and each
// Playwright worker talks to its own (tests/e2e/fixtures.ts): tests that change the site's content
// never run beside tests that read the same data. E2E_BASE_URL: one server that is already running.

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** How many servers, hence how many workers: one per core of a 2-core CI machine. */
export const E2E_SERVERS = process.env.E2E_BASE_URL ? 1 : Math.max(1, Number(process.env.E2E_SERVERS ?? 2));

/** The server of the worker with this parallelIndex. */
export function serverURL(parallelIndex: number): string {
  return process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT + (parallelIndex % E2E_SERVERS)}`;
}
