/**
 * Framing, held against every server and host the site ships config for, on the finale
 * build (dist-finale/, which has embeds): nginx with deploy/nginx.conf (started here), npm start's
 * server (finaleURL: public/_headers as Netlify applies it, a later rule's header replacing an
 * earlier one's) and Cloudflare Pages' own runtime (started here: it joins the two rules' values).
 * Each answers an embed page with `frame-ancestors *` among the page's usual limits, and every
 * other page with X-Frame-Options: DENY and no frame-ancestors that would allow a frame; and in
 * Chromium an article on another origin (e2e/embed-host.ts) shows the embed and is refused the
 * hand's own page. (tests-dist/headers.test.ts holds the two files to one policy.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { request as playwrightRequest } from '@playwright/test';
import { DESKTOP_ONLY, finaleURL } from '../playwright.config.ts';
import { startEmbedHost, type EmbedHost } from './embed-host.ts';
import { expect, test } from './fixtures.ts';
import { startPagesRuntime } from './pages-runtime.ts';
import { TIMEOUTS } from './timeouts.ts';

const HAND = '/episodes/ep12-the-end-game/hands/the-last-hand/';
const EMBED = '/embed/hands/ep12-the-end-game/the-last-hand/';
const PAGE_CSP = /^\s+Content-Security-Policy: (.*)$/m.exec(readFileSync('public/_headers', 'utf8'))?.[1] ?? '';

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** nginx with deploy/nginx.conf over dist-finale/ (npm run serve), HTTPS and HTTP/2. */
async function startNginx(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/serve/nginx.mjs', '--port', String(port), '--dir', 'dist-finale'],
    {
      stdio: 'ignore',
    },
  );
  const url = `https://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const request = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
  try {
    for (const end = Date.now() + TIMEOUTS.server; ; await new Promise((r) => setTimeout(r, 250))) {
      if ((await request.get(`${url}/`).catch(() => undefined))?.status() === 200) return { url, stop };
      if (Date.now() > end || child.exitCode !== null) throw new Error(`nginx did not serve dist-finale/ at ${url}`);
    }
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await request.dispose();
  }
}

/** The policies of a Content-Security-Policy value (comma-separated when a host joined two), each a directive map. */
const policies = (value: string) =>
  value.split(',').map(
    (policy) =>
      new Map(
        policy
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter((d) => d[0])
          .map(([name = '', ...sources]) => [name, sources.join(' ')]),
      ),
  );

const HOSTS = {
  nginx: startNginx,
  'npm start (as Netlify)': async () => ({ url: finaleURL, stop: async () => {} }),
  'cloudflare pages': async () => startPagesRuntime('dist-finale', await freePort()),
};

for (const [name, start] of Object.entries(HOSTS)) {
  test.describe(`framing: ${name}`, { tag: DESKTOP_ONLY }, () => {
    test.describe.configure({ mode: 'serial' });
    let server: { url: string; stop: () => Promise<void> };
    let host: EmbedHost;
    test.beforeAll(async () => {
      test.setTimeout(TIMEOUTS.server + TIMEOUTS.test);
      server = await start();
      host = await startEmbedHost();
    });
    test.afterAll(async () => {
      await host?.stop();
      await server?.stop();
    });

    test('an embed page may be framed by any site, with the limits of every page; no other page may', async ({
      request,
    }) => {
      const embed = (await request.get(`${server.url}${EMBED}`)).headers();
      const embedPolicies = policies(embed['content-security-policy'] ?? '');
      expect(embedPolicies.flatMap((p) => p.get('frame-ancestors') ?? [])).toEqual(['*']);
      // Whatever else a host sent, each limit of a page's policy holds (upgrade-insecure-requests aside:
      // the Node server leaves it out over plain HTTP, and these are HTTPS or Cloudflare's).
      for (const [directive, sources] of policies(PAGE_CSP)[0] ?? [])
        expect(
          embedPolicies.every((p) => p.get(directive) === sources),
          directive,
        ).toBe(true);
      for (const path of [HAND, '/', '/about/']) {
        const page = (await request.get(`${server.url}${path}`)).headers();
        expect(page['x-frame-options'], path).toBe('DENY');
        expect(page['content-security-policy'], path).not.toContain('frame-ancestors');
      }
    });

    test('an article on another origin shows the embed and is refused the hand page', async ({ page }) => {
      await page.goto(
        host.articleUrl(
          `<iframe id="embed" src="${server.url}${EMBED}" title="Embed" sandbox="allow-scripts"></iframe>` +
            `<iframe id="page" src="${server.url}${HAND}" title="Page"></iframe>`,
        ),
      );
      await expect(page.frameLocator('#embed').locator('h1')).toHaveText('The Last Hand');
      const refused = page
        .frames()
        .find((f) => f.name() === '' && f.url() !== page.url() && !f.url().includes('/embed/'));
      await expect.poll(() => refused?.url()).not.toBe(`${server.url}${HAND}`);
      await expect(page.frameLocator('#page').locator('main')).toHaveCount(0);
    });
  });
}
