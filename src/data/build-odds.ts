/**
 * The odds of a set of cards as a build works them out: counted once per build in memory
 * (lib/poker/odds.ts rememberedEquities), and once across builds through the build cache
 * (lib/build/build-cache.ts), keyed by the cards, the counting code's source (odds.ts and the card
 * codes it counts with) and the hand evaluator's version, so a warm build counts no board it counted
 * before. A heads-up preflop is 1.7 million boards (~0.3 s).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCacheDir, cacheKey, openBuildCache, packageVersions } from '../lib/build/build-cache.ts';
import { equities, type Equities, type PlayerOdds } from '../lib/poker/odds.ts';

const cache = openBuildCache('odds', { dir: buildCacheDir() });
const counting = cacheKey(
  ...['src/lib/poker/odds.ts', 'src/lib/poker/cards.ts'].map((file) => readFileSync(join(process.cwd(), file))),
  packageVersions(['@pokertools/evaluator']),
);
const known = new Map<string, PlayerOdds[]>();

export const buildEquities: Equities = (hands, board, dead) => {
  const key = cacheKey(counting, hands, board, dead);
  let odds = known.get(key);
  if (!odds) {
    const bytes = cache.bytesSync(key, () => Buffer.from(JSON.stringify(equities(hands, board, dead)), 'utf8'));
    odds = JSON.parse(Buffer.from(bytes).toString('utf8')) as PlayerOdds[];
    known.set(key, odds);
  }
  // A copy each time, as rememberedEquities gives: a caller may add to what it is given.
  return odds.map((o) => ({ ...o }));
};
