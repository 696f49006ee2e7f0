import { describe, expect, it } from 'vitest';
import { embedDescription, embedTitle } from './embed-head.ts';

describe('embed page head', () => {
  it('names the hand and its episode as an embed, within a search title', () => {
    expect(embedTitle('Three Stacks: EP01 Key Hand', 'Three Stacks', 'The Last Stack')).toBe(
      'Three Stacks: EP01 Key Hand (Embed) | The Last Stack',
    );
    // Two seasons' hands of one title stay apart by their episode, the site's name given up first.
    const words = 'cards up on the flop 2: S3 EP01 Key Hand';
    expect(embedTitle(words, 'cards up on the flop 2', 'The Last Stack')).toBe(`${words} (Embed)`);
    const long = 'A Hand With a Title Long Enough to Crowd the Tab';
    expect(embedTitle(long, long, 'The Last Stack')).toBe(`${long} (Embed)`);
    for (const t of [embedTitle(words, 'x', 'The Last Stack'), embedTitle(long, long, 'The Last Stack')])
      expect(t.length).toBeLessThanOrEqual(60);
  });

  it('describes the hand, never its result, within 70 to 160 characters', () => {
    const d = embedDescription('EP12', 'The Last Stack', 'Heads-Up for the Title');
    expect(d).toBe(
      '“Heads-Up for the Title”, EP12 key hand of The Last Stack, to embed: its table action by action, with each player’s chances, in your article.',
    );
    expect(d.length).toBeGreaterThanOrEqual(70);
    const long = embedDescription('S3 EP12', 'The Last Stack', 'x'.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toContain('x'.repeat(60));
    expect(embedDescription('EP1', 'S', 'x'.repeat(200)).length).toBeLessThanOrEqual(160);
  });
});
