/** Helpers for tests that read the built site. */
import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { parse as parseYaml } from 'yaml';
import { AIRING } from '../scripts/build-airing.mjs';
import { contentSources, sourceFiles } from '../src/lib/content/content-sources.ts';
import { resultsOut, type AirClock, type Dated } from '../src/lib/airing/episode-state.ts';

/** dist/, or another built site (DIST_DIR=dist-airing: the airing fixture, scripts/build-airing.mjs). */
export const DIST = process.env['DIST_DIR'] || 'dist';

const fixture = AIRING.builds.find((b) => b.outDir === DIST);
/** The clock a fixture was built at (SITE_NOW); undefined for dist/, built at the real clock. */
export const FIXTURE_NOW: string | undefined = fixture?.now;
/** The content this build was made of: a fixture's laid-out copy (scripts/build-airing.mjs), else content/. */
export const CONTENT_DIR = fixture?.content ?? 'content';
/** Whether that content is a generated show (scripts/content/make-show.mjs), whose facts no test writes down. */
export const GENERATED = AIRING.contents.some((c) => c.dir === CONTENT_DIR && 'generated' in c);

const site = parseYaml(readFileSync(join(CONTENT_DIR, 'site.yaml'), 'utf8')) as {
  facts: { episodeMinutes: number };
  resultsDelayMinutes?: number;
};
/** The build's clock (a fixture's, or now for dist/) with the show's timing, as the site reads states. */
export const CLOCK: AirClock = {
  now: fixture ? Date.parse(fixture.now) : Date.now(),
  episodeMinutes: site.facts.episodeMinutes,
  resultsDelayMinutes: site.resultsDelayMinutes ?? 0,
};
/** Whether an episode's results (and key hands) may be in this build: its broadcast has ended. */
export const resultsAreOut = (e: Dated) => resultsOut(e, CLOCK);

/** Each season of that content (content/seasons/<n>/season.yaml), in order. */
export const SEASONS = readdirSync(join(CONTENT_DIR, 'seasons'))
  .map(
    (n) =>
      parseYaml(readFileSync(join(CONTENT_DIR, 'seasons', n, 'season.yaml'), 'utf8')) as {
        number: number;
        cast: string[];
      },
  )
  .sort((a, b) => a.number - b.number);

/** Everyone who has played or hosted a season: each has a profile. */
export const PROFILED = [...new Set(SEASONS.flatMap((s) => s.cast))];

/**
 * Key hand pages (and so share cards of a table) this build has: mid-season, EP01's two and EP02's
 * three; at the finale, those, EP03's two and those of EP06, EP09, EP11 and EP12 (two), EP12's not
 * yet on its evening nor while it is on air, all of them a minute after it ends; with three seasons, the finale's, Season 2's EP12 two and Season 3's EP02 one
 * (its EP05's not yet aired); a generated show, those of its aired episodes (airedHandCount); none
 * elsewhere.
 */
export const KEY_HANDS =
  (
    {
      'dist-airing': 5,
      'dist-finale': 12,
      'dist-finale-eve': 10,
      'dist-finale-night': 10,
      'dist-finale-end': 12,
      'dist-seasons': 15,
    } as Record<string, number>
  )[DIST] ?? (GENERATED ? airedHandCount() : 0);

/** The key hands of the episodes aired at the build's clock, YAML and PHH, counted from the files. */
function airedHandCount(): number {
  return episodeFiles(CONTENT_DIR).reduce((count, { slug, path }) => {
    const episode = parseYaml(readFileSync(path, 'utf8')) as Dated & { hands?: unknown[] };
    if (!resultsAreOut(episode)) return count;
    const phh = globSync(`seasons/*/hands/${slug}/*.phh`, { cwd: CONTENT_DIR });
    return count + (episode.hands?.length ?? 0) + phh.length;
  }, 0);
}

export function htmlFiles(dir = DIST): string[] {
  if (!existsSync(dir)) throw new Error(`${dir}/ is not built: run npm run build first`);
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(path);
    return e.name.endsWith('.html') ? [path] : [];
  });
}

/** A key hand's embed page (pages/embed/): framed by other sites, without the site's chrome (tests-dist/embed.test.ts). */
export const isEmbed = (path: string): boolean => path.startsWith('/embed/');

/** The site's own pages, with its chrome: every built page but the embeds. */
export const sitePages = (dir = DIST): string[] => htmlFiles(dir).filter((f) => !isEmbed(pathOf(f, dir)));

/** The site path a file is served at: dist/cast/x/index.html -> /cast/x/ */
export function pathOf(file: string, dir = DIST): string {
  const rel = relative(dir, file).replace(/\\/g, '/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel}`;
}

/** The page as a browser's DOM has it: <template> content is inert, not part of the document. */
export function readPage(file: string): HTMLElement {
  const root = parse(readFileSync(file, 'utf8'));
  for (const t of root.querySelectorAll('template')) t.remove();
  return root;
}

export function sitemapUrls(): string[] {
  const xml = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
}

/**
 * The scripts a page loads by itself, in order: its <script src> elements, then the site script its
 * inline loader requests once the page has painted (<body data-site-script>, src/client/site-script-loader.js).
 */
export function loadedScripts(page: HTMLElement): string[] {
  const site = page.querySelector('body')?.getAttribute('data-site-script');
  return [...page.querySelectorAll('script[src]').map((s) => s.getAttribute('src') ?? ''), ...(site ? [site] : [])];
}

/**
 * The requests that hold a page's first paint back: stylesheets that apply at once (not media="print",
 * not disabled, not the <noscript> copy a browser with JavaScript never reads) and classic scripts
 * fetched without async or defer. Module scripts are deferred; JSON-LD is not fetched.
 */
export function renderBlockingRequests(page: HTMLElement): string[] {
  const inNoscript = (el: HTMLElement) => Boolean(el.closest('noscript'));
  const stylesheets = page
    .querySelectorAll('link[rel~="stylesheet"]')
    .filter((l) => !inNoscript(l) && !l.hasAttribute('disabled'))
    .filter((l) => !/^\s*print\s*$/i.test(l.getAttribute('media') ?? 'all'));
  const scripts = page
    .querySelectorAll('script[src]')
    .filter((s) => !inNoscript(s) && s.getAttribute('type') !== 'module')
    .filter((s) => !s.hasAttribute('async') && !s.hasAttribute('defer'));
  return [...stylesheets, ...scripts].map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '');
}

/** Every episode file of a content folder, every season's, as the build reads them: slug and path. */
export function episodeFiles(contentDir: string): { slug: string; path: string }[] {
  return sourceFiles(contentDir, contentSources.episodes.source).files.map(({ id, path }) => ({ slug: id, path }));
}
