/** /standings/: the current season's field, the one a fan follows week to week (routes/field.ts). */
import { getEpisodes } from '../data/index.ts';
import { STANDINGS_PATH } from '../lib/seo/urls.ts';
import { fieldShareCard, fieldView, type FieldView } from './field.ts';
import { single, type PageKind } from './page-kind.ts';

export const standingsPage: PageKind<object, FieldView> = {
  kind: 'standings',
  pages: async () => [single(STANDINGS_PATH)],
  view: () => fieldView(undefined),
  card: async () => fieldShareCard(undefined, (await getEpisodes())[0]?.data.airDate),
};
