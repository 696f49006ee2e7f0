/**
 * The site's kinds of page, as plain data: the one list every reader of "which kinds of page are
 * there" takes, the build (astro.config.mjs's sitemap, layouts/Page.astro's search index) and the
 * tools outside it (the Lighthouse gate's routes in scripts/perf-budgets.mjs, the dist tests) alike.
 * Free of content imports so Node reads it as it is. Which pages of a kind exist, what they load and
 * say, and their share card are the kind's route module's (routes/<kind>.ts, listed in
 * routes/registry.ts, which must name every kind here).
 */
import type { SearchKind } from '../search/search-kinds.ts';

export interface KindFacts {
  /** The files in src/pages/ that render it. */
  readonly files: readonly string[];
  /** Its URLs, a <name> for each part that varies. */
  readonly patterns: readonly string[];
  /** What the site search finds it as; a kind without one is not in the index. */
  readonly search?: SearchKind;
  /** Left out of the sitemap: not a page anyone should land on from a search. */
  readonly unlisted?: true;
  /**
   * Where the Lighthouse gate measures it: "/path/" in dist/, or "dist-name/path/" in a fixture's
   * build, each in the state of the season that gives it the most to carry.
   */
  readonly gated: readonly string[];
  /**
   * The most a page's first response may carry, brotli as served (tests-dist/budgets.test.ts): 14 KiB,
   * a first round trip's worth, unless its kind says more.
   */
  readonly criticalKiB?: number;
}

export const PAGE_KINDS = {
  // Home in each state: today's brochure, the eve of the premiere, mid-season, the season over, and
  // on Season 3 of three (dist-seasons) with its season links.
  home: {
    files: ['index.astro'],
    patterns: ['/'],
    gated: ['/', 'dist-premiere/', 'dist-airing/', 'dist-finale/', 'dist-seasons/'],
    // Home's first response holds the most: the hero and the season's block.
    criticalKiB: 20,
  },
  about: { files: ['about.astro'], patterns: ['/about/'], gated: ['/about/'] },
  cast: { files: ['cast/index.astro'], patterns: ['/cast/'], gated: ['/cast/'] },
  // The champion's profile at the season's end: the whole season behind its disclosure; a player
  // back for a third season (three seasons behind their disclosures).
  profile: {
    files: ['cast/[slug].astro'],
    patterns: ['/cast/<slug>/'],
    search: 'player',
    gated: ['dist-finale/cast/ingrid-solberg/', 'dist-seasons/cast/dante-okonkwo/'],
  },
  'player-hands': { files: ['cast/[slug]/hands.astro'], patterns: ['/cast/<slug>/hands/'], gated: [] },
  // Aired, dated and coming episodes side by side.
  episodes: { files: ['episodes/index.astro'], patterns: ['/episodes/'], gated: ['dist-airing/episodes/'] },
  // An aired episode: its results behind a disclosure, its key hands listed.
  episode: {
    files: ['episodes/[slug].astro'],
    patterns: ['/episodes/<slug>/'],
    search: 'episode',
    gated: ['dist-airing/episodes/ep01-the-beginning/'],
  },
  // Every night dated, a countdown to the premiere.
  schedule: { files: ['schedule.astro'], patterns: ['/schedule/'], gated: ['dist-premiere/schedule/'] },
  // The field to its end: the chart and table in the page, behind a disclosure.
  standings: { files: ['standings.astro'], patterns: ['/standings/'], gated: ['dist-finale/standings/'] },
  // A key hand: its streets, cards, odds and table drawn at every step, behind a disclosure; the
  // three-way all-in with a side pot and a clip.
  'key-hand': {
    files: ['episodes/[slug]/hands/[id].astro'],
    patterns: ['/episodes/<slug>/hands/<id>/'],
    search: 'hand',
    gated: ['dist-airing/episodes/ep01-the-beginning/hands/three-way-all-in/'],
  },
  // Its canonical is the hand's page, and so is its share card.
  embed: {
    files: ['embed/hands/[slug]/[id].astro'],
    patterns: ['/embed/hands/<slug>/<id>/'],
    unlisted: true,
    gated: [],
  },
  // Three seasons (dist-seasons): the list of seasons, and a season's page (a season over: its 12
  // episodes and 17 cards).
  seasons: { files: ['seasons/[...list].astro'], patterns: ['/seasons/'], gated: ['dist-seasons/seasons/'] },
  season: {
    files: ['seasons/[season]/index.astro'],
    patterns: ['/seasons/<season>/'],
    search: 'season',
    gated: ['dist-seasons/seasons/2/'],
  },
  'season-standings': {
    files: ['seasons/[season]/standings.astro'],
    patterns: ['/seasons/<season>/standings/'],
    gated: [],
  },
  // Every key hand on one page, on the generated three-season show (dist-show/): its 142 hands over
  // three seasons, the filters' script at load.
  'hand-list': {
    files: ['hands/[...list].astro', 'seasons/[season]/hands.astro'],
    patterns: ['/hands/', '/seasons/<season>/hands/'],
    gated: ['dist-show/hands/'],
  },
  search: { files: ['search/[...search].astro'], patterns: ['/search/'], gated: [] },
  'not-found': { files: ['404.astro'], patterns: ['/404/'], unlisted: true, gated: [] },
} as const satisfies Record<string, KindFacts>;

export type KindName = keyof typeof PAGE_KINDS;

export const KIND_NAMES = Object.keys(PAGE_KINDS) as KindName[];

/**
 * Whether `pathname` is one of `pattern`'s URLs (the trailing slash optional, as /404 is served): a
 * <name> is one path segment without a dot, so a file beside a page (rss.xml) is none of them.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const parts = pattern.replace(/\/$/, '').split(/<[a-z]+>/);
  const body = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/.]+');
  return new RegExp(`^${body}/?$`).test(pathname);
}

/** The kind of page a path is, if it is one (the first kind whose pattern it matches). */
export function kindOf(pathname: string): KindName | undefined {
  return KIND_NAMES.find((name) => PAGE_KINDS[name].patterns.some((p) => matchesPattern(p, pathname)));
}

/** Whether a page belongs in the sitemap: every kind's, but the unlisted kinds'. */
export function inSitemap(pathname: string): boolean {
  const kind = kindOf(pathname);
  return kind === undefined || !('unlisted' in PAGE_KINDS[kind]);
}
