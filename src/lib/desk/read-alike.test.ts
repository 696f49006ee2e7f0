import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { episodeSchema } from '../content/schemas.ts';
import { readsAlike } from './read-alike.ts';

const same = readsAlike(episodeSchema(() => z.string()).shape);

describe('what a desk save means', () => {
  it('counts one air date spelled two ways as the same', () => {
    expect(same(['airDate'], '2026-01-13T20:00:00-05:00', '2026-01-14T01:00:00Z')).toBe(true);
    expect(same(['airDate'], '2026-01-13T20:00:00-05:00', '2026-01-13T21:00:00-05:00')).toBe(false);
    expect(same(['airDate'], 'not a date', 'not a date either')).toBe(false);
  });

  it('reads a synopsis as its paragraphs, in a list or one block', () => {
    const block = 'First paragraph\nstill the first.\n\nSecond.\n';
    expect(same(['synopsis'], ['First paragraph still the first.', 'Second.'], block)).toBe(true);
    expect(same(['synopsis'], ['First paragraph.'], block)).toBe(false);
  });

  it('judges only whole keys the schema knows', () => {
    expect(same(['title'], 'The Bluff', 'The Bluff ')).toBe(true); // the schema trims text
    expect(same(['hands', 0], 'a', 'a ')).toBe(false);
    expect(same(['nope'], 1, 1)).toBe(false);
  });
});
