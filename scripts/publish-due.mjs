// Whether a scheduled publish should build and deploy now (.github/workflows/publish.yml runs it
// every 15 minutes, docs/deploying.md "Publishing on time"). Reads the deployed site's /build.json
// and prints one line, "due: …" or "not due: …", with the reason; appends due=true|false to
// $GITHUB_OUTPUT when it is set. The rule is src/lib/airing/publish-due.ts's. It imports nothing
// from node_modules, so a run that decides not to build never installs the project's packages.
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readArgs } from './clock-args.mjs';
import { changedByEvent, publishDue, readDeployed } from '../src/lib/airing/publish-due.ts';

const HELP = `Usage: node scripts/publish-due.mjs [--site URL | --file PATH] [--changed | --event NAME]

Decides whether the site should be built and deployed now, from the deployed /build.json
({ "builtAt": ISO, "nextChange": ISO | null }). Due when the content changed, when the deployed
build's nextChange has come, or when /build.json is missing or unreadable; not due otherwise.
Prints one line with the reason, appends due=true|false to $GITHUB_OUTPUT when set, exits 0.

  --site URL    the deployed site (default SITE_URL, else site.yaml's siteUrl); reads URL/build.json
  --file PATH   read a build.json from a file instead
  --changed     the content changed (a push): due whatever build.json says
  --event NAME  the CI event (GitHub's github.event_name): any but "schedule" counts as --changed
  --help        this text

SITE_NOW      the instant taken as now (ISO 8601 with an offset or Z; default the real clock)`;

/**
 * The site's origin as the build takes it: SITE_URL, else site.yaml's `siteUrl` in CONTENT_DIR or
 * content/ (lib/content/content-sources.ts's rule). Read without a YAML parser: the key is a
 * top-level scalar, plain or quoted (tests/publish-due.test.ts holds this to the parser's answer).
 */
export function siteOrigin(env = process.env) {
  if (env.SITE_URL?.trim()) return env.SITE_URL.trim();
  const file = join(env.CONTENT_DIR?.trim() || 'content', 'site.yaml');
  const line = /^siteUrl:[ \t]*(?:'([^']*)'|"([^"]*)"|([^\s#'"]\S*))/m.exec(readFileSync(file, 'utf8'));
  return line?.slice(1).find((v) => v !== undefined) ?? '';
}

/** The deployed /build.json's text, or why there is none. */
async function fetchDeployed(site) {
  // The query and no-cache ask past a CDN's copy, which may predate the latest deploy.
  const url = `${site}/build.json?at=${Date.now()}`;
  try {
    const response = await fetch(url, {
      headers: { 'cache-control': 'no-cache' },
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status === 404) return { unreadable: `is missing (HTTP 404 at ${site}/build.json)` };
    if (!response.ok) return { unreadable: `could not be read (HTTP ${response.status} at ${site}/build.json)` };
    return readDeployed(await response.text());
  } catch (error) {
    return {
      unreadable: `could not be fetched from ${site} (${error.cause?.code ?? error.cause?.message ?? error.message})`,
    };
  }
}

function readDeployedFile(path) {
  try {
    return readDeployed(readFileSync(path, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return { unreadable: `is missing (no file ${path})` };
    return { unreadable: `could not be read (${error.message})` };
  }
}

async function main() {
  const { options, now, exit } = readArgs(HELP, {
    site: { type: 'string' },
    file: { type: 'string' },
    changed: { type: 'boolean' },
    event: { type: 'string' },
  });
  if (exit !== undefined) return exit;
  if (options.site !== undefined && options.file !== undefined) {
    console.error('Give --site or --file, not both.');
    return 2;
  }
  const changed = options.changed === true || (options.event !== undefined && changedByEvent(options.event));
  let deployed;
  // A change builds whatever the deployed site says: no need to ask it.
  if (changed) deployed = { unreadable: 'was not read' };
  else if (options.file !== undefined) deployed = readDeployedFile(options.file);
  else {
    let site = options.site;
    try {
      site ??= siteOrigin();
    } catch (error) {
      console.error(`No site to ask: give --site or SITE_URL (${error.message})`);
      return 2;
    }
    if (!/^https?:\/\//.test(site)) {
      console.error(`No site to ask: "${site}" is not an http(s) URL; give --site or SITE_URL`);
      return 2;
    }
    deployed = await fetchDeployed(site.replace(/\/+$/, ''));
  }
  const { due, reason } = publishDue(deployed, now, changed);
  console.log(`${due ? 'due' : 'not due'}: ${reason}`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `due=${due}\n`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
