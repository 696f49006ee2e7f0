/**
 * Where an episode can be watched: the broadcaster, then the streaming service, each with the
 * episode's own URL when content gives one (episodes/<slug>.yaml `watch`), else the partner's home.
 * The episode page's buttons and its structured data (WatchAction, OnDemandEvent) both read this.
 */
import { WATCH_PARTNERS, type WatchPartner } from '../content/schemas.ts';

export interface Partner {
  key: WatchPartner;
  name: string;
  url: string;
  /** Whether `url` is the episode's own page rather than the partner's home page. */
  own: boolean;
}

export function watchOptions(
  partners: Record<WatchPartner, { name: string; url: string }>,
  watch: Partial<Record<string, string>> | undefined,
): Partner[] {
  return WATCH_PARTNERS.map((key) => {
    const own = watch?.[key];
    return { key, name: partners[key].name, url: own ?? partners[key].url, own: own !== undefined };
  });
}
