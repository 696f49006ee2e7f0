import { describe, expect, it } from 'vitest';
import { OG_BACKDROP, OG_BORDER, OG_PORTRAIT, ogCard, titleSize } from './og-card.ts';

describe('ogCard', () => {
  it('is a 1200x630 card carrying the site name, eyebrow, title and subtitle', () => {
    const card = ogCard({
      siteName: 'The Last Stack',
      tagline: 'One table.',
      eyebrow: 'Cast',
      title: 'Ingrid Solberg',
      subtitle: 'Champion',
    });
    // The border is drawn inside the 1200 x 630 (satori sizes the root's content box).
    expect(card.props.style).toMatchObject({ width: 1200 - 2 * OG_BORDER, height: 630 - 2 * OG_BORDER });
    const text = JSON.stringify(card);
    for (const s of ['The Last Stack', 'One table.', 'Cast', 'Ingrid Solberg', 'Champion']) expect(text).toContain(s);
  });
  it('leaves the subtitle out when there is none', () => {
    const text = JSON.stringify(ogCard({ siteName: 'S', tagline: 'T', eyebrow: 'E', title: 'Title' }));
    expect(text).not.toContain('"fontSize":34,"fontWeight":400');
  });
  it('shrinks long titles', () => {
    expect(titleSize('Short')).toBeGreaterThan(titleSize('A much longer title that goes on and on'));
  });

  const base = { siteName: 'The Last Stack', tagline: 'One table.', eyebrow: 'Cast', title: 'Ingrid Solberg' };
  /** Every <img> of a card, anywhere in its tree. */
  const images = (node: unknown): { src: string; width: number; height: number }[] => {
    if (typeof node !== 'object' || node === null) return [];
    const { type, props } = node as { type: string; props: { children?: unknown } & Record<string, unknown> };
    const own = type === 'img' ? [props as unknown as { src: string; width: number; height: number }] : [];
    const children = Array.isArray(props.children) ? props.children : [props.children];
    return [...own, ...children.flatMap(images)];
  };

  it('puts a portrait beside the words, at its 4:5 size, and narrows the title for the column', () => {
    const card = ogCard({ ...base, art: { src: 'data:image/png;base64,AAAA', placement: 'portrait' } });
    expect(images(card)).toEqual([expect.objectContaining({ src: 'data:image/png;base64,AAAA', ...OG_PORTRAIT })]);
    expect(JSON.stringify(card)).toContain(`"fontSize":${titleSize(base.title, true)}`);
    expect(titleSize(base.title, true)).toBeLessThan(titleSize(base.title));
  });

  it('lays key art behind the words, filling the card inside its border, under a shade', () => {
    const card = ogCard({ ...base, art: { src: 'data:image/png;base64,BBBB', placement: 'backdrop' } });
    expect(images(card)).toEqual([expect.objectContaining({ src: 'data:image/png;base64,BBBB', ...OG_BACKDROP })]);
    expect(OG_BACKDROP).toEqual({ width: 1176, height: 606 });
    expect(JSON.stringify(card)).toContain('linear-gradient(90deg, rgba(11,15,13,0.94)');
  });

  it('has no image without art', () => {
    expect(images(ogCard(base))).toEqual([]);
  });
});
