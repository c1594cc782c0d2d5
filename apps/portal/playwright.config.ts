import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { SMTP_PORT } from './e2e/mailbox';

const port = 18090;
const baseURL = `http://localhost:${port}`;

/**
 * End-to-end: the built portal served by the real built server on a fresh database, in headless Chromium, with
 * the server's mail delivered over SMTP to a receiver the tests read the mailed links from.
 */
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  // A 2-core machine that builds while it tests can be slow to start a page or save a trace.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  globalSetup: './e2e/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `${baseURL}/api/v1/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
