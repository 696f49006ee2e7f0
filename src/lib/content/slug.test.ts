import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('lowercases and hyphenates', () => {
    expect(slugify('Ingrid Solberg')).toBe('ingrid-solberg');
  });
  it('folds diacritics to ASCII', () => {
    expect(slugify('Zoë Ågren')).toBe('zoe-agren');
    expect(slugify('Siobhán Keane')).toBe('siobhan-keane');
    expect(slugify('Søren Kjærgaard')).toBe('soren-kjaergaard');
  });
  it('keeps one hyphen between parts and none at the ends', () => {
    expect(slugify('  Jae-won   Seo ')).toBe('jae-won-seo');
    expect(slugify("D'Arcy O'Neil")).toBe('d-arcy-o-neil');
  });
});
