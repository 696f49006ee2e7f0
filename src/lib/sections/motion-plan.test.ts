import { describe, expect, it } from 'vitest';
import { CountUp } from 'countup.js';
import { CARD_DELAY_STEP_MS, COUNT_UP, REVEAL, countUpDelayMs, countUpOptions, countUpTarget } from './motion-plan.ts';

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
  it('gives countup.js the spec: from 0, 2.5 s, "," grouping, prefix and suffix', () => {
    const money = countUpOptions({ value: 500, prefix: '$', suffix: 'M+', decimals: 0 });
    expect(money).toEqual({ startVal: 0, duration: 2.5, separator: ',', decimalPlaces: 0, prefix: '$', suffix: 'M+' });
  });
  it("ends on the exact strings the HTML shows, with countup.js's own formatter", () => {
    const el = { tagName: 'SPAN', innerHTML: '' } as unknown as HTMLElement;
    const cases = [
      [{ value: 500, prefix: '$', suffix: 'M+', decimals: 0 }, '$500M+', '$0M+'],
      [{ value: 1234567, prefix: '', suffix: '', decimals: 0 }, '1,234,567', '0'],
      [{ value: 4.8, prefix: '', suffix: '', decimals: 1 }, '4.8', '0.0'],
    ] as const;
    for (const [target, end, start] of cases) {
      const counter = new CountUp(el, target.value, countUpOptions(target));
      expect(counter.error).toBe('');
      // The constructor prints the start value (so count-up.ts makes it only when counting starts).
      expect(el.innerHTML).toBe(start);
      expect(counter.formattingFn(target.value)).toBe(end);
    }
  });
});
