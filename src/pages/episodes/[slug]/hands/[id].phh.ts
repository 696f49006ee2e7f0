/**
 * A key hand's history as a PHH file (lib/phh/phh-text.ts), beside its page: only for hands of
 * episodes aired at the build's clock, like the page.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getField, getSite, replayOf, seasonOf, siteOrigin } from '../../../../data/index.ts';
import { keyHandPage, type KeyHandProps } from '../../../../routes/key-hand.ts';
import { staticPaths, type RoutePage } from '../../../../routes/page-kind.ts';
import { toPhh } from '../../../../lib/phh/phh-text.ts';
import { absoluteUrl } from '../../../../lib/seo/urls.ts';

// One for each key hand's page (routes/key-hand.ts).
export const getStaticPaths = staticPaths(keyHandPage) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { keyHand } = (props as RoutePage<KeyHandProps>).props;
  const { episode, hand, path } = keyHand;
  // The hand's own season: its players, and the event it names.
  const season = seasonOf(episode);
  const [site, { named }] = await Promise.all([getSite(), getField(season)]);
  const text = toPhh(hand.input, {
    names: hand.players.map((slug) => named(slug).name),
    finishingStacks: replayOf(keyHand).showdown.stacks,
    title: hand.title,
    event: `${site.title}, Season ${season}`,
    episode: `${episode.data.episode}: ${episode.data.title}`,
    airDate: episode.data.airDate ?? '',
    url: absoluteUrl(siteOrigin(), path),
  });
  return new Response(text, { headers: { 'Content-Type': 'application/toml; charset=utf-8' } });
};
