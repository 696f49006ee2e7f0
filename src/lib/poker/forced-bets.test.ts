import { describe, expect, it } from 'vitest';
import { posted, preflopFirst, writtenForSeats, type ForcedBets } from './forced-bets.ts';

const forced = (
  blindsOrStraddles: number[],
  antes: number[] = blindsOrStraddles.map(() => 0),
  anteTrimming = false,
): ForcedBets => ({
  blindsOrStraddles,
  antes,
  minBet: Math.max(...blindsOrStraddles),
  anteTrimming,
});

describe('forced bets as PHH writes them', () => {
  it('heads-up, the arrays are reversed by rule: p2 is the button and posts the small blind', () => {
    expect(writtenForSeats(forced([1, 2], [0, 3]), 2)).toEqual({ ante: [3, 0], blind: [2, 1] });
    expect(writtenForSeats(forced([1, 2, 0], [0, 3, 0]), 3)).toEqual({ ante: [0, 3, 0], blind: [1, 2, 0] });
  });

  it('posts the ante first, then the blind, each capped by what is left of the stack', () => {
    expect(posted(forced([50, 100, 0], [0, 100, 0]), [1000, 150, 1000])).toEqual({
      ante: [0, 100, 0],
      blind: [50, 50, 0],
    });
    expect(posted(forced([50, 100, 0], [25, 25, 25]), [10, 1000, 1000])).toEqual({
      ante: [10, 25, 25],
      blind: [0, 100, 0],
    });
  });

  it('with ante trimming on, cuts an ante above every other one to the next largest (as PokerKit collects them)', () => {
    expect(posted(forced([50, 100, 0], [0, 100, 0], true), [1000, 1000, 1000]).ante).toEqual([0, 0, 0]);
    expect(posted(forced([50, 100, 0], [25, 25, 25], true), [10, 1000, 1000]).ante).toEqual([10, 25, 25]);
  });

  it('starts the betting after the largest blind or straddle as posted (PokerKit: preflop openers)', () => {
    const first = (blinds: number[], stacks = blinds.map(() => 1000)) =>
      preflopFirst(forced(blinds), posted(forced(blinds), stacks));
    // PokerKit's own table (test_state.py, test_preflop_opener): heads-up the button, p2.
    expect(first([1, 2])).toBe(1);
    expect(first([1, 2, 0])).toBe(2);
    expect(first([1, 2, 0, 0, 0, 0])).toBe(2);
    expect(first([1, 2, 4, 0, 0, 0])).toBe(3);
    expect(first([1, 2, 4, 8, 0, 0])).toBe(4);
    // A button straddle: the small blind starts, and the straddler acts last.
    expect(first([1, 2, 0, 0, 0, 4])).toBe(0);
    expect(first([1, 2, 4, 0, 0, 8])).toBe(0);
    // A straddle posted short (all in for 3) is still the largest post.
    expect(first([1, 2, 4, 0], [1000, 1000, 3, 1000])).toBe(3);
  });
});
