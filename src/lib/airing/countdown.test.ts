import { describe, expect, it } from 'vitest';
import { countdownText, nextTick } from './countdown.ts';

const MIN = 60_000;

describe('countdownText', () => {
  it('says days, hours and minutes, singular where one', () => {
    expect(countdownText((2 * 1440 + 5 * 60 + 13) * MIN)).toBe('2 days, 5 hours, 13 minutes');
    expect(countdownText((1440 + 60 + 1) * MIN)).toBe('1 day, 1 hour, 1 minute');
  });
  it('leaves out zero units', () => {
    expect(countdownText(3 * 1440 * MIN + 5 * MIN)).toBe('3 days, 5 minutes');
    expect(countdownText(2 * 60 * MIN)).toBe('2 hours');
  });
  it('rounds up to the minute, so the last seconds still read 1 minute', () => {
    expect(countdownText(59_000)).toBe('1 minute');
    expect(countdownText(MIN + 1)).toBe('2 minutes');
    expect(countdownText(1)).toBe('1 minute');
  });
  it('is empty once the time has come', () => {
    expect(countdownText(0)).toBe('');
    expect(countdownText(-5 * MIN)).toBe('');
  });
});

describe('nextTick', () => {
  it('wakes when the shown minute changes, never later than a minute', () => {
    expect(nextTick(5 * MIN + 12_000)).toBe(12_000);
    expect(countdownText(5 * MIN + 12_000)).not.toBe(countdownText(5 * MIN + 12_000 - nextTick(5 * MIN + 12_000)));
    expect(nextTick(5 * MIN)).toBe(MIN);
    expect(countdownText(5 * MIN - MIN + 1)).toBe(countdownText(5 * MIN));
  });
});
