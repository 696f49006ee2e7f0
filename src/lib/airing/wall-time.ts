/**
 * An air date as the desk's form shows it: the wall-clock time in the broadcaster's zone
 * ("2026-01-13T20:00", what an <input type="datetime-local"> holds), and back to the stored form
 * with that zone's offset at that moment ("2026-01-13T20:00:00-05:00"). Intl gives the offset, so a
 * date after a daylight-saving change gets the other offset.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The zone's wall-clock reading of an instant, as UTC fields read back into an epoch number. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p['year'] ?? 0, (p['month'] ?? 1) - 1, p['day'], p['hour'], p['minute'], p['second']);
}

/** The zone's offset from UTC at an instant, in minutes (-300 for New York in January). */
export function offsetMinutes(instant: number, timeZone: string): number {
  return Math.round((wallClockAsUtc(instant, timeZone) - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-01-13T20:00" for an instant (a Date, ms, or an ISO string with an offset) in `timeZone`. */
export function wallTimeIn(when: Date | number | string, timeZone: string): string {
  const instant = typeof when === 'string' ? Date.parse(when) : Number(when);
  if (Number.isNaN(instant)) throw new Error(`"${String(when)}" is not a date and time`);
  return new Date(wallClockAsUtc(instant, timeZone)).toISOString().slice(0, 16);
}

/**
 * The stored air date for a wall-clock time in `timeZone`: "2026-01-13T20:00" in New York is
 * "2026-01-13T20:00:00-05:00". A time the clocks skip (2:30 AM on the spring change) takes the
 * offset from before the change, as the browser's datetime-local does.
 */
export function airDateAt(wallTime: string, timeZone: string): string {
  const m = WALL_TIME.exec(wallTime);
  if (!m) throw new Error(`"${wallTime}" is not a date and time like 2026-01-13T20:00`);
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The offset a moment earlier than the guess, then at the instant it implies: two steps settle it.
  let offset = offsetMinutes(asUtc - offsetMinutes(asUtc, timeZone) * 60_000, timeZone);
  offset = offsetMinutes(asUtc - offset * 60_000, timeZone) === offset ? offset : offsetMinutes(asUtc, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wallTime}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
