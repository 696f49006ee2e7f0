/**
 * A key hand in other people's articles: the iframe code an author pastes, and the oEmbed
 * answer (https://oembed.com, type "rich") that WordPress, Ghost and other consumers read when an
 * author pastes the hand's address instead. One frame for both, so the two never disagree.
 */
import { absoluteUrl, handEmbedPath } from '../seo/urls.ts';

/**
 * The frame's size: the width most article columns give, and the height the hand needs there when
 * opened at its fullest step: 1,012 px at most over the fixtures' hands (a six-handed table under a
 * two-line step), and room for one more line. e2e/embed.spec.ts steps every hand of the finale build
 * in it. A narrower column shrinks it (max-width) and the page lays out to what it gets, to 320 px.
 */
export const EMBED_FRAME_SIZE = { width: 640, height: 1040 } as const;

/**
 * What the embed needs of its frame, said in the code an author copies: scripts (the stepper) and a
 * new tab for the link to the hand's page, which opens unsandboxed. Not same-origin: it needs no
 * cookies or storage, and a frame without it cannot touch the article around it.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/** How long a consumer may keep the answer (seconds): a hand's embed never changes once aired. */
export const OEMBED_CACHE_AGE = 604_800;

export const OEMBED_TYPE = 'application/json+oembed';

export interface EmbedFrame {
  /** The embed page, absolute. */
  src: string;
  /** The frame's accessible name. */
  title: string;
  width: number;
  height: number;
}

/** The oEmbed 1.0 answer of type "rich", with the fields consumers read. */
export interface OEmbedRich {
  type: 'rich';
  version: '1.0';
  title: string;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  thumbnail_url: string;
  thumbnail_width: number;
  thumbnail_height: number;
  cache_age: number;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The frame's accessible name: which hand, on which show. */
export const embedFrameTitle = (handTitle: string, siteName: string) => `${handTitle}: a key hand on ${siteName}`;

/**
 * A key hand's frame, as its oEmbed answer names it and its page's "Embed This Hand" gives it: built
 * once here, so the code an author copies and the one a consumer reads are the same.
 */
export const handEmbedFrame = (
  origin: string,
  hand: { episode: string; id: string; title: string },
  siteName: string,
): EmbedFrame => ({
  src: absoluteUrl(origin, handEmbedPath(hand.episode, hand.id)),
  title: embedFrameTitle(hand.title, siteName),
  ...EMBED_FRAME_SIZE,
});

/**
 * The one <iframe> (nothing around it: WordPress strips anything else). Its width gives way to a
 * narrower column; lazy, so an article loads the hand only when a reader scrolls near it.
 */
export function embedIframe({ src, title, width, height }: EmbedFrame): string {
  if (!/^https?:\/\//.test(src)) throw new Error(`embed: the frame's address must be absolute, not "${src}"`);
  return (
    `<iframe src="${attribute(src)}" title="${attribute(title)}" width="${width}" height="${height}"` +
    ` sandbox="${EMBED_SANDBOX}" loading="lazy" style="border:0;max-width:100%"></iframe>`
  );
}

export interface OEmbedInput {
  frame: EmbedFrame;
  /** The hand's title, as its page names it. */
  title: string;
  provider: { name: string; url: string };
  /** The hand's share card (1200×630), absolute. */
  thumbnail: { url: string; width: number; height: number };
}

export function oembedAnswer({ frame, title, provider, thumbnail }: OEmbedInput): OEmbedRich {
  return {
    type: 'rich',
    version: '1.0',
    title,
    provider_name: provider.name,
    provider_url: provider.url,
    html: embedIframe(frame),
    width: frame.width,
    height: frame.height,
    thumbnail_url: thumbnail.url,
    thumbnail_width: thumbnail.width,
    thumbnail_height: thumbnail.height,
    cache_age: OEMBED_CACHE_AGE,
  };
}

/** The discovery link's entry in a page's head (PageMeta alternates): the answer for this hand. */
export const oembedAlternate = (title: string, path: string) => ({ type: OEMBED_TYPE, title, path });
