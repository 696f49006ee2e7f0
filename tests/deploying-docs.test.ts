/**
 * docs/deploying.md's nginx server block, as a reader copies it: HTTPS with HTTP/2 in the syntax
 * Debian 12's nginx 1.22 takes, and a configuration the installed nginx accepts once its paths
 * point at this checkout and at the tests' loopback certificate (scripts/serve/tls-cert.mjs).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxBinary, writeNginxMain } from '../scripts/serve/nginx.mjs';
import { loopbackCertificate } from '../scripts/serve/tls-cert.mjs';

const docs = readFileSync('docs/deploying.md', 'utf8');
const block = /```nginx\n([\s\S]*?)```/.exec(docs)?.[1] ?? '';

describe("docs/deploying.md's nginx block", () => {
  it('serves HTTPS with HTTP/2, and sends plain HTTP there', () => {
    expect(block).toMatch(/^\s*listen 443 ssl http2;/m);
    expect(block).toMatch(/^\s*ssl_certificate \S+;/m);
    expect(block).toMatch(/^\s*ssl_certificate_key \S+;/m);
    expect(block).toMatch(/^\s*include \/srv\/thelaststack\/deploy\/nginx\.conf;/m);
    expect(block).toMatch(/^\s*listen 80;\s*\n[\s\S]*return 301 https:\/\/\$host\$request_uri;/m);
  });

  it('is a configuration the installed nginx accepts (nginx -t), pointed at this checkout', () => {
    const { pem } = loopbackCertificate();
    const servers = block
      .replaceAll('/srv/thelaststack/', `${resolve('.')}/`)
      .replace(/ssl_certificate(_key)? \S+;/g, (_, key: string | undefined) => `ssl_certificate${key ?? ''} ${pem};`)
      .replace('listen 443 ', 'listen 127.0.0.1:1443 ')
      .replace('listen 80;', 'listen 127.0.0.1:1080;');
    const { prefix, path } = writeNginxMain(servers);
    const checked = spawnSync(nginxBinary() ?? 'nginx', ['-t', '-p', prefix, '-c', path], { encoding: 'utf8' });
    expect(checked.stderr).toContain('test is successful');
    expect(checked.status).toBe(0);
  });
});
