import { describe, expect, it } from 'vitest';
import { formatStat } from './format.ts';

describe('formatStat', () => {
  it('keeps prefix and suffix', () => {
    expect(formatStat({ value: 500, prefix: '$', suffix: 'M+' })).toBe('$500M+');
    expect(formatStat({ value: 45, suffix: '+' })).toBe('45+');
    expect(formatStat({ value: 12 })).toBe('12');
  });
  it('separates thousands with commas', () => {
    expect(formatStat({ value: 1250 })).toBe('1,250');
    expect(formatStat({ value: 1000000, prefix: '$' })).toBe('$1,000,000');
  });
});
