import { describe, expect, it } from 'vitest';
import { airDateAt, offsetMinutes, wallTimeIn } from './wall-time.ts';

const NY = 'America/New_York';

describe("an air date in the desk's form", () => {
  it("reads an instant as the broadcaster's wall-clock time", () => {
    expect(wallTimeIn('2026-01-13T20:00:00-05:00', NY)).toBe('2026-01-13T20:00');
    // js-yaml (the desk's reader) hands over a Date in UTC: the same evening in New York.
    expect(wallTimeIn(new Date('2026-01-14T01:00:00Z'), NY)).toBe('2026-01-13T20:00');
    expect(wallTimeIn('2026-01-14T01:00:00Z', 'Europe/Berlin')).toBe('2026-01-14T02:00');
  });

  it('stores it with the offset the zone has at that moment', () => {
    expect(airDateAt('2026-01-13T20:00', NY)).toBe('2026-01-13T20:00:00-05:00');
    // After the US change (8 March 2026) the same 8 PM is -04:00.
    expect(airDateAt('2026-03-10T20:00', NY)).toBe('2026-03-10T20:00:00-04:00');
    expect(airDateAt('2026-07-01T21:30', 'Asia/Kolkata')).toBe('2026-07-01T21:30:00+05:30');
    expect(airDateAt('2026-01-13T20:00', 'UTC')).toBe('2026-01-13T20:00:00+00:00');
  });

  it('round-trips every hour across both daylight-saving changes', () => {
    for (const day of ['2026-03-07', '2026-03-08', '2026-03-09', '2026-10-31', '2026-11-01', '2026-11-02']) {
      for (let h = 0; h < 24; h++) {
        if (day === '2026-03-08' && h === 2) continue; // 2 AM does not exist that night
        const wall = `${day}T${String(h).padStart(2, '0')}:15`;
        expect(wallTimeIn(airDateAt(wall, NY), NY), wall).toBe(wall);
      }
    }
  });

  it('gives a time the clocks skip the offset from before the change', () => {
    expect(airDateAt('2026-03-08T02:30', NY)).toBe('2026-03-08T02:30:00-05:00');
    expect(offsetMinutes(Date.parse('2026-03-08T12:00:00Z'), NY)).toBe(-240);
  });

  it('refuses what is not a wall-clock time', () => {
    expect(() => airDateAt('2026-01-13 20:00', NY)).toThrow(/not a date and time like/);
    expect(() => wallTimeIn('soon', NY)).toThrow(/not a date and time/);
  });
});
