import { describe, expect, it } from 'vitest';
import { CARD_DELAY_STEP_MS, COUNT_UP, REVEAL, countUpDelayMs, countUpTarget } from './motion-plan.ts';

describe('motion plan', () => {
  it('has the spec constants', () => {
    expect(COUNT_UP).toMatchObject({ duration: 2.5, threshold: 0.3, staggerMs: 100, separator: ',' });
    expect(REVEAL.threshold).toBe(0.1);
    expect(CARD_DELAY_STEP_MS).toEqual({ home: 100, cast: 30, episodes: 50 });
  });
  it('reads count-up targets from data attributes', () => {
    expect(countUpTarget({ countTo: '500', countPrefix: '$', countSuffix: 'M+' })).toEqual({
      value: 500,
      prefix: '$',
      suffix: 'M+',
      decimals: 0,
    });
    expect(countUpTarget({ countTo: '4.8' })).toEqual({ value: 4.8, prefix: '', suffix: '', decimals: 1 });
    expect(countUpTarget({ countTo: 'abc' })).toBeUndefined();
  });
  it('staggers by 100 ms per card', () => {
    expect([0, 1, 2, 3].map(countUpDelayMs)).toEqual([0, 100, 200, 300]);
  });
});
