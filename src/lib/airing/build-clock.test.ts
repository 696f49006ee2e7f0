import { describe, expect, it } from 'vitest';
import { buildClock } from './build-clock.ts';

describe('buildClock', () => {
  it('reads SITE_NOW as an instant', () => {
    expect(buildClock({ SITE_NOW: '2026-01-20T12:00:00Z' })).toBe(Date.UTC(2026, 0, 20, 12));
    expect(buildClock({ SITE_NOW: '2026-01-20T07:00:00-05:00' })).toBe(Date.UTC(2026, 0, 20, 12));
  });
  it('is the given moment without SITE_NOW', () => {
    expect(buildClock({}, 1234)).toBe(1234);
    expect(buildClock({ SITE_NOW: ' ' }, 1234)).toBe(1234);
  });
  it('refuses a SITE_NOW that names no instant, saying why', () => {
    expect(() => buildClock({ SITE_NOW: '2026-01-20T12:00:00' })).toThrow(
      /SITE_NOW="2026-01-20T12:00:00" must give its UTC offset/,
    );
    expect(() => buildClock({ SITE_NOW: 'tomorrow' })).toThrow(/SITE_NOW="tomorrow"/);
  });
});
