/**
 * /episodes/<slug>/hands/<id>/: a key hand's page, for the hands of episodes whose results are out
 * at the build's clock only (data/key-hands.ts): what it is (the episode, the table, the blinds),
 * then the hand street by street behind a disclosure closed until opened, with exact odds and the
 * showdown, and its hand history as a PHH download.
 */
import {
  getKeyHands,
  byId,
  getPeople,
  getSeasons,
  getSeriesFacts,
  getSite,
  type KeyHand,
  seasonOf,
  siteOrigin,
} from '../data/index.ts';
import { handShow } from './hand-show.ts';
import { clipEmbedUrl } from '../lib/key-hand/video-clip.ts';
import { embedIframe, handEmbedFrame, oembedAlternate } from '../lib/embed/oembed.ts';
import { handDescription, handTitle, stakes } from '../lib/hand-words/words.ts';
import { episodeLabel, episodeTrail } from '../lib/seasons/episode-trail.ts';
import { handClipNode } from '../lib/seo/clip-jsonld.ts';
import { breadcrumbNode } from '../lib/seo/jsonld.ts';
import { ogImagePath, pageTitle } from '../lib/seo/meta.ts';
import { episodePath, handOEmbedPath } from '../lib/seo/urls.ts';
import { handShareTable } from '../share-cards/hand-share.ts';
import { makePageMeta } from './page-meta.ts';
import type { PageKind, RoutePage } from './page-kind.ts';

export interface KeyHandProps {
  keyHand: KeyHand;
}

/** Every aired hand's routes, at /…/{episode slug}/…/{id}: its page, and its embed's (routes/embed.ts). */
export const keyHandPages = async (pathOf: (k: KeyHand) => string): Promise<RoutePage<KeyHandProps>[]> =>
  (await getKeyHands()).map((keyHand) => ({
    path: pathOf(keyHand),
    params: { slug: keyHand.episode.id, id: keyHand.hand.id },
    props: { keyHand },
  }));

async function keyHandView({ props: { keyHand } }: RoutePage<KeyHandProps>) {
  const { episode, hand, path, clip } = keyHand;
  // Its players are its own season's (routes/hand-show.ts).
  const [site, facts, show, seasons] = await Promise.all([
    getSite(),
    getSeriesFacts(),
    handShow(keyHand),
    getSeasons(),
  ]);
  const code = episode.data.episode;
  const table = show.names.join(', ');
  // Its head names the episode within the whole show: every season has an EP01.
  const label = episodeLabel(seasonOf(episode), code, seasons.length);
  const description = handDescription(label, site.title, hand.title, show.names, stakes(hand.input));
  const crumbs = [
    ...episodeTrail(seasonOf(episode), seasons.length),
    { name: `${code}: ${episode.data.title}`, path: episodePath(episode.id) },
    { name: hand.title, path, short: 'Key hand' },
  ];
  const meta = await makePageMeta({
    title: pageTitle(handTitle(hand.title, label, site.title), site.title),
    description,
    path,
    imageAlt: `${site.title} ${code} key hand: ${table}, blinds ${stakes(hand.input)}`,
    // Where oEmbed consumers (WordPress, Ghost) find how to show the hand in an article.
    alternates: [oembedAlternate(hand.title, handOEmbedPath(episode.id, hand.id))],
    jsonLd: [
      breadcrumbNode(facts, path, crumbs),
      ...(clip
        ? [
            handClipNode(facts, {
              path,
              title: hand.title,
              description,
              episodeSlug: episode.id,
              uploadDate: episode.data.airDate ?? '',
              thumbnailPath: ogImagePath(path),
              url: clip.url,
              embedUrl: clipEmbedUrl(clip, false),
              videoId: clip.videoId,
            }),
          ]
        : []),
    ],
  });
  const iframe = embedIframe(
    handEmbedFrame(siteOrigin(), { episode: episode.id, id: hand.id, title: hand.title }, site.title),
  );
  return { meta, crumbs, keyHand, code, show, iframe, videoSite: site.partners.videoSite.name };
}

export type KeyHandView = Awaited<ReturnType<typeof keyHandView>>;

export const keyHandPage: PageKind<KeyHandProps, KeyHandView> = {
  kind: 'key-hand',
  pages: () => keyHandPages((k) => k.path),
  view: keyHandView,
  // The table as the hand begins (seats, portraits, stacks, blinds), never the cards or who won.
  card: async ({ props: { keyHand } }) => {
    const [people, seasons] = await Promise.all([getPeople(), getSeasons()]);
    /** Anyone a key hand of any season seats. */
    const person = (slug: string) => byId(people, slug);
    const { episode, hand } = keyHand;
    return {
      eyebrow: `${episodeLabel(seasonOf(episode), episode.data.episode, seasons.length)} · Key hand`,
      title: hand.players.map((slug) => person(slug).data.name).join(' · '),
      subtitle: `Blinds ${stakes(hand.input)}`,
      table: await handShareTable(
        keyHand,
        hand.players.map((slug) => person(slug).data),
      ),
    };
  },
};
