/**
 * Air times as fans read them: in the broadcaster's zone with its label ("Tue, Jan 6 · 8:00 PM ET"),
 * and the visitor's own time beside it ("9:00 PM in your time, Atlantic/Canary"). The build renders
 * the first; the client script adds the second with the same function and the visitor's zone.
 * Intl does the zone arithmetic, so daylight-saving changes come out right on either side.
 * Air dates reach here validated (the content schema runs lib/airing/episode-state.ts's airDateProblem);
 * parsing them with Date.parse keeps the validation code out of the client script.
 */

const LOCALE = 'en-US';

/** Whether `zone` is an IANA time zone this runtime knows (content.yaml's timeZone). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat(LOCALE, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The parts of one formatting, with ICU's narrow no-break spaces made plain for stable copy. */
function parts(instant: number, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of new Intl.DateTimeFormat(LOCALE, { ...options, timeZone }).formatToParts(instant)) {
    out[p.type] = p.value.replace(/[\u202f\u00a0]/g, ' ');
  }
  return out;
}

export interface ZonedTime {
  /** "Tue, Jan 6" */
  date: string;
  /** "8:00 PM" */
  time: string;
  /** The zone's generic short name where it has one ("ET"), else its offset ("GMT+1"). */
  zone: string;
  /** "Tue, Jan 6 · 8:00 PM ET" */
  text: string;
}

/** An air date in `timeZone`: the broadcaster's zone on the page, the visitor's in the browser. */
export function zonedTime(airDate: string, timeZone: string): ZonedTime {
  const instant = Date.parse(airDate);
  const d = parts(instant, timeZone, { weekday: 'short', month: 'short', day: 'numeric' });
  const t = parts(instant, timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'shortGeneric' });
  const date = `${d.weekday}, ${d.month} ${d.day}`;
  const time = `${t.hour}:${t.minute} ${t.dayPeriod}`;
  const zone = t.timeZoneName ?? timeZone;
  return { date, time, zone, text: `${date} · ${time} ${zone}` };
}

/**
 * The visitor's time beside the broadcaster's: "9:00 PM in your time, Atlantic/Canary", with the
 * date too when it falls on another day there ("Wed, Jan 7, 2:00 AM in your time, Europe/Berlin").
 */
export function localTimeNote(airDate: string, broadcasterZone: string, visitorZone: string): string {
  const there = zonedTime(airDate, broadcasterZone);
  const here = zonedTime(airDate, visitorZone);
  const when = here.date === there.date ? here.time : `${here.date}, ${here.time}`;
  return `${when} in your time, ${visitorZone}`;
}

/** The day an air date falls on in `timeZone`, with its year ("Jan 6, 2026"): a season's dates. */
export function zonedDay(airDate: string, timeZone: string): string {
  const d = parts(Date.parse(airDate), timeZone, { month: 'short', day: 'numeric', year: 'numeric' });
  return `${d.month} ${d.day}, ${d.year}`;
}
