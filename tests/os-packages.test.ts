/** npm test's first step: find what the OS lacks, install it when allowed, else say how, at once. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { installPlan, requirements } from '../scripts/test-runner/os-packages.mjs';

const missing = ['chromium', 'nginx', 'libnginx-mod-http-brotli-static', 'firefox-esr', 'webkit2gtk-driver', 'xvfb'];

describe('requirements', () => {
  it('are every engine the browser suites drive, its display, nginx and openssl, by their Debian names', () => {
    expect(requirements().map((r) => r.pkg)).toEqual([
      'chromium',
      'nginx',
      'libnginx-mod-http-brotli-static',
      'firefox-esr',
      'webkit2gtk-driver',
      'xvfb',
      'openssl',
    ]);
  });
});

describe('installPlan', () => {
  it('does nothing when nothing is missing', () => {
    expect(installPlan({ missing: [], hasAptGet: false, isRoot: false, hasSudo: false })).toEqual({ action: 'none' });
  });

  it('installs with apt-get as root, and with sudo -n where sudo needs no password', () => {
    const asRoot = installPlan({ missing, hasAptGet: true, isRoot: true, hasSudo: false });
    expect(asRoot.action).toBe('install');
    if (asRoot.action !== 'install') return;
    expect(asRoot.commands[0]).toEqual(['apt-get', 'update', '-qq']);
    expect(asRoot.commands[1]).toEqual(expect.arrayContaining(['apt-get', 'install', '-y', ...missing]));
    const withSudo = installPlan({ missing, hasAptGet: true, isRoot: false, hasSudo: true });
    expect(withSudo.action === 'install' && withSudo.commands.every((c) => c[0] === 'sudo' && c[1] === '-n')).toBe(
      true,
    );
  });

  it('gives the exact commands when it may not install', () => {
    const plan = installPlan({ missing: ['chromium'], hasAptGet: true, isRoot: false, hasSudo: false });
    expect(plan).toEqual({
      action: 'instruct',
      why: 'installing needs root, and sudo asks for a password',
      commands: ['sudo apt-get update', 'sudo apt-get install -y --no-install-recommends chromium'],
    });
  });

  it('names the packages and the way round it on a machine without apt-get', () => {
    const plan = installPlan({ missing: ['nginx'], hasAptGet: false, isRoot: true, hasSudo: true });
    expect(plan.action).toBe('instruct');
    if (plan.action !== 'instruct') return;
    expect(plan.commands.join('\n')).toMatch(/nginx/);
    expect(plan.commands.join('\n')).toMatch(/CHROME_PATH=.* NGINX=.* FIREFOX_PATH=.* WEBKIT_WEBDRIVER=/);
  });
});

/** os-packages.mjs --check with these environment variables on top of this one's. */
const checkOnly = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['scripts/test-runner/os-packages.mjs', '--check'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 10_000,
  });

describe('os-packages.mjs on this machine', () => {
  it('reports a missing browser with the commands to run, within 10 s, and exits 1 (check only)', () => {
    const started = Date.now();
    const run = checkOnly({ CHROME_PATH: '/nonexistent/chromium' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Chromium at /nonexistent/chromium');
    expect(run.stderr).toMatch(/apt-get install .*chromium/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reports a missing Firefox or WebKitWebDriver with the packages to install', () => {
    const run = checkOnly({ FIREFOX_PATH: '/nonexistent/firefox', WEBKIT_WEBDRIVER: '/nonexistent/WebKitWebDriver' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Firefox ESR at /nonexistent/firefox (or set FIREFOX_PATH)');
    expect(run.stdout).toContain('WebKitWebDriver at /nonexistent/WebKitWebDriver');
    expect(run.stderr).toMatch(/apt-get install .*firefox-esr webkit2gtk-driver/);
  });

  it('reports an NGINX that points nowhere instead of quietly using another nginx', () => {
    const run = checkOnly({ NGINX: '/nonexistent/nginx' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('nginx at /nonexistent/nginx (NGINX)');
    expect(run.stderr).toMatch(/apt-get install .*nginx/);
  });

  it('as a user who may not install: stops within 10 s with the sudo commands', () => {
    const runuser = spawnSync('sh', ['-c', 'command -v runuser'], { encoding: 'utf8' }).stdout.trim();
    if (process.getuid?.() !== 0 || !runuser) return; // needs root to become another user
    const started = Date.now();
    const run = spawnSync(runuser, ['-u', 'nobody', '--', process.execPath, 'scripts/test-runner/os-packages.mjs'], {
      env: { ...process.env, CHROME_PATH: '/nonexistent/chromium', HOME: '/tmp' },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Cannot install them here');
    expect(run.stderr).toContain('sudo apt-get install -y --no-install-recommends chromium');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
