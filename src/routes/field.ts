/**
 * "The Field" of a season, the one view behind two kinds of page: the current season's at
 * /standings/ (routes/standings.ts) and each season's at /seasons/<n>/standings/ once the show has
 * two (routes/season-standings.ts). Results of aired episodes only (lib/standings/standings.ts),
 * behind a disclosure closed until a fan opens it; before any results, the players, all in, and when
 * the premiere airs.
 */
import { getCurrentSeason, getField, getSeasonOutlook, getSeriesFacts, getSite } from '../data/index.ts';
import { zonedTime } from '../lib/airing/broadcast-time.ts';
import { breadcrumbNode } from '../lib/seo/jsonld.ts';
import { pageTitle } from '../lib/seo/meta.ts';
import { SEASONS_CRUMB, trailFromHome } from '../lib/seo/crumbs.ts';
import { seasonPath, seasonStandingsPath, STANDINGS_PATH } from '../lib/seo/urls.ts';
import { fieldCard } from '../lib/standings/field-view.ts';
import { makePageMeta } from './page-meta.ts';
import type { ShareCard } from './page-kind.ts';
import { seasonLinksOf } from './page-parts.ts';

/** The field's words wherever it is named: its crumb, its heading, its share card's eyebrow. */
export const FIELD_NAME = 'The Field';

/** Where a season's field lives: the rolling /standings/ without `own`, else the season's own page. */
export const fieldPath = (own: number | undefined) => (own === undefined ? STANDINGS_PATH : seasonStandingsPath(own));

/** Everything the field's template shows of a season (`own`, or the current one's at /standings/). */
export async function fieldView(own: number | undefined) {
  const [site, facts, outlook, fieldOf, current] = await Promise.all([
    getSite(),
    getSeriesFacts(),
    getSeasonOutlook(own),
    getField(own),
    getCurrentSeason(),
  ]);
  const season = own ?? current.number;
  const champion = Boolean(fieldOf.field.winner);
  const path = fieldPath(own);
  const heading = champion ? 'Final Standings' : 'Who Is Still In';
  const crumbs =
    own === undefined
      ? trailFromHome({ name: FIELD_NAME, path })
      : trailFromHome(SEASONS_CRUMB, { name: `Season ${own}`, path: seasonPath(own) }, { name: FIELD_NAME, path });
  const meta = await makePageMeta({
    title: pageTitle(
      own === undefined ? `${FIELD_NAME}: ${heading}` : `${FIELD_NAME}, Season ${own}: ${heading}`,
      site.title,
    ),
    description: champion
      ? `How ${site.title} Season ${season} ended: where every player finished, and every stack after each episode, hidden until you choose to see them.`
      : `Who is still in ${site.title}${own === undefined ? '' : ` Season ${own}`}: players left, the chip leader and every stack after each aired episode, hidden until you choose to see them.`,
    path,
    imageAlt: `${site.title}: the field`,
    jsonLd: [breadcrumbNode(facts, path, crumbs)],
  });
  const kind = own === undefined ? ('standings' as const) : ('season-standings' as const);
  return { meta, kind, seasonLinks: await seasonLinksOf(), season, zone: site.timeZone, outlook, ...fieldOf };
}

export type FieldView = Awaited<ReturnType<typeof fieldView>>;

/** A field's share card: who is left and the chip leader, never who won (lib/standings/field-view.ts). */
export async function fieldShareCard(own: number | undefined, premiere: string | undefined): Promise<ShareCard> {
  const [site, { field, member }, current] = await Promise.all([getSite(), getField(own), getCurrentSeason()]);
  return {
    eyebrow: `The field · Season ${own ?? current.number}`,
    ...fieldCard(field, (slug) => member(slug).data.name, premiere && zonedTime(premiere, site.timeZone).text),
  };
}
