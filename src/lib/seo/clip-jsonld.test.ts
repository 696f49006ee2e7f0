import { describe, expect, it } from 'vitest';
import { handClipNode } from './clip-jsonld.ts';
import type { SeriesFacts } from './jsonld.ts';

const facts = { origin: 'https://thelaststack.tv' } as SeriesFacts;

describe('handClipNode', () => {
  it("is a VideoObject of the hand: its own thumbnail, the no-cookie embed from its start, the episode's broadcast date", () => {
    const node = handClipNode(facts, {
      path: '/episodes/ep01-the-beginning/hands/three-way-all-in/',
      title: 'Three Stacks in the Middle',
      description: 'EP01 key hand.',
      episodeSlug: 'ep01-the-beginning',
      uploadDate: '2026-01-06T20:00:00-05:00',
      thumbnailPath: '/og/episodes/ep01-the-beginning/hands/three-way-all-in.png',
      url: 'https://www.youtube.com/watch?v=Tls1Ep01Hd1&t=1422',
      embedUrl: 'https://www.youtube-nocookie.com/embed/Tls1Ep01Hd1?start=1422&rel=0',
      videoId: 'Tls1Ep01Hd1',
    });
    expect(node).toEqual({
      '@type': 'VideoObject',
      '@id': 'https://thelaststack.tv/episodes/ep01-the-beginning/hands/three-way-all-in/#clip',
      name: 'Three Stacks in the Middle',
      description: 'EP01 key hand.',
      thumbnailUrl: 'https://thelaststack.tv/og/episodes/ep01-the-beginning/hands/three-way-all-in.png',
      uploadDate: '2026-01-06T20:00:00-05:00',
      embedUrl: 'https://www.youtube-nocookie.com/embed/Tls1Ep01Hd1?start=1422&rel=0',
      contentUrl: 'https://www.youtube.com/watch?v=Tls1Ep01Hd1',
      url: 'https://www.youtube.com/watch?v=Tls1Ep01Hd1&t=1422',
      isPartOf: { '@id': 'https://thelaststack.tv/episodes/ep01-the-beginning/#episode' },
      publisher: { '@id': 'https://thelaststack.tv/#producer' },
    });
  });
});
