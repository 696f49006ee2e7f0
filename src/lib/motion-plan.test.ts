import { describe, expect, it } from 'vitest';
import {
  CARD_DELAY_STEP_MS,
  COUNT_UP,
  REVEAL,
  countUpDelayMs,
  countUpEase,
  countUpFrame,
  countUpTarget,
  formatCount,
} from './motion-plan.ts';

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
  it('eases out from 0 to exactly 1, never overshooting', () => {
    expect(countUpEase(0)).toBe(0);
    expect(countUpEase(1)).toBe(1);
    expect(countUpEase(2)).toBe(1);
    expect(countUpEase(0.5)).toBeGreaterThan(0.9);
    const samples = Array.from({ length: 101 }, (_, i) => countUpEase(i / 100));
    for (let i = 1; i < samples.length; i++) expect(samples[i]).toBeGreaterThanOrEqual(samples[i - 1] ?? 0);
    expect(Math.max(...samples)).toBe(1);
  });
  it('formats a count with its prefix, suffix, grouping and decimals', () => {
    const money = { value: 500, prefix: '$', suffix: 'M+', decimals: 0 };
    expect(formatCount(500, money)).toBe('$500M+');
    expect(formatCount(12.6, money)).toBe('$13M+');
    expect(formatCount(1234567, { value: 0, prefix: '', suffix: '', decimals: 0 })).toBe('1,234,567');
    expect(formatCount(4.75, { value: 4.8, prefix: '', suffix: '', decimals: 1 })).toBe('4.8');
    expect(formatCount(-1500, { value: 0, prefix: '', suffix: '', decimals: 0 })).toBe('-1,500');
  });
  it('starts at 0 and ends on the exact final string', () => {
    const target = { value: 45, prefix: '', suffix: '+', decimals: 0 };
    expect(countUpFrame(target, 0)).toBe('0+');
    expect(countUpFrame(target, COUNT_UP.duration * 1000)).toBe('45+');
    expect(countUpFrame(target, 99_999)).toBe('45+');
    const mid = Number(countUpFrame(target, 500).replace('+', ''));
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(45);
  });
});
