/**
 * The other engines' suite (npm run test:engines; part of npm test): the essentials in Firefox ESR
 * and WebKitGTK, each driven through WebDriver (e2e-engines/engine.ts), on one viewport (360 px),
 * against every build served as production serves it (e2e-engines/builds.ts). Playwright is only
 * the test runner here: its workers, timeouts and report; the browsers are the system's.
 */
import { defineConfig } from '@playwright/test';
import { BUILDS, npmStartURL } from './e2e-engines/builds.ts';
import { loopbackCertificate } from './scripts/serve/tls-cert.mjs';
import { TIMEOUTS } from './e2e/timeouts.ts';

// Made once here, before any server starts; every process of the run then reads the same one.
loopbackCertificate();

const server = (command: string, url: string) => ({
  command,
  url: `${url}/`,
  ignoreHTTPSErrors: true,
  reuseExistingServer: false,
  timeout: TIMEOUTS.server,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e-engines',
  fullyParallel: true,
  workers: 2,
  // One retry, in a new worker with new browsers: the drivers here are the distribution's, and two
  // clean runs of 337 tests each lost one to the browser, not the page (WebKitWebDriver never
  // answering an execute; a Firefox island not woken in 20 s, 15 of 15 passing on repeat with a
  // core taken). npm test names every test that needed it under its table (scripts/test-runner/all.mjs).
  retries: 1,
  timeout: TIMEOUTS.test,
  expect: { timeout: TIMEOUTS.expect },
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-engines.json' }]],
  // Its own folder: Playwright empties its output folder as a run starts, and the Chromium run's
  // artefacts (the key hand's screenshots in test-results/hand-table/, e2e/hand-table.spec.ts) stay.
  outputDir: 'test-results/engines',
  globalSetup: './e2e-engines/global-setup.ts',
  projects: [{ name: 'firefox' }, { name: 'webkit' }],
  webServer: [
    ...BUILDS.map((b) => server(`node scripts/serve/nginx.mjs --port ${new URL(b.url).port} --dir ${b.dir}`, b.url)),
    server(`node scripts/serve/preview.mjs --port ${new URL(npmStartURL).port}`, npmStartURL),
  ],
});
