/**
 * Every kind of page's route module, by the names lib/pages/page-kinds.ts gives them: what reads "which
 * pages are there, and what is each one's card" for the whole site (the share-card route) reads it
 * here, from the same pages() each page file builds from.
 */
import { aboutPage } from './about.ts';
import { castPage } from './cast.ts';
import { embedPage } from './embed.ts';
import { episodePage } from './episode.ts';
import { episodesPage } from './episodes.ts';
import { handListPage } from './hand-list.ts';
import { homePage } from './home.ts';
import { keyHandPage } from './key-hand.ts';
import { KIND_NAMES, type KindName } from '../lib/pages/page-kinds.ts';
import { notFoundPage } from './not-found.ts';
import type { PageKind, ShareCard } from './page-kind.ts';
import { playerHandsPage } from './player-hands.ts';
import { profilePage } from './profile.ts';
import { schedulePage } from './schedule.ts';
import { searchPage } from './search.ts';
import { seasonStandingsPage } from './season-standings.ts';
import { seasonPage } from './season.ts';
import { seasonsPage } from './seasons.ts';
import { standingsPage } from './standings.ts';

/** A kind as the site-wide readers see it, whatever its pages carry. */
export interface RegisteredKind {
  kind: KindName;
  /** Its pages' paths at the build's clock. */
  paths(): Promise<string[]>;
  /** Each page's share card by its path; none for a kind that shares another's (routes/embed.ts). */
  cards(): Promise<[string, ShareCard][]>;
}

function registered<Props, View>(kind: PageKind<Props, View>): RegisteredKind {
  return {
    kind: kind.kind,
    paths: async () => (await kind.pages()).map((page) => page.path),
    cards: async () => {
      const { card } = kind;
      if (!card) return [];
      return Promise.all(
        (await kind.pages()).map(async (page): Promise<[string, ShareCard]> => [page.path, await card(page)]),
      );
    },
  };
}

export const PAGE_ROUTES: Readonly<Record<KindName, RegisteredKind>> = {
  home: registered(homePage),
  about: registered(aboutPage),
  cast: registered(castPage),
  profile: registered(profilePage),
  'player-hands': registered(playerHandsPage),
  episodes: registered(episodesPage),
  episode: registered(episodePage),
  schedule: registered(schedulePage),
  standings: registered(standingsPage),
  'key-hand': registered(keyHandPage),
  embed: registered(embedPage),
  seasons: registered(seasonsPage),
  season: registered(seasonPage),
  'season-standings': registered(seasonStandingsPage),
  'hand-list': registered(handListPage),
  search: registered(searchPage),
  'not-found': registered(notFoundPage),
};

for (const name of KIND_NAMES) {
  if (PAGE_ROUTES[name].kind !== name)
    throw new Error(`routes/registry.ts: "${name}" holds the ${PAGE_ROUTES[name].kind} kind`);
}

/** Every page's share card, kind by kind in lib/pages/page-kinds.ts's order. */
export async function allShareCards(): Promise<[string, ShareCard][]> {
  return (await Promise.all(KIND_NAMES.map((name) => PAGE_ROUTES[name].cards()))).flat();
}
