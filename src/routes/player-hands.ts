/**
 * /cast/<slug>/hands/: a player's own key-hand page, once their aired hands span seasons
 * (lib/hands/player-hands.ts says why the profile lists only the latest season's): what they did in
 * them, every season's column and the players met most, then their hands season by season, newest
 * first, each season's behind its disclosure as on the profile. Not in the search index: the profile
 * is the player's result there.
 */
import { getPlayerHands, getPlayerRecord, getProfiled, getSeriesFacts, getSite, type KeyHand } from '../data/index.ts';
import { hasOwnHandsPage, type SeasonHands } from '../lib/hands/player-hands.ts';
import { breadcrumbNode } from '../lib/seo/jsonld.ts';
import { pageTitle } from '../lib/seo/meta.ts';
import { trailFromHome } from '../lib/seo/crumbs.ts';
import { CAST_PATH, castHandsPath, castPath } from '../lib/seo/urls.ts';
import { makePageMeta } from './page-meta.ts';
import type { PageKind, RoutePage } from './page-kind.ts';
import { castNames } from './page-parts.ts';

interface PlayerHandsProps {
  slug: string;
  name: string;
  seasons: SeasonHands<KeyHand>[];
}

const HEADING = 'Key Hands';

async function playerHandsView({ path, props: { slug, name, seasons } }: RoutePage<PlayerHandsProps>) {
  const [site, facts] = await Promise.all([getSite(), getSeriesFacts()]);
  const total = seasons.reduce((sum, s) => sum + s.hands.length, 0);
  const meta = await makePageMeta({
    title: pageTitle(`${name}: ${HEADING}, Season by Season`, site.title),
    description: `Every key hand ${name} played on ${site.title} so far, ${total} over ${seasons.length} seasons, and what ${name} did in them, street by street.`,
    path,
    jsonLd: [
      breadcrumbNode(
        facts,
        path,
        trailFromHome({ name: 'Cast', path: CAST_PATH }, { name, path: castPath(slug) }, { name: HEADING, path }),
      ),
    ],
  });
  return {
    meta,
    heading: HEADING,
    slug,
    name,
    seasons,
    total,
    record: await getPlayerRecord(slug),
    names: await castNames(),
  };
}

export type PlayerHandsView = Awaited<ReturnType<typeof playerHandsView>>;

export const playerHandsPage: PageKind<PlayerHandsProps, PlayerHandsView> = {
  kind: 'player-hands',
  pages: async () => {
    const people = await getProfiled();
    const withHands = await Promise.all(
      people.map(async (member) => ({ member, seasons: await getPlayerHands(member.id) })),
    );
    return withHands
      .filter(({ seasons }) => hasOwnHandsPage(seasons))
      .map(({ member, seasons }) => ({
        path: castHandsPath(member.id),
        params: { slug: member.id },
        props: { slug: member.id, name: member.data.name, seasons },
      }));
  },
  view: playerHandsView,
  card: async ({ props: { name, seasons } }) => ({
    eyebrow: 'Key hands',
    title: name,
    subtitle: `Key hands over ${seasons.length} seasons, street by street`,
  }),
};
