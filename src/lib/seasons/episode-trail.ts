/**
 * Where an episode sits in the site, for its breadcrumb (on the page and in its structured data) and
 * its key hands': under /episodes/ while the show has one season; under its own season's page once
 * it has more, so an episode of an earlier season never looks like one of the current season's.
 */
import { SEASONS_CRUMB, trailFromHome, type Crumb } from '../seo/crumbs.ts';
import { EPISODES_PATH, hasSeasonPages, seasonPath } from '../seo/urls.ts';

/** The page right above an episode of `season` (its "up" link), in a show of `seasonCount` seasons. */
export function episodeParent(season: number, seasonCount: number): Crumb {
  return hasSeasonPages(seasonCount)
    ? { name: `Season ${season}`, path: seasonPath(season) }
    : { name: 'Episodes', path: EPISODES_PATH };
}

/** The crumbs above an episode of `season`, Home first, its parent last. */
export function episodeTrail(season: number, seasonCount: number): Crumb[] {
  const parent = episodeParent(season, seasonCount);
  return hasSeasonPages(seasonCount) ? trailFromHome(SEASONS_CRUMB, parent) : trailFromHome(parent);
}

/**
 * An episode's code where it must name one episode of the whole show (a key hand's title and
 * description): "EP01" while the show has one season, "S2 EP01" once it has more, when every
 * season has an EP01.
 */
export function episodeLabel(season: number, code: string, seasonCount: number): string {
  return hasSeasonPages(seasonCount) ? `S${season} ${code}` : code;
}
