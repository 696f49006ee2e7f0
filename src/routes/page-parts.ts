/**
 * What several kinds of page show alike, computed for their views: the season links (each season's
 * page, once there are pages per season: routes/seasons.ts) and the button to a season's field.
 */
import { getField, getPeople } from '../data/index.ts';
import { STANDINGS_PATH, seasonStandingsPath } from '../lib/seo/urls.ts';
import { seasonNumbersWithPages } from './seasons.ts';

/** The seasons a page links, each to its own page: none while the show has one. */
export const seasonLinksOf = (): Promise<number[]> => seasonNumbersWithPages();

/** The link to a season's field (the current one's without `season`): its address and its words. */
export async function fieldLinkOf(season?: number): Promise<{ href: string; label: string }> {
  const [{ field }, links] = await Promise.all([getField(season), seasonLinksOf()]);
  // A one-season show has /standings/ alone; once there are more, a season's own page keeps its link.
  const href = season === undefined || links.length === 0 ? STANDINGS_PATH : seasonStandingsPath(season);
  return { href, label: field.winner ? 'Final Standings' : 'Who’s Still In' };
}

/** Everyone's name by cast slug (a player's figures name the players they met). */
export const castNames = async (): Promise<ReadonlyMap<string, string>> =>
  new Map((await getPeople()).map((p) => [p.id, p.data.name]));
