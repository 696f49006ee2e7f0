import { describe, expect, it } from 'vitest';
import { ogCard, titleSize } from './og-card.ts';

describe('ogCard', () => {
  it('is a 1200x630 card carrying the site name, eyebrow, title and subtitle', () => {
    const card = ogCard({
      siteName: 'The Last Stack',
      tagline: 'One table.',
      eyebrow: 'Cast',
      title: 'Ingrid Solberg',
      subtitle: 'Champion',
    });
    expect(card.props.style).toMatchObject({ width: 1200, height: 630 });
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
});
