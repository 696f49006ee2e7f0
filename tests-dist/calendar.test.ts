/**
 * The built calendars: /schedule.ics holds exactly the dated episodes of the content the site was
 * built from, and each /calendar/<slug>.ics is the same event. Nothing in them comes from the
 * build's clock (DTSTAMP is the air instant), so rebuilding the same content gives the same bytes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { DIST, SEASONS } from './dist.ts';

const events = (file: string): VEvent[] =>
  Object.values(ical.sync.parseICS(readFileSync(join(DIST, file), 'utf8'))).filter(
    (c): c is VEvent => c?.type === 'VEVENT',
  );
const raw = readFileSync(join(DIST, 'schedule.ics'), 'utf8');
const perEpisode = existsSync(join(DIST, 'calendar'))
  ? readdirSync(join(DIST, 'calendar')).filter((f) => f.endsWith('.ics'))
  : [];
/** Episode pages that show an air time (the dated ones), every season's, with their season and number. */
const dated = readdirSync(join(DIST, 'episodes'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .flatMap((e) => {
    const page = readFileSync(join(DIST, 'episodes', e.name, 'index.html'), 'utf8');
    const where = /Season (\d+) · Episode (\d+)/.exec(page);
    return /<article [^>]*data-air=/.test(page) && where ? [{ slug: e.name, season: where[1], number: where[2] }] : [];
  });
const datedSlugs = dated.map((d) => d.slug);
const pad = (n: string | undefined) => (n ?? '').padStart(2, '0');
/** The show's calendar is named for Season 1 while it is the only one, for the series after. */
const calendarName = SEASONS.length === 1 ? 'The Last Stack · Season 1' : 'The Last Stack';

describe(`calendars in ${DIST}/`, () => {
  it('/schedule.ics has one event per dated episode, none for a TBA one', () => {
    const season = events('schedule.ics');
    expect(season.map((e) => e.uid).sort()).toEqual(
      dated.map((d) => `s${pad(d.season)}e${pad(d.number)}@thelaststack.tv`).sort(),
    );
    expect(perEpisode.map((f) => f.replace(/\.ics$/, '')).sort()).toEqual([...datedSlugs].sort());
  });

  it('names itself and asks to be refreshed, in CRLF lines', () => {
    expect(raw).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(raw).toContain(`\r\nX-WR-CALNAME:${calendarName}\r\n`);
    expect(raw).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT12H\r\n');
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('stamps each event with its air instant, not the build clock', () => {
    for (const e of events('schedule.ics')) expect(e.dtstamp?.toISOString(), e.uid).toBe(e.start.toISOString());
  });

  it('offers each dated episode as its own file, the same event as in the season', () => {
    const season = new Map(events('schedule.ics').map((e) => [e.uid, e]));
    for (const file of perEpisode) {
      const [event, ...more] = events(`calendar/${file}`);
      expect(more).toEqual([]);
      expect(event?.start.toISOString()).toBe(season.get(event?.uid ?? '')?.start.toISOString());
    }
  });
});
