import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the tests at a server that is already running (e.g. `next dev`) instead.
const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
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
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // A loopback SMTP server for the e-mails of the server under test (see scripts/e2e-server.mjs).
  globalSetup: './tests/e2e/smtp-sink.ts',
  use: {
    baseURL: BASE_URL,
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
        command: 'node scripts/e2e-server.mjs',
        url: `http://127.0.0.1:${PORT}/favicon.svg`,
        timeout: 600_000,
        reuseExistingServer: !process.env.CI,
        env: { PORT: String(PORT) },
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
