/**
 * 1,000 random hands played through PokerKit (tests/fixtures/pokerkit-random/README.md), replayed by
 * src/lib/hands: the same final stacks, except where the two part on purpose, each hand named.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { phhHandInput } from '../src/lib/phh/phh-text.ts';
import { HandError, replayHand } from '../src/lib/poker/replay.ts';

interface RandomHand {
  antes: number[];
  blinds_or_straddles: number[];
  starting_stacks: number[];
  pokerkit_stacks: number[];
  [field: string]: unknown;
}
const hands = JSON.parse(readFileSync('tests/fixtures/pokerkit-random/hands.json', 'utf8')) as RandomHand[];
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Each hand's outcome: the replay's stacks, or its refusal. */
const outcomes = hands.map((hand, index) => {
  try {
    return { index, hand, stacks: replayHand(phhHandInput(hand)).showdown.stacks };
  } catch (error) {
    if (!(error instanceof HandError)) throw error;
    return { index, hand, refusal: error.message };
  }
});

/** PokerKit lets a player re-raise after a short all-in raise; the tournament rule does not reopen the betting. */
const SHORT_ALL_IN = 'cannot raise: the all-in for less than a full raise did not reopen the betting';
/** PokerKit burns a pot whose every contender mucked (its stacks add up to less than the table had). */
const ALL_MUCKED = /^at the showdown, nobody who could win (the main pot|side pot \d+) showed their cards/;

describe('random hands played by PokerKit', () => {
  it('has the fixture: 1,000 hands, heads-up and big-blind antes among them', () => {
    expect(hands).toHaveLength(1000);
    expect(hands.filter((h) => h.starting_stacks.length === 2).length).toBeGreaterThan(200);
    const bigBlindAnte = (h: RandomHand) => h.antes.filter((a) => a > 0).length === 1 && (h.antes[1] ?? 0) > 0;
    expect(hands.filter(bigBlindAnte).length).toBeGreaterThan(200);
  });

  it('reaches the stacks PokerKit reached, hand for hand, except the named differences', () => {
    const agree = outcomes.filter((o) => o.stacks?.every((s, i) => s === o.hand.pokerkit_stacks[i]));
    const refusedShortAllIn = outcomes.filter((o) => o.refusal?.includes(SHORT_ALL_IN)).map((o) => o.index);
    const refusedAllMucked = outcomes.filter((o) => o.refusal && ALL_MUCKED.test(o.refusal)).map((o) => o.index);
    expect(agree).toHaveLength(995);
    expect(refusedShortAllIn).toEqual([67, 566, 918]);
    expect(refusedAllMucked).toEqual([838, 932]);
    // Where every contender mucked, PokerKit's stacks come up short of the chips on the table.
    for (const index of refusedAllMucked) {
      const hand = hands[index];
      expect(sum(hand?.pokerkit_stacks ?? [])).toBeLessThan(sum(hand?.starting_stacks ?? []));
    }
  });

  it('every stack adds up: the replay never makes or loses a chip', () => {
    for (const { hand, stacks } of outcomes) {
      if (stacks) expect(sum(stacks)).toBe(sum(hand.starting_stacks));
    }
  });
});
