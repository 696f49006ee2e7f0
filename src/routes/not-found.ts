/**
 * The 404 page, served (with HTTP 404) for every unknown path: three views a small script picks
 * from the path (client/not-found.ts), the default one readable without it. Out of the sitemap and
 * search results (lib/pages/page-kinds.ts).
 */
import { getCast, getSite } from '../data/index.ts';
import { pageTitle } from '../lib/seo/meta.ts';
import { NOT_FOUND_PATH } from '../lib/seo/urls.ts';
import { makePageMeta } from './page-meta.ts';
import { single, type PageKind } from './page-kind.ts';

const HEADING = 'Page Not Found';
const EYEBROW = 'Error 404';

async function notFoundView() {
  const [site, cast] = await Promise.all([getSite(), getCast()]);
  const meta = await makePageMeta({
    title: pageTitle(HEADING, site.title),
    description: `The page you were looking for is not on the ${site.title} website. Head back home to read about the show, its cast and where to watch.`,
    path: NOT_FOUND_PATH,
    noindex: true,
    // Served at every unknown path: /404/ itself answers 404, so the page names no address.
    canonical: false,
  });
  return {
    meta,
    heading: HEADING,
    eyebrow: EYEBROW,
    partners: site.partners,
    castSlugs: JSON.stringify(cast.map((m) => m.id)),
  };
}

export type NotFoundView = Awaited<ReturnType<typeof notFoundView>>;

export const notFoundPage: PageKind<object, NotFoundView> = {
  kind: 'not-found',
  pages: async () => [single(NOT_FOUND_PATH)],
  view: notFoundView,
  card: async () => ({ eyebrow: EYEBROW, title: HEADING }),
};
