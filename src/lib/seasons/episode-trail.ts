/**
 * Where an episode sits in the site, for its breadcrumb (on the page and in its structured data) and
 * its key hands': under /episodes/ while the show has one season; under its own season's page once
 * it has more, so an episode of an earlier season never looks like one of the current season's.
 */
import { SEASONS_PATH, seasonPath } from '../seo/urls.ts';

export interface Crumb {
  name: string;
  path: string;
}

/** The crumbs above an episode of `season`, Home first, in a show of `seasonCount` seasons. */
export function episodeTrail(season: number, seasonCount: number): Crumb[] {
  const home = { name: 'Home', path: '/' };
  if (seasonCount < 2) return [home, { name: 'Episodes', path: '/episodes/' }];
  return [home, { name: 'All Seasons', path: SEASONS_PATH }, { name: `Season ${season}`, path: seasonPath(season) }];
}
