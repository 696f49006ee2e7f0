/**
 * The HTTP contract: what a visitor's browser gets from the server, held against both servers
 * that serve dist/ — nginx with deploy/nginx.conf (production, npm run serve) and the Node
 * server of npm start (scripts/preview.mjs) — so the two cannot drift apart.
 */
import { readdirSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { baseURL, nodeServerURL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

const SERVERS = { nginx: baseURL, node: nodeServerURL };

const asset = (ext: string) => {
  const file = readdirSync('dist/_astro').find((f) => f.endsWith(ext));
  if (!file) throw new Error(`no ${ext} in dist/_astro`);
  return `/_astro/${file}`;
};
const font = () => `/_astro/fonts/${readdirSync('dist/_astro/fonts').find((f) => f.endsWith('.woff2'))}`;

for (const [server, url] of Object.entries(SERVERS)) {
  test.describe(`HTTP contract: ${server}`, () => {
    test.skip(({ isMobile }) => isMobile, 'HTTP only: one project is enough');
    let request: APIRequestContext;
    test.beforeAll(async () => {
      request = await playwrightRequest.newContext({ baseURL: url });
    });
    test.afterAll(async () => request.dispose());

    test('HTML: security headers, revalidation, utf-8', async () => {
      const res = await request.get('/about/');
      const h = res.headers();
      expect(res.status()).toBe(200);
      expect(h['content-type']).toBe('text/html; charset=utf-8');
      expect(h['cache-control']).toBe('no-cache');
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(h['content-security-policy']).toContain("object-src 'none'");
      expect(h['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toContain('camera=()');
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
    });

    test('hashed assets: cached for a year, immutable, nosniff, no document policies', async () => {
      // Pages carry their CSS inline while they fit in the first round trip; a page CSS file
      // exists only for pages that do not, so it is checked when there is one.
      const css = readdirSync('dist/_astro').some((f) => f.endsWith('.css')) ? [asset('.css')] : [];
      for (const path of [...css, asset('.js'), font()]) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
        expect(res.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
        expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
        // Document policies go to documents only.
        expect(res.headers()['content-security-policy'], path).toBeUndefined();
        expect(res.headers()['permissions-policy'], path).toBeUndefined();
      }
    });

    test('site icons: fresh for a day, so a page load does not revalidate them', async () => {
      for (const path of ['/favicon.svg', '/icon-192.png', '/apple-touch-icon.png']) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
        expect(res.headers()['cache-control'], path).toBe('public, max-age=86400');
      }
    });

    test('precompressed: brotli when asked, gzip otherwise, identity when neither', async () => {
      const br = await request.get(asset('.js'), { headers: { 'Accept-Encoding': 'br' } });
      expect(br.headers()['content-encoding']).toBe('br');
      const gz = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers()['content-encoding']).toBe('gzip');
      expect(gz.headers()['vary']).toContain('Accept-Encoding');
      const plain = await request.get('/', { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers()['content-encoding']).toBeUndefined();
      expect(await plain.text()).toContain('<!DOCTYPE html>');
    });

    test('content types', async () => {
      const types: Record<string, RegExp> = {
        [font()]: /^font\/woff2$/,
        '/site.webmanifest': /^application\/manifest\+json/,
        '/favicon.svg': /^image\/svg\+xml/,
        '/sitemap-index.xml': /^(application|text)\/xml/,
        '/robots.txt': /^text\/plain/,
        '/og/home.png': /^image\/png$/,
        [asset('.js')]: /^(application|text)\/javascript/,
        // The season calendar: calendar apps read the charset (episode titles are not all ASCII).
        '/schedule.ics': /^text\/calendar; charset=utf-8$/,
      };
      for (const [path, type] of Object.entries(types)) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
        expect(res.headers()['content-type'], path).toMatch(type);
      }
    });

    test('/about redirects to /about/ with 301, keeping the query string', async () => {
      const res = await request.get('/about?ref=footer&x=1', { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers()['location']).toMatch(/^(http:\/\/[^/]+)?\/about\/\?ref=footer&x=1$/);
      expect((await request.get('/cast/ingrid-solberg', { maxRedirects: 0 })).status()).toBe(301);
      expect((await request.get('/about/')).status()).toBe(200);
    });

    test('unknown paths get the designed 404 page with status 404', async () => {
      for (const path of ['/nope', '/blog/', '/404', '/cast/nobody/', '/episodes/anything/', '/_astro/missing.js']) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(404);
        if (!path.startsWith('/_astro/')) {
          expect(await res.text(), path).toContain('Page Not Found');
          expect(res.headers()['content-type'], path).toBe('text/html; charset=utf-8');
          expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
        }
      }
    });

    test('a path with markup, quotes or a climb out of dist/ is never served or written into the page', async () => {
      for (const path of ['/cast/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/%22%3E%3Cimg%20src=x%3E']) {
        const body = await (await request.get(path)).text();
        expect(body).not.toContain('<script>alert(1)</script>');
        expect(body).not.toContain('"><img src=x>');
      }
      for (const path of ['/..%2fpackage.json', '/%2e%2e/package.json', '/_astro/..%2f..%2fpackage.json']) {
        const res = await request.get(path);
        expect([400, 404], path).toContain(res.status());
        expect(await res.text(), path).not.toContain('"devDependencies"');
      }
    });
  });
}

test.describe('HTTP contract: both servers alike', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: one project is enough');

  test('the same status and headers for every kind of path', async () => {
    const [nginx, node] = await Promise.all(
      Object.values(SERVERS).map((u) => playwrightRequest.newContext({ baseURL: u })),
    );
    if (!nginx || !node) throw new Error('two servers expected');
    const compared = [
      'content-encoding',
      'cache-control',
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
    ];
    // nginx's mime.types and Node's name two types differently; the types are the same.
    const mediaType = (value = '') =>
      (value.split(';')[0] ?? '')
        .replace('application/javascript', 'text/javascript')
        .replace('text/xml', 'application/xml');
    const paths = [
      '/',
      '/cast/ingrid-solberg/',
      '/about',
      '/nope',
      asset('.js'),
      font(),
      '/favicon.svg',
      '/site.webmanifest',
      '/robots.txt',
      '/sitemap-index.xml',
      '/og/home.png',
      '/schedule.ics',
    ];
    for (const path of paths) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const options = { headers: { 'Accept-Encoding': encoding }, maxRedirects: 0 };
        const [a, b] = await Promise.all([nginx.get(path, options), node.get(path, options)]);
        const at = `${path} (${encoding})`;
        expect(b.status(), at).toBe(a.status());
        expect(mediaType(b.headers()['content-type']), at).toBe(mediaType(a.headers()['content-type']));
        for (const name of compared) expect(b.headers()[name], `${at}: ${name}`).toBe(a.headers()[name]);
      }
    }
    await Promise.all([nginx.dispose(), node.dispose()]);
  });
});
