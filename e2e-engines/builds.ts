/**
 * The builds the other engines load: today's dist/ and every build of the airing fixture
 * (scripts/build-airing.mjs: AIRING.builds, so a season build added there is loaded here too, unless
 * it is built for the dist tests alone: `browsers: false`), each
 * served by nginx with deploy/nginx.conf over HTTPS and HTTP/2 on a port of its own, and seen at its
 * own clock (its SITE_NOW less a minute, as e2e/airing.spec.ts loads it). npm start's server (plain
 * HTTP, without upgrade-insecure-requests) is loaded too: WebKit upgraded that page's fonts and images.
 */
import { readFileSync } from 'node:fs';
import { AIRING } from '../scripts/build-airing.mjs';

export interface Build {
  dir: string;
  /** Where it is served: https://127.0.0.1:<port>. */
  url: string;
  /** Date.now() in its pages (undefined: the real clock, for today's content). */
  now: number | undefined;
  /** The pages loaded: the build's `pages` (scripts/build-airing.mjs), else its whole sitemap. */
  paths: readonly string[];
}

/** E2E_PORT + 10 on: the first ten are playwright.config.ts's. */
const firstPort = Number(process.env['E2E_PORT'] ?? 4329) + 10;

const served = AIRING.builds.filter((b) => !('browsers' in b) || b.browsers);
export const BUILDS: Build[] = [{ outDir: 'dist', now: undefined }, ...served].map((build, i) => ({
  dir: build.outDir,
  url: `https://127.0.0.1:${firstPort + i}`,
  now: build.now === undefined ? undefined : Date.parse(build.now) - 60_000,
  paths: 'pages' in build && build.pages ? build.pages : sitemapPaths(build.outDir),
}));

/** npm start's server over dist/, plain HTTP. */
export const npmStartURL = `http://127.0.0.1:${firstPort + BUILDS.length}`;

/** The port WebKitWebDriver listens on in the Playwright worker numbered `index`. */
export const webDriverPort = (index: number) => firstPort + BUILDS.length + 1 + index;

export const buildOf = (dir: string) => {
  const build = BUILDS.find((b) => b.dir === dir);
  if (!build)
    throw new Error(`no build ${dir} in e2e-engines/builds.ts (BUILDS: ${BUILDS.map((b) => b.dir).join(', ')})`);
  return build;
};

/** Every page of a build's sitemap, as site paths. */
export function sitemapPaths(dir: string): string[] {
  const xml = readFileSync(`${dir}/sitemap-0.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}
