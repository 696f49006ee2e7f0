// Bounded load test on loopback: nginx with deploy/nginx.conf over dist/, 50 connections for
// 10 s over every page and asset type, then 2 s of unknown paths (which must all be 404).
// Prints requests/s and latency; exits non-zero on any error or unexpected status.
//   npm run test:load        (needs a built dist/)
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { nginxBinary, writeNginxConfig } from './nginx.mjs';

const port = Number(process.env.LOAD_PORT ?? 4339);
const base = `http://127.0.0.1:${port}`;
const pages = [...readFileSync('dist/sitemap-0.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1]).pathname,
);
const assets = readdirSync('dist/_astro')
  .filter((f) => /\.(css|js|webp)$/.test(f))
  .slice(0, 12)
  .map((f) => `/_astro/${f}`);
const paths = [...pages, ...assets, '/og/home.png', '/favicon.svg', '/sitemap-index.xml', '/robots.txt'];

const { prefix, path } = writeNginxConfig({ port });
const nginx = spawn(nginxBinary(), ['-p', prefix, '-c', path], { stdio: ['ignore', 'ignore', 'inherit'] });
const stop = () => nginx.kill('SIGQUIT');

async function waitForServer() {
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not start on ${base}`);
}

function run(title, requests, duration) {
  return autocannon({
    url: base,
    title,
    connections: 50,
    duration,
    requests: requests.map((p) => ({ method: 'GET', path: p, headers: { 'accept-encoding': 'br, gzip' } })),
  });
}

let failed = false;
try {
  await waitForServer();
  const ok = await run('all routes and assets', paths, 10);
  const missing = await run('unknown paths', ['/no-such-page', '/cast/nobody/', '/blog/'], 2);
  const row = (r) =>
    `${r.title.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ` +
    `${r.requests.total} requests  2xx ${r['2xx']}  non-2xx ${r.non2xx}  errors ${r.errors}  timeouts ${r.timeouts}`;
  console.log(row(ok));
  console.log(row(missing));
  if (ok.errors || ok.timeouts || ok.non2xx) {
    console.error('Load test failed: errors, timeouts or non-2xx responses on pages and assets.');
    failed = true;
  }
  if (missing.errors || missing.timeouts || missing['4xx'] !== missing.requests.total) {
    console.error('Load test failed: unknown paths must all answer 404.');
    failed = true;
  }
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
