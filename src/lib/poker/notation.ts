/**
 * One action of a no-limit hold'em hand in the Poker Hand History (PHH) notation of uoftcprg/phh-std,
 * read into data: 'd dh p1 AhKd', 'd db Kd7c2h', 'p3 f', 'p3 cc', 'p3 cbr 24000', 'p3 sm QhQd'
 * (shows), 'p3 sm -' (shows the cards dealt), 'p3 sm' (mucks), each optionally followed by a
 * '# commentary'; an action that is only a commentary, or blank, is the standard's no-op. Only the
 * syntax is checked here; whether the action is legal at its point in the hand is the replay's
 * concern (replay.ts).
 */
import { parseCards, type Card } from './cards.ts';

export type Action =
  | { kind: 'deal-hole'; player: number /* 0-based */; cards: (Card | null)[] }
  | { kind: 'deal-board'; cards: Card[] }
  | { kind: 'fold'; player: number }
  | { kind: 'check-call'; player: number }
  | { kind: 'bet-raise'; player: number; amount: number }
  /** `cards` null: 'sm -', the cards the deal gave; a null card inside: one kept face down ('??'). */
  | { kind: 'show'; player: number; cards: (Card | null)[] | null }
  | { kind: 'muck'; player: number }
  | { kind: 'no-op' };

/** Hold'em deals each player two hole cards. */
const HOLE_CARDS = 2;

/** The action's commentary ('# ...'), trimmed; undefined when it has none. */
export function commentary(text: string): string | undefined {
  const hash = text.indexOf('#');
  return hash < 0 ? undefined : text.slice(hash + 1).trim() || undefined;
}

/** The action without its '# commentary', words split on any run of whitespace. */
function words(text: string): string[] {
  const hash = text.indexOf('#');
  const body = hash < 0 ? text : text.slice(0, hash);
  return body.trim().split(/\s+/).filter(Boolean);
}

/** 'p3' -> 2 (seats are 1-based in PHH, 0-based in the replay). */
function parsePlayer(word: string | undefined, players: number): number {
  const match = /^p(\d+)$/.exec(word ?? '');
  if (!match) throw new Error(`"${word ?? ''}" is not a player (p1 to p${players})`);
  const number = Number(match[1]);
  if (number < 1 || number > players) throw new Error(`${word ?? ''} is not a player (p1 to p${players})`);
  return number - 1;
}

/** Two hole cards, known or '??' each. */
function holeCards(text: string | undefined): (Card | null)[] {
  const cards = parseCards(text ?? '');
  if (cards.length !== HOLE_CARDS) throw new Error(`hole cards are ${HOLE_CARDS} cards, not ${cards.length}`);
  return cards;
}

/** Chips: a whole positive number (PHH writes no separators; a tournament has no fractions of a chip). */
export function parseAmount(text: string | undefined): number {
  if (text !== undefined && /^\d*\.\d+$|^\d+\.\d*$/.test(text)) {
    throw new Error(`"${text}" is not whole chips: tournament chips are whole, so a bet is a whole number`);
  }
  if (text === undefined || !/^\d+$/.test(text)) throw new Error(`"${text ?? ''}" is not a whole number of chips`);
  const amount = Number(text);
  if (amount <= 0) throw new Error(`a bet or raise must be more than 0 chips`);
  return amount;
}

/** A word count check, so 'p3 cc 100' is not read as a call that ignores its amount. */
function expectWords(parts: string[], count: number, form: string): void {
  if (parts.length !== count) throw new Error(`expected "${form}"`);
}

function parseDeal(parts: string[], players: number): Action {
  if (parts[1] === 'dh') {
    expectWords(parts, 4, 'd dh pN CARDS');
    return { kind: 'deal-hole', player: parsePlayer(parts[2], players), cards: holeCards(parts[3]) };
  }
  if (parts[1] === 'db') {
    expectWords(parts, 3, 'd db CARDS');
    const cards: Card[] = [];
    // The board is public: a board card nobody saw cannot be replayed.
    for (const card of parseCards(parts[2] ?? '')) {
      if (card === null) throw new Error('board cards must be known, not ??');
      cards.push(card);
    }
    return { kind: 'deal-board', cards };
  }
  throw new Error(`unknown deal "${parts[1] ?? ''}" (expected dh or db)`);
}

/** 'pN sm' mucks, 'pN sm -' shows the cards dealt, 'pN sm CARDS' shows those ('??' for one kept down). */
function parseShowdown(parts: string[], player: number): Action {
  if (parts.length === 2) return { kind: 'muck', player };
  expectWords(parts, 3, 'pN sm CARDS, pN sm - or pN sm');
  if (parts[2] === '-') return { kind: 'show', player, cards: null };
  return { kind: 'show', player, cards: holeCards(parts[2]) };
}

/** Parses one action string (commentary stripped); throws Error with a message naming what is wrong. */
export function parseAction(text: string, players: number): Action {
  const parts = words(text);
  if (parts.length === 0) return { kind: 'no-op' };
  if (parts[0] === 'd') return parseDeal(parts, players);
  const player = parsePlayer(parts[0], players);
  switch (parts[1]) {
    case 'f':
      expectWords(parts, 2, 'pN f');
      return { kind: 'fold', player };
    case 'cc':
      expectWords(parts, 2, 'pN cc');
      return { kind: 'check-call', player };
    case 'cbr':
      expectWords(parts, 3, 'pN cbr AMOUNT');
      return { kind: 'bet-raise', player, amount: parseAmount(parts[2]) };
    case 'sm':
      return parseShowdown(parts, player);
    case 'pb':
    case 'sd':
      throw new Error(`"${parts[1]}" belongs to stud and draw games, not no-limit hold'em`);
    default:
      throw new Error(`unknown action "${parts[1] ?? ''}" (expected f, cc, cbr or sm)`);
  }
}
