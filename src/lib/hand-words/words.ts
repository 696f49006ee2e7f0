/**
 * What a key hand's page says, in words and numbers: each action as a sentence ("Nadia Haddad moves
 * all in for 24,000"), the streets' names, chips and odds as fans read them. The replay
 * (lib/poker/replay.ts) says what happened; this module only words it, the same way everywhere.
 */
import { cardName, type Card } from '../poker/cards.ts';
import { writtenForSeats, type ForcedBets } from '../poker/forced-bets.ts';
import type { Effect, Street } from '../poker/replay.ts';

export const chips = (n: number): string => n.toLocaleString('en-US');

export const STREET_NAMES: Record<Street, string> = {
  preflop: 'Before the flop',
  flop: 'The flop',
  turn: 'The turn',
  river: 'The river',
};

/** A betting action as a sentence; undefined for deals and shows, which the page draws as cards. */
export function actionSentence(name: string, effect: Effect): string | undefined {
  switch (effect.kind) {
    case 'fold':
      return `${name} folds`;
    case 'check':
      return `${name} checks`;
    case 'call':
      return effect.allIn
        ? `${name} calls all in for ${chips(effect.amount)}`
        : `${name} calls ${chips(effect.amount)}`;
    case 'bet':
      return effect.allIn ? `${name} moves all in for ${chips(effect.to)}` : `${name} bets ${chips(effect.to)}`;
    case 'raise':
      return effect.allIn ? `${name} moves all in for ${chips(effect.to)}` : `${name} raises to ${chips(effect.to)}`;
    default:
      return undefined;
  }
}

/** A chance as fans read it on the overlay: one decimal, "82.4%". */
export const percent = (fraction: number): string => `${(fraction * 100).toFixed(1)}%`;

/** Cards named and joined: "Ace of hearts and King of spades"; a card nobody saw is "a card face down". */
export function cardsWords(cards: readonly (Card | null)[]): string {
  const named = cards.map((card) => (card === null ? 'a card face down' : cardName(card)));
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1) ?? ''}` : (named[0] ?? '');
}

/**
 * A muck or a show, for the moment it happens (before the runout or at the showdown); with the
 * cards shown when given: "Tanner Voss shows Ace of hearts and Ace of diamonds".
 */
export function revealSentence(name: string, effect: Effect, cards?: readonly (Card | null)[]): string | undefined {
  if (effect.kind === 'muck') return `${name} mucks`;
  if (effect.kind !== 'show') return undefined;
  return cards && cards.length > 0 ? `${name} shows ${cardsWords(cards)}` : `${name} shows`;
}

/** Board cards as they come: "The flop: Nine of spades, Four of clubs and Two of hearts". */
export function boardSentence(street: Street, cards: readonly Card[]): string {
  return `${STREET_NAMES[street]}: ${cardsWords(cards)}`;
}

/** What the antes are, in words: "ante 200" each, "big-blind ante 2,000", "button ante 10", or "antes". */
function antesWords(antes: readonly number[]): string | undefined {
  const paid = antes.filter((a) => a > 0);
  if (paid.length === 0) return undefined;
  if (paid.length === antes.length && paid.every((a) => a === paid[0])) return `ante ${chips(paid[0] ?? 0)}`;
  if (paid.length === 1 && (antes[1] ?? 0) > 0) return `big-blind ante ${chips(antes[1] ?? 0)}`;
  if (paid.length === 1 && (antes.at(-1) ?? 0) > 0) return `button ante ${chips(antes.at(-1) ?? 0)}`;
  return 'antes';
}

/**
 * The forced bets as a table's sign, in PHH's written order: "1,000/2,000", "1,000/2,000, ante 200",
 * "1,000/2,000, big-blind ante 2,000", "1,000/2,000, straddle 4,000".
 */
export function stakes(forced: ForcedBets): string {
  const [small = 0, big = 0, ...rest] = forced.blindsOrStraddles;
  const straddles = rest.filter((s) => s > 0);
  const parts = [`${chips(small)}/${chips(big)}`];
  if (straddles.length > 0) parts.push(`straddle${straddles.length > 1 ? 's' : ''} ${straddles.map(chips).join('/')}`);
  const antes = antesWords(forced.antes);
  if (antes) parts.push(antes);
  return parts.join(', ');
}

/**
 * A seat by its position, as PHH orders players (p1 the first seat left of the button, the last the
 * button): small blind, big blind, then seats; heads-up, p1 is the big blind and p2 the button,
 * who posts the small blind. A seat that posts a straddle says so.
 */
export function seatLabel(index: number, forced: ForcedBets, players: number): string {
  if (players === 2) return index === 0 ? 'Big blind' : 'Button, small blind';
  const straddle = index >= 2 && (writtenForSeats(forced, players).blind[index] ?? 0) > 0;
  if (index === 0) return 'Small blind';
  if (index === 1) return 'Big blind';
  if (index === players - 1) return straddle ? 'Button, straddle' : 'Button';
  return straddle ? `Seat ${index + 1}, straddle` : `Seat ${index + 1}`;
}

/** What a seat put in before the cards: "Ante 2,000 · Big blind 1,000", "Straddle 4,000", "" for nothing. */
export function postsWords(index: number, seat: { ante: number; bet: number; stack: number }, players: number): string {
  const parts: string[] = [];
  if (seat.ante > 0) parts.push(`Ante ${chips(seat.ante)}`);
  if (seat.bet > 0) {
    const blind =
      players === 2 ? (index === 0 ? 'Big blind' : 'Small blind') : (['Small blind', 'Big blind'][index] ?? 'Straddle');
    parts.push(`${blind} ${chips(seat.bet)}`);
  }
  if (parts.length > 0 && seat.stack === 0) parts.push('all in');
  return parts.join(' · ');
}

/** Search results cut a title at about 60 characters and a description at 160: the hand's head fits both. */
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

/** The hand page's <title> words before the site name: "Three Stacks in the Middle: EP01 Key Hand", shorter when long. */
export function handTitle(title: string, code: string, siteName: string): string {
  const full = `${title}: ${code} Key Hand`;
  return `${full} | ${siteName}`.length <= TITLE_MAX ? full : title;
}

/**
 * The hand page's description: which hand, who sat at what stakes, never what happened. Its title
 * makes it the page's own: two hands of one episode may seat the same players at the same stakes
 * (a heads-up finale). The names give way to a count when long, then the closing words.
 */
export function handDescription(
  code: string,
  siteName: string,
  title: string,
  names: readonly string[],
  blinds: string,
): string {
  const tail = ' Every street, with each player’s chances.';
  const head = `${code} key hand of ${siteName}, “${title}”:`;
  const fits = [
    `${head} ${names.join(', ')} at ${blinds}.${tail}`,
    `${head} ${names.length} players at ${blinds}.${tail}`,
    `${head} ${names.length} players at ${blinds}.`,
  ].find((d) => d.length <= DESCRIPTION_MAX);
  return fits ?? `${code} key hand of ${siteName}: ${names.length} players at ${blinds}.${tail}`;
}
