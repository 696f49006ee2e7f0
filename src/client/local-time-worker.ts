/**
 * The visitor's time beside the broadcaster's, worked out off the page's main thread. A page's
 * first use of Intl sets up ICU (~25 ms on a desktop, four times that on a mid-range phone) in
 * one block; a worker pays it on its own thread. Started by client/air-times.ts.
 */
import { localTimeNote } from '../lib/airing/broadcast-time.ts';

/** One air time to word: its UTC instant and the broadcaster's zone it is shown in on the page. */
export interface LocalTimeRequest {
  air: string;
  zone: string | undefined;
}

self.addEventListener('message', (event: MessageEvent<LocalTimeRequest[]>) => {
  const visitor = Intl.DateTimeFormat().resolvedOptions().timeZone;
  postMessage(event.data.map(({ air, zone }) => localTimeNote(air, zone ?? visitor, visitor)));
});
