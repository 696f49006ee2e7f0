import { describe, expect, it } from 'vitest';
import { actionSentence, postsWords, handDescription, handTitle, percent, seatLabel, stakes } from './words.ts';

describe('hand words', () => {
  it('words each betting action, all-ins as fans say them', () => {
    expect(actionSentence('Nadia Haddad', { kind: 'bet', to: 24000, allIn: true })).toBe(
      'Nadia Haddad moves all in for 24,000',
    );
    expect(actionSentence('Ingrid Solberg', { kind: 'raise', to: 6000, allIn: false })).toBe(
      'Ingrid Solberg raises to 6,000',
    );
    expect(actionSentence('Dante Okonkwo', { kind: 'call', amount: 4000, allIn: false })).toBe(
      'Dante Okonkwo calls 4,000',
    );
    expect(actionSentence('Dante Okonkwo', { kind: 'call', amount: 1500, allIn: true })).toBe(
      'Dante Okonkwo calls all in for 1,500',
    );
    expect(actionSentence('Tanner Voss', { kind: 'check' })).toBe('Tanner Voss checks');
    expect(actionSentence('Tanner Voss', { kind: 'fold' })).toBe('Tanner Voss folds');
    expect(actionSentence('Tanner Voss', { kind: 'show' })).toBeUndefined();
  });

  it('gives odds to one decimal and the stakes with thousands separators', () => {
    expect(percent(0.823633)).toBe('82.4%');
    expect(percent(0.0054)).toBe('0.5%');
    const forced = (blindsOrStraddles: number[], antes: number[]) => ({
      blindsOrStraddles,
      antes,
      minBet: 2000,
      anteTrimming: false,
    });
    expect(stakes(forced([1000, 2000, 0], [0, 0, 0]))).toBe('1,000/2,000');
    expect(stakes(forced([1000, 2000, 0], [200, 200, 200]))).toBe('1,000/2,000, ante 200');
    expect(stakes(forced([1000, 2000, 0, 0], [0, 2000, 0, 0]))).toBe('1,000/2,000, big-blind ante 2,000');
    expect(stakes(forced([1000, 2000, 0, 0], [0, 0, 0, 500]))).toBe('1,000/2,000, button ante 500');
    expect(stakes(forced([1000, 2000, 4000, 0], [0, 0, 0, 0]))).toBe('1,000/2,000, straddle 4,000');
    // Heads-up the arrays are written [small, big] like any other table.
    expect(stakes(forced([1000, 2000], [0, 2000]))).toBe('1,000/2,000, big-blind ante 2,000');
  });

  it('names the blinds, the straddle and the button; heads-up, the button posts the small blind', () => {
    const forced = { blindsOrStraddles: [50, 100, 200, 0], antes: [0, 0, 0, 0], minBet: 100, anteTrimming: false };
    expect([0, 1, 2, 3].map((i) => seatLabel(i, forced, 4))).toEqual([
      'Small blind',
      'Big blind',
      'Seat 3, straddle',
      'Button',
    ]);
    const headsUp = { blindsOrStraddles: [50, 100], antes: [0, 0], minBet: 100, anteTrimming: false };
    expect([0, 1].map((i) => seatLabel(i, headsUp, 2))).toEqual(['Big blind', 'Button, small blind']);
  });

  it("says what each seat posted, heads-up's reversed blinds included", () => {
    expect(postsWords(1, { ante: 2000, bet: 1000, stack: 5000 }, 5)).toBe('Ante 2,000 · Big blind 1,000');
    expect(postsWords(2, { ante: 0, bet: 4000, stack: 5000 }, 5)).toBe('Straddle 4,000');
    expect(postsWords(1, { ante: 0, bet: 500, stack: 0 }, 2)).toBe('Small blind 500 · all in');
    expect(postsWords(3, { ante: 0, bet: 0, stack: 5000 }, 5)).toBe('');
  });

  it('keeps the head within what search results show, and without a result', () => {
    expect(handTitle('Three Stacks in the Middle', 'EP01', 'The Last Stack')).toBe(
      'Three Stacks in the Middle: EP01 Key Hand',
    );
    expect(handTitle('A Very Long Title For A Hand That Goes On', 'EP01', 'The Last Stack')).toBe(
      'A Very Long Title For A Hand That Goes On',
    );
    const names = ['Tanner Voss', 'Chloé Marchand', 'Dante Okonkwo', 'Ingrid Solberg'];
    const title = 'Three Stacks in the Middle';
    expect(handDescription('EP01', 'The Last Stack', title, names.slice(0, 2), '500/1,000')).toBe(
      'EP01 key hand of The Last Stack, “Three Stacks in the Middle”: Tanner Voss, Chloé Marchand at 500/1,000. Every street, with each player’s chances.',
    );
    // Two hands of an episode with the same players at the same stakes (a heads-up finale) differ by title.
    expect(handDescription('S2 EP12', 'The Last Stack', 'The Last Chip', names.slice(0, 2), '10,000/20,000')).not.toBe(
      handDescription('S2 EP12', 'The Last Stack', 'First to Blink', names.slice(0, 2), '10,000/20,000'),
    );
    const long = handDescription(
      'EP01',
      'The Last Stack',
      title,
      [...names, 'Siobhán Keane', 'Tomasz Wierzbicki'],
      '500/1,000',
    );
    expect(long).toBe(
      'EP01 key hand of The Last Stack, “Three Stacks in the Middle”: 6 players at 500/1,000. Every street, with each player’s chances.',
    );
    // A title too long for any of it: the description without it.
    expect(handDescription('EP01', 'The Last Stack', 'x'.repeat(140), names, '500/1,000')).toBe(
      'EP01 key hand of The Last Stack: 4 players at 500/1,000. Every street, with each player’s chances.',
    );
    expect(long.length).toBeLessThanOrEqual(160);
  });
});
