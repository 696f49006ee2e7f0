/**
 * The built calendars: /schedule.ics holds exactly the dated episodes of the content the site was
 * built from, and each /calendar/<slug>.ics is the same event. Nothing in them comes from the
 * build's clock (DTSTAMP is the air instant), so rebuilding the same content gives the same bytes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { DIST } from './dist.ts';

const events = (file: string): VEvent[] =>
  Object.values(ical.sync.parseICS(readFileSync(join(DIST, file), 'utf8'))).filter(
    (c): c is VEvent => c?.type === 'VEVENT',
  );
const raw = readFileSync(join(DIST, 'schedule.ics'), 'utf8');
const perEpisode = existsSync(join(DIST, 'calendar'))
  ? readdirSync(join(DIST, 'calendar')).filter((f) => f.endsWith('.ics'))
  : [];
/** Episode pages that show an air time: the dated ones. */
const datedSlugs = readdirSync(join(DIST, 'episodes'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .filter((slug) => {
    const list = readFileSync(join(DIST, 'episodes/index.html'), 'utf8');
    return new RegExp(`href="/episodes/${slug}/"[^]*?</article>`).exec(list)?.[0].includes('data-air=') ?? false;
  });

describe(`calendars in ${DIST}/`, () => {
  it('/schedule.ics has one event per dated episode, none for a TBA one', () => {
    const season = events('schedule.ics');
    expect(season.map((e) => e.uid).sort()).toEqual(
      datedSlugs.map((s) => `s01e${s.slice(2, 4)}@thelaststack.tv`).sort(),
    );
    expect(perEpisode.map((f) => f.replace(/\.ics$/, '')).sort()).toEqual([...datedSlugs].sort());
  });

  it('names itself and asks to be refreshed, in CRLF lines', () => {
    expect(raw).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(raw).toContain('\r\nX-WR-CALNAME:The Last Stack · Season 1\r\n');
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
