// Serves dist/ with nginx and deploy/nginx.conf on 127.0.0.1:PORT, in the foreground.
// Needs no root: everything nginx writes goes to a fresh folder under /tmp.
//   npm run serve                 PORT from the environment, default 8080
//   npm run serve -- --port 4321
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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

/** Writes an nginx main config that wraps deploy/nginx.conf; returns [prefix dir, config path]. */
export function writeNginxConfig({ port, root = resolve('dist'), host = '127.0.0.1' }) {
  const prefix = mkdtempSync(join(tmpdir(), 'thelaststack-nginx-'));
  for (const dir of ['logs', 'tmp']) mkdirSync(join(prefix, dir));
  const brotli = BROTLI_MODULE;
  const conf = `
${existsSync(brotli) ? `load_module ${brotli};` : ''}
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
  server {
    listen ${host}:${port};
    server_name localhost;
    root ${root};
    ${existsSync(brotli) ? 'brotli_static on;' : ''}
    include ${resolve('deploy/nginx.conf')};
  }
}
`;
  const path = join(prefix, 'nginx.conf');
  writeFileSync(path, conf);
  return { prefix, path };
}

function main() {
  const portArg = process.argv.indexOf('--port');
  const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.PORT ?? 8080));
  if (!existsSync('dist/index.html')) {
    console.error('dist/ is not built: run npm run build first.');
    process.exit(1);
  }
  const { prefix, path } = writeNginxConfig({ port });
  const child = spawn(nginxBinary(), ['-p', prefix, '-c', path], { stdio: 'inherit' });
  console.log(`Serving dist/ with deploy/nginx.conf at http://127.0.0.1:${port}/ (Ctrl+C stops it)`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
  child.on('exit', (code) => process.exit(code ?? 0));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
