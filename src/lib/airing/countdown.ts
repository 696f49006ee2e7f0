/**
 * The countdown's words and rhythm: whole days, hours and minutes to an air time, rounded up to the
 * minute (59 seconds left still reads "1 minute"), and when the shown text next changes, so the
 * script wakes once a minute rather than every frame.
 */
const MINUTE = 60_000;

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "2 days, 5 hours, 13 minutes"; zero units are left out; "" once the time has come. */
export function countdownText(msLeft: number): string {
  if (msLeft <= 0) return '';
  const minutesLeft = Math.ceil(msLeft / MINUTE);
  const days = Math.floor(minutesLeft / 1440);
  const hours = Math.floor((minutesLeft % 1440) / 60);
  const minutes = minutesLeft % 60;
  return [
    days > 0 ? unit(days, 'day') : '',
    hours > 0 ? unit(hours, 'hour') : '',
    minutes > 0 ? unit(minutes, 'minute') : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** Milliseconds until countdownText(msLeft) reads differently: the next whole minute. */
export function nextTick(msLeft: number): number {
  return msLeft % MINUTE || MINUTE;
}
