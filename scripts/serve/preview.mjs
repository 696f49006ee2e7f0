// npm start's server: dist/ served by Node alone (sirv), for a machine without nginx. It keeps
// what a visitor meets in production (deploy/nginx.conf; e2e/http-contract.spec.ts holds both
// servers to the same contract):
// - one URL form: /about -> 301 /about/, the query kept; the Location is relative, as nginx's;
// - unknown paths get 404.html with status 404 (its script then picks one of its three views);
// - the headers of public/_headers, with the document policies on documents only;
// - the prebuilt .br/.gz files when the client accepts them; content types with charset.
// Over plain HTTP (npm start) it leaves `upgrade-insecure-requests` out of the CSP (see
// forPlainHttp); with --https it serves HTTPS and HTTP/2 (HTTP/1.1 too, by ALPN) with the tests'
// loopback certificate (scripts/serve/tls-cert.mjs) and every header as production sends it.
//   node scripts/serve/preview.mjs [--port 4321] [--host 127.0.0.1] [--dir dist] [--https]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join, resolve, sep } from 'node:path';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import { loopbackCertificate } from './tls-cert.mjs';

/** Files that are never documents (the search index's binaries too); nginx leaves the document policies off them too. */
export const NOT_DOCUMENTS =
  /\.(?:js|css|woff2|avif|webp|png|webmanifest|pagefind|pf_meta|pf_index|pf_fragment|pf_filter)$/;
const DOCUMENT_POLICIES = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'X-Frame-Options',
];
/** Types nginx's `charset_types` (plus text/html) label as UTF-8. */
const CHARSET_TYPES =
  /^(?:text\/(?:html|css|plain|javascript|calendar)|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)$/;

/**
 * The rules of a Netlify/Cloudflare `_headers` file: a path pattern (`/*`, `/_astro/*`, an
 * exact path) and the headers it adds. Every matching rule applies, in file order; a header a later
 * rule gives again replaces the earlier one's, as Netlify serves it (Cloudflare Pages joins the two
 * with a comma: public/_headers is written so both mean the same).
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0)
      throw new Error(`_headers: a header line outside a rule, or without a colon: "${line.trim()}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The CSP for a page served over plain HTTP. `upgrade-insecure-requests` tells the browser to fetch
 * the page's http: subresources over https:, and WebKit applies it to http://127.0.0.1 and
 * http://localhost too (Chromium and Firefox leave loopback alone): served by npm start, WebKit
 * asked https://localhost:4321 for every font and image, which no one serves, so no font loaded
 * and half the images broke. Over HTTPS, as production serves, it stays. The other headers are
 * harmless over HTTP (a browser ignores HSTS sent over it).
 */
export const forPlainHttp = (csp) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && d !== 'upgrade-insecure-requests')
    .join('; ');

const matches = (pattern, path) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path);

/**
 * The response headers for `path`: nginx's default revalidation, then the _headers rules; over plain
 * HTTP (`secure: false`) the CSP as forPlainHttp gives it.
 */
export function headersFor(rules, path, { secure = true } = {}) {
  const headers = new Map([['Cache-Control', 'no-cache']]);
  for (const rule of rules) {
    if (matches(rule.pattern, path)) for (const [name, value] of rule.headers) headers.set(name, value);
  }
  if (NOT_DOCUMENTS.test(path)) for (const name of DOCUMENT_POLICIES) headers.delete(name);
  const csp = headers.get('Content-Security-Policy');
  if (!secure && csp) headers.set('Content-Security-Policy', forPlainHttp(csp));
  return headers;
}

/** What a request path is: a file to send, a folder to redirect to with a slash, or not found. */
export function resolvePath(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'missing' };
  }
  const file = resolve(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return { kind: 'missing' };
  const stat = existsSync(file) ? statSync(file) : undefined;
  if (stat?.isFile()) return { kind: 'file' };
  if (stat?.isDirectory() && existsSync(join(file, 'index.html'))) {
    return decoded.endsWith('/') ? { kind: 'file' } : { kind: 'redirect' };
  }
  return { kind: 'missing' };
}

/**
 * The server: plain HTTP, or with `tls` ({ key, cert } as PEM text) HTTPS that speaks HTTP/2 and,
 * by ALPN, HTTP/1.1 (sirv answers through Node's HTTP/2 compatibility API alike).
 */
export function createPreviewServer({ root = resolve('dist'), tls } = {}) {
  const secure = Boolean(tls);
  const rules = existsSync(join(root, '_headers'))
    ? parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'))
    : [];
  const files = sirv(root, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      for (const [name, value] of headersFor(rules, pathname, { secure })) res.setHeader(name, value);
      // The type sirv will send (it looks the name up with mrmime too); a folder path is its index.html.
      const type = lookup(pathname.endsWith('/') ? 'index.html' : pathname) ?? '';
      if (CHARSET_TYPES.test(type)) res.setHeader('Content-Type', `${type}; charset=utf-8`);
      // A name no table knows (the search index's .pagefind and .pf_* files) is bytes, as nginx's default_type says.
      if (!type) res.setHeader('Content-Type', 'application/octet-stream');
    },
  });
  const handle = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const target = resolvePath(root, url.pathname);
    if (target.kind === 'redirect') {
      // As nginx does: relative Location, the page's headers, a short HTML body.
      const body =
        '<html><head><title>301 Moved Permanently</title></head><body><h1>301 Moved Permanently</h1></body></html>\n';
      res.writeHead(301, {
        ...Object.fromEntries(headersFor(rules, url.pathname, { secure })),
        Location: `${url.pathname}/${url.search}`,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (target.kind === 'file') {
      files(req, res, () => notFound(req, res));
      return;
    }
    notFound(req, res);
  };
  return tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createServer(handle);

  /** 404.html through sirv (so it is negotiated and labelled like any page), with status 404. */
  function notFound(req, res) {
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (_status, ...rest) => writeHead(404, ...rest);
    req.url = '/404.html';
    files(req, res, () => {
      res.end('Not Found');
    });
  }
}

function main() {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const port = Number(arg('port', process.env.PORT ?? 4321));
  const host = arg('host', '127.0.0.1');
  // Another built site (the tests' airing fixture: dist-airing/).
  const dir = arg('dir', 'dist');
  const https = process.argv.includes('--https');
  if (!existsSync(`${dir}/index.html`)) {
    console.error(`${dir}/ is not built: run npm run build first (npm start does both).`);
    process.exit(1);
  }
  const certificate = https ? loopbackCertificate() : undefined;
  const tls = certificate && { key: certificate.keyPem, cert: certificate.certPem };
  const server = createPreviewServer({ root: resolve(dir), tls });
  server.on('error', (error) => {
    console.error(`Could not serve on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const url = `${https ? 'https' : 'http'}://localhost:${port}/`;
    console.log(`Serving ${dir}/ with Node (sirv; the rules of public/_headers) at ${url}`);
    console.log('Production serves it with nginx and deploy/nginx.conf: npm run serve. Ctrl+C stops this one.');
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
