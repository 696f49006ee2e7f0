/**
 * A key hand's clip (`clip` in an episode's YAML hands, `_clip` in a PHH file): the hand on the
 * series' video site, with the time it starts. The site embeds it from YouTube's no-cookie host,
 * which the CSP's frame-src allows, so a clip is a YouTube link: a watch page
 * (https://www.youtube.com/watch?v=ID&t=754) or the share form (https://youtu.be/ID?t=754), the
 * start in seconds or as 12m34s. The content check also holds its host to site.yaml's video site
 * (partners.videoSite), so a clip is always on the channel the site names.
 */

export interface VideoClip {
  /** The link as written. */
  url: string;
  /** The 11-character video id. */
  videoId: string;
  /** Where the hand starts, in seconds. */
  startSeconds: number;
}

/** The embed's host: no cookies until a visitor plays (the CSP's frame-src names it). */
export const CLIP_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const FORM = 'write https://www.youtube.com/watch?v=VIDEO_ID&t=SECONDS (or https://youtu.be/VIDEO_ID?t=SECONDS)';

/** "754", "754s", "12m34s", "1h2m3s" -> seconds; undefined when it is none of those. */
function startOf(t: string): number | undefined {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(t);
  if (!match || t === '') return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** A host without its "www." and "m.": youtube.com for www.youtube.com. */
export const siteHost = (host: string): string => host.toLowerCase().replace(/^(www|m)\./, '');

/** Reads a clip link; throws Error saying what is wrong and how to write it. */
export function readClip(url: string): VideoClip {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`"${url}" is not a link: ${FORM}`);
  }
  if (parsed.protocol !== 'https:') throw new Error(`must be an https link: ${FORM}`);
  const host = siteHost(parsed.hostname);
  let videoId: string | null;
  if (host === 'youtube.com' && parsed.pathname === '/watch') videoId = parsed.searchParams.get('v');
  else if (host === 'youtu.be') videoId = parsed.pathname.slice(1);
  else throw new Error(`must be a YouTube video (the site embeds clips from ${CLIP_EMBED_ORIGIN}): ${FORM}`);
  if (!videoId || !VIDEO_ID.test(videoId)) throw new Error(`has no 11-character video id: ${FORM}`);
  const t = parsed.searchParams.get('t');
  if (t === null) throw new Error(`needs the time the hand starts (t=): ${FORM}`);
  const startSeconds = startOf(t);
  if (startSeconds === undefined) throw new Error(`t=${t} is not a time: seconds (754) or 12m34s`);
  return { url, videoId, startSeconds };
}

/** Whether a clip is on the video site site.yaml names: the same host (youtu.be is YouTube's own short form). */
export function onVideoSite(clip: VideoClip, videoSiteUrl: string): boolean {
  const site = siteHost(new URL(videoSiteUrl).hostname);
  const host = siteHost(new URL(clip.url).hostname);
  return host === site || (host === 'youtu.be' && site === 'youtube.com');
}

/** The embed from the clip's start: playing at once when a visitor has asked for it, or not (structured data). */
export function clipEmbedUrl(clip: VideoClip, autoplay = true): string {
  const params = new URLSearchParams({
    start: String(clip.startSeconds),
    ...(autoplay ? { autoplay: '1' } : {}),
    rel: '0',
  });
  return `${CLIP_EMBED_ORIGIN}/embed/${clip.videoId}?${params}`;
}

/** "12:34", "1:02:03": where the hand starts, as a video player shows it. */
export function clipTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
