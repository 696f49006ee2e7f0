import { describe, expect, it } from 'vitest';
import { cardName, isCard, parseCards, rankIndex, rankWord, suitName } from './cards.ts';

describe('cards', () => {
  it('knows a card by rank then suit', () => {
    expect(isCard('Ah')).toBe(true);
    expect(isCard('Td')).toBe(true);
    expect(isCard('2c')).toBe(true);
    expect(isCard('ah')).toBe(false);
    expect(isCard('10d')).toBe(false);
    expect(isCard('Ax')).toBe(false);
    expect(isCard('A')).toBe(false);
  });

  it('parses known and unknown cards', () => {
    expect(parseCards('AhKd')).toEqual(['Ah', 'Kd']);
    expect(parseCards('????')).toEqual([null, null]);
    expect(parseCards('Kd7c2h')).toEqual(['Kd', '7c', '2h']);
    expect(parseCards('Ah??')).toEqual(['Ah', null]);
    expect(parseCards('')).toEqual([]);
  });

  it('refuses what is not a card, naming it', () => {
    expect(() => parseCards('AhXd')).toThrow('"Xd" is not a card');
    expect(() => parseCards('AhK')).toThrow('"K" is not a card');
    expect(() => parseCards('1010')).toThrow('"10" is not a card');
  });

  it('names cards, suits and ranks for screen readers', () => {
    expect(cardName('Ah')).toBe('Ace of hearts');
    expect(cardName('Td')).toBe('Ten of diamonds');
    expect(cardName('2c')).toBe('Two of clubs');
    expect(cardName('Qs')).toBe('Queen of spades');
    expect(suitName('Ah')).toBe('hearts');
    expect(suitName('9c')).toBe('clubs');
    expect(rankWord('A')).toBe('Ace');
    expect(rankWord('T')).toBe('Ten');
    expect(rankWord('7')).toBe('Seven');
    expect(rankWord('7', true)).toBe('Sevens');
    expect(rankWord('6', true)).toBe('Sixes');
    expect(rankWord('K', true)).toBe('Kings');
    expect(rankIndex('2')).toBe(0);
    expect(rankIndex('A')).toBe(12);
    expect(() => cardName('Zz')).toThrow('"Zz" is not a card');
    expect(() => rankWord('1')).toThrow('"1" is not a rank');
  });
});
