/**
 * The drawn table in words (lib/table-drawing/table-view.ts's steps): the figure's text alternative, which
 * says the state a sighted fan reads off the picture (who has what, the pot, whose turn), and the
 * short words the drawing itself prints (a seat's note, a pot's line). Worded here once, so the
 * picture and its text alternative never say different things.
 */
import { percent, chips, cardsWords } from '../hand-words/words.ts';
import type { TablePot, TableSeat, TableStep } from './table-view.ts';

/**
 * What a seat is doing, as the drawing prints it beside the stack: 'To act', 'Folded', 'All in',
 * 'Mucked'. At the showdown (once `won` is set) being all in is over: the stack is what it won.
 */
export function seatState(seat: TableSeat): string | undefined {
  if (seat.reveal === 'mucked') return 'Mucked';
  if (seat.status === 'folded') return 'Folded';
  if (seat.status === 'all-in' && seat.won === undefined) return 'All in';
  return seat.toAct ? 'To act' : undefined;
}

/** A name as a phone's seat prints it: "Chloé Marchand" -> "C. Marchand" (the full name is in the caption). */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? `${words[0]?.charAt(0) ?? ''}. ${words.at(-1) ?? ''}` : name;
}

/** A seat's note under its stack: its chances, or at the showdown what it won and with what. */
export function seatNote(seat: TableSeat): string[] {
  if (seat.won !== undefined) {
    return [
      ...(seat.won > 0 ? [`Wins ${chips(seat.won)}`] : []),
      ...(seat.returned ? [`Takes back ${chips(seat.returned)}`] : []),
      ...(seat.handName ? [seat.handName] : []),
    ];
  }
  if (seat.odds) return [`Win ${percent(seat.odds.win)}`, `Tie ${percent(seat.odds.tie)}`];
  return seat.ante > 0 ? [`Ante ${chips(seat.ante)}`] : [];
}

/** What the drawing's middle prints: a line a pot, at most three (the third sums the side pots past it). */
export function potLines(pots: readonly TablePot[]): { label: string; amount: number; who: string[]; won: boolean }[] {
  const lines = pots.map((p) => ({
    // The drawing's short words: 'Pot', 'Main', 'Side', 'Side 2'.
    label: p.label.replace(/ pot\b/, ''),
    amount: p.amount,
    // Who can win each pot, once there are several; at the showdown, who won it.
    who: p.winners ?? (pots.length > 1 ? p.eligible : []),
    won: p.winners !== undefined,
  }));
  if (lines.length <= 3) return lines;
  const rest = lines.slice(2);
  return [
    ...lines.slice(0, 2),
    { label: `Sides 2–${lines.length - 1}`, amount: rest.reduce((sum, l) => sum + l.amount, 0), who: [], won: false },
  ];
}

/** "Tanner Voss, Chloé Marchand or Dante Okonkwo". */
const either = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}` : (names[0] ?? '');

function seatWords(seat: TableSeat, position: string): string {
  const parts = [`${seat.name}, ${position}: ${chips(seat.stack)} in chips`];
  if (seat.ante > 0) parts.push(`posted an ante of ${chips(seat.ante)}`);
  if (seat.bet > 0) parts.push(`${chips(seat.bet)} bet in front`);
  if (seat.cards.length > 0 && seat.reveal !== 'mucked' && seat.status !== 'folded') {
    parts.push(seat.cards.every((c) => c === null) ? 'cards face down' : `holding ${cardsWords(seat.cards)}`);
  }
  const state = seatState(seat);
  if (state) parts.push(state.toLowerCase());
  if (seat.odds) parts.push(`${percent(seat.odds.win)} to win, ${percent(seat.odds.tie)} to tie`);
  const note = seat.won === undefined ? [] : seatNote(seat);
  if (seat.won === 0 && !seat.returned && !seat.handName && seat.status !== 'folded') note.push('wins nothing');
  parts.push(...note.map((n) => n.charAt(0).toLowerCase() + n.slice(1)));
  return parts.join(', ');
}

function potWords(pot: TablePot, count: number): string {
  const who = pot.winners
    ? pot.winners.length > 1
      ? `split by ${pot.winners.join(' and ')}`
      : `won by ${pot.winners[0] ?? ''}`
    : count > 1
      ? `for ${either(pot.eligible)}`
      : '';
  return `${pot.label} ${chips(pot.amount)}${who ? `, ${who}` : ''}`;
}

/**
 * The table at a step, in words: "Step 7 of 14: Dante Okonkwo calls 37,000. Tanner Voss, small blind:
 * 0 in chips, 12,000 bet in front, holding Ace of hearts and Ace of diamonds, all in, 65.4% to win, …
 * Main pot 36,000, for …; Side pot 56,000, for …. Board: …. Dante Okonkwo to act."
 */
export function tableCaption(step: TableStep, steps: number, positions: readonly string[]): string {
  const sentences = [
    `Step ${step.number} of ${steps}: ${step.says}`,
    ...step.seats.map((seat, i) => seatWords(seat, (positions[i] ?? `seat ${i + 1}`).toLowerCase())),
  ];
  if (step.board.length > 0) sentences.push(`Board: ${cardsWords(step.board)}`);
  if (step.pots.length > 0) sentences.push(step.pots.map((p) => potWords(p, step.pots.length)).join('; '));
  const toAct = step.seats.find((s) => s.toAct);
  if (toAct) sentences.push(`${toAct.name} to act`);
  return `${sentences.join('. ')}.`;
}
