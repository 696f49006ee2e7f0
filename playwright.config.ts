import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

/** The built site served by nginx with deploy/nginx.conf, as in production. */
const port = Number(process.env['E2E_PORT'] ?? 4329);
export const baseURL = `http://127.0.0.1:${port}`;
/** The same dist/ served by npm start's Node server: e2e/http-contract.spec.ts holds both to one contract. */
const nodePort = port + 1;
export const nodeServerURL = `http://127.0.0.1:${nodePort}`;
/** The airing fixture (scripts/build-airing.mjs: dates announced and aired), for e2e/airing.spec.ts. */
const airingPort = port + 2;
export const airingURL = `http://127.0.0.1:${airingPort}`;
/** The same content the day before the premiere, for e2e/premiere.spec.ts. */
const premierePort = port + 3;
export const premiereURL = `http://127.0.0.1:${premierePort}`;
/** The season over: the finale fixture a week after EP12 (dist-finale/), for e2e/finale.spec.ts and every-url. */
const finalePort = port + 7;
export const finaleURL = `http://127.0.0.1:${finalePort}`;
/** The content desk (npm run desk) on a copy of content/, started by e2e/desk.spec.ts itself: port + 6. */
/** Cloudflare Pages' local runtime over dist/, started by e2e/http-contract.spec.ts itself (e2e/pages-runtime.ts). */
export const pagesPort = port + 4;
const chromium = { executablePath: chromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: { baseURL, launchOptions: chromium, trace: 'off' },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions: chromium },
      // The content desk (e2e/desk.spec.ts) is a desktop tool, and one desk runs at a time.
      testIgnore: 'desk.spec.ts',
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${port}`,
      url: `${baseURL}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/preview.mjs --port ${nodePort}`,
      url: `${nodeServerURL}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/preview.mjs --port ${airingPort} --dir dist-airing`,
      url: `${airingURL}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/preview.mjs --port ${premierePort} --dir dist-premiere`,
      url: `${premiereURL}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/preview.mjs --port ${finalePort} --dir dist-finale`,
      url: `${finaleURL}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
