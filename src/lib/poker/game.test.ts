/**
 * Every rule the table enforces, each refusal asserted by its message and the index and text of the
 * action at fault (replayHand is the way in: it adds which action it was).
 */
import { describe, expect, it } from 'vitest';
import { HandError, replayHand } from './replay.ts';
import { hand } from './test-hands.ts';

/** What replaying the hand refuses: the message, and the action's index and text (or the field). */
const refusal = (actions: string[], input: Parameters<typeof hand>[1] = {}) => {
  try {
    replayHand(hand(actions, input));
  } catch (error) {
    if (error instanceof HandError)
      return { message: error.message, index: error.action?.index, text: error.action?.text, field: error.field };
    throw error;
  }
  throw new Error('the hand was accepted');
};

const deals = ['d dh p1 AhKh', 'd dh p2 QsQd', 'd dh p3 7c8c', 'd dh p4 2d2h']; // 0-3
const preflop = [...deals, 'p3 cc', 'p4 cc', 'p1 cc', 'p2 cc']; // 4-7
const checks = ['p1 cc', 'p2 cc', 'p3 cc', 'p4 cc'];
const toRiver = [...preflop, 'd db 3c4c5c', ...checks, 'd db 6d', ...checks, 'd db 9s']; // flop 8, turn 13, river 18
const afterRiver = [...toRiver, ...checks]; // 19-22

describe('the table refuses', () => {
  it('inconsistent input, naming the field and no action', () => {
    expect(refusal([], { startingStacks: [100, 100, 100] })).toEqual({
      message: 'has 3 values for 4 players: one each, in seat order',
      index: undefined,
      text: undefined,
      field: 'startingStacks',
    });
    expect(refusal([], { antes: [0, 100.5, 0, 0] })).toMatchObject({
      message: 'must be whole chips: tournament chips are whole',
      field: 'antes',
    });
    expect(refusal([], { blindsOrStraddles: [50, 100, 0] })).toMatchObject({ field: 'blindsOrStraddles' });
    expect(refusal([], { minBet: 0 })).toMatchObject({ field: 'minBet' });
    expect(refusal([], { players: ['Ana'], startingStacks: [100] })).toMatchObject({
      message: 'a hand needs 2 to 23 players, not 1',
      field: 'players',
    });
  });

  it('decimal chips and running the board twice, saying why', () => {
    expect(refusal([...deals, 'p3 cbr 250.5'])).toMatchObject({
      message: '"250.5" is not whole chips: tournament chips are whole, so a bet is a whole number',
      index: 4,
    });
    const allIn = [...deals.slice(0, 3), 'p3 cbr 10000', 'p1 f', 'p2 cc', 'd db 3c4c5c', 'd db 6d', 'd db 9s'];
    expect(refusal([...allIn, 'd db Ts2s3s'], { players: ['Ana', 'Ben', 'Cai'] })).toMatchObject({
      message:
        'the board is complete: running it more than once is a cash-game custom, and a tournament board runs once',
      index: 9,
    });
  });

  it('what is not a card, or not the notation', () => {
    expect(refusal(['d dh p1 AhXd'])).toEqual({ message: '"Xd" is not a card', index: 0, text: 'd dh p1 AhXd' });
    expect(refusal([...deals, 'p3 raise 200 # typo'])).toEqual({
      message: 'unknown action "raise" (expected f, cc, cbr or sm)',
      index: 4,
      text: 'p3 raise 200 # typo',
    });
  });

  it('a card dealt twice, in the hole cards or on the board', () => {
    expect(refusal(['d dh p1 AhKh', 'd dh p2 AhQd'])).toMatchObject({ message: 'Ah is dealt twice', index: 1 });
    expect(refusal([...preflop, 'd db Kh3c4c'])).toMatchObject({ message: 'Kh is dealt twice', index: 8 });
    expect(refusal([...preflop, 'd db 3c3c4c'])).toMatchObject({ message: '3c is dealt twice', index: 8 });
  });

  it('hole cards dealt twice, or betting before every player has them', () => {
    expect(refusal(['d dh p1 AhKh', 'd dh p1 QsQd'])).toMatchObject({ message: 'p1 already has hole cards', index: 1 });
    expect(refusal(['d dh p1 AhKh', 'd dh p2 QsQd', 'd dh p4 2d2h', 'p3 cc'])).toMatchObject({
      message: 'betting before every player has hole cards (p3 has none)',
      index: 3,
    });
  });

  it('an action out of turn', () => {
    expect(refusal([...deals, 'p1 cc'])).toMatchObject({ message: "out of turn: it is p3's turn", index: 4 });
    expect(refusal([...deals, 'p3 f', 'p3 cc'])).toMatchObject({ message: "out of turn: it is p4's turn", index: 5 });
  });

  it('a bet below the least bet (min_bet), unless it is all in', () => {
    expect(refusal([...preflop, 'd db 3c4c5c', 'p1 cbr 50'])).toMatchObject({
      message: 'a bet of 50 is below the least bet (100)',
      index: 9,
    });
    // p1 has 50 left: the bet is accepted, and a raise over it must still add the big blind.
    expect(
      refusal([...preflop, 'd db 3c4c5c', 'p1 cbr 50', 'p2 cbr 120'], { startingStacks: [150, 1e4, 1e4, 1e4] }),
    ).toMatchObject({
      message: 'a raise to 120 is too small: the least is 150 (the last raise was 100)',
      index: 10,
    });
  });

  it('a raise smaller than the last full raise, unless it is all in', () => {
    expect(refusal([...deals, 'p3 cbr 150'])).toMatchObject({
      message: 'a raise to 150 is too small: the least is 200 (the last raise was 100)',
      index: 4,
    });
    expect(refusal([...deals, 'p3 cbr 300', 'p4 cbr 450'])).toMatchObject({
      message: 'a raise to 450 is too small: the least is 500 (the last raise was 200)',
      index: 5,
    });
    // p4's all-in to 400 is allowed; it raises the bet but not the least increment.
    expect(
      refusal([...deals, 'p3 cbr 300', 'p4 cbr 400', 'p1 cbr 450'], { startingStacks: [1e4, 1e4, 1e4, 400] }),
    ).toMatchObject({
      message: 'a raise to 450 is too small: the least is 600 (the last raise was 200)',
      index: 6,
    });
  });

  it('a bet or raise not above the current bet, or more than the player has', () => {
    expect(refusal([...deals, 'p3 cbr 100'])).toMatchObject({
      message: 'p3 cannot bet or raise to 100: it must be above the current bet of 100',
      index: 4,
    });
    expect(refusal([...deals, 'p3 cbr 10001'])).toMatchObject({
      message: 'p3 cannot bet 10001: they have 10000 (bet + stack)',
      index: 4,
    });
  });

  it('a raise after a short all-in by a player who has already acted', () => {
    const actions = [...deals, 'p3 cbr 200', 'p4 cbr 250', 'p1 cc', 'p2 cc', 'p3 cbr 1000'];
    expect(refusal(actions, { startingStacks: [1e4, 1e4, 1e4, 250] })).toEqual({
      message: 'p3 cannot raise: the all-in for less than a full raise did not reopen the betting (call or fold)',
      index: 8,
      text: 'p3 cbr 1000',
    });
  });

  it('board cards before the betting has closed, in the wrong number, or after the river', () => {
    expect(refusal([...deals, 'p3 cc', 'd db 3c4c5c'])).toMatchObject({
      message: 'the flop is dealt before the preflop betting has closed (p4 to act)',
      index: 5,
    });
    expect(refusal([...preflop, 'd db 3c4c'])).toMatchObject({ message: 'the flop is 3 cards, not 2', index: 8 });
    expect(refusal([...preflop, 'd db 3c4c5c', ...checks, 'd db 6d7d'])).toMatchObject({
      message: 'the turn is 1 card, not 2',
      index: 13,
    });
    expect(refusal([...afterRiver, 'd db Td'])).toMatchObject({
      message: 'the board is complete: no card comes after the river',
      index: 23,
    });
  });

  it('betting once the round has closed or the hand is over', () => {
    expect(refusal([...preflop, 'p1 cc'])).toMatchObject({
      message: 'the preflop betting has closed: the flop comes next',
      index: 8,
    });
    const folded = [...deals, 'p3 cbr 300', 'p4 f', 'p1 f', 'p2 f'];
    expect(refusal([...folded, 'p3 cc'])).toMatchObject({
      message: 'the hand is over: everyone else folded',
      index: 8,
    });
    expect(refusal([...folded, 'd db 3c4c5c'])).toMatchObject({
      message: 'the hand is over: everyone else folded',
      index: 8,
    });
    expect(refusal([...afterRiver, 'p1 cc'])).toMatchObject({
      message: 'the betting is over: the river betting has closed',
      index: 23,
    });
  });

  it('betting while every player still in but one is all in', () => {
    const shove = [...deals.slice(0, 3), 'p3 cbr 500', 'p1 f', 'p2 cc'];
    const input = { players: ['Ana', 'Ben', 'Cai'], startingStacks: [1e4, 1e4, 500] };
    expect(refusal([...shove, 'd db 3c4c5c', 'p2 cbr 100'], input)).toMatchObject({
      message: 'no more betting: every player still in but one is all in (the turn comes next)',
      index: 7,
    });
    expect(refusal([...deals.slice(0, 3), 'p3 cbr 500', 'p1 f', 'p2 cbr 1000'], input)).toMatchObject({
      message: 'p2 cannot raise: every other player still in is all in (call or fold)',
      index: 5,
    });
  });

  it('a fold with nothing to call', () => {
    expect(refusal([...preflop, 'd db 3c4c5c', 'p1 f'])).toMatchObject({
      message: 'p1 cannot fold: there is no bet to call (check instead)',
      index: 9,
    });
  });

  it('cards shown or mucked while betting is still to come, by a folded player, twice, or not as dealt', () => {
    expect(refusal([...preflop, 'd db 3c4c5c', 'p1 sm AhKh'])).toMatchObject({
      message: 'cards are shown while there is still betting to come',
      index: 9,
    });
    expect(refusal([...toRiver, 'p1 cc', 'p1 sm'])).toMatchObject({
      message: 'cards are mucked while there is still betting to come',
      index: 20,
    });
    const folded = [...deals, 'p3 f', 'p4 cc', 'p1 cc', 'p2 cc', 'd db 3c4c5c', 'p1 cc', 'p2 cc', 'p4 cc'];
    const river = [...folded, 'd db 6d', 'p1 cc', 'p2 cc', 'p4 cc', 'd db 9s', 'p1 cc', 'p2 cc', 'p4 cc'];
    expect(refusal([...river, 'p3 sm 7c8c'])).toMatchObject({ message: 'p3 folded and cannot show', index: 20 });
    expect(refusal([...afterRiver, 'p1 sm AhKh', 'p1 sm AhKh'])).toMatchObject({
      message: 'p1 has already shown',
      index: 24,
    });
    expect(refusal([...afterRiver, 'p1 sm AhQh'])).toMatchObject({
      message: 'p1 shows AhQh but was dealt AhKh',
      index: 23,
    });
    const unseen = ['d dh p1 AhKh', 'd dh p2 ????', ...afterRiver.slice(2)];
    expect(refusal([...unseen, 'p2 sm 9sJd'])).toMatchObject({
      message: '9s is shown by p2 but already dealt',
      index: 23,
    });
    expect(refusal([...unseen, 'p2 sm -'])).toMatchObject({
      message: 'p2 shows "-", the cards dealt, but they were dealt as ??: write the cards shown',
      index: 23,
    });
  });

  it('a hand that stops before it is over, or a pot that needs a hand nobody knows', () => {
    expect(refusal([...deals, 'p3 cc'])).toEqual({
      message: "the hand stops before it is over: it is p4's turn",
      index: undefined,
      text: undefined,
    });
    expect(refusal(preflop)).toMatchObject({
      message: 'the hand stops before it is over: the flop has not been dealt',
    });
    const unseen = ['d dh p1 AhKh', 'd dh p2 ????', ...afterRiver.slice(2)];
    expect(refusal([...unseen, 'p1 sm -', 'p2 sm ????'])).toMatchObject({
      message: "at the showdown, the main pot needs p2's hand, shown face down",
    });
    expect(refusal([...afterRiver, 'p1 sm', 'p2 sm'])).toMatchObject({
      message:
        'at the showdown, nobody who could win the main pot showed their cards (p1, p2, p3, p4): write who shows',
    });
  });
});
