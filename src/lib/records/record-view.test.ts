/** "In Aired Hands" in words: its columns by season, its rows, the head-to-head lines. */
import { describe, expect, it } from 'vitest';
import { replayHand, type HandInput } from '../poker/replay.ts';
import { hand, threeWayAllIn } from '../poker/test-hands.ts';
import { headToHeadLines, recordColumns, recordRows } from './record-view.ts';
import { playerRecords, type AiredHand } from './table-record.ts';

const aired = (href: string, input: HandInput, people: string[], season: number): AiredHand => ({
  href,
  season,
  people,
  startingStacks: input.startingStacks,
  replay: replayHand(input),
});
/** Season 1: Ana takes the main pot of a three-way all-in (+1,000). Season 2: Cai raises, all fold (+150). */
const sidePot = aired('/h/side-pot/', threeWayAllIn(), ['ana', 'ben', 'cai'], 1);
const preflop = aired(
  '/h/preflop/',
  hand(['d dh p1 AhKh', 'd dh p2 QsQd', 'd dh p3 7c8c', 'd dh p4 2d2h', 'p3 cbr 300', 'p4 f', 'p1 f', 'p2 f']),
  ['ana', 'ben', 'cai', 'dee'],
  2,
);
const records = playerRecords([sidePot, preflop]);
const names: Record<string, string> = { ana: 'Ana Alves', ben: 'Ben Berg', cai: 'Cai Chen', dee: 'Dee Dunn' };

describe('record view', () => {
  it('one season played: one column, no show total', () => {
    const columns = recordColumns(records.get('dee'));
    expect(columns.map((c) => c.label)).toEqual(['Season 2']);
  });

  it('two seasons: the latest first, then the show; a row for each figure, counts as the site writes them', () => {
    const columns = recordColumns(records.get('ana'));
    expect(columns.map((c) => c.label)).toEqual(['Season 2', 'Season 1', 'All seasons']);
    expect(recordRows(columns)).toEqual([
      { label: 'Hands played', cells: ['1', '1', '2'] },
      { label: 'Pots won', cells: ['0', '1', '1'] },
      { label: 'Chips won', cells: ['0', '1,000', '1,000'] },
      { label: 'Chips lost', cells: ['50', '0', '50'] },
      { label: 'Showdowns won', cells: ['0 of 0', '1 of 1', '1 of 1'] },
      { label: 'All-ins survived', cells: ['0 of 0', '1 of 1', '1 of 1'] },
      { label: 'Biggest pot won', cells: ['None', '1,500', '1,500'] },
    ]);
  });

  it('up to a number of seasons, the latest, and the show over every season', () => {
    const columns = recordColumns(records.get('ana'), 1);
    expect(columns.map((c) => c.label)).toEqual(['Season 2', 'All seasons']);
    expect(columns.at(-1)?.record.handsPlayed).toBe(2);
  });

  it('no columns for someone in no aired hand', () => {
    expect(recordColumns(records.get('eve'))).toEqual([]);
  });

  it('the players met most over the show, with who took the chips, up to the limit', () => {
    const lines = headToHeadLines('cai', recordColumns(records.get('cai')), (s) => names[s] ?? s, 2);
    expect(lines).toEqual([
      { opponent: 'ana', text: '2 hands: Cai Chen took the chips in 1, Ana Alves in 1' },
      { opponent: 'ben', text: '2 hands: Cai Chen took the chips in 1, Ben Berg in 1' },
    ]);
    expect(
      headToHeadLines('dee', recordColumns(playerRecords([preflop]).get('dee')), (s) => names[s] ?? s, 5),
    ).toHaveLength(3);
  });
});
