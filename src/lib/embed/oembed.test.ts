import { describe, expect, it } from 'vitest';
import {
  EMBED_FRAME_SIZE,
  EMBED_SANDBOX,
  embedIframe,
  handEmbedFrame,
  oembedAlternate,
  oembedAnswer,
} from './oembed.ts';

const frame = {
  src: 'https://thelaststack.tv/embed/hands/ep12-the-last-stack/heads-up/',
  title: 'Heads-Up "for" the <Title> & more: a key hand on The Last Stack',
  ...EMBED_FRAME_SIZE,
};

describe('embed iframe', () => {
  it('is one iframe, sandboxed without same-origin, lazy, at the frame size, its attributes escaped', () => {
    const html = embedIframe(frame);
    expect(html).toBe(
      '<iframe src="https://thelaststack.tv/embed/hands/ep12-the-last-stack/heads-up/"' +
        ' title="Heads-Up &quot;for&quot; the &lt;Title&gt; &amp; more: a key hand on The Last Stack"' +
        ` width="640" height="${EMBED_FRAME_SIZE.height}" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"` +
        ' loading="lazy" style="border:0;max-width:100%"></iframe>',
    );
    expect(EMBED_SANDBOX).not.toContain('allow-same-origin');
    expect(html.match(/<iframe/g)).toHaveLength(1);
  });

  it('refuses a relative address: the code is pasted on other sites', () => {
    expect(() => embedIframe({ ...frame, src: '/embed/hands/x/y/' })).toThrow(/absolute/);
  });
});

describe('oEmbed answer', () => {
  it('is a rich 1.0 answer with the frame as its html and the share card as its thumbnail', () => {
    const answer = oembedAnswer({
      frame,
      title: 'Heads-Up for the Title',
      provider: { name: 'The Last Stack', url: 'https://thelaststack.tv/' },
      thumbnail: { url: 'https://thelaststack.tv/og/x.png', width: 1200, height: 630 },
    });
    expect(answer).toEqual({
      type: 'rich',
      version: '1.0',
      title: 'Heads-Up for the Title',
      provider_name: 'The Last Stack',
      provider_url: 'https://thelaststack.tv/',
      html: embedIframe(frame),
      width: 640,
      height: EMBED_FRAME_SIZE.height,
      thumbnail_url: 'https://thelaststack.tv/og/x.png',
      thumbnail_width: 1200,
      thumbnail_height: 630,
      cache_age: 604800,
    });
  });

  it('is found from a page by its discovery link', () => {
    expect(oembedAlternate('A Hand', '/embed/hands/e/h/oembed.json')).toEqual({
      type: 'application/json+oembed',
      title: 'A Hand',
      path: '/embed/hands/e/h/oembed.json',
    });
  });
});

describe("a key hand's frame", () => {
  it('is its embed page, absolute, named for the hand, at the frame size', () => {
    expect(
      handEmbedFrame(
        'https://thelaststack.tv',
        { episode: 'ep12-x', id: 'the-last-hand', title: 'The Last Hand' },
        'The Last Stack',
      ),
    ).toEqual({
      src: 'https://thelaststack.tv/embed/hands/ep12-x/the-last-hand/',
      title: 'The Last Hand: a key hand on The Last Stack',
      ...EMBED_FRAME_SIZE,
    });
  });
});
