import { describe, expect, it } from 'vitest';
import { breadcrumbNode, castListNode, faqPageNode, heroVideoNode, personNode, siteNodes } from './jsonld.ts';
import { facts } from './test-facts.ts';

describe('JSON-LD builders', () => {
  it('site nodes: WebSite, producer and sponsor organisations with stable ids', () => {
    const [website, producer, sponsor] = siteNodes(facts);
    expect(website).toMatchObject({
      '@type': 'WebSite',
      '@id': 'https://thelaststack.tv/#website',
      url: 'https://thelaststack.tv/',
    });
    expect(producer).toMatchObject({ '@type': 'Organization', name: 'Redline Productions' });
    expect(sponsor).toMatchObject({ '@type': 'Organization', name: 'RiverHouse Poker' });
    expect(website).toMatchObject({ sponsor: { '@id': sponsor?.['@id'] } });
  });

  it('Person with nationality, birth year only when known, and sameAs only when given', () => {
    const base = {
      slug: 'ruslan-temirov',
      name: 'Ruslan Temirov',
      role: 'Cash Game Pro • Private Games Regular',
      nationality: 'Kazakh',
      description: 'x',
      sameAs: [],
    };
    const node = personNode(facts, base);
    expect(node).toMatchObject({
      '@type': 'Person',
      nationality: { '@type': 'Country', name: 'Kazakh' },
      jobTitle: ['Cash Game Pro', 'Private Games Regular'],
    });
    expect(node).not.toHaveProperty('birthDate');
    expect(node).not.toHaveProperty('sameAs');
    expect(personNode(facts, { ...base, birthYear: 1991, sameAs: ['https://example.com/x'] })).toMatchObject({
      birthDate: '1991',
      sameAs: ['https://example.com/x'],
    });
  });

  it('BreadcrumbList and ItemList with absolute URLs and 1-based positions', () => {
    expect(
      breadcrumbNode(facts, '/cast/x/', [
        { name: 'Home', path: '/' },
        { name: 'Cast', path: '/cast/' },
      ])['itemListElement'],
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://thelaststack.tv/' },
      { '@type': 'ListItem', position: 2, name: 'Cast', item: 'https://thelaststack.tv/cast/' },
    ]);
    expect(castListNode(facts, [{ slug: 'a-b', name: 'A B' }])).toMatchObject({
      numberOfItems: 1,
      itemListElement: [{ position: 1, url: 'https://thelaststack.tv/cast/a-b/' }],
    });
  });

  it('FAQPage mirrors the questions and answers word for word', () => {
    const items = [{ question: 'Q1?', answer: 'A1.' }];
    expect(faqPageNode(facts, '/', items)['mainEntity']).toEqual([
      { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
    ]);
  });

  it('VideoObject embeds from the privacy-enhanced domain', () => {
    const node = heroVideoNode(
      facts,
      { youtubeId: 'TLSs1Trailr', startSeconds: 360, title: 'Trailer', uploadDate: '2025-09-15' },
      '/og/home.png',
    );
    expect(node).toMatchObject({
      '@type': 'VideoObject',
      embedUrl: 'https://www.youtube-nocookie.com/embed/TLSs1Trailr',
    });
  });
});
