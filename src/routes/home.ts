/**
 * Home: the show in brief, and the season as it stands: the premiere's countdown, the latest episode
 * and the next, or the season complete with its final hand; six players, the FAQ, the newsletter.
 */
import {
  getAiredRun,
  getCalendarContext,
  getCast,
  getCurrentSeason,
  getEpisodes,
  getFaq,
  getFinalHand,
  getHome,
  getSeasonOutlook,
  getSeasons,
  getSeriesFacts,
  getSite,
  getStats,
} from '../data/index.ts';
import { prioritySources } from '../images/priority-sources.ts';
import { watchOptions } from '../lib/episode/watch.ts';
import { faqPageNode, heroVideoNode } from '../lib/seo/jsonld.ts';
import { ogImagePath } from '../lib/seo/meta.ts';
import { seasonNode, seriesNode } from '../lib/seo/tv-jsonld.ts';
import { episodesFeed, HOME_PATH } from '../lib/seo/urls.ts';
import { shownStats } from '../lib/sections/stat-tiles.ts';
import { shareArt } from '../share-cards/share-art.ts';
import { makePageMeta } from './page-meta.ts';
import { single, type PageKind } from './page-kind.ts';
import { fieldLinkOf, seasonLinksOf } from './page-parts.ts';

const HOME_PLAYERS = 6;

async function homeView() {
  const [site, home, cast, faq, stats, facts, outlook, calendar, run, finalHand, episodes, season] = await Promise.all([
    getSite(),
    getHome(),
    getCast(),
    getFaq(),
    getStats('home'),
    getSeriesFacts(),
    getSeasonOutlook(),
    getCalendarContext(),
    getAiredRun(),
    getFinalHand(),
    getEpisodes(),
    getCurrentSeason(),
  ]);
  const featured = home.featured.map((slug) => {
    const member = cast.find((m) => m.id === slug);
    if (!member) throw new Error(`content/home.yaml: featured: no cast member "${slug}"`);
    return member;
  });
  const { premiere, latest } = outlook;
  if (!premiere) throw new Error('content/seasons: the current season has no episodes');
  const faqItems = faq.map((f) => f.data);
  const meta = await makePageMeta({
    title: `${site.title}: High-Stakes Poker Reality Series`,
    description: site.description,
    path: HOME_PATH,
    type: 'video.tv_show',
    alternates: [episodesFeed(site.title)],
    imageAlt: `${site.title}: ${site.tagline}`,
    jsonLd: [
      seriesNode(
        facts,
        cast.map((m) => ({ slug: m.id })),
        ogImagePath(HOME_PATH),
        run,
      ),
      ...(run
        ? [
            seasonNode(
              facts,
              calendar.season,
              episodes.map((e) => ({
                season: calendar.season,
                slug: e.id,
                number: e.data.number,
                title: e.data.title,
                description: e.data.description,
              })),
              run,
            ),
          ]
        : []),
      faqPageNode(facts, HOME_PATH, faqItems),
      ...(site.heroVideo ? [heroVideoNode(facts, site.heroVideo, ogImagePath(HOME_PATH))] : []),
    ],
  });
  return {
    meta,
    site,
    home,
    stats: shownStats(stats, { season, episodeMinutes: site.facts.episodeMinutes }),
    outlook,
    calendar,
    finalHand,
    episodes,
    season,
    featured,
    premiere,
    latest,
    faqItems,
    homePlayers: cast.slice(0, HOME_PLAYERS),
    fieldLink: await fieldLinkOf(),
    seasons: await getSeasons(),
    seasonLinks: await seasonLinksOf(),
    // Once the premiere has a date, the block counts down to the next episode to air (if one is
    // dated); once it has aired, the latest episode and the next take the block's place (HomeLatest).
    next: premiere.airDate ? (outlook.onAir ?? outlook.next) : undefined,
    latestWatch: latest && watchOptions(site.partners, latest.entry.data.watch).find((w) => w.key === 'streaming'),
    // Once the season is over (lib/airing/season-end.ts) its block says so, and the series names the
    // season as its part.
    finale: outlook.over ? outlook.latest : undefined,
    // The hero covers a tall box on a phone, so a 100vw candidate is the least it needs.
    heroPoster: await prioritySources(site.heroPoster, [640, 960, 1440, 1920], '100vw'),
  };
}

export type HomeView = Awaited<ReturnType<typeof homeView>>;

export const homePage: PageKind<object, HomeView> = {
  kind: 'home',
  pages: async () => [single(HOME_PATH)],
  view: homeView,
  card: async () => {
    const [site, current] = await Promise.all([getSite(), getCurrentSeason()]);
    return {
      eyebrow: `Season ${current.number} · ${current.episodes} episodes`,
      title: site.title,
      subtitle: `${current.players} players. One table. ${current.prizePool} prize pool.`,
      art: await shareArt(site.heroPoster, 'backdrop'),
    };
  },
};
