/**
 * /about/: what the show is, in about.yaml's words; the latest season's champion (the spec's
 * spotlight, About being where the site names them), the host, credits and partners.
 */
import {
  getAbout,
  getCast,
  getCastMember,
  getCurrentSeason,
  getSeriesFacts,
  getSite,
  getSpotlightSeason,
  getStats,
} from '../data/index.ts';
import { shownStats } from '../lib/sections/stat-tiles.ts';
import { ogImagePath, pageTitle } from '../lib/seo/meta.ts';
import { seriesNode } from '../lib/seo/tv-jsonld.ts';
import { ABOUT_PATH } from '../lib/seo/urls.ts';
import { makePageMeta } from './page-meta.ts';
import { single, type PageKind } from './page-kind.ts';

async function aboutView() {
  const [site, about, items, cast, facts, current, season] = await Promise.all([
    getSite(),
    getAbout(),
    getStats('about'),
    getCast(),
    getSeriesFacts(),
    getCurrentSeason(),
    getSpotlightSeason(),
  ]);
  // The spec's spotlight: the latest season decided (Season 1, until another is), in its own words.
  if (season === undefined) throw new Error('About: no season has a champion (season.yaml champion)');
  const champion = await getCastMember(season.champion);
  const stats = shownStats(items, { season, episodeMinutes: site.facts.episodeMinutes });
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
    // What the show is now: the current season's facts, as the rolling pages give them.
    description: `What ${site.title} is: ${current.players} poker pros, ${current.episodes} episodes, one champion and a ${current.prizePool} prize pool, hosted by ${host.data.name}. Credits and partners.`,
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
  return { meta, site, about, season: { number: season.number, ...season.about }, stats, champion, host, partners };
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
