import { describe, expect, it } from 'vitest';
import { isTimeZone, localTimeNote, zonedTime } from './broadcast-time.ts';

describe('air times in the broadcaster zone', () => {
  it('read as the spec writes them, labelled with the zone', () => {
    expect(zonedTime('2026-01-06T20:00:00-05:00', 'America/New_York')).toEqual({
      date: 'Tue, Jan 6',
      time: '8:00 PM',
      zone: 'ET',
      text: 'Tue, Jan 6 · 8:00 PM ET',
    });
  });

  it('stay right on both sides of a daylight-saving change (US: 8 March 2026)', () => {
    // The same 8 PM Eastern, an hour apart in UTC: offsets -05:00 before, -04:00 after.
    expect(zonedTime('2026-03-03T01:00:00Z', 'America/New_York').text).toBe('Mon, Mar 2 · 8:00 PM ET');
    expect(zonedTime('2026-03-10T00:00:00Z', 'America/New_York').text).toBe('Mon, Mar 9 · 8:00 PM ET');
    // Europe changes later (29 March): in that gap New York to Berlin is five hours, not six.
    expect(localTimeNote('2026-03-10T00:00:00Z', 'America/New_York', 'Europe/Berlin')).toBe(
      'Tue, Mar 10, 1:00 AM in your time, Europe/Berlin',
    );
    expect(localTimeNote('2026-03-31T00:00:00Z', 'America/New_York', 'Europe/Berlin')).toBe(
      'Tue, Mar 31, 2:00 AM in your time, Europe/Berlin',
    );
  });

  it("give the visitor's time beside it, with the date only when it differs", () => {
    expect(localTimeNote('2026-01-06T20:00:00-05:00', 'America/New_York', 'Atlantic/Canary')).toBe(
      'Wed, Jan 7, 1:00 AM in your time, Atlantic/Canary',
    );
    expect(localTimeNote('2026-01-06T20:00:00-05:00', 'America/New_York', 'America/Chicago')).toBe(
      '7:00 PM in your time, America/Chicago',
    );
  });

  it('know an IANA zone from a made-up one', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
