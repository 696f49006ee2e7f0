// What the OS must provide for npm test (scripts/test-runner/all.mjs runs this first): Chromium for the
// browser tests and Lighthouse, Firefox ESR and WebKitGTK's WebDriver (with its MiniBrowser) for the
// other engines' suite, a virtual display for WebKit (Xvfb, which the suite starts itself: no xvfb-run, so no xauth), nginx (the
// production server the browser tests use) and its brotli_static module, and openssl (the loopback
// certificate the tests serve HTTPS with: scripts/serve/tls-cert.mjs). Missing ones are installed with
// apt-get when this user may (root, or sudo without a password); otherwise it stops at once with
// the exact commands to run.
//   node scripts/test-runner/os-packages.mjs           check, install what is missing
//   node scripts/test-runner/os-packages.mjs --check   check only (exit 1 when anything is missing)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../chromium.mjs';
import { BROTLI_MODULE, nginxBinary } from '../serve/nginx.mjs';

/** The other engines' binaries (e2e-engines/engines.ts starts them), where Debian puts them. */
export const ENGINE_BINARIES = {
  firefox: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  webKitWebDriver: process.env.WEBKIT_WEBDRIVER ?? '/usr/bin/WebKitWebDriver',
  xvfb: '/usr/bin/Xvfb',
  openssl: '/usr/bin/openssl',
};

/** Each requirement: the Debian package that provides it, and whether this machine has it. */
export function requirements() {
  return [
    { pkg: 'chromium', what: `Chromium at ${chromiumPath} (or set CHROME_PATH)`, present: existsSync(chromiumPath) },
    {
      pkg: 'nginx',
      what: process.env.NGINX ? `nginx at ${process.env.NGINX} (NGINX)` : 'nginx (or set NGINX=/path/to/nginx)',
      present: Boolean(nginxBinary({ optional: true })),
    },
    {
      pkg: 'libnginx-mod-http-brotli-static',
      what: 'nginx brotli_static module (serves the prebuilt .br files)',
      present: existsSync(BROTLI_MODULE),
    },
    {
      pkg: 'firefox-esr',
      what: `Firefox ESR at ${ENGINE_BINARIES.firefox} (or set FIREFOX_PATH)`,
      present: existsSync(ENGINE_BINARIES.firefox),
    },
    {
      pkg: 'webkit2gtk-driver',
      what: `WebKitWebDriver at ${ENGINE_BINARIES.webKitWebDriver} (or set WEBKIT_WEBDRIVER)`,
      present: existsSync(ENGINE_BINARIES.webKitWebDriver),
    },
    { pkg: 'xvfb', what: 'Xvfb (a display for WebKit)', present: existsSync(ENGINE_BINARIES.xvfb) },
    { pkg: 'openssl', what: "openssl (the tests' loopback certificate)", present: existsSync(ENGINE_BINARIES.openssl) },
  ];
}

/**
 * What to do about the missing packages, from facts about this machine (pure, unit-tested):
 * nothing; install them (with or without sudo); or tell the user the commands, with why.
 * @param {{ missing: string[], hasAptGet: boolean, isRoot: boolean, hasSudo: boolean }} facts
 * @returns {{ action: 'none' } | { action: 'install', commands: string[][] } | { action: 'instruct', why: string, commands: string[] }}
 */
export function installPlan({ missing, hasAptGet, isRoot, hasSudo }) {
  if (missing.length === 0) return { action: 'none' };
  const apt = (sudo) => [
    [...sudo, 'apt-get', 'update', '-qq'],
    [
      ...sudo,
      'env',
      'DEBIAN_FRONTEND=noninteractive',
      'apt-get',
      'install',
      '-y',
      '-qq',
      '--no-install-recommends',
      ...missing,
    ],
  ];
  const manual = ['sudo apt-get update', `sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`];
  if (!hasAptGet) {
    return {
      action: 'instruct',
      why: 'this is not a Debian or Ubuntu machine (no apt-get), so nothing was installed',
      commands: [
        `install with your package manager: ${missing.join(', ')} (the names are Debian's)`,
        'or point at existing binaries: CHROME_PATH=/path/to/chromium NGINX=/path/to/nginx ' +
          'FIREFOX_PATH=/path/to/firefox WEBKIT_WEBDRIVER=/path/to/WebKitWebDriver npm test',
      ],
    };
  }
  if (isRoot) return { action: 'install', commands: apt([]) };
  if (hasSudo) return { action: 'install', commands: apt(['sudo', '-n']) };
  return { action: 'instruct', why: 'installing needs root, and sudo asks for a password', commands: manual };
}

const quiet = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore', timeout: 5000 }).status === 0;

/** Checks the machine and installs what is missing; returns false (after saying why) when it could not. */
export function ensureOsPackages({ checkOnly = false } = {}) {
  const missing = requirements().filter((r) => !r.present);
  if (missing.length === 0) return true;
  console.log(`Missing from this machine: ${missing.map((r) => r.what).join('; ')}.`);
  const plan = installPlan({
    missing: missing.map((r) => r.pkg),
    hasAptGet: quiet('sh', ['-c', 'command -v apt-get']),
    isRoot: process.getuid?.() === 0,
    hasSudo: quiet('sudo', ['-n', 'true']),
  });
  if (plan.action === 'instruct' || checkOnly) {
    const commands = plan.action === 'instruct' ? plan.commands : plan.commands.map((c) => c.join(' '));
    if (plan.action === 'instruct') console.error(`Cannot install them here: ${plan.why}. Run:`);
    else console.error('Install them with:');
    for (const line of commands) console.error(`  ${line}`);
    console.error('then run npm test again.');
    return false;
  }
  for (const [cmd, ...args] of plan.commands) {
    console.log(`$ ${[cmd, ...args].join(' ')}`);
    const result = spawnSync(cmd, args, { stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`That command failed (exit ${result.status ?? result.signal}); nothing else was run.`);
      return false;
    }
  }
  const still = requirements().filter((r) => !r.present);
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.map((r) => r.what).join('; ')}.`);
    return false;
  }
  console.log('Installed.');
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureOsPackages({ checkOnly: process.argv.includes('--check') }) ? 0 : 1);
}
