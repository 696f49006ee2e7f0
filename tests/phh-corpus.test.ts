/**
 * Published hand histories, replayed as written (tests/fixtures/phh/README.md: PokerKit's PHH data,
 * not checked in): every final stack against the file's finishing_stacks. A split whose file halves
 * the odd chip is named and not counted as agreement; any other difference fails.
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phhHandInput, readPhhText } from '../src/lib/phh/phh-text.ts';
import { replayHand } from '../src/lib/poker/replay.ts';

/** Where the corpus is, if anywhere: $PHH_CORPUS, tests/fixtures/phh/data, ../shared/phh. */
function corpusDir(): string | undefined {
  const candidates = [process.env['PHH_CORPUS'], 'tests/fixtures/phh/data', '../shared/phh'];
  return candidates.find(
    (dir): dir is string => !!dir && existsSync(dir) && globSync('**/*.phh', { cwd: dir }).length > 0,
  );
}

/** Pluribus splits whose published stacks give each winner half of the odd chip. */
const HALF_CHIPS = [
  'pluribus/102/0.phh',
  'pluribus/32/23.phh',
  'pluribus/41b/204.phh',
  'pluribus/60/88.phh',
  'pluribus/75b/76.phh',
  'pluribus/88/128.phh',
  'pluribus/91/43.phh',
  'pluribus/91/53.phh',
];
/** Hands published without finishing_stacks, with PokerKit's final stacks for them. */
const POKERKIT_STACKS: Record<string, number[]> = { 'dwan-ivey-2009.phh': [572100, 1997500, 1109500] };

const dir = corpusDir();
if (!dir) console.log('tests/phh-corpus.test.ts: no PHH corpus found (tests/fixtures/phh/README.md), skipped');

describe.skipIf(!dir)(`published hand histories in ${dir ? resolve(dir) : '(none)'}`, () => {
  const files = globSync('**/*.phh', { cwd: dir ?? '.' }).sort();
  const hands = files.flatMap((file) => {
    const doc = readPhhText(readFileSync(join(dir ?? '.', file), 'utf8'));
    return doc['variant'] === 'NT' ? [{ file: file.replace(/\\/g, '/'), doc }] : [];
  });
  const results = hands.map(({ file, doc }) => {
    const stacks = replayHand(phhHandInput(doc)).showdown.stacks;
    const published = (doc['finishing_stacks'] as number[] | undefined) ?? POKERKIT_STACKS[file.split('/').pop() ?? ''];
    return { file, stacks, published };
  });

  it('holds the corpus the README names: Pluribus (at least 1,000), the WSOP final table, PokerKit’s examples', () => {
    expect(hands.filter((h) => h.file.includes('pluribus/')).length).toBeGreaterThanOrEqual(1000);
    expect(hands.filter((h) => h.file.includes('wsop/')).length).toBeGreaterThan(0);
    expect(hands.some((h) => h.file.endsWith('dwan-ivey-2009.phh'))).toBe(true);
  });

  it('replays every hand as written to its published final stacks (8 Pluribus splits publish half chips)', () => {
    const differ = results.filter((r) => !r.published || r.stacks.some((s, i) => s !== r.published?.[i]));
    const named = differ.filter((r) => HALF_CHIPS.some((f) => r.file.endsWith(f)));
    // A half-chip file: the same stacks but for the two winners' halves, the odd chip to the first.
    for (const { stacks, published = [] } of named) {
      const halves = published.flatMap((p, i) => (Number.isInteger(p) ? [] : [i]));
      expect(halves).toHaveLength(2);
      expect(halves.map((i) => stacks[i])).toEqual([
        Math.ceil(published[halves[0] ?? 0] ?? 0),
        Math.floor(published[halves[1] ?? 0] ?? 0),
      ]);
    }
    console.log(`${results.length - differ.length} of ${results.length} agree; ${named.length} publish half chips`);
    expect(named.map((r) => r.file).sort()).toEqual([...HALF_CHIPS].sort());
    expect(differ.filter((r) => !named.includes(r)).map((r) => `${r.file}: ${r.stacks} vs ${r.published}`)).toEqual([]);
  });

  it('takes the WSOP hands’ big-blind antes as written', () => {
    const wsop = hands.filter((h) => h.file.includes('wsop/'));
    expect(wsop.every(({ doc }) => (doc['antes'] as number[]).filter((a) => a > 0).length === 1)).toBe(true);
  });
});
