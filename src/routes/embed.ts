/**
 * /embed/hands/<slug>/<id>/: a key hand framed by other sites, one for each key hand's page
 * (routes/key-hand.ts): its table and stepper only, behind the same disclosure, under a slim header
 * that names the hand and its episode and links to its page in a new tab. Its canonical, og:url and
 * share card are the hand's page's, which it frames; out of search results and the sitemap.
 */
import { getSeasons, getSite, seasonOf, siteOrigin } from '../data/index.ts';
import { handShow } from './hand-show.ts';
import { embedDescription, embedTitle } from '../lib/embed/embed-head.ts';
import { oembedAlternate } from '../lib/embed/oembed.ts';
import { handTitle } from '../lib/hand-words/words.ts';
import { episodeLabel } from '../lib/seasons/episode-trail.ts';
import { absoluteUrl, handEmbedPath, handOEmbedPath } from '../lib/seo/urls.ts';
import { keyHandPages, type KeyHandProps } from './key-hand.ts';
import { makePageMeta } from './page-meta.ts';
import type { PageKind, RoutePage } from './page-kind.ts';

async function embedView({ props: { keyHand } }: RoutePage<KeyHandProps>) {
  const { episode, hand, path } = keyHand;
  const [site, show, seasons] = await Promise.all([getSite(), handShow(keyHand), getSeasons()]);
  const label = episodeLabel(seasonOf(episode), episode.data.episode, seasons.length);
  const meta = await makePageMeta({
    title: embedTitle(handTitle(hand.title, label, site.title), hand.title, site.title),
    description: embedDescription(label, site.title, hand.title),
    path,
    noindex: true,
    alternates: [oembedAlternate(hand.title, handOEmbedPath(episode.id, hand.id))],
  });
  return { meta, keyHand, label, show, siteTitle: site.title, page: absoluteUrl(siteOrigin(), path) };
}

export type EmbedView = Awaited<ReturnType<typeof embedView>>;

export const embedPage: PageKind<KeyHandProps, EmbedView> = {
  kind: 'embed',
  pages: () => keyHandPages((k) => handEmbedPath(k.episode.id, k.hand.id)),
  view: embedView,
};
