/**
 * Playing cards as PHH writes them ('Ah', 'Td'; '??' for a card nobody saw): parsing, and the
 * words a screen reader or a caption says for a card, a suit or a rank.
 */

/** A card in PHH form: rank then suit, 'Ah', 'Td'. */
export type Card = string;

/** Ranks from lowest to highest, as PHH writes them (T for ten). */
export const RANKS = '23456789TJQKA';
/** Suits as PHH writes them: clubs, diamonds, hearts, spades. */
export const SUITS = 'cdhs';

const RANK_WORDS = [
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Jack',
  'Queen',
  'King',
  'Ace',
];
const SUIT_WORDS: Readonly<Record<string, string>> = { c: 'clubs', d: 'diamonds', h: 'hearts', s: 'spades' };

/** A known card: exactly one rank letter then one suit letter. */
export function isCard(text: string): boolean {
  return text.length === 2 && RANKS.includes(text.charAt(0)) && SUITS.includes(text.charAt(1));
}

/**
 * 'AhKd' -> ['Ah', 'Kd']; '????' -> [null, null] (each '??' a card nobody saw).
 * Throws Error('"Xx" is not a card') on anything else, so a typo never becomes a blank card.
 */
export function parseCards(text: string): (Card | null)[] {
  const cards: (Card | null)[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const card = text.slice(i, i + 2);
    if (card === '??') cards.push(null);
    else if (isCard(card)) cards.push(card);
    else throw new Error(`"${card}" is not a card`);
  }
  return cards;
}

/** Where a rank sits in RANKS (0 for a two, 12 for an ace); throws on a letter that is not a rank. */
export function rankIndex(rank: string): number {
  const index = rank.length === 1 ? RANKS.indexOf(rank) : -1;
  if (index < 0) throw new Error(`"${rank}" is not a rank`);
  return index;
}

/** 'A' -> 'Ace', 'T' -> 'Ten'; plural 'Aces', 'Sixes' (the one rank whose plural is not just +s). */
export function rankWord(rank: string, plural = false): string {
  const word = RANK_WORDS[rankIndex(rank)] ?? rank;
  if (!plural) return word;
  return word === 'Six' ? 'Sixes' : `${word}s`;
}

/** 'Ah' -> 'hearts'. */
export function suitName(card: Card): string {
  const name = SUIT_WORDS[card.charAt(1)];
  if (name === undefined) throw new Error(`"${card}" is not a card`);
  return name;
}

/** 'Ah' -> 'Ace of hearts', 'Td' -> 'Ten of diamonds': what a screen reader says for the card. */
export function cardName(card: Card): string {
  if (!isCard(card)) throw new Error(`"${card}" is not a card`);
  return `${rankWord(card.charAt(0))} of ${suitName(card)}`;
}
