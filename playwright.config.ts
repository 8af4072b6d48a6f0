import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import { E2E_PORT, E2E_SERVERS, serverURL } from './tests/e2e/servers';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
// Debian's Chromium when present (CI, this machine); Playwright's own browser on a laptop.
const launchOptions = fs.existsSync(SYSTEM_CHROMIUM)
  ? {
      executablePath: SYSTEM_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    }
  : {};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One worker per server, each at its own (tests/e2e/fixtures.ts); E2E_BASE_URL: one, at that server.
  workers: E2E_SERVERS,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // A loopback SMTP server for the e-mails of the server under test (see scripts/e2e-server.mjs).
  globalSetup: './tests/e2e/smtp-sink.ts',
  use: {
    // The first server's; each worker's own comes from tests/e2e/fixtures.ts.
    baseURL: serverURL(0),
    locale: 'pt-BR',
    timezoneId: 'America/Cuiaba',
    trace: 'retain-on-failure',
    // The service worker would answer requests that tests intercept with page.route; the tests
    // of the worker itself opt back in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, grep: /@mobile/ },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // One build, then E2E_SERVERS servers; the first one answers once the others do.
        command: 'node scripts/e2e-server.mjs',
        url: `http://127.0.0.1:${E2E_PORT}/favicon.svg`,
        timeout: 600_000,
        reuseExistingServer: !process.env.CI,
        env: { PORT: String(E2E_PORT), E2E_SERVERS: String(E2E_SERVERS) },
        // SIGTERM, so that the script stops its servers and removes their temporary copies.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
