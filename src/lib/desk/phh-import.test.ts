import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../content/problem.ts';
import { checkHandImport, pastedText, saveHandImport, type HandImport } from './phh-import.ts';

/** A copy of content/ with EP01 aired, in a folder of its own (the project root of the check). */
let root: string;
let content: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'desk-import-'));
  content = join(root, 'content');
  cpSync('content', content, { recursive: true });
  const ep01 = join(content, 'seasons', '1', 'episodes', 'ep01-the-beginning.yaml');
  writeFileSync(ep01, `${readFileSync(ep01, 'utf8')}airDate: 2026-01-06T20:00:00-05:00\n`);
});

const HEADS_UP = `variant = "NT"
antes = [0, 0]
blinds_or_straddles = [500, 1000]
min_bet = 1000
starting_stacks = [30000, 50000]
actions = ["d dh p1 AhKh", "d dh p2 7s7d", "p2 cbr 2500", "p1 cbr 8000", "p2 cc", "d db Kd7c2s", "p1 cbr 22000", "p2 cc", "p1 sm AhKh", "p2 sm 7s7d", "d db 3h", "d db 9c"]
players = ["Chloé Marchand", "dante-okonkwo"]
_title = "Sevens Full of the Flop"
`;
const request = (more: Partial<HandImport> = {}): HandImport => ({
  episode: 'ep01-the-beginning',
  id: '',
  text: HEADS_UP,
  replace: false,
  ...more,
});

describe('a key hand pasted into the desk', () => {
  it('plays as written: its id from the title, its players as cast slugs, where it will be saved', () => {
    const check = checkHandImport(root, content, request());
    expect(check.problems).toEqual([]);
    expect(check.id).toBe('sevens-full-of-the-flop');
    expect(check.file).toBe('content/seasons/1/hands/ep01-the-beginning/sevens-full-of-the-flop.phh');
    expect(check.hand?.data.players).toEqual(['chloe-marchand', 'dante-okonkwo']);
  });

  it('names what the build would refuse: the action at fault, a field, an episode not aired', () => {
    const outOfTurn = HEADS_UP.replace('"p2 cbr 2500"', '"p1 cbr 2500"');
    expect(checkHandImport(root, content, request({ text: outOfTurn })).problems.map(formatProblem)).toEqual([
      'content/seasons/1/hands/ep01-the-beginning/sevens-full-of-the-flop.phh: actions[2]: (hand "sevens-full-of-the-flop") "p1 cbr 2500": out of turn: it is p2\'s turn',
    ]);
    const decimal = HEADS_UP.replace('min_bet = 1000', 'min_bet = 1000.5');
    expect(checkHandImport(root, content, request({ text: decimal, id: 'x' })).problems.map(formatProblem)).toEqual([
      'content/seasons/1/hands/ep01-the-beginning/x.phh: min_bet: must be whole chips (tournament chips are whole)',
    ]);
    const ep02 = checkHandImport(root, content, request({ episode: 'ep02-first-blood' })).problems;
    expect(ep02.map((p) => p.message)).toEqual([
      '(hand "sevens-full-of-the-flop") key hands need the airDate of the episode they were played in (content/seasons/1/episodes/ep02-first-blood.yaml)',
    ]);
    expect(checkHandImport(root, content, request({ episode: 'ep13-more' })).problems.map((p) => p.message)).toContain(
      'no episode "ep13-more"',
    );
  });

  it('saves it byte for byte where the site reads it, and replaces a saved one only when asked', () => {
    const saved = saveHandImport(root, content, request());
    expect(saved.problems).toEqual([]);
    expect(readFileSync(join(root, saved.file), 'utf8')).toBe(HEADS_UP);
    const again = checkHandImport(root, content, request());
    expect(again.problems.map((p) => p.message)).toEqual([
      'a hand is already saved under this id for this episode: choose another id, or replace it',
    ]);
    expect(checkHandImport(root, content, request({ replace: true })).problems).toEqual([]);
  });

  it('saves nothing the check refuses', () => {
    const refused = saveHandImport(
      root,
      content,
      request({ text: HEADS_UP.replace('variant = "NT"', 'variant = "PO"') }),
    );
    expect(refused.problems).not.toEqual([]);
    expect(existsSync(join(root, refused.file))).toBe(false);
  });

  it('takes the text box as typed: the CRLF a form sends every line break as becomes LF', () => {
    expect(pastedText('variant = "NT"\r\nactions = [\r\n  "p1 cc",\r\n]\r\n')).toBe(
      'variant = "NT"\nactions = [\n  "p1 cc",\n]\n',
    );
    expect(pastedText('a\rb\nc')).toBe('a\nb\nc');
  });
});
