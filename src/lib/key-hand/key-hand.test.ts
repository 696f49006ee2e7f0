import { describe, expect, it } from 'vitest';
import { clipSchema, MOST_SEATS } from './key-hand.ts';

describe('a key hand, whichever file holds it', () => {
  it('takes a clip the video site can start from, and refuses one it cannot read', () => {
    expect(clipSchema().safeParse('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=95').success).toBe(true);
    const refused = clipSchema().safeParse('https://example.com/clip');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/\S/);
  });

  it('seats at most ten, as the table drawing does', () => {
    expect(MOST_SEATS).toBe(10);
  });
});
