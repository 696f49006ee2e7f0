import { describe, expect, it } from 'vitest';
import { clipEmbedUrl, clipTime, onVideoSite, readClip } from './video-clip.ts';

describe('readClip', () => {
  it('reads a watch page and the share form, the start in seconds or minutes and seconds', () => {
    expect(readClip('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=754')).toEqual({
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=754',
      videoId: 'dQw4w9WgXcQ',
      startSeconds: 754,
    });
    expect(readClip('https://youtu.be/dQw4w9WgXcQ?si=abc&t=12m34s').startSeconds).toBe(754);
    expect(readClip('https://youtube.com/watch?t=1h2m3s&v=dQw4w9WgXcQ').startSeconds).toBe(3723);
    expect(readClip('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90s').startSeconds).toBe(90);
  });

  it('refuses, saying why: not a link, not https, not YouTube, no id, no start, a start that is no time', () => {
    expect(() => readClip('youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toThrow('is not a link');
    expect(() => readClip('http://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toThrow('must be an https link');
    expect(() => readClip('https://vimeo.com/123?t=1')).toThrow('must be a YouTube video');
    expect(() => readClip('https://www.youtube.com/@TheLastStackTV')).toThrow('must be a YouTube video');
    expect(() => readClip('https://www.youtube.com/watch?v=short&t=1')).toThrow('no 11-character video id');
    expect(() => readClip('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toThrow('needs the time the hand starts');
    expect(() => readClip('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=soon')).toThrow('t=soon is not a time');
  });
});

describe('a clip on the site', () => {
  const clip = readClip('https://youtu.be/dQw4w9WgXcQ?t=754');

  it("is on the site's video site: the same host, YouTube's short form included", () => {
    expect(onVideoSite(clip, 'https://www.youtube.com/@TheLastStackTV')).toBe(true);
    expect(onVideoSite(readClip('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1'), 'https://youtube.com/@x')).toBe(
      true,
    );
    expect(onVideoSite(clip, 'https://vimeo.com/thelaststack')).toBe(false);
  });

  it('embeds from the no-cookie host at its start, and says the start as a player does', () => {
    expect(clipEmbedUrl(clip)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=754&autoplay=1&rel=0');
    expect(clipEmbedUrl(clip, false)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=754&rel=0');
    expect(clipTime(754)).toBe('12:34');
    expect(clipTime(3723)).toBe('1:02:03');
    expect(clipTime(5)).toBe('0:05');
  });
});
