/**
 * /episodes/rss.xml: one item per aired episode (its broadcast ended at the build's clock), newest first, with @astrojs/rss.
 * The item's link is its guid (a permalink, stable across builds), pubDate its air date, and its
 * description the synopsis. Valid and empty while nothing has aired; linked from the head of Home
 * and the Episodes page (lib/seo/urls.ts episodesFeed).
 */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getAirClock, getAllAiringEpisodes, getSite, siteOrigin } from '../../data/index.ts';
import { airedNewestFirst } from '../../lib/airing/episode-state.ts';
import { episodePath, episodesFeed } from '../../lib/seo/urls.ts';

export const GET: APIRoute = async () => {
  const [site, episodes, clock] = await Promise.all([getSite(), getAllAiringEpisodes(), getAirClock()]);
  const aired = airedNewestFirst(episodes, clock);
  return rss({
    title: episodesFeed(site.title).title,
    description: site.description,
    site: siteOrigin(),
    trailingSlash: true,
    customData: `<language>${site.language}</language>`,
    items: aired.map((e) => ({
      title: `${e.label}: ${e.title}`,
      link: episodePath(e.slug),
      pubDate: new Date(e.airDate ?? ''),
      description: (e.entry.data.synopsis ?? [e.description]).join('\n\n'),
    })),
  });
};
