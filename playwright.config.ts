import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';
import { loopbackCertificate } from './scripts/serve/tls-cert.mjs';
import { TIMEOUTS } from './e2e/timeouts.ts';

/**
 * The built site served as production serves it: nginx with deploy/nginx.conf over HTTPS and
 * HTTP/2, with a certificate made at test time for loopback (scripts/serve/tls-cert.mjs) that the
 * browser trusts for the run only (ignoreHTTPSErrors below).
 */
const port = Number(process.env['E2E_PORT'] ?? 4329);
export const baseURL = `https://127.0.0.1:${port}`;
/** The same dist/ served by npm start's Node server, over plain HTTP as npm start serves it. */
const nodePort = port + 1;
export const nodeServerURL = `http://127.0.0.1:${nodePort}`;
/** The airing fixture (scripts/build-airing.mjs: dates announced and aired), for e2e/airing.spec.ts; Node, HTTPS and HTTP/2. */
const airingPort = port + 2;
export const airingURL = `https://127.0.0.1:${airingPort}`;
/** The same content the day before the premiere, for e2e/premiere.spec.ts. */
const premierePort = port + 3;
export const premiereURL = `https://127.0.0.1:${premierePort}`;
/** Cloudflare Pages' local runtime over dist/, started by e2e/http-contract.spec.ts itself (e2e/pages-runtime.ts). */
export const pagesPort = port + 4;
/** dist/ by nginx over plain HTTP/1.1, and by Node over HTTPS and HTTP/2: e2e/http-contract.spec.ts holds every server to one contract. */
export const nginxHttpURL = `http://127.0.0.1:${port + 5}`;
/** The content desk (npm run desk) on a copy of content/, started by e2e/desk.spec.ts itself: port + 6 (e2e/desk-seasons.spec.ts's own: port + 10). */
export const nodeHttpsURL = `https://127.0.0.1:${port + 7}`;
/** The season over: the finale fixture a week after EP12 (dist-finale/), for e2e/finale.spec.ts and every-url; Node, HTTPS and HTTP/2. */
const finalePort = port + 8;
export const finaleURL = `https://127.0.0.1:${finalePort}`;
/** Three seasons (dist-seasons/, scripts/build-airing.mjs): Season 3 mid-season. */
const seasonsPort = port + 9;
export const seasonsURL = `https://127.0.0.1:${seasonsPort}`;
/**
 * Tags of tests that belong to one project: each is listed there alone, not listed and skipped in the
 * other (a skipped test still set up its page: ~100 s of a run went to 157 of them).
 */
export const PHONE_ONLY = '@phone-only';
export const DESKTOP_ONLY = '@desktop-only';
/**
 * The project a test that sets its own width belongs to: a phone's width in the mobile project (its
 * touch and pixel ratio), a wider one in the desktop project. Both projects are Chromium, so the same
 * test at the same width in both loaded the same page twice.
 */
export const widthTag = (width: number) => ({ tag: width < 768 ? PHONE_ONLY : DESKTOP_ONLY });
/** The certificate every HTTPS server of the run serves, made here before any of them starts. */
export const certificate = loopbackCertificate();
const chromium = { executablePath: chromiumPath, args: chromiumFlags };

/** A season build (scripts/build-airing.mjs) served over HTTPS by npm start's server on a port of its own. */
const seasonBuild = (buildPort: number, dir: string) => ({
  command: `node scripts/serve/preview.mjs --https --port ${buildPort} --dir ${dir}`,
  url: `https://127.0.0.1:${buildPort}/`,
  ignoreHTTPSErrors: true,
  reuseExistingServer: false,
  timeout: TIMEOUTS.server,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** The desk's specs (e2e/desk.spec.ts, e2e/desk-seasons.spec.ts): each starts a desk of its own. */
const DESK_SPECS = /desk(-[a-z]+)?\.spec\.ts$/;
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions: chromium };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: TIMEOUTS.test,
  expect: { timeout: TIMEOUTS.expect },
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'off',
    ignoreHTTPSErrors: true,
    actionTimeout: TIMEOUTS.action,
    navigationTimeout: TIMEOUTS.navigation,
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions: chromium },
      // The desk's specs are the desk project's; the finale's and the embed's specs set their sizes
      // per test (360 and 1440 px, an article's), so one project is enough.
      testIgnore: [DESK_SPECS, 'finale.spec.ts', 'embed.spec.ts'],
      grepInvert: new RegExp(DESKTOP_ONLY),
    },
    {
      name: 'desktop',
      use: DESKTOP,
      testIgnore: DESK_SPECS,
      grepInvert: new RegExp(PHONE_ONLY),
    },
    {
      // The content desk (npm run desk), a desktop tool: one spec file at a time, for Astro runs one
      // dev server per project folder (a second refuses to start), while the other worker goes on.
      name: 'desk',
      use: DESKTOP,
      testMatch: DESK_SPECS,
      workers: 1,
      // One retry (a spec's serial group again, on a fresh desk and copy of content/): Astro's dev
      // server once in a while keeps a page's static paths from before a save it has already read
      // (docs/browsers.md, "Retries"); npm test names a test that needed it.
      retries: 1,
    },
  ],
  webServer: [
    {
      command: `node scripts/serve/nginx.mjs --port ${port}`,
      url: `${baseURL}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: TIMEOUTS.server,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve/nginx.mjs --http --port ${port + 5}`,
      url: `${nginxHttpURL}/`,
      reuseExistingServer: false,
      timeout: TIMEOUTS.server,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve/preview.mjs --https --port ${port + 7}`,
      url: `${nodeHttpsURL}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: TIMEOUTS.server,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve/preview.mjs --port ${nodePort}`,
      url: `${nodeServerURL}/`,
      reuseExistingServer: false,
      timeout: TIMEOUTS.server,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    seasonBuild(airingPort, 'dist-airing'),
    seasonBuild(premierePort, 'dist-premiere'),
    seasonBuild(seasonsPort, 'dist-seasons'),
    seasonBuild(finalePort, 'dist-finale'),
  ],
});
