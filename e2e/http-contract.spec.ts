/**
 * The HTTP contract: what a visitor's browser gets from the server, held against every server
 * dist/ is meant for — nginx with deploy/nginx.conf (production, npm run serve) over HTTPS with
 * HTTP/2 and over plain HTTP/1.1, the Node server of npm start (scripts/serve/preview.mjs) over plain
 * HTTP as npm start serves it and over HTTPS with HTTP/2, and Cloudflare Pages' own runtime reading
 * public/_headers (`wrangler pages dev`, workerd, offline: e2e/pages-runtime.ts) — so none can drift
 * away. Where a host differs by design, the difference is written down here (HOSTS), not skipped.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { get as getHttp } from 'node:http';
import { connect } from 'node:http2';
import { get as getHttps } from 'node:https';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import {
  baseURL,
  certificate,
  DESKTOP_ONLY,
  nginxHttpURL,
  nodeHttpsURL,
  nodeServerURL,
  pagesPort,
} from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { startPagesRuntime, type PagesRuntime } from './pages-runtime.ts';
import { TIMEOUTS } from './timeouts.ts';

/** The two servers of the tested set-up over HTTPS and HTTP/2, as production serves: alike, header for header. */
const SERVERS = { nginx: baseURL, node: nodeHttpsURL };
/** The CSP of public/_headers (deploy/nginx.conf's is the same: tests-dist/headers.test.ts). */
const CSP = /^\s+Content-Security-Policy: (.*)$/m.exec(readFileSync('public/_headers', 'utf8'))?.[1] ?? '';

interface Host {
  /** Where it listens (Cloudflare Pages' runtime is started by the tests, on pagesPort). */
  url: string;
  /** The trailing-slash redirect: nginx and Node send 301; Cloudflare Pages sends 308 (also permanent). */
  redirect: 301 | 308;
  /** HTML revalidates on every load: "no-cache" here; Cloudflare Pages' default says the same in its words. */
  htmlCache: string;
  /**
   * public/_headers applies its document policies (CSP, Permissions-Policy) to every file: these
   * hosts cannot scope a header by file type (see the file's own comment); nginx and Node can.
   */
  documentPoliciesOnAssets: boolean;
  /**
   * How responses are compressed: from dist/'s .br and .gz files (nginx's brotli_static and
   * gzip_static, the Node server), or by the host on the fly (Cloudflare Pages ignores them), and
   * whether the compressed response says Vary: Accept-Encoding (Pages' local runtime does not; its
   * edge keys its cache by encoding itself).
   */
  compression: { from: 'dist files' | 'the host'; vary: boolean };
  /**
   * The status of /404 itself. Cloudflare Pages serves a file at its name without .html, so
   * /404 is 404.html with 200 there (the page says noindex); nginx and Node answer 404.
   */
  notFoundPageItself: 200 | 404;
  /**
   * How it is reached: HTTPS with HTTP/2 (offered by ALPN beside HTTP/1.1), or plain HTTP/1.1.
   * Over plain HTTP the Node server (npm start) leaves `upgrade-insecure-requests` out of the CSP:
   * WebKit applies it to loopback too, and asked https:// for every font and image
   * (scripts/serve/preview.mjs, forPlainHttp).
   */
  transport: 'https h2' | 'http';
  /** The CSP it sends with a page. */
  csp: string;
  /** Started here rather than by Playwright's webServer, and stopped after. */
  start?: () => Promise<PagesRuntime>;
}

/** The security headers, as every host sends them. */
const POLICIES = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
];

const withoutUpgrade = CSP.replace(/; upgrade-insecure-requests$/, '');

const ours = {
  redirect: 301,
  htmlCache: 'no-cache',
  documentPoliciesOnAssets: false,
  compression: { from: 'dist files', vary: true },
  notFoundPageItself: 404,
} as const;

const HOSTS: Record<string, Host> = {
  'nginx (HTTPS, HTTP/2)': { ...ours, url: baseURL, transport: 'https h2', csp: CSP },
  'nginx (HTTP/1.1)': { ...ours, url: nginxHttpURL, transport: 'http', csp: CSP },
  'node (HTTPS, HTTP/2)': { ...ours, url: nodeHttpsURL, transport: 'https h2', csp: CSP },
  'node (HTTP, npm start)': { ...ours, url: nodeServerURL, transport: 'http', csp: withoutUpgrade },
  'cloudflare pages': {
    transport: 'http',
    csp: CSP,
    url: `http://127.0.0.1:${pagesPort}`,
    redirect: 308,
    htmlCache: 'public, max-age=0, must-revalidate',
    documentPoliciesOnAssets: true,
    compression: { from: 'the host', vary: false },
    notFoundPageItself: 200,
    start: () => startPagesRuntime('dist', pagesPort),
  },
};

/** A response's body as sent, not decoded (Playwright's request context decodes it); HTTPS trusts our loopback certificate only. */
const fetchRaw = (url: string, encoding: string) =>
  new Promise<Buffer>((resolve, reject) => {
    const options = { headers: { 'Accept-Encoding': encoding } };
    const answer = (res: import('node:http').IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    };
    const request = url.startsWith('https:')
      ? getHttps(url, { ...options, ca: certificate.certPem }, answer)
      : getHttp(url, options, answer);
    request.on('error', reject);
  });

/** One request over HTTP/2 (fails if the server does not negotiate it): its status and headers. */
const getOverHttp2 = (origin: string, path: string, encoding: string) =>
  new Promise<{ status: number; headers: Record<string, string> }>((resolve, reject) => {
    const session = connect(origin, { ca: certificate.certPem, ALPNProtocols: ['h2'] });
    session.on('error', reject);
    const stream = session.request({ ':path': path, 'accept-encoding': encoding });
    stream.on('response', (headers) => {
      const { ':status': status, ...rest } = headers;
      resolve({
        status: Number(status),
        headers: Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])),
      });
      stream.close();
      session.close();
    });
    stream.on('error', reject);
    stream.end();
  });

const asset = (ext: string) => {
  const file = readdirSync('dist/_astro').find((f) => f.endsWith(ext));
  if (!file) throw new Error(`no ${ext} in dist/_astro`);
  return `/_astro/${file}`;
};
const font = () => `/_astro/fonts/${readdirSync('dist/_astro/fonts').find((f) => f.endsWith('.woff2'))}`;

for (const [server, host] of Object.entries(HOSTS)) {
  // HTTP only: one project is enough (playwright.config.ts lists it in the desktop one).
  test.describe(`HTTP contract: ${server}`, { tag: DESKTOP_ONLY }, () => {
    // One runtime for the group when the tests start it: its tests run in one worker, in order.
    if (host.start) test.describe.configure({ mode: 'serial' });
    let request: APIRequestContext;
    let runtime: PagesRuntime | undefined;
    test.beforeAll(async () => {
      // wrangler's runtime starting is a web server's start (e2e/timeouts.ts), with time after it to say why not.
      test.setTimeout(TIMEOUTS.server + TIMEOUTS.test);
      runtime = await host.start?.();
      request = await playwrightRequest.newContext({ baseURL: host.url, ignoreHTTPSErrors: true });
    });
    test.afterAll(async () => {
      await request.dispose();
      await runtime?.stop();
    });

    test('HTML: security headers, revalidation, utf-8', async () => {
      const res = await request.get('/about/');
      const h = res.headers();
      expect(res.status()).toBe(200);
      expect(h['content-type']).toBe('text/html; charset=utf-8');
      expect(h['cache-control']).toBe(host.htmlCache);
      expect(h['content-security-policy']).toBe(host.csp);
      expect(h['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toContain('camera=()');
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      // No other site may frame it (only /embed/ pages may: e2e/embed-framing.spec.ts).
      expect(h['x-frame-options']).toBe('DENY');
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
        // Any origin may fetch them: an embed framed without same-origin loads its scripts and font by CORS.
        expect(res.headers()['access-control-allow-origin'], path).toBe('*');
        // Document policies go to documents only, where the host can tell them apart.
        const policies = [res.headers()['content-security-policy'], res.headers()['permissions-policy']];
        if (host.documentPoliciesOnAssets) expect(policies.every(Boolean), path).toBe(true);
        else expect(policies, path).toEqual([undefined, undefined]);
      }
    });

    test('site icons: fresh for a day, so a page load does not revalidate them', async () => {
      for (const path of ['/favicon.svg', '/icon-192.png', '/apple-touch-icon.png']) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
        expect(res.headers()['cache-control'], path).toBe('public, max-age=86400');
      }
    });

    test(`compressed (from ${host.compression.from}): brotli when asked, gzip otherwise, identity when neither`, async () => {
      const br = await request.get(asset('.js'), { headers: { 'Accept-Encoding': 'br' } });
      expect(br.headers()['content-encoding']).toBe('br');
      const gz = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers()['content-encoding']).toBe('gzip');
      if (host.compression.vary) expect(gz.headers()['vary']).toContain('Accept-Encoding');
      else expect(gz.headers()['vary'] ?? '').not.toContain('Accept-Encoding');
      // Served from dist/'s .br file, byte for byte, or compressed by the host.
      const file = readFileSync(`dist${asset('.js')}.br`);
      const sent = await fetchRaw(`${host.url}${asset('.js')}`, 'br');
      expect(sent.equals(file)).toBe(host.compression.from === 'dist files');
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

    if (host.transport === 'https h2') {
      test('HTTPS: HTTP/2 by ALPN, with the same answers as over HTTP/1.1, HSTS included', async () => {
        for (const path of ['/', '/about', '/nope', asset('.js'), font(), '/favicon.svg']) {
          const h1 = await request.get(path, { headers: { 'Accept-Encoding': 'br' }, maxRedirects: 0 });
          const h2 = await getOverHttp2(host.url, path, 'br');
          expect(h2.status, path).toBe(h1.status());
          for (const name of ['content-type', 'content-encoding', 'cache-control', 'location', ...POLICIES]) {
            expect(h2.headers[name], `${path}: ${name}`).toBe(h1.headers()[name]);
          }
        }
        const page = await getOverHttp2(host.url, '/', 'br');
        expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      });
    }

    test(`/about redirects to /about/ with ${host.redirect}, keeping the query string`, async () => {
      const res = await request.get('/about?ref=footer&x=1', { maxRedirects: 0 });
      expect(res.status()).toBe(host.redirect);
      expect(res.headers()['location']).toMatch(/^(http:\/\/[^/]+)?\/about\/\?ref=footer&x=1$/);
      expect((await request.get('/cast/ingrid-solberg', { maxRedirects: 0 })).status()).toBe(host.redirect);
      expect((await request.get('/about/')).status()).toBe(200);
    });

    test('unknown paths get the designed 404 page with status 404', async () => {
      for (const path of ['/nope', '/blog/', '/404', '/cast/nobody/', '/episodes/anything/', '/_astro/missing.js']) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(path === '/404' ? host.notFoundPageItself : 404);
        if (!path.startsWith('/_astro/')) {
          expect(await res.text(), path).toContain('Page Not Found');
          expect(res.headers()['content-type'], path).toBe('text/html; charset=utf-8');
          expect(res.headers()['x-frame-options'], path).toBe('DENY');
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

test.describe('HTTP contract: both servers alike over HTTPS and HTTP/2', { tag: DESKTOP_ONLY }, () => {
  test('the same status and headers for every kind of path', async () => {
    const [nginx, node] = await Promise.all(
      Object.values(SERVERS).map((u) => playwrightRequest.newContext({ baseURL: u, ignoreHTTPSErrors: true })),
    );
    if (!nginx || !node) throw new Error('two servers expected');
    const compared = ['content-encoding', 'cache-control', ...POLICIES];
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
