/**
 * The figures against hands counted by hand: a three-way all-in with a side pot, a split pot, a
 * hand that ends before the flop, and the three together for one player's record.
 */
import { describe, expect, it } from 'vitest';
import { replayHand, type HandInput } from '../poker/replay.ts';
import { hand, splitPot, threeWayAllIn } from '../poker/test-hands.ts';
import { playerRecords, tableRecord, type AiredHand } from './table-record.ts';

const aired = (href: string, input: HandInput, people: string[], season = 1): AiredHand => ({
  href,
  season,
  people,
  startingStacks: input.startingStacks,
  replay: replayHand(input),
});

/**
 * Ana (500, AA), Ben (1000, KK) and Cai (3000, QQ) all in before the flop: Ana takes the main pot
 * (1,500), Ben the side pot (1,000), Cai's last 2,000 go back to him. Ana +1,000, Ben even, Cai -1,000.
 */
const sidePot = aired('/episodes/e1/hands/side-pot/', threeWayAllIn(), ['ana', 'ben', 'cai']);

/**
 * Ana and Cai split 63 with the same royal flush on the board (32 and 31), Ben folded his blind:
 * 1,000 each at 5/10 with a 1 ante, after it Ana 1,006, Ben 989, Cai 1,005.
 */
const split = aired('/episodes/e1/hands/split/', splitPot(), ['ana', 'ben', 'cai']);

/** Cai raises to 300 and everyone folds: he takes the blinds (250 with his 200 back), +150; Ana -50, Ben -100, Dee even. */
const preflop = aired(
  '/episodes/e2/hands/preflop/',
  hand(['d dh p1 AhKh', 'd dh p2 QsQd', 'd dh p3 7c8c', 'd dh p4 2d2h', 'p3 cbr 300', 'p4 f', 'p1 f', 'p2 f']),
  ['ana', 'ben', 'cai', 'dee'],
  2,
);

describe('tableRecord', () => {
  it('a side pot: each pot to its winner, the chips given back not won', () => {
    expect(tableRecord('ana', [sidePot])).toMatchObject({
      handsPlayed: 1,
      potsWon: 1,
      chipsWon: 1000,
      chipsLost: 0,
      showdownsReached: 1,
      showdownsWon: 1,
      allInsCalled: 1,
      allInsSurvived: 1,
      biggestPot: { amount: 1500, href: '/episodes/e1/hands/side-pot/' },
    });
    // Ben took the side pot and broke even; Cai took nothing, lost 1,000 and kept 2,000.
    expect(tableRecord('ben', [sidePot])).toMatchObject({ potsWon: 1, chipsWon: 0, chipsLost: 0, showdownsWon: 1 });
    expect(tableRecord('ben', [sidePot]).biggestPot).toEqual({ amount: 1000, href: sidePot.href });
    expect(tableRecord('cai', [sidePot])).toMatchObject({
      potsWon: 0,
      chipsLost: 1000,
      showdownsReached: 1,
      showdownsWon: 0,
      allInsCalled: 1,
      allInsSurvived: 1,
      biggestPot: null,
    });
    // Both Ana and Ben took chips: between them, neither won the hand; each beat Cai.
    expect(tableRecord('ana', [sidePot]).headToHead).toEqual([
      { opponent: 'ben', hands: 1, won: 0, lost: 0 },
      { opponent: 'cai', hands: 1, won: 1, lost: 0 },
    ]);
  });

  it('a split: both win a pot at the showdown, the odd chip to the earlier seat; the folder reached none', () => {
    expect(tableRecord('ana', [split])).toMatchObject({
      potsWon: 1,
      chipsWon: 6,
      showdownsReached: 1,
      showdownsWon: 1,
    });
    expect(tableRecord('cai', [split])).toMatchObject({ potsWon: 1, chipsWon: 5, showdownsWon: 1 });
    expect(tableRecord('ben', [split])).toMatchObject({
      handsPlayed: 1,
      potsWon: 0,
      chipsLost: 11,
      showdownsReached: 0,
      allInsCalled: 0,
    });
  });

  it('a hand that ends before the flop: a pot won with no showdown; a player who only folded played it', () => {
    expect(tableRecord('cai', [preflop])).toMatchObject({
      potsWon: 1,
      chipsWon: 150,
      showdownsReached: 0,
      allInsCalled: 0,
      biggestPot: { amount: 250, href: preflop.href },
    });
    expect(tableRecord('dee', [preflop])).toMatchObject({ handsPlayed: 1, potsWon: 0, chipsWon: 0, chipsLost: 0 });
  });

  it("adds a player's hands up, passes over those they were not in, and puts the most-met opponent first", () => {
    const record = tableRecord('cai', [sidePot, split, preflop]);
    expect(record).toMatchObject({
      handsPlayed: 3,
      potsWon: 2,
      chipsWon: 155,
      chipsLost: 1000,
      showdownsReached: 2,
      showdownsWon: 1,
      allInsCalled: 1,
      allInsSurvived: 1,
      biggestPot: { amount: 250, href: preflop.href },
    });
    expect(record.headToHead).toEqual([
      { opponent: 'ana', hands: 3, won: 1, lost: 1 },
      { opponent: 'ben', hands: 3, won: 2, lost: 1 },
      { opponent: 'dee', hands: 1, won: 1, lost: 0 },
    ]);
    expect(tableRecord('dee', [sidePot, split])).toMatchObject({ handsPlayed: 0, biggestPot: null, headToHead: [] });
  });

  it('an all-in that loses everything is called and not survived', () => {
    // Ben shoves 1,000 with KhKd, Ana calls her 500 with AhAd and loses to a king on the flop.
    const bust = hand(['d dh p1 AhAd', 'd dh p2 KhKd', 'p2 cbr 1000', 'p1 cc', 'd db Kc7s2h', 'd db 3d', 'd db 9c'], {
      players: ['Ana', 'Ben'],
      startingStacks: [500, 1000],
    });
    const record = tableRecord('ana', [
      aired('/h/bust/', { ...bust, actions: [...bust.actions, 'p1 sm AhAd', 'p2 sm KhKd'] }, ['ana', 'ben']),
    ]);
    expect(record).toMatchObject({
      allInsCalled: 1,
      allInsSurvived: 0,
      chipsLost: 500,
      showdownsReached: 1,
      showdownsWon: 0,
    });
  });

  it("counts every player's seasons and show in one pass as tableRecord counts each", () => {
    const hands = [sidePot, preflop, split];
    const records = playerRecords(hands);
    expect([...records.keys()].sort()).toEqual(['ana', 'ben', 'cai', 'dee']);
    for (const [person, record] of records) {
      const seasons = [...new Set(hands.filter((h) => h.people.includes(person)).map((h) => h.season))].sort(
        (a, b) => b - a,
      );
      expect(record.seasons).toEqual(
        seasons.map((season) => ({
          season,
          record: tableRecord(
            person,
            hands.filter((h) => h.season === season),
          ),
        })),
      );
      expect(record.show).toEqual(tableRecord(person, hands));
    }
    expect(records.get('dee')?.seasons.map((s) => s.season)).toEqual([2]);
    expect(records.get('ana')?.seasons.map((s) => s.season)).toEqual([2, 1]);
  });
});
