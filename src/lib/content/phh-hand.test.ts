import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHandFiles } from './hand-files.ts';
import { castSlugFor, phhHandSchema } from './phh-hand.ts';
import { formatProblem } from './problem.ts';

const valid = {
  variant: 'NT',
  antes: [0, 0],
  blinds_or_straddles: [500, 1000],
  min_bet: 1000,
  starting_stacks: [20000, 30000],
  actions: ['d dh p1 AhKh', 'd dh p2 QsQd', 'p2 f'],
  players: ['ingrid-solberg', 'Chloé Marchand'],
  _title: 'The Last Hand',
};
const issues = (doc: Record<string, unknown>) =>
  (phhHandSchema.safeParse(doc).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('a key hand as a PHH file', () => {
  it('takes every field the standard defines, and user-defined ones starting with "_"', () => {
    expect(
      issues({
        ...valid,
        author: 'The desk',
        event: 'The Last Stack',
        hand: 12,
        finishing_stacks: [19500, 30500],
        ante_trimming_status: false,
        seats: [1, 2],
        _summary: 'Heads-up for the title.',
        _camera: 'two',
      }),
    ).toEqual([]);
  });

  it('refuses a field the standard does not define, another variant, stud fields and a missing title', () => {
    expect(issues({ ...valid, finishing_stack: [1, 2] })).toEqual([
      'finishing_stack: is not a PHH field: user-defined fields start with "_"',
    ]);
    expect(issues({ ...valid, variant: 'PO' })).toEqual(['variant: must be "NT": key hands are no-limit hold’em']);
    expect(issues({ ...valid, bring_in: 100 })).toEqual([
      'bring_in: belongs to fixed-limit or stud games, not no-limit hold’em (NT)',
    ]);
    const { _title: _, ...untitled } = valid;
    expect(issues(untitled)).toEqual(['_title: Invalid input: expected string, received undefined']);
  });

  it('refuses decimal chips, saying tournament chips are whole, and unknown stacks (inf)', () => {
    expect(issues({ ...valid, starting_stacks: [1259450.25, 678473.5] })).toEqual([
      'starting_stacks.0: must be whole chips (tournament chips are whole)',
      'starting_stacks.1: must be whole chips (tournament chips are whole)',
    ]);
    expect(issues({ ...valid, starting_stacks: [Infinity, 30000] })).toEqual([
      'starting_stacks.0: an unknown amount (inf) cannot be replayed: write the chips',
    ]);
  });

  it('finds a player by cast slug or exact cast name', () => {
    const cast = new Map([['chloe-marchand', 'Chloé Marchand']]);
    expect(castSlugFor('chloe-marchand', cast)).toBe('chloe-marchand');
    expect(castSlugFor('Chloé Marchand', cast)).toBe('chloe-marchand');
    expect(castSlugFor('Chloe Marchand', cast)).toBeUndefined();
  });
});

describe('readHandFiles', () => {
  const content = () => {
    const dir = mkdtempSync(join(tmpdir(), 'hands-'));
    mkdirSync(join(dir, 'seasons', '2', 'hands', 'ep12-the-end-game'), { recursive: true });
    return dir;
  };
  const toml = (doc: Record<string, unknown>) =>
    Object.entries(doc)
      .map(([k, v]) => `${k} = ${JSON.stringify(v)}`)
      .join('\n');

  it("reads each file of each season's episode folders, the file name as the id, with its season", () => {
    const dir = content();
    writeFileSync(join(dir, 'seasons', '2', 'hands', 'ep12-the-end-game', 'final-hand.phh'), toml(valid));
    mkdirSync(join(dir, 'seasons', '10', 'hands', 'ep01-again'), { recursive: true });
    writeFileSync(join(dir, 'seasons', '10', 'hands', 'ep01-again', 'first.phh'), toml(valid));
    const { files, problems } = readHandFiles(dir, dir);
    expect(problems).toEqual([]);
    // Season 10 after season 2: folders in number order.
    expect(files.map((f) => [f.season, f.episode, f.id, f.file, f.doc?._title])).toEqual([
      [2, 'ep12-the-end-game', 'final-hand', 'seasons/2/hands/ep12-the-end-game/final-hand.phh', 'The Last Hand'],
      [10, 'ep01-again', 'first', 'seasons/10/hands/ep01-again/first.phh', 'The Last Hand'],
    ]);
  });

  it('names the file and the field of every problem: a bad name, TOML, a field', () => {
    const dir = content();
    const folder = join(dir, 'seasons', '2', 'hands', 'ep12-the-end-game');
    writeFileSync(join(folder, 'Final Hand.phh'), toml(valid));
    writeFileSync(join(folder, 'broken.phh'), 'variant = "NT\n');
    writeFileSync(join(folder, 'short.phh'), toml({ ...valid, min_bet: 1000.5 }));
    const { problems } = readHandFiles(dir, dir);
    expect(problems.map(formatProblem)).toEqual([
      'seasons/2/hands/ep12-the-end-game/Final Hand.phh: a hand file is named <id>.phh, the id a lowercase hyphenated slug',
      expect.stringMatching(/^seasons\/2\/hands\/ep12-the-end-game\/broken\.phh: is not valid TOML: /),
      'seasons/2/hands/ep12-the-end-game/short.phh: min_bet: must be whole chips (tournament chips are whole)',
    ]);
  });
});
