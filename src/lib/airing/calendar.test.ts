import ical, { type CalendarResponse, type VEvent } from 'node-ical';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SEASON_CALENDAR_PATH,
  calendarUid,
  episodeCalendar,
  episodeCalendarPath,
  episodeUrl,
  eventDescription,
  eventSummary,
  googleCalendarUrl,
  outlookCalendarUrl,
  seasonCalendar,
  oneSeasonCalendar,
  seasonCalendarPath,
  type CalendarContext,
  type CalendarEpisode,
} from './calendar.ts';

const ctx: CalendarContext = {
  origin: 'https://thelaststack.tv',
  seriesTitle: 'The Last Stack',
  season: 1,
  episodeMinutes: 45,
  whereItAirs: 'Apex Sports and Apex+',
  // The calendars are the same at any clock: only cards and lines read it.
  now: 0,
};

const episode = (number: number, title: string, airDate: string): CalendarEpisode => {
  const code = `EP${String(number).padStart(2, '0')}`;
  const slug = `${code.toLowerCase()}-${title.toLowerCase().replace(/\W+/g, '-')}`;
  // Long, with commas and non-ASCII, so escaping and multi-byte folding are exercised.
  const description = `${title}: nine players, one table; a buy-in nobody can afford to lose — and the first hand sets the tone for the séance.`;
  return { season: 1, slug, number, code, label: code, title, description, airDate };
};

const ep1 = episode(1, 'The Beginning', '2026-01-06T20:00:00-05:00');
const ep2 = episode(2, 'Blind Faith', '2026-01-13T20:00:00-05:00');
const ep3 = episode(3, 'All In', '2026-01-20T21:30:00-05:00');
const outOfOrder = [ep3, ep1, ep2];

const MIN = 60_000;

/** The VEVENTs node-ical reads back, in the order the text gives them. */
function events(text: string): VEvent[] {
  const parsed: CalendarResponse = ical.sync.parseICS(text);
  return Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
}

/** node-ical gives a bare string, or { val, params } when the property had parameters. */
const value = (v: unknown): unknown => (typeof v === 'object' && v !== null && 'val' in v ? v.val : v);

const physicalLines = (text: string): string[] => text.split('\r\n');

/** The raw VEVENT blocks, so they can be compared between the season and episode files. */
const veventBlocks = (text: string): string[] => text.match(/BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/g) ?? [];

const NAME_FIELDS = [
  'NAME:The Last Stack · Season 1\r\n',
  'X-WR-CALNAME:The Last Stack · Season 1\r\n',
  'REFRESH-INTERVAL;VALUE=DURATION:PT12H\r\n',
  'X-PUBLISHED-TTL:PT12H\r\n',
  'PRODID:-//The Last Stack//Season Schedule//EN\r\n',
];

afterEach(() => {
  vi.useRealTimers();
});

describe('paths, ids and text', () => {
  it('name the feed, the per-episode file and the episode page', () => {
    expect(SEASON_CALENDAR_PATH).toBe('/schedule.ics');
    expect(episodeCalendarPath('ep01-the-beginning')).toBe('/calendar/ep01-the-beginning.ics');
    expect(episodeUrl('ep01-the-beginning', ctx)).toBe('https://thelaststack.tv/episodes/ep01-the-beginning/');
  });

  it("give a UID from the episode's own season and number, two digits each, at the site host", () => {
    expect(calendarUid({ ...ep1, number: 12 }, ctx)).toBe('s01e12@thelaststack.tv');
    expect(calendarUid({ ...ep1, season: 2 }, ctx)).toBe('s02e01@thelaststack.tv');
    // A second season on the air changes no UID of the first's: nobody's subscription duplicates.
    expect(calendarUid(ep1, { ...ctx, season: 2 })).toBe('s01e01@thelaststack.tv');
  });

  it('title the event with the series and episode code, and say where it airs', () => {
    expect(eventSummary(ep1, ctx)).toBe('The Last Stack · EP01: The Beginning');
    expect(eventDescription(ep1, ctx)).toBe(
      `${ep1.description}\n\nAirs on Apex Sports and Apex+. https://thelaststack.tv/episodes/${ep1.slug}/`,
    );
  });
});

describe('seasonCalendar', () => {
  it('reads back as one event per episode, in air order, with every field', () => {
    const text = seasonCalendar(outOfOrder, ctx);
    const read = events(text);
    expect(read.map((e) => e.uid)).toEqual([
      's01e01@thelaststack.tv',
      's01e02@thelaststack.tv',
      's01e03@thelaststack.tv',
    ]);
    for (const [i, ep] of [ep1, ep2, ep3].entries()) {
      const e = read[i];
      if (!e) throw new Error(`no VEVENT ${i}`);
      expect(value(e.summary)).toBe(eventSummary(ep, ctx));
      expect(e.start.getTime()).toBe(Date.parse(ep.airDate));
      expect(e.end?.getTime()).toBe(Date.parse(ep.airDate) + 45 * MIN);
      expect(e.dtstamp.getTime()).toBe(Date.parse(ep.airDate));
      expect(value(e.url)).toBe(`https://thelaststack.tv/episodes/${ep.slug}/`);
      expect(value(e.description)).toBe(eventDescription(ep, ctx));
      expect(value(e.description)).toContain('Airs on Apex Sports and Apex+.');
      expect(value(e.location)).toBe('Apex Sports and Apex+');
    }
    for (const field of NAME_FIELDS) expect(text).toContain(field);
  });

  it('writes RFC 5545 text: CRLF, folded to 75 octets, UTC starts, DURATION not DTEND', () => {
    const text = seasonCalendar(outOfOrder, ctx);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).not.toMatch(/\r(?!\n)/);
    const lines = physicalLines(text);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // The long descriptions must actually have been folded, or the length check proves nothing.
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    expect(lines.filter((l) => l.startsWith('DTSTART')).every((l) => /^DTSTART:\d{8}T\d{6}Z$/.test(l))).toBe(true);
    expect(lines.filter((l) => l.startsWith('DTSTAMP'))).toEqual([
      'DTSTAMP:20260107T010000Z',
      'DTSTAMP:20260114T010000Z',
      'DTSTAMP:20260121T023000Z',
    ]);
    expect(lines.filter((l) => l === 'DURATION:PT45M')).toHaveLength(3);
    expect(text).not.toContain('DTEND');
    // Nothing clock-derived beyond what is set here.
    expect(text).not.toMatch(/^(CREATED|LAST-MODIFIED)/m);
  });

  it('is the same text at any clock time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
    const before = [seasonCalendar(outOfOrder, ctx), googleCalendarUrl(ep1, ctx), outlookCalendarUrl(ep1, ctx)];
    vi.setSystemTime(new Date('2031-11-30T03:17:42Z'));
    const after = [seasonCalendar(outOfOrder, ctx), googleCalendarUrl(ep1, ctx), outlookCalendarUrl(ep1, ctx)];
    expect(after).toEqual(before);
    expect(seasonCalendar(outOfOrder, ctx)).toBe(seasonCalendar([ep1, ep2, ep3], ctx));
  });

  it('is the same text in any machine time zone (Node applies a TZ change in-process)', () => {
    const saved = process.env.TZ;
    const build = () => [seasonCalendar(outOfOrder, ctx), googleCalendarUrl(ep1, ctx), outlookCalendarUrl(ep1, ctx)];
    try {
      process.env.TZ = 'UTC';
      const utc = build();
      process.env.TZ = 'Asia/Tokyo';
      expect(new Date(0).getHours()).toBe(9); // the change took effect, so the comparison means something
      expect(build()).toEqual(utc);
      process.env.TZ = 'America/Los_Angeles';
      expect(build()).toEqual(utc);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('with no dated episodes is still a named, valid calendar', () => {
    const text = seasonCalendar([], ctx);
    expect(text).not.toContain('BEGIN:VEVENT');
    expect(events(text)).toEqual([]);
    expect(ical.sync.parseICS(text).vcalendar?.['WR-CALNAME']).toBe('The Last Stack · Season 1');
    for (const field of NAME_FIELDS) expect(text).toContain(field);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR')).toBe(true);
  });

  it('keeps 8 PM Eastern on both sides of the daylight-saving change', () => {
    const before = episode(7, 'Before', '2026-03-07T20:00:00-05:00');
    const after = episode(8, 'After', '2026-03-09T20:00:00-04:00');
    const starts = physicalLines(seasonCalendar([after, before], ctx)).filter((l) => l.startsWith('DTSTART'));
    expect(starts).toEqual(['DTSTART:20260308T010000Z', 'DTSTART:20260310T000000Z']);
  });

  it("spans seasons: each episode keeps its season's UID; the feed is named for the series once there are two", () => {
    const s2e1 = { ...episode(1, 'Second Chances', '2027-01-05T20:00:00-05:00'), season: 2 };
    const text = seasonCalendar([ep1, ep2, s2e1], { ...ctx, season: 2 });
    expect(events(text).map((e) => e.uid)).toEqual([
      's01e01@thelaststack.tv',
      's01e02@thelaststack.tv',
      's02e01@thelaststack.tv',
    ]);
    expect(ical.sync.parseICS(text).vcalendar?.['WR-CALNAME']).toBe('The Last Stack');
    // One episode's download is named for its own season.
    expect(ical.sync.parseICS(episodeCalendar(ep1, { ...ctx, season: 2 })).vcalendar?.['WR-CALNAME']).toBe(
      'The Last Stack · Season 1',
    );
  });

  it("a season's own calendar: its episodes' events as the show's feed has them, named for the season", () => {
    const s2e1 = { ...episode(1, 'Second Chances', '2027-01-05T20:00:00-05:00'), season: 2 };
    const text = oneSeasonCalendar([s2e1], { ...ctx, season: 3 }, 2);
    expect(ical.sync.parseICS(text).vcalendar?.['WR-CALNAME']).toBe('The Last Stack · Season 2');
    expect(veventBlocks(text)).toEqual([veventBlocks(seasonCalendar([ep1, s2e1], { ...ctx, season: 3 }))[1]]);
    expect(seasonCalendarPath(2)).toBe('/seasons/2/schedule.ics');
    expect(() => oneSeasonCalendar([ep1, s2e1], ctx, 2)).toThrow(/Season 2's calendar given episodes of season 1/);
  });

  it('refuses what would make a broken feed', () => {
    expect(() => seasonCalendar([ep1, { ...ep2, number: 1 }], ctx)).toThrow(/share calendar UID s01e01/);
    expect(() => seasonCalendar([{ ...ep1, airDate: '2026-01-06T20:00:00' }], ctx)).toThrow(/offset/);
    expect(() => seasonCalendar([ep1], { ...ctx, episodeMinutes: 0 })).toThrow(/episodeMinutes/);
    expect(() => seasonCalendar([{ ...ep1, runtimeMinutes: 601 }], ctx)).toThrow(/EP01 runtimeMinutes .*1 to 600/);
  });

  it('keeps an episode’s own runtime: a longer finale lasts its own length in the feed and the links', () => {
    const finale = { ...ep3, runtimeMinutes: 90 };
    const lines = seasonCalendar([ep1, finale], ctx).split('\r\n');
    expect(lines.filter((l) => l.startsWith('DURATION:'))).toEqual(['DURATION:PT45M', 'DURATION:PT90M']);
    expect(new URL(googleCalendarUrl(finale, ctx)).searchParams.get('dates')).toBe('20260121T023000Z/20260121T040000Z');
    expect(new URL(outlookCalendarUrl(finale, ctx)).searchParams.get('enddt')).toBe('2026-01-21T04:00:00Z');
  });
});

describe('episodeCalendar', () => {
  it('holds one event, the same one the season feed holds', () => {
    const text = episodeCalendar(ep2, ctx);
    const read = events(text);
    expect(read).toHaveLength(1);
    expect(read[0]?.uid).toBe('s01e02@thelaststack.tv');
    expect(veventBlocks(text)).toEqual([veventBlocks(seasonCalendar(outOfOrder, ctx))[1]]);
  });
});

describe('add-to-calendar links', () => {
  it('Google: UTC start/end 45 minutes apart, summary, description and location', () => {
    const url = new URL(googleCalendarUrl(ep1, ctx));
    expect(url.host).toBe('calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('The Last Stack · EP01: The Beginning');
    expect(url.searchParams.get('dates')).toBe('20260107T010000Z/20260107T014500Z');
    expect(url.searchParams.get('details')).toBe(eventDescription(ep1, ctx));
    expect(url.searchParams.get('location')).toBe('Apex Sports and Apex+');
  });

  it('Outlook: outlook.live.com compose with the instant in UTC, not the build machine zone', () => {
    const url = new URL(outlookCalendarUrl(ep1, ctx));
    expect(url.host).toBe('outlook.live.com');
    expect(url.pathname).toBe('/calendar/0/action/compose');
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('subject')).toBe('The Last Stack · EP01: The Beginning');
    expect(url.searchParams.get('startdt')).toBe('2026-01-07T01:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-01-07T01:45:00Z');
    expect(url.searchParams.get('body')).toBe(eventDescription(ep1, ctx));
    expect(url.searchParams.get('location')).toBe('Apex Sports and Apex+');
    // "Apex+" must stay a plus sign: spaces as %20, a literal plus as %2B.
    expect(url.search).not.toContain('+');
  });
});
