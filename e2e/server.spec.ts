/** What nginx with deploy/nginx.conf actually sends, and how URLs behave through it. */
import { readdirSync } from 'node:fs';
import { expect, sitemapPaths, test } from './fixtures.ts';

const asset = (ext: string) => {
  const file = readdirSync('dist/_astro').find((f) => f.endsWith(ext));
  if (!file) throw new Error(`no ${ext} in dist/_astro`);
  return `/_astro/${file}`;
};
const font = () => `/_astro/fonts/${readdirSync('dist/_astro/fonts').find((f) => f.endsWith('.woff2'))}`;

test.describe('headers', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: one project is enough');

  test('HTML: security headers, revalidation, utf-8', async ({ request }) => {
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

  test('hashed assets: cached for a year, immutable, nosniff, no document policies', async ({ request }) => {
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

  test('site icons: fresh for a day, so a page load does not revalidate them', async ({ request }) => {
    for (const path of ['/favicon.svg', '/icon-192.png', '/apple-touch-icon.png']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe('public, max-age=86400');
    }
  });

  test('precompressed: brotli when asked, gzip otherwise', async ({ request }) => {
    const br = await request.get(asset('.js'), { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers()['content-encoding']).toBe('br');
    const gz = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    expect(gz.headers()['vary']).toContain('Accept-Encoding');
  });

  test('content types', async ({ request }) => {
    const types: Record<string, RegExp> = {
      [font()]: /^font\/woff2$/,
      '/site.webmanifest': /^application\/manifest\+json/,
      '/favicon.svg': /^image\/svg\+xml/,
      '/sitemap-index.xml': /^(application|text)\/xml/,
      '/robots.txt': /^text\/plain/,
      '/og/home.png': /^image\/png$/,
      [asset('.js')]: /^(application|text)\/javascript/,
    };
    for (const [path, type] of Object.entries(types)) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toMatch(type);
    }
  });
});

test.describe('URL behaviour', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: one project is enough');

  test('/about redirects to /about/ with 301, keeping the query string', async ({ request }) => {
    const res = await request.get('/about?ref=footer&x=1', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toMatch(/\/about\/\?ref=footer&x=1$/);
    expect((await request.get('/about/')).status()).toBe(200);
  });

  test('unknown paths get the designed 404 page with status 404', async ({ request }) => {
    for (const path of ['/nope', '/blog/', '/cast/nobody/', '/episodes/anything/', '/_astro/missing.js']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      if (!path.startsWith('/_astro/')) expect(await res.text(), path).toContain('Page Not Found');
    }
  });

  test('a path with markup or quotes is never written into the page', async ({ request }) => {
    for (const path of ['/cast/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/%22%3E%3Cimg%20src=x%3E']) {
      const body = await (await request.get(path)).text();
      expect(body).not.toContain('<script>alert(1)</script>');
      expect(body).not.toContain('"><img src=x>');
    }
  });
});

test.describe('CSP', () => {
  for (const path of [...sitemapPaths(), '/cast/nobody/', '/episodes/anything/']) {
    test(`${path}: no violations`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __csp: string[] }).__csp = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 20000);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    });
  }
});
