/**
 * A key hand's oEmbed answer, a static file beside its embed page: what WordPress, Ghost
 * and other consumers read when an author pastes the hand's address (lib/embed/oembed.ts). Found from
 * the hand's page and its embed page by their discovery link; built for aired hands only.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite, siteOrigin } from '../../../../../data/index.ts';
import { keyHandPage, type KeyHandProps } from '../../../../../routes/key-hand.ts';
import { staticPaths, type RoutePage } from '../../../../../routes/page-kind.ts';
import { handEmbedFrame, oembedAnswer } from '../../../../../lib/embed/oembed.ts';
import { ogImagePath } from '../../../../../lib/seo/meta.ts';
import { absoluteUrl } from '../../../../../lib/seo/urls.ts';

// One for each key hand's page (routes/key-hand.ts).
export const getStaticPaths = staticPaths(keyHandPage) satisfies GetStaticPaths;

export const GET: APIRoute<RoutePage<KeyHandProps>> = async ({
  props: {
    props: { keyHand },
  },
}) => {
  const { episode, hand, path } = keyHand;
  const site = await getSite();
  const origin = siteOrigin();
  const answer = oembedAnswer({
    frame: handEmbedFrame(origin, { episode: episode.id, id: hand.id, title: hand.title }, site.title),
    title: hand.title,
    provider: { name: site.title, url: absoluteUrl(origin, '/') },
    thumbnail: { url: absoluteUrl(origin, ogImagePath(path)), width: 1200, height: 630 },
  });
  return new Response(`${JSON.stringify(answer, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
