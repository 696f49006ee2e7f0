/**
 * /seasons/<n>/standings/: a season's field, as /standings/ shows the current one's, behind the same
 * disclosure (routes/field.ts); one for each season that has a page (routes/season.ts).
 */
import { seasonStandingsPath } from '../lib/seo/urls.ts';
import { fieldShareCard, fieldView, type FieldView } from './field.ts';
import type { PageKind } from './page-kind.ts';
import { seasonsWithPages } from './seasons.ts';
import type { SeasonSummary } from '../lib/seasons/season-summary.ts';

export const seasonStandingsPage: PageKind<{ summary: SeasonSummary }, FieldView> = {
  kind: 'season-standings',
  pages: async () =>
    (await seasonsWithPages()).map((summary) => ({
      path: seasonStandingsPath(summary.number),
      params: { season: String(summary.number) },
      props: { summary },
    })),
  view: ({ props }) => fieldView(props.summary.number),
  card: ({ props }) => fieldShareCard(props.summary.number, props.summary.premiere),
};
