// The servers the Lighthouse gate measures against (scripts/perf/gate.mjs, scripts/perf/protocols.mjs):
// one nginx with deploy/nginx.conf per built site, on loopback, over HTTPS with HTTP/2 as production
// serves (the tests' loopback certificate: scripts/serve/tls-cert.mjs) or over plain HTTP/1.1, each also
// serving the floor pages (scripts/perf/floor.mjs) that never are part of a site.
import { spawn } from 'node:child_process';
import { get as getHttp } from 'node:http';
import { get as getHttps } from 'node:https';
import { resolve } from 'node:path';
import { floorLocation } from './floor.mjs';
import { nginxBinary, writeNginxConfig } from '../serve/nginx.mjs';
import { loopbackCertificate } from '../serve/tls-cert.mjs';

/**
 * Starts nginx for each of `sites` ({ dir, port }), over HTTPS and HTTP/2 unless `http1`; waits
 * until each answers. Returns each site's origin (`originOf(dir)`) and `stop`.
 */
export async function startSites(sites, { http1 = false } = {}) {
  const tls = http1 ? undefined : loopbackCertificate().pem;
  const scheme = http1 ? 'http' : 'https';
  const servers = sites.map(({ dir, port }) => {
    const { prefix, path } = writeNginxConfig({ port, root: resolve(dir), tls, extra: floorLocation() });
    return spawn(nginxBinary(), ['-p', prefix, '-c', path], { stdio: ['ignore', 'ignore', 'inherit'] });
  });
  const stop = () => {
    for (const nginx of servers) nginx.kill('SIGQUIT');
  };
  const originOf = (dir) => {
    const site = sites.find((s) => s.dir === dir);
    if (!site) throw new Error(`no server for ${dir}/`);
    return `${scheme}://127.0.0.1:${site.port}`;
  };
  // Whether a site answers; over HTTPS trusting the loopback certificate only.
  const { certPem } = loopbackCertificate();
  const answers = (url) =>
    new Promise((done) => {
      const answer = (response) => {
        response.resume();
        done(response.statusCode === 200);
      };
      const request = http1 ? getHttp(url, answer) : getHttps(url, { ca: certPem }, answer);
      request.on('error', () => done(false));
    });
  for (const { dir } of sites) {
    let up = false;
    for (let i = 0; i < 50 && !up; i++) {
      up = await answers(`${originOf(dir)}/`);
      if (!up) await new Promise((r) => setTimeout(r, 100));
    }
    if (!up) {
      stop();
      throw new Error(`nginx did not serve ${dir}/ on ${originOf(dir)} within 5 s`);
    }
  }
  return { originOf, stop };
}
