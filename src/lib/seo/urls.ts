/**
 * The site's one URL form: absolute paths ending in a slash (/cast/ingrid-solberg/),
 * the same for internal links, canonical URLs and the sitemap.
 */

/** Normalises an internal path to the trailing-slash form; leaves files (with an extension) and hashes alone. */
export function pagePath(path: string): string {
  const [pathname = '/', hash] = path.split('#', 2);
  let p = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const last = p.slice(p.lastIndexOf('/') + 1);
  if (!p.endsWith('/') && !last.includes('.')) p = `${p}/`;
  return hash === undefined ? p : `${p}#${hash}`;
}

/** An absolute URL on the site's origin. `site` is the origin without a trailing slash. */
export function absoluteUrl(site: string | URL, path: string): string {
  return new URL(pagePath(path), String(site)).href;
}

/** The site's pages at fixed paths. */
export const HOME_PATH = '/';
export const ABOUT_PATH = '/about/';
export const CAST_PATH = '/cast/';
export const EPISODES_PATH = '/episodes/';
export const SCHEDULE_PATH = '/schedule/';
/** The current season's field; an earlier season's is seasonStandingsPath's, once there are two. */
export const STANDINGS_PATH = '/standings/';
export const NOT_FOUND_PATH = '/404/';

export const castPath = (slug: string) => `/cast/${slug}/`;
/** A player's own key-hand page, once their aired hands span seasons (pages/cast/[slug]/hands.astro). */
export const castHandsPath = (slug: string) => `/cast/${slug}/hands/`;
export const episodePath = (slug: string) => `/episodes/${slug}/`;
/**
 * Whether a show of `seasonCount` seasons has season pages (/seasons/, each season's, its field and
 * calendar) and says which season wherever it links one: from its second season on. A one-season
 * show's season is /episodes/, its field /standings/, as it was before there were more.
 */
export const hasSeasonPages = (seasonCount: number) => seasonCount >= 2;
/** The list of seasons, and each season's permanent page (only with `hasSeasonPages`: pages/seasons/). */
export const SEASONS_PATH = '/seasons/';
export const seasonPath = (season: number) => `/seasons/${season}/`;
export const seasonStandingsPath = (season: number) => `/seasons/${season}/standings/`;
/** A key hand's page, and its hand history beside it (pages/episodes/[slug]/hands/). */
export const handPath = (episode: string, id: string) => `/episodes/${episode}/hands/${id}/`;
/** The list of key hands: the newest seasons' at /hands/, an earlier season's on a page of its own (lib/hands/hand-list.ts). */
export const HANDS_PATH = '/hands/';
/** The site search: its page, where the header's search control leads. */
export const SEARCH_PATH = '/search/';
export const seasonHandsPath = (season: number) => `/seasons/${season}/hands/`;
export const handHistoryPath = (episode: string, id: string) => `/episodes/${episode}/hands/${id}.phh`;
/** A key hand's embed page, the one kind of page other sites may frame, and its oEmbed answer (lib/embed/). */
export const handEmbedPath = (episode: string, id: string) => `/embed/hands/${episode}/${id}/`;
export const handOEmbedPath = (episode: string, id: string) => `${handEmbedPath(episode, id)}oembed.json`;
/** Where the embed pages live: the servers let other sites frame these paths only (deploy/nginx.conf). */
export const EMBED_PREFIX = '/embed/';

/** True for links that leave the site (they open in a new tab). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/** The episodes' RSS feed (pages/episodes/rss.xml.ts), as a head alternate of Home and Episodes. */
export const episodesFeed = (seriesTitle: string) => ({
  type: 'application/rss+xml',
  title: `${seriesTitle}: Episodes`,
  path: '/episodes/rss.xml',
});
