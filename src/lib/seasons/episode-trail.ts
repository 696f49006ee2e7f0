/**
 * Where an episode sits in the site, for its breadcrumb (on the page and in its structured data) and
 * its key hands': under /episodes/ while the show has one season; under its own season's page once
 * it has more, so an episode of an earlier season never looks like one of the current season's.
 */
import { EPISODES_PATH, hasSeasonPages, HOME_PATH, seasonPath, SEASONS_PATH } from '../seo/urls.ts';

/** A step of a page's trail: its name in the BreadcrumbList, and where the visible trail says less. */
export interface Crumb {
  name: string;
  path: string;
  /** The visible trail's word for it, when shorter than its name (an episode's code, "Key hand"). */
  short?: string;
}

/** The page right above an episode of `season` (its "up" link), in a show of `seasonCount` seasons. */
export function episodeParent(season: number, seasonCount: number): Crumb {
  return hasSeasonPages(seasonCount)
    ? { name: `Season ${season}`, path: seasonPath(season) }
    : { name: 'Episodes', path: EPISODES_PATH };
}

/** The crumbs above an episode of `season`, Home first, its parent last. */
export function episodeTrail(season: number, seasonCount: number): Crumb[] {
  const home = { name: 'Home', path: HOME_PATH };
  const parent = episodeParent(season, seasonCount);
  return hasSeasonPages(seasonCount) ? [home, { name: 'All Seasons', path: SEASONS_PATH }, parent] : [home, parent];
}

/**
 * An episode's code where it must name one episode of the whole show (a key hand's title and
 * description): "EP01" while the show has one season, "S2 EP01" once it has more, when every
 * season has an EP01.
 */
export function episodeLabel(season: number, code: string, seasonCount: number): string {
  return hasSeasonPages(seasonCount) ? `S${season} ${code}` : code;
}
