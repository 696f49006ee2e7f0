import { describe, expect, it } from 'vitest';
import { replayHand } from '../poker/replay.ts';
import { tableSteps, type OddsOf, type TablePot } from './table-view.ts';
import { potLines, seatNote, seatState, shortName, tableCaption } from './table-words.ts';
import { hand } from '../poker/test-hands.ts';

const even: OddsOf = (hands) => hands.map((h) => ({ player: h.player, win: 1 / hands.length, tie: 0 }));
const input = hand(['d dh p1 AhAd', 'd dh p2 KhKd', 'd dh p3 ????', 'p3 f', 'p1 cbr 300', 'p2 f'], {
  players: ['Ana Ruiz', 'Ben Okoro', 'Cai Lin'],
  ante: 10,
});
const steps = tableSteps(replayHand(input), input.players, input, even);
const positions = ['Small blind', 'Big blind', 'Button'];
const stepAt = (i: number) => {
  const step = steps.at(i);
  if (!step) throw new Error(`no step ${i}`);
  return step;
};
const seatOf = (i: number, seat: number) => {
  const found = stepAt(i).seats[seat];
  if (!found) throw new Error(`no seat ${seat} at step ${i}`);
  return found;
};

describe('the table in words', () => {
  it('says the state at a step: what happened, each seat, the pot, whose turn', () => {
    expect(tableCaption(stepAt(0), steps.length, positions)).toBe(
      'Step 1 of 6: The blinds and antes are in: 50/100, ante 10. ' +
        'Ana Ruiz, small blind: 9,940 in chips, posted an ante of 10, 50 bet in front. ' +
        'Ben Okoro, big blind: 9,890 in chips, posted an ante of 10, 100 bet in front. ' +
        'Cai Lin, button: 9,990 in chips, posted an ante of 10. Pot 180.',
    );
    expect(tableCaption(stepAt(1), steps.length, positions)).toBe(
      'Step 2 of 6: The hole cards are dealt. ' +
        'Ana Ruiz, small blind: 9,940 in chips, 50 bet in front, holding Ace of hearts and Ace of diamonds. ' +
        'Ben Okoro, big blind: 9,890 in chips, 100 bet in front, holding King of hearts and King of diamonds. ' +
        'Cai Lin, button: 9,990 in chips, cards face down, to act. Pot 180. Cai Lin to act.',
    );
    expect(tableCaption(stepAt(-1), steps.length, positions)).toBe(
      'Step 6 of 6: Ana Ruiz wins the pot of 230. ' +
        'Ana Ruiz, small blind: 10,120 in chips, holding Ace of hearts and Ace of diamonds, wins 230, takes back 200. ' +
        'Ben Okoro, big blind: 9,890 in chips, folded. Cai Lin, button: 9,990 in chips, folded. Pot 230, won by Ana Ruiz.',
    );
  });

  it("prints a seat's state and note as the drawing does", () => {
    const [, deal, , raise] = steps;
    expect(deal?.seats.map(seatState)).toEqual([undefined, undefined, 'To act']);
    expect(raise?.seats.map(seatState)).toEqual([undefined, 'To act', 'Folded']);
    // Odds once everyone contesting has known cards: not while Cai's are face down, once he folds.
    expect(seatNote(seatOf(1, 0))).toEqual([]);
    expect(seatNote(seatOf(3, 0))).toEqual(['Win 50.0%', 'Tie 0.0%']);
    expect(seatNote(seatOf(0, 0))).toEqual(['Ante 10']);
    expect(seatNote(seatOf(-1, 0))).toEqual(['Wins 230', 'Takes back 200']);
  });

  it('shortens a name for a phone and pots for the middle, at most three lines', () => {
    expect(shortName('Chloé Marchand')).toBe('C. Marchand');
    expect(shortName('Jae-won Seo')).toBe('J. Seo');
    expect(shortName('Cher')).toBe('Cher');
    const pot = (label: string, amount: number): TablePot => ({ label, amount, eligible: ['A B', 'C D'] });
    expect(potLines([pot('Pot', 100)])).toEqual([{ label: 'Pot', amount: 100, who: [], won: false }]);
    expect(
      potLines([pot('Main pot', 100), pot('Side pot 1', 50), pot('Side pot 2', 20), pot('Side pot 3', 5)]).map((l) => [
        l.label,
        l.amount,
      ]),
    ).toEqual([
      ['Main', 100],
      ['Side 1', 50],
      ['Sides 2–3', 25],
    ]);
  });
});
