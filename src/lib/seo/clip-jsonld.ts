/**
 * A key hand's clip as schema.org's VideoObject (the page's "Watch this hand"): the hand by its
 * title, the site's own share card as its thumbnail (nothing of the video site's is fetched), the
 * embed from the no-cookie host at the hand's start, the link to it on the video site. The upload
 * date is the episode's broadcast: the clip is of it, and was not published before it aired. Part
 * of the episode's TVEpisode node (jsonld.ts ids).
 */
import type { VideoObject } from 'schema-dts';
import { ids, type SeriesFacts } from './jsonld.ts';
import { absoluteUrl } from './urls.ts';

export interface HandClipFacts {
  /** The hand page's path and title, and what it says of the hand (no result). */
  path: string;
  title: string;
  description: string;
  episodeSlug: string;
  /** The episode's airDate, with its offset. */
  uploadDate: string;
  thumbnailPath: string;
  /** The clip as written, its embed from its start (lib/key-hand/video-clip.ts), its video id. */
  url: string;
  embedUrl: string;
  videoId: string;
}

export function handClipNode(
  s: SeriesFacts,
  clip: HandClipFacts,
): Exclude<VideoObject, string> & Record<string, unknown> {
  return {
    '@type': 'VideoObject',
    '@id': `${absoluteUrl(s.origin, clip.path)}#clip`,
    name: clip.title,
    description: clip.description,
    thumbnailUrl: absoluteUrl(s.origin, clip.thumbnailPath),
    uploadDate: clip.uploadDate,
    embedUrl: clip.embedUrl,
    contentUrl: `https://www.youtube.com/watch?v=${clip.videoId}`,
    url: clip.url,
    isPartOf: { '@id': ids.episode(s.origin, clip.episodeSlug) },
    publisher: { '@id': ids.producer(s.origin) },
  };
}
