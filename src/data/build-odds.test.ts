import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { equities } from '../lib/poker/odds.ts';

const dir = mkdtempSync(join(tmpdir(), 'build-odds-'));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh build's copy of the module, its cache in `dir`. */
async function aBuild() {
  vi.stubEnv('BUILD_CACHE_DIR', dir);
  vi.resetModules();
  return (await import('./build-odds.ts')).buildEquities;
}

const hands = [
  { player: 0, cards: ['Ah', 'Kh'] },
  { player: 1, cards: ['Qs', 'Qd'] },
];
const board = ['2c', '7d', '9h'];

describe('buildEquities', () => {
  it('gives what counting gives, and keeps it for the next build', async () => {
    const counted = equities(hands, board, []);
    expect((await aBuild())(hands, board, [])).toEqual(counted);
    expect(readdirSync(join(dir, 'odds'))).toHaveLength(1);
  });

  it('takes a later build its odds from the cache, not by counting again', async () => {
    const [entry] = readdirSync(join(dir, 'odds'));
    // An entry only the cache could give: the next build must return it as it is.
    const planted = [
      { player: 0, win: 0.5, tie: 0 },
      { player: 1, win: 0.5, tie: 0 },
    ];
    writeFileSync(join(dir, 'odds', entry ?? ''), JSON.stringify(planted));
    const later = await aBuild();
    expect(later(hands, board, [])).toEqual(planted);
    // Each caller gets its own copy.
    const [first] = later(hands, board, []);
    if (first) first.win = 1;
    expect(later(hands, board, [])[0]?.win).toBe(0.5);
  });

  it('counts again for other cards', async () => {
    const other = ['2c', '7d', 'Th'];
    expect((await aBuild())(hands, other, [])).toEqual(equities(hands, other, []));
  });
});
