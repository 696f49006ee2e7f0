/**
 * Another site, on loopback, for the embed tests (e2e/embed.spec.ts, e2e-engines/season.spec.ts): a
 * plain Node server on a port of its own (so an origin of its own) whose one article holds the code
 * it is given, as an author's page holds what they pasted. It also serves /robots.txt: the other
 * engines open a page from a same-origin opener (e2e-engines/recorder.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Loopback, but not the site's 127.0.0.1: another origin, whatever the port. */
const HOST = '127.0.0.2';

export interface EmbedHost {
  /** The article holding `code` (an iframe, as the oEmbed answer gives it). */
  articleUrl: (code: string) => string;
  stop: () => Promise<void>;
}

const article = (code: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>An article about the finale</title></head>
<body style="margin:0">
<main><h1>An article about the finale</h1><p>How it ended, hand by hand:</p>${code}<p>The end.</p></main>
</body>
</html>`;

export async function startEmbedHost(): Promise<EmbedHost> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/article/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(article(url.searchParams.get('code') ?? ''));
    } else if (url.pathname === '/robots.txt') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('User-agent: *\n');
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('not found\n');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    articleUrl: (code) => `http://${HOST}:${port}/article/?code=${encodeURIComponent(code)}`,
    stop: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
