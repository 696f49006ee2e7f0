import { describe, expect, it } from 'vitest';
import { hand } from './test-hands.ts';
import { RANKS, SUITS } from './cards.ts';
import { equities, streetOdds } from './odds.ts';
import { replayHand } from './replay.ts';

/** An independent, slow 7-card evaluator (higher is better), to check the counts against. */
function naiveScore(cards: readonly string[]): number {
  const ranks = cards.map((c) => RANKS.indexOf(c.charAt(0)));
  const suits = cards.map((c) => c.charAt(1));
  const straightTop = (set: Set<number>): number => {
    for (let top = 12; top >= 3; top--) {
      // A wheel's ace plays as the rank below the two.
      if ([0, 1, 2, 3, 4].every((k) => set.has(top - k) || (top - k === -1 && set.has(12)))) return top;
    }
    return -1;
  };
  const value = (category: number, kickers: number[]) =>
    [...kickers, 0, 0, 0, 0, 0].slice(0, 5).reduce((v, k) => v * 13 + k, category);
  const desc = (list: number[]) => [...list].sort((a, b) => b - a);
  const flushRanks = [...SUITS].map((s) => ranks.filter((_, i) => suits[i] === s)).find((r) => r.length >= 5);
  if (flushRanks && straightTop(new Set(flushRanks)) >= 0) return value(8, [straightTop(new Set(flushRanks))]);
  const count = (r: number) => ranks.filter((x) => x === r).length;
  const distinct = desc([...new Set(ranks)]);
  const withCount = (n: number) => distinct.filter((r) => count(r) >= n);
  const rest = (...used: number[]) => distinct.filter((r) => !used.includes(r));
  const [quad] = withCount(4);
  if (quad !== undefined) return value(7, [quad, ...rest(quad).slice(0, 1)]);
  const [trip] = withCount(3);
  const [pair = -1, pair2 = -1] = withCount(2).filter((r) => r !== trip);
  if (trip !== undefined && pair >= 0) return value(6, [trip, pair]);
  if (flushRanks) return value(5, desc(flushRanks));
  if (straightTop(new Set(ranks)) >= 0) return value(4, [straightTop(new Set(ranks))]);
  if (trip !== undefined) return value(3, [trip, ...rest(trip).slice(0, 2)]);
  if (pair2 >= 0) return value(2, [pair, pair2, ...rest(pair, pair2).slice(0, 1)]);
  if (pair >= 0) return value(1, [pair, ...rest(pair).slice(0, 3)]);
  return value(0, distinct);
}

/** Wins and ties over every completion of the board, dealt and counted the slow way. */
function bruteForce(hands: string[][], board: string[], dead: string[]) {
  const used = new Set([...hands.flat(), ...board, ...dead]);
  const deck = [...RANKS].flatMap((r) => [...SUITS].map((s) => r + s)).filter((c) => !used.has(c));
  const wins = hands.map(() => 0);
  const ties = hands.map(() => 0);
  let total = 0;
  const deal = (from: number, chosen: string[]): void => {
    if (board.length + chosen.length === 5) {
      total++;
      const scores = hands.map((h) => naiveScore([...h, ...board, ...chosen]));
      const best = Math.max(...scores);
      const shared = scores.filter((s) => s === best).length > 1;
      scores.forEach((s, i) => {
        if (s === best && shared) ties[i] = (ties[i] ?? 0) + 1;
        else if (s === best) wins[i] = (wins[i] ?? 0) + 1;
      });
      return;
    }
    deck.forEach((card, i) => {
      if (i >= from) deal(i + 1, [...chosen, card]);
    });
  };
  deal(0, []);
  return hands.map((_, i) => ({ player: i, win: (wins[i] ?? 0) / total, tie: (ties[i] ?? 0) / total }));
}

const cards = (text: string) => text.match(/../g) ?? [];
const players = (...hands: string[]) => hands.map((h, player) => ({ player, cards: cards(h) }));

describe('equities', () => {
  it('aces against kings before the flop: 82.36 % / 17.09 %, 0.54 % ties, counted over all 1,712,304 boards', () => {
    const [aces, kings] = equities(players('AhAs', 'KhKs'), [], []);
    expect(aces).toEqual({ player: 0, win: 1_410_336 / 1_712_304, tie: 9308 / 1_712_304 });
    expect(kings).toEqual({ player: 1, win: 292_660 / 1_712_304, tie: 9308 / 1_712_304 });
    expect(aces?.win).toBeCloseTo(0.8236, 4);
    expect(kings?.win).toBeCloseTo(0.1709, 4);
    expect(aces?.tie).toBeCloseTo(0.0054, 4);
  });

  it('three ways before the flop, against an independent count', () => {
    // Counted once over all 1,370,754 boards with naiveScore above (about a minute, so not rerun here).
    const total = 1_370_754;
    expect(equities(players('AhAs', 'KhKs', '7c8c'), [], [])).toEqual([
      { player: 0, win: 844_466 / total, tie: 4098 / total },
      { player: 1, win: 214_764 / total, tie: 4098 / total },
      { player: 2, win: 307_426 / total, tie: 4098 / total },
    ]);
  });

  it('on the turn, by hand: the nut flush draw has 7 outs of 44 against a set (2h and 3h fill the set up)', () => {
    expect(equities(players('AhKh', 'QsQd'), cards('Qh7h2c3s'), [])).toEqual([
      { player: 0, win: 7 / 44, tie: 0 },
      { player: 1, win: 37 / 44, tie: 0 },
    ]);
  });

  it('on the flop, three ways with a dead card, as the slow count says', () => {
    const hands = ['Ah5h', 'KsKd', '9h8h'];
    const odds = equities(players(...hands), cards('Kh7h6c'), cards('5c'));
    expect(odds).toEqual(bruteForce(hands.map(cards), cards('Kh7h6c'), cards('5c')));
    expect(odds.map((o) => o.win + o.tie).reduce((a, b) => a + b)).toBeCloseTo(1, 10);
  });

  it('on the flop, heads-up with a split likely: ties counted for both', () => {
    const hands = ['AcTd', 'AdTc'];
    const odds = equities(players(...hands), cards('AsTs2h'), []);
    expect(odds).toEqual(bruteForce(hands.map(cards), cards('AsTs2h'), []));
    expect(odds[0]?.tie).toBeGreaterThan(0.9);
  });

  it('on the river: the one board there is', () => {
    expect(equities(players('AhKh', 'QsQd', 'AsKs'), cards('Qh7h2c3s9d'), [])).toEqual([
      { player: 0, win: 0, tie: 0 },
      { player: 1, win: 1, tie: 0 },
      { player: 2, win: 0, tie: 0 },
    ]);
    expect(equities(players('AhKh', 'AsKs'), cards('2c3d4h8s9s'), [])).toEqual([
      { player: 0, win: 0, tie: 1 },
      { player: 1, win: 0, tie: 1 },
    ]);
  });

  it('refuses a repeated or malformed card, or a hand without two cards', () => {
    expect(() => equities(players('AhKh', 'AhQd'), [], [])).toThrow('Ah appears twice');
    expect(() => equities(players('AhKh'), [], ['Kh'])).toThrow('Kh appears twice');
    expect(() => equities([{ player: 2, cards: ['Ah'] }], [], [])).toThrow('p3 needs 2 known cards, not 1');
    expect(() => equities(players('AhKh'), ['Zz'], [])).toThrow('"Zz" is not a card');
  });
});

describe('streetOdds', () => {
  const input = (p2: string, actions: string[], stacks = [10_000, 10_000, 10_000]) =>
    hand(['d dh p1 AhKh', `d dh p2 ${p2}`, 'd dh p3 7c8c', ...actions], {
      players: ['Ana', 'Ben', 'Cai'],
      startingStacks: stacks,
    });
  const checkDown = ['p3 cc', 'p1 cc', 'p2 cc', 'd db Qh7h2c', 'p1 cc', 'p2 cc', 'p3 cbr 200', 'p1 cc', 'p2 f'];
  const rest = ['d db 3s', 'p1 cc', 'p3 cc', 'd db 9d', 'p1 cc', 'p3 cc', 'p1 sm AhKh', 'p3 sm 7c8c'];

  it('each street before the river, for the players in at its close, folded cards dead', () => {
    const odds = streetOdds(replayHand(input('QsQd', [...checkDown, ...rest])));
    expect([...odds.keys()]).toEqual(['preflop', 'flop', 'turn']);
    expect(odds.get('preflop')).toEqual(equities(players('AhKh', 'QsQd', '7c8c'), [], []));
    // p2 folded on the flop: their queens are dead cards from then on.
    expect(odds.get('flop')).toEqual(
      equities(
        [
          { player: 0, cards: ['Ah', 'Kh'] },
          { player: 2, cards: ['7c', '8c'] },
        ],
        cards('Qh7h2c'),
        ['Qs', 'Qd'],
      ),
    );
    expect(odds.get('turn')).toEqual(
      equities(
        [
          { player: 0, cards: ['Ah', 'Kh'] },
          { player: 2, cards: ['7c', '8c'] },
        ],
        cards('Qh7h2c3s'),
        ['Qs', 'Qd'],
      ),
    );
  });

  it('nothing for a street where a player still in has unknown cards, or only one is in', () => {
    const odds = streetOdds(replayHand(input('????', [...checkDown, ...rest])));
    expect(odds.get('preflop')).toEqual([]);
    expect(odds.get('flop')).toHaveLength(2);
    const folded = streetOdds(replayHand(input('QsQd', ['p3 cbr 300', 'p1 f', 'p2 f'])));
    expect([...folded.entries()]).toEqual([['preflop', []]]);
  });

  it('from the moment cards are tabled before the runout: none before, every street after', () => {
    // p2's cards were dealt face down; all in before the flop, both table them, then the board comes.
    const tabled = ['p3 cbr 1000', 'p1 f', 'p2 cc', 'p3 sm 7c8c', 'p2 sm QsQd', 'd db Qh7h2c', 'd db 3s', 'd db 9d'];
    const replay = replayHand(input('????', tabled, [10_000, 1_000, 1_000]));
    const odds = streetOdds(replay);
    // The preflop street closes when the flop comes, after the shows: its odds are the tabled cards'.
    expect(odds.get('preflop')).toEqual(equities(players('', 'QsQd', '7c8c').slice(1), [], ['Ah', 'Kh']));
    expect(odds.get('flop')).toHaveLength(2);
    expect(replay.streets[0]?.reveals.map((r) => r.effect.kind)).toEqual(['show', 'show']);
    // Before the shows the seats knew nothing of p2's cards.
    expect(replay.steps.find((s) => s.text === 'p2 cc')?.seats[1]?.cards).toEqual([null, null]);
  });
});
