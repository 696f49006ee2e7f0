import { describe, expect, it } from 'vitest';
import { parseAction } from './notation.ts';

describe('parseAction', () => {
  it('reads every action of the notation', () => {
    expect(parseAction('d dh p1 AhKd', 6)).toEqual({ kind: 'deal-hole', player: 0, cards: ['Ah', 'Kd'] });
    expect(parseAction('d dh p6 ????', 6)).toEqual({ kind: 'deal-hole', player: 5, cards: [null, null] });
    expect(parseAction('d db Kd7c2h', 6)).toEqual({ kind: 'deal-board', cards: ['Kd', '7c', '2h'] });
    expect(parseAction('d db 5s', 6)).toEqual({ kind: 'deal-board', cards: ['5s'] });
    expect(parseAction('p3 f', 6)).toEqual({ kind: 'fold', player: 2 });
    expect(parseAction('p3 cc', 6)).toEqual({ kind: 'check-call', player: 2 });
    expect(parseAction('p3 cbr 24000', 6)).toEqual({ kind: 'bet-raise', player: 2, amount: 24000 });
    expect(parseAction('p2 sm QhQd', 6)).toEqual({ kind: 'show', player: 1, cards: ['Qh', 'Qd'] });
    // The standard's '-' shows the cards the deal gave; no cards at all is a muck; '??' stays face down.
    expect(parseAction('p2 sm -', 6)).toEqual({ kind: 'show', player: 1, cards: null });
    expect(parseAction('p2 sm', 6)).toEqual({ kind: 'muck', player: 1 });
    expect(parseAction('p2 sm ??Qd', 6)).toEqual({ kind: 'show', player: 1, cards: [null, 'Qd'] });
    // A blank action or one that is only commentary is the standard's no-op.
    expect(parseAction('', 6)).toEqual({ kind: 'no-op' });
    expect(parseAction('# Burn card 6s is exposed', 6)).toEqual({ kind: 'no-op' });
  });

  it('strips a comment and tolerates extra spaces', () => {
    expect(parseAction('p3 cbr 24000 # the shove', 6)).toEqual({ kind: 'bet-raise', player: 2, amount: 24000 });
    expect(parseAction('  p3   cc  ', 6)).toEqual({ kind: 'check-call', player: 2 });
    expect(parseAction('d  db\tKd7c2h#flop', 6)).toEqual({ kind: 'deal-board', cards: ['Kd', '7c', '2h'] });
  });

  it('refuses what is not the notation, saying what is wrong', () => {
    expect(() => parseAction('p7 f', 6)).toThrow('p7 is not a player (p1 to p6)');
    expect(() => parseAction('p0 f', 6)).toThrow('p0 is not a player (p1 to p6)');
    expect(() => parseAction('x3 f', 6)).toThrow('"x3" is not a player (p1 to p6)');
    expect(() => parseAction('p3 raise 100', 6)).toThrow('unknown action "raise" (expected f, cc, cbr or sm)');
    expect(() => parseAction('d dx p1 AhKd', 6)).toThrow('unknown deal "dx" (expected dh or db)');
    expect(() => parseAction('p3 cbr', 6)).toThrow('expected "pN cbr AMOUNT"');
    expect(() => parseAction('p3 cc 100', 6)).toThrow('expected "pN cc"');
    expect(() => parseAction('p3 cbr 1,000', 6)).toThrow('"1,000" is not a whole number of chips');
    expect(() => parseAction('p3 cbr 10.5', 6)).toThrow('"10.5" is not whole chips: tournament chips are whole');
    expect(() => parseAction('p3 cbr 0', 6)).toThrow('a bet or raise must be more than 0 chips');
    expect(() => parseAction('d dh p1 AhKdQc', 6)).toThrow('hole cards are 2 cards, not 3');
    expect(() => parseAction('d dh p1 AhK', 6)).toThrow('"K" is not a card');
    expect(() => parseAction('d db Kd1c2h', 6)).toThrow('"1c" is not a card');
    expect(() => parseAction('d db Kd??2h', 6)).toThrow('board cards must be known, not ??');
    expect(() => parseAction('p2 sm Qd', 6)).toThrow('hole cards are 2 cards, not 1');
    expect(() => parseAction('p2 pb', 6)).toThrow('"pb" belongs to stud and draw games, not no-limit hold\'em');
    expect(() => parseAction('p2 sd', 6)).toThrow('"sd" belongs to stud and draw games');
  });
});
