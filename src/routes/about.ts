/**
 * /about/: what the show is, in about.yaml's words; the latest season's champion (the spec's
 * spotlight, About being where the site names them), the host, credits and partners.
 */
import {
  getAbout,
  getCast,
  getCastMember,
  getCurrentSeason,
  getLatestChampion,
  getSeriesFacts,
  getSite,
  getStats,
} from '../data/index.ts';
import { ogImagePath, pageTitle } from '../lib/seo/meta.ts';
import { seriesNode } from '../lib/seo/tv-jsonld.ts';
import { ABOUT_PATH } from '../lib/seo/urls.ts';
import { makePageMeta } from './page-meta.ts';
import { single, type PageKind } from './page-kind.ts';

async function aboutView() {
  const [site, about, stats, cast, facts, season] = await Promise.all([
    getSite(),
    getAbout(),
    getStats('about'),
    getCast(),
    getSeriesFacts(),
    getCurrentSeason(),
  ]);
  // The spec's spotlight: the latest season decided (Season 1's champion, until another is).
  const championSlug = await getLatestChampion();
  if (championSlug === undefined) throw new Error('About: no season has a champion (season.yaml champion)');
  const champion = await getCastMember(championSlug);
  const host = await getCastMember(site.host);
  const { sponsor, broadcaster, streaming, producer } = site.partners;
  const partners = [
    { role: 'Broadcaster', ...broadcaster },
    { role: 'Streaming', ...streaming },
    { role: 'Presenting partner', ...sponsor, sponsored: true },
    { role: 'Production company', ...producer },
  ];
  const meta = await makePageMeta({
    title: pageTitle('About the Show', site.title),
    description: `What ${site.title} is: ${season.players} poker pros, ${season.episodes} episodes, one champion and a ${season.prizePool} prize pool, hosted by ${host.data.name}. Credits and partners.`,
    path: ABOUT_PATH,
    type: 'video.tv_show',
    jsonLd: [
      seriesNode(
        facts,
        cast.map((m) => ({ slug: m.id })),
        ogImagePath(ABOUT_PATH),
      ),
    ],
  });
  return { meta, site, about, stats, champion, host, partners };
}

export type AboutView = Awaited<ReturnType<typeof aboutView>>;

export const aboutPage: PageKind<object, AboutView> = {
  kind: 'about',
  pages: async () => [single(ABOUT_PATH)],
  view: aboutView,
  card: async () => {
    const [site, about, cast] = await Promise.all([getSite(), getAbout(), getCast()]);
    return {
      eyebrow: 'About the show',
      title: about.heading,
      subtitle: `Hosted by ${cast.find((m) => m.id === site.host)?.data.name ?? ''}`,
    };
  },
};
