import { evaluate, getCardCode } from '@pokertools/evaluator';
import { describe, expect, it } from 'vitest';
import { bestHand } from './showdown.ts';

const cards = (text: string) => text.match(/../g) ?? [];
const hand = (text: string) => bestHand(cards(text));

describe('bestHand', () => {
  it.each([
    ['AhKhQhJhTh2c3d', 'Royal Flush', ['Ah', 'Kh', 'Qh', 'Jh', 'Th']],
    ['9s8s7s6s5sAsAd', 'Straight Flush, Nine High', ['9s', '8s', '7s', '6s', '5s']],
    ['5d4d3d2dAdKdKc', 'Straight Flush, Five High', ['5d', '4d', '3d', '2d', 'Ad']],
    ['7c7d7h7sKd2c3d', 'Four of a Kind, Sevens', ['7c', '7d', '7h', '7s', 'Kd']],
    ['KcKdKh7s7d7c2h', 'Full House, Kings over Sevens', ['Kc', 'Kd', 'Kh', '7s', '7d']],
    ['AhJh8h4h2h2c2d', 'Flush, Ace High', ['Ah', 'Jh', '8h', '4h', '2h']],
    ['Th9c8d7s6hKcKd', 'Straight, Ten High', ['Th', '9c', '8d', '7s', '6h']],
    ['Ah2c3d4s5hKcQd', 'Straight, Five High', ['5h', '4s', '3d', '2c', 'Ah']],
    ['7c7d7hAsKd2c3d', 'Three of a Kind, Sevens', ['7c', '7d', '7h', 'As', 'Kd']],
    ['AhAdJcJs3h3d9c', 'Two Pair, Aces and Jacks', ['Ah', 'Ad', 'Jc', 'Js', '9c']],
    ['QhQd9c7s4h3d2c', 'One Pair, Queens', ['Qh', 'Qd', '9c', '7s', '4h']],
    ['6h6s5c4d2h', 'One Pair, Sixes', ['6h', '6s', '5c', '4d', '2h']],
    ['AhJd9c7s4h3d2c', 'High Card, Ace', ['Ah', 'Jd', '9c', '7s', '4h']],
  ])('%s is "%s"', (text, name, best) => {
    const result = hand(text);
    expect(result.name).toBe(name);
    expect(result.best).toEqual(best);
  });

  it('scores the best five as the evaluator scores all the cards', () => {
    for (const text of ['AhKhQhJhTh2c3d', 'KcKdKh7s7d7c2h', 'Ah2c3d4s5hKcQd', 'AhJd9c7s4h3d2c', 'QhQd9c7s4h3d']) {
      expect(hand(text).score).toBe(evaluate(cards(text).map((c) => getCardCode(c))));
    }
  });

  it('ranks a better hand lower, and the same hand from different suits equal', () => {
    expect(hand('AhAdKc7s2d3c4h').score).toBeLessThan(hand('KhKdAc7s2d3c4h').score);
    expect(hand('AhAdKc7s2d').score).toBe(hand('AsAcKd7h2c').score);
  });

  it('takes 5 to 7 cards', () => {
    expect(() => bestHand(['Ah', 'Kd', 'Qc', 'Js'])).toThrow('a hand is 5 to 7 cards, not 4');
    expect(() => hand('AhKdQcJs9h8h7h6h')).toThrow('a hand is 5 to 7 cards, not 8');
  });
});
