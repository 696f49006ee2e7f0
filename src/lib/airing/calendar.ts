/**
 * The series in people's calendars: the season as an iCalendar feed (/schedule.ics), one event
 * per episode as a download, and "add to Google / Outlook" links. Pure (content in, text out), so
 * two builds of the same content give the same bytes, whatever the clock or the machine's zone.
 *
 * ical-generator writes the RFC 5545 text (CRLF, 75-octet folding, TEXT escaping), which is easy
 * to get subtly wrong by hand; calendar-link keeps the Google and Outlook deep-link formats, which
 * those services change without notice, in a maintained package.
 */
import { google, outlook, type CalendarEvent } from 'calendar-link';
import ical, { type ICalCalendar } from 'ical-generator';
import { airInstant, isoUtc, runtimeProblem } from './episode-state.ts';

export interface CalendarEpisode {
  /** The season it belongs to: its UID's, whatever season is current. */
  season: number;
  slug: string;
  number: number;
  code: string;
  /**
   * Its name where episodes of several seasons can sit side by side (a phone's calendar, a feed
   * reader): "EP01" while the show has one season, "S2 EP01" once it has more
   * (lib/seasons/episode-trail.ts episodeLabel).
   */
  label: string;
  title: string;
  description: string;
  /** ISO 8601 with an offset; callers pass only dated episodes, a TBA one never gets a fake date. */
  airDate: string;
  /** Its own runtime in minutes (a longer finale); the show's episodeMinutes without it. */
  runtimeMinutes?: number | undefined;
}

export interface CalendarContext {
  /** The site's origin, no trailing slash: https://thelaststack.tv */
  origin: string;
  seriesTitle: string;
  /** The current season: the name of a feed that holds none of another season's episodes. */
  season: number;
  episodeMinutes: number;
  whereItAirs: string;
  /** The build's clock (ms): what a card or a line says of an episode is said at it. */
  now: number;
}

export const SEASON_CALENDAR_PATH = '/schedule.ics';

/** How often subscribed calendars re-fetch: twice a day, so a moved air date lands the same day. */
const REFRESH_SECONDS = 12 * 60 * 60;

const MINUTE_MS = 60_000;

export function episodeCalendarPath(slug: string): string {
  return `/calendar/${slug}.ics`;
}

export function episodeUrl(slug: string, ctx: CalendarContext): string {
  return `${ctx.origin}/episodes/${slug}/`;
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/**
 * The episode's own season and its number, never the slug or the date, so a renamed or rescheduled
 * episode updates the event already in someone's calendar instead of adding a second one, and a new
 * season changes no UID of an earlier one's.
 */
export function calendarUid(ep: CalendarEpisode, ctx: CalendarContext): string {
  return `s${twoDigits(ep.season)}e${twoDigits(ep.number)}@${new URL(ctx.origin).hostname}`;
}

export function eventSummary(ep: CalendarEpisode, ctx: CalendarContext): string {
  return `${ctx.seriesTitle} · ${ep.label}: ${ep.title}`;
}

/** The blurb, then where to watch and the episode page (Google's links have no URL field). */
export function eventDescription(ep: CalendarEpisode, ctx: CalendarContext): string {
  return `${ep.description.trim()}\n\nAirs on ${ctx.whereItAirs}. ${episodeUrl(ep.slug, ctx)}`;
}

/**
 * The show's feed: "The Last Stack · Season 1" while the show has one season (seasons are numbered
 * from 1), the series alone once it has more; one episode's download: its own season's.
 */
function calendarName(season: number | undefined, ctx: CalendarContext): string {
  if (season === undefined) return ctx.season === 1 ? `${ctx.seriesTitle} · Season 1` : ctx.seriesTitle;
  return `${ctx.seriesTitle} · Season ${season}`;
}

/** The episode's runtime in whole minutes; anything else is a content error, not something to round away. */
function runtimeMinutes(ep: CalendarEpisode, ctx: CalendarContext): number {
  const minutes = ep.runtimeMinutes ?? ctx.episodeMinutes;
  const problem = runtimeProblem(minutes);
  if (problem)
    throw new Error(`${ep.runtimeMinutes === undefined ? 'episodeMinutes' : `${ep.code} runtimeMinutes`} ${problem}`);
  return minutes;
}

function buildCalendar(episodes: readonly CalendarEpisode[], ctx: CalendarContext, season?: number): ICalCalendar {
  const calendar = ical({
    // Fixed, never the library's default, so the feed names its producer and never changes by itself.
    prodId: { company: ctx.seriesTitle, product: 'Season Schedule', language: 'EN' },
    name: calendarName(season, ctx), // NAME and X-WR-CALNAME
    ttl: REFRESH_SECONDS, // REFRESH-INTERVAL;VALUE=DURATION and X-PUBLISHED-TTL
  });
  const sorted = [...episodes].sort((a, b) => airInstant(a.airDate) - airInstant(b.airDate) || a.number - b.number);
  const uids = new Set<string>();
  for (const ep of sorted) {
    const uid = calendarUid(ep, ctx);
    // Two events with one UID make calendars silently keep one of them; say which content clashes.
    if (uids.has(uid)) throw new Error(`two episodes share calendar UID ${uid} (episode number ${ep.number})`);
    uids.add(uid);
    const start = new Date(airInstant(ep.airDate));
    calendar.createEvent({
      id: uid,
      start,
      // DTSTAMP left to the library would be the build's clock. The air instant is content only:
      // two builds of the same content are byte-identical, and the stamp changes exactly when the
      // date moves, which is the revision a subscribed calendar needs to notice.
      stamp: start,
      summary: eventSummary(ep, ctx),
      description: eventDescription(ep, ctx),
      location: ctx.whereItAirs,
      url: episodeUrl(ep.slug, ctx),
      // ical-generator has no DURATION for events (only start/end, i.e. DTEND); its custom-property
      // list takes [name, value] pairs as given, so DURATION goes there. The runtime is the fact
      // content states; DTEND would be a derived instant. No `end` is set, so no DTEND is written.
      x: [['DURATION', `PT${runtimeMinutes(ep, ctx)}M`]],
    });
  }
  return calendar;
}

/** The whole show for /schedule.ics: one VEVENT per dated episode of every season, in air order. */
export function seasonCalendar(episodes: readonly CalendarEpisode[], ctx: CalendarContext): string {
  return buildCalendar(episodes, ctx).toString();
}

/**
 * One season's episodes for its own page's subscription (/seasons/<n>/schedule.ics), named for that
 * season; each event the same as in the show's feed (one UID, one event in a calendar holding both).
 */
export function oneSeasonCalendar(episodes: readonly CalendarEpisode[], ctx: CalendarContext, season: number): string {
  const strays = episodes.filter((ep) => ep.season !== season);
  if (strays.length > 0) throw new Error(`Season ${season}'s calendar given episodes of season ${strays[0]?.season}`);
  return buildCalendar(episodes, ctx, season).toString();
}

/** Where a season's own calendar is served. */
export const seasonCalendarPath = (season: number) => `/seasons/${season}/schedule.ics`;

/** One episode's event, for its "add to calendar" download; same UID as in the season feed. */
export function episodeCalendar(ep: CalendarEpisode, ctx: CalendarContext): string {
  return buildCalendar([ep], ctx, ep.season).toString();
}

function linkEvent(ep: CalendarEpisode, ctx: CalendarContext): CalendarEvent {
  return {
    title: eventSummary(ep, ctx),
    // A Date, not the string: the instant is settled here, not by dayjs's string parsing.
    start: new Date(airInstant(ep.airDate)),
    duration: [runtimeMinutes(ep, ctx), 'minute'],
    description: eventDescription(ep, ctx),
    location: ctx.whereItAirs,
    url: episodeUrl(ep.slug, ctx), // only some formats use it; the description carries it for the rest
  };
}

export function googleCalendarUrl(ep: CalendarEpisode, ctx: CalendarContext): string {
  return google(linkEvent(ep, ctx));
}

export function outlookCalendarUrl(ep: CalendarEpisode, ctx: CalendarContext): string {
  const url = new URL(outlook(linkEvent(ep, ctx)));
  // calendar-link writes startdt/enddt as the building machine's local wall time with no offset
  // (calendar-link#523), which Outlook reads in the visitor's zone: wrong for anyone elsewhere and
  // different per build machine. UTC with Z names the instant.
  const start = airInstant(ep.airDate);
  url.searchParams.set('startdt', isoUtc(start));
  url.searchParams.set('enddt', isoUtc(start + runtimeMinutes(ep, ctx) * MINUTE_MS));
  // URLSearchParams writes a space as '+'; keep calendar-link's %20 (a literal '+' is already %2B).
  return url.href.replace(/\+/g, '%20');
}
