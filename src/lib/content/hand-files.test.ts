import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHandFiles } from './hand-files.ts';
import { phhTextOf as toml, VALID_PHH_HAND } from '../phh/test-phh.ts';
import { formatProblem } from './problem.ts';

const valid = VALID_PHH_HAND;

describe('readHandFiles', () => {
  const content = () => {
    const dir = mkdtempSync(join(tmpdir(), 'hands-'));
    mkdirSync(join(dir, 'seasons', '2', 'hands', 'ep12-the-end-game'), { recursive: true });
    return dir;
  };

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
