/**
 * Cloudflare Pages' own runtime on loopback: `wrangler pages dev` over dist/ (workerd, offline, no
 * account, no telemetry), so e2e/http-contract.spec.ts holds a CDN host to the same contract as
 * nginx and the Node server. If it cannot start, the error says why (its own last words) and the
 * tests fail: a host that silently stops being tested is the gap this closes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { TIMEOUTS } from './timeouts.ts';

/**
 * The Workers compatibility date the site is run with. Not newer than the runtime wrangler bundles
 * (workerd 2026-11-17 here), or it refuses to start.
 */
export const PAGES_COMPATIBILITY_DATE = '2026-11-01';
const START_TIMEOUT_MS = TIMEOUTS.server;

export interface PagesRuntime {
  url: string;
  stop: () => Promise<void>;
}

const lastLines = (text: string, n = 15) => text.trim().split('\n').slice(-n).join('\n');

export async function startPagesRuntime(dir: string, port: number): Promise<PagesRuntime> {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir}/index.html is missing: build the site first`);
  // Its bin file is not an export of the package: found beside its package.json.
  const wrangler = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin/wrangler.js');
  const args = [
    wrangler,
    'pages',
    'dev',
    dir,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--compatibility-date',
    PAGES_COMPATIBILITY_DATE,
    '--persist-to',
    // A folder of its own per build: two builds' runtimes may run at once (e2e/embed-framing.spec.ts).
    `.tmp/wrangler-state/${basename(dir)}`,
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Offline and anonymous: no metrics, no update check, config and logs inside the checkout.
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      // Miniflare otherwise fetches a sample Request.cf object from workers.cloudflare.com.
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      CLOUDFLARE_API_TOKEN: '',
      NO_UPDATE_NOTIFIER: '1',
      XDG_CONFIG_HOME: '.tmp/wrangler-config',
      WRANGLER_LOG_PATH: '.tmp/wrangler-logs',
      CI: '1',
    },
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`wrangler pages dev exited (${child.exitCode}) before serving ${dir}/:\n${lastLines(output)}`);
    }
    try {
      const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return { url, stop };
    } catch {
      // Not listening yet: try again until the deadline.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `wrangler pages dev did not serve ${dir}/ within ${START_TIMEOUT_MS / 1000} s:\n${lastLines(output)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
