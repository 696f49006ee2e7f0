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

/** The partners an episode can be watched on (site.yaml partners). */
export type Partners = Record<WatchPartner, { name: string; url: string }>;

export function watchOptions(partners: Partners, watch: Partial<Record<string, string>> | undefined): Partner[] {
  return WATCH_PARTNERS.map((key) => {
    const own = watch?.[key];
    return { key, name: partners[key].name, url: own ?? partners[key].url, own: own !== undefined };
  });
}
