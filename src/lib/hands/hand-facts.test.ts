/** A hand's facts against hands counted by hand: a side pot, a split, a hand that ends before the flop. */
import { describe, expect, it } from 'vitest';
import { handFacts } from './hand-facts.ts';
import { replayHand } from '../poker/replay.ts';
import { hand, splitPot, threeWayAllIn } from '../poker/test-hands.ts';

const factsOf = (input: ReturnType<typeof hand>) => handFacts(replayHand(input), input);

describe('handFacts', () => {
  it('a three-way all-in: the pots won, not the chips given back; a showdown with players all in', () => {
    // Main pot 1,500 to Ana (AA), side pot 1,000 to Ben (KK); Cai's last 2,000 go back to him.
    expect(factsOf(threeWayAllIn())).toEqual({
      pot: 2500,
      potBb: 25,
      endedOn: 'river',
      showdown: true,
      allIn: true,
      winners: [0, 1],
      winningHand: 'One Pair, Aces',
    });
  });

  it('a split: both winners, checked to a showdown nobody was all in at', () => {
    expect(factsOf(splitPot())).toMatchObject({
      pot: 63,
      potBb: 6.3,
      endedOn: 'river',
      showdown: true,
      allIn: false,
      winners: [0, 2],
      winningHand: 'Royal Flush',
    });
  });

  it("a raise nobody calls: the blinds and the raise's called part won before the flop, no showdown, no hand shown", () => {
    // Cai raises to 300 at 50/100 and all fold: 50 + 100 + his 100 matched; his other 200 go back.
    const input = hand([
      'd dh p1 AhKh',
      'd dh p2 QsQd',
      'd dh p3 7c8c',
      'd dh p4 2d2h',
      'p3 cbr 300',
      'p4 f',
      'p1 f',
      'p2 f',
    ]);
    expect(factsOf(input)).toEqual({
      pot: 250,
      potBb: 2.5,
      endedOn: 'preflop',
      showdown: false,
      allIn: false,
      winners: [2],
      winningHand: undefined,
    });
  });

  it('heads-up, where PHH lists the big blind first, counts in the big blind all the same', () => {
    // Written 100/50 for two seats, Ana posts 50 and Ben 100; Ana raises to 300 and Ben folds: 100 + 100, in blinds of 100.
    const input = hand(['d dh p1 AhKh', 'd dh p2 QsQd', 'p1 cbr 300', 'p2 f'], {
      players: ['Ana', 'Ben'],
      blindsOrStraddles: [100, 50],
    });
    expect(factsOf(input)).toMatchObject({ pot: 200, potBb: 2, winners: [0] });
  });
});
