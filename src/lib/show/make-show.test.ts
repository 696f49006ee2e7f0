/**
 * A generated show (lib/show/make-show.ts, written by scripts/content/make-show.mjs) of three seasons passes
 * the content check as a whole; the same seed gives the same files; its shape is the issue's.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkContent } from '../content/content-check.ts';
import { formatProblem } from '../content/problem.ts';

let dir: string;
let printed: string;
/** The content check's answer on the show, read once: it replays every hand, the slow part. */
let checked: ReturnType<typeof checkContent>;
const make = (out: string, seed = 7) =>
  execFileSync(
    process.execPath,
    ['scripts/content/make-show.mjs', '--seasons', '3', '--seed', String(seed), '--out', out],
    { encoding: 'utf8' },
  );
const season = (n: number) =>
  parse(readFileSync(join(dir, `seasons/${n}/season.yaml`), 'utf8')) as { cast: string[]; champion?: string };

beforeAll(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'make-show-')), 'content');
  printed = make(dir);
  checked = checkContent(process.cwd(), dir);
});
afterAll(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

describe('a generated show of three seasons', () => {
  it('passes the content check: results that add up, key hands that replay, among players still in', () => {
    expect(checked.problems.map(formatProblem)).toEqual([]);
  });

  it('has 12 episodes and 16 players a season, a core back every season, new people, two seasons decided', () => {
    const { data } = checked;
    expect(data['episodes']?.size).toBe(36);
    for (const n of [1, 2, 3]) expect(season(n).cast).toHaveLength(17);
    const core = season(1).cast.slice(0, 4);
    for (const slug of core) expect(season(3).cast).toContain(slug);
    expect(season(2).cast.filter((s) => !season(1).cast.includes(s)).length).toBeGreaterThan(8);
    expect(season(1).champion).toBe('ingrid-solberg'); // content/'s: the spec's About names them
    expect(season(2).champion).toBeTruthy();
    expect(season(3).champion).toBeUndefined();
    // Four to six key hands an episode, as PHH files and in the episodes' YAML, each about as often.
    const phh = readdirSync(join(dir, 'seasons'), { recursive: true }).filter((f) => String(f).endsWith('.phh'));
    const yaml = [...(data['episodes']?.values() ?? [])].flatMap((e) => (e['hands'] as unknown[] | undefined) ?? []);
    expect(phh.length + yaml.length).toBeGreaterThanOrEqual(36 * 4);
    expect(phh.length + yaml.length).toBeLessThanOrEqual(36 * 6);
    expect(yaml.length).toBeGreaterThanOrEqual(36 * 2);
    expect(phh.length).toBeGreaterThanOrEqual(36 * 2);
  });

  it('prints the clock to build it at last, mid-way through its last season; the same seed gives the same show', () => {
    expect(printed.trim().split('\n').at(-1)).toMatch(/^SITE_NOW=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const again = join(mkdtempSync(join(tmpdir(), 'make-show-')), 'content');
    const other = join(mkdtempSync(join(tmpdir(), 'make-show-')), 'content');
    const all = (root: string) =>
      Object.fromEntries(
        readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((f) => f.isFile())
          .map((f) => join(f.parentPath, f.name))
          .sort()
          .map((file) => [file.slice(root.length), readFileSync(file, 'utf8')]),
      );
    try {
      make(again);
      make(other, 8);
      expect(all(again)).toEqual(all(dir));
      expect(all(other)).not.toEqual(all(dir));
    } finally {
      for (const d of [again, other]) rmSync(join(d, '..'), { recursive: true, force: true });
    }
  });
});
