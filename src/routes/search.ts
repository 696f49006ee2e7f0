/**
 * /search/: the site search, where the header's search control leads. Built with the key-hand list,
 * once a hand has aired: the index and the header's control come with it (layouts/Page.astro); before
 * it there is nothing to find that the nav does not show.
 */
import { anyHandAired, getSeriesFacts, getSite } from '../data/index.ts';
import { breadcrumbNode } from '../lib/seo/jsonld.ts';
import { pageTitle } from '../lib/seo/meta.ts';
import { trailFromHome } from '../lib/seo/crumbs.ts';
import { SEARCH_PATH } from '../lib/seo/urls.ts';
import { makePageMeta } from './page-meta.ts';
import { single, type PageKind } from './page-kind.ts';

const SEARCH_NAME = 'Search';

async function searchView() {
  const [site, facts] = await Promise.all([getSite(), getSeriesFacts()]);
  const meta = await makePageMeta({
    title: pageTitle(SEARCH_NAME, site.title),
    description: `Search ${site.title}: its players, seasons, episodes and key hands, by name, nickname, title or summary. Nothing in a result tells who won.`,
    path: SEARCH_PATH,
    jsonLd: [breadcrumbNode(facts, SEARCH_PATH, trailFromHome({ name: SEARCH_NAME, path: SEARCH_PATH }))],
  });
  return { meta, siteTitle: site.title, heading: SEARCH_NAME };
}

export type SearchView = Awaited<ReturnType<typeof searchView>>;

export const searchPage: PageKind<object, SearchView> = {
  kind: 'search',
  pages: async () => ((await anyHandAired()) ? [single(SEARCH_PATH, { search: undefined })] : []),
  view: searchView,
  card: async () => ({
    eyebrow: SEARCH_NAME,
    title: 'Search the Show',
    subtitle: 'Players, seasons, episodes and key hands',
  }),
};
