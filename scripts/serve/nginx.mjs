// Serves dist/ with nginx and deploy/nginx.conf on 127.0.0.1:PORT, in the foreground, as production
// serves it: HTTPS and HTTP/2, with a certificate made here for loopback (scripts/serve/tls-cert.mjs;
// a browser warns about it, as it names no public host). Needs no root: everything nginx writes
// goes to a fresh folder under /tmp.
//   npm run serve                 PORT from the environment, default 8080
//   npm run serve -- --port 4321
//   npm run serve -- --http       plain HTTP/1.1 instead
//   npm run serve -- --dir dist-airing   another built site
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loopbackCertificate } from './tls-cert.mjs';

/** nginx's dynamic module for brotli_static (Debian: libnginx-mod-http-brotli-static). */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The nginx binary; undefined with `optional` when there is none (otherwise an error saying what to do). */
export function nginxBinary({ optional = false } = {}) {
  // NGINX, when set, is the only candidate: a mistyped path is reported, not quietly replaced.
  const candidates = process.env.NGINX
    ? [process.env.NGINX]
    : ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
  const found = candidates.find((c) => existsSync(c));
  if (!found && !optional) {
    throw new Error(
      `${process.env.NGINX ? `NGINX=${process.env.NGINX}: no such file` : 'nginx not found'}: ` +
        'install it (Debian: apt-get install nginx) or set NGINX=/path/to/nginx. ' +
        'npm start needs no nginx; npm test installs it when it can.',
    );
  }
  return found;
}

/**
 * The listen directives of a server block: plain HTTP/1.1, or with `tls` (a PEM file holding key and
 * certificate) HTTPS with HTTP/2 in the syntax Debian 12's nginx 1.22 takes (`listen … ssl http2`;
 * 1.25 and later write `http2 on;` instead).
 */
export function listenDirectives({ host, port, tls }) {
  if (!tls) return `listen ${host}:${port};`;
  return [
    `listen ${host}:${port} ssl http2;`,
    `ssl_certificate ${tls};`,
    `ssl_certificate_key ${tls};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
  ].join('\n    ');
}

/**
 * Writes an nginx main config around `servers` (server blocks, as text) in a fresh folder under the
 * system's temporary one, where nginx writes everything; returns that folder and the config's path.
 */
export function writeNginxMain(servers) {
  const prefix = mkdtempSync(join(tmpdir(), 'thelaststack-nginx-'));
  for (const dir of ['logs', 'tmp']) mkdirSync(join(prefix, dir));
  const conf = `
${existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : ''}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  types { application/manifest+json webmanifest; }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
${servers}
}
`;
  const path = join(prefix, 'nginx.conf');
  writeFileSync(path, conf);
  return { prefix, path };
}

/**
 * Writes an nginx main config whose one server block wraps deploy/nginx.conf; returns its folder and
 * path. `tls`: a PEM file of key and certificate, for HTTPS with HTTP/2. `extra`: more directives for
 * the server block (the Lighthouse gate's floor pages: scripts/perf/floor.mjs), never part of dist/.
 */
export function writeNginxConfig({ port, root = resolve('dist'), host = '127.0.0.1', tls, extra = '' }) {
  return writeNginxMain(`  server {
    ${listenDirectives({ host, port, tls })}
    server_name localhost;
    root ${root};
    ${existsSync(BROTLI_MODULE) ? 'brotli_static on;' : ''}
    include ${resolve('deploy/nginx.conf')};
    ${extra}
  }`);
}

function main() {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const port = Number(arg('port', process.env.PORT ?? 8080));
  // Another built site (the season fixtures: dist-airing/, dist-premiere/).
  const dir = arg('dir', 'dist');
  if (!existsSync(`${dir}/index.html`)) {
    console.error(`${dir}/ is not built: run npm run build first.`);
    process.exit(1);
  }
  const plain = process.argv.includes('--http');
  const { prefix, path } = writeNginxConfig({
    port,
    root: resolve(dir),
    tls: plain ? undefined : loopbackCertificate().pem,
  });
  const child = spawn(nginxBinary(), ['-p', prefix, '-c', path], { stdio: 'inherit' });
  console.log(
    plain
      ? `Serving ${dir}/ with deploy/nginx.conf at http://127.0.0.1:${port}/ over HTTP/1.1 (Ctrl+C stops it)`
      : `Serving ${dir}/ with deploy/nginx.conf at https://127.0.0.1:${port}/ over HTTP/2, with a certificate made for ` +
          'loopback (your browser will warn: it names no public host). Ctrl+C stops it; --http for plain HTTP.',
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
  child.on('exit', (code) => process.exit(code ?? 0));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
