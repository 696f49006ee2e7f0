/**
 * /cast/<slug>/: a profile for everyone who has played or hosted a season (a profile stays when a
 * later season casts others). Who they are, the seasons they played and where they stand or
 * finished in each (behind its disclosure), the episodes they are in, their key hands and figures.
 */
import {
  type CastMember,
  dated,
  getAirClock,
  getAllAiringEpisodes,
  getCast,
  getField,
  getPlayerHands,
  getPlayerRecord,
  getProfiled,
  getSeasons,
  getSeriesFacts,
  getSite,
  handListFor,
} from '../data/index.ts';
import { prioritySources } from '../images/priority-sources.ts';
import { datedState } from '../lib/airing/episode-state.ts';
import { roleBadges } from '../lib/cards/initials.ts';
import { seasonsPlayed } from '../lib/seasons/seasons-played.ts';
import { breadcrumbNode, faqPageNode, personNode } from '../lib/seo/jsonld.ts';
import { ogImagePath } from '../lib/seo/meta.ts';
import { trailFromHome } from '../lib/seo/crumbs.ts';
import { CAST_PATH, castPath } from '../lib/seo/urls.ts';
import { shareArt } from '../share-cards/share-art.ts';
import { makePageMeta } from './page-meta.ts';
import type { PageKind, RoutePage } from './page-kind.ts';
import { castNames, fieldLinkOf, seasonLinksOf } from './page-parts.ts';

/** "More Players": the first six others of the current season's cast, in its order. */
const MORE_PLAYERS = 6;

interface ProfileProps {
  member: CastMember;
  others: CastMember[];
}

async function profileView({ path, props: { member, others } }: RoutePage<ProfileProps>) {
  const m = member.data;
  const [facts, site, episodes, seasons, clock] = await Promise.all([
    getSeriesFacts(),
    getSite(),
    getAllAiringEpisodes(),
    getSeasons(),
    getAirClock(),
  ]);
  // Each season they played, the latest first: where they stand or finished in it (behind its disclosure).
  const played = seasonsPlayed(member.id, seasons);
  const fields = await Promise.all(
    played.toReversed().map(async (season) => ({ season, ...(await getField(season)) })),
  );
  const featuredIn = dated(episodes)
    .filter((e) => e.entry.data.cast?.includes(member.id))
    .map((episode) => ({ episode, state: datedState(episode, clock) }));
  const crumbs = trailFromHome({ name: 'Cast', path: CAST_PATH }, { name: m.name, path });
  const meta = await makePageMeta({
    title: m.metaTitle,
    description: m.metaDescription,
    path,
    type: 'profile',
    imageAlt: `${m.name}, ${m.role}`,
    keywords: [m.name, ...(m.nickname ? [m.nickname] : []), `${m.nationality} poker player`],
    jsonLd: [
      personNode(facts, {
        slug: member.id,
        name: m.name,
        nickname: m.nickname,
        role: m.role,
        nationality: m.nationality,
        birthYear: m.birthYear,
        description: m.metaDescription,
        imagePath: ogImagePath(path),
        sameAs: [m.socialLinks?.twitter, m.socialLinks?.instagram].filter((u): u is string => Boolean(u)),
      }),
      breadcrumbNode(facts, path, crumbs),
      ...(m.faqs.length > 0 ? [faqPageNode(facts, path, m.faqs)] : []),
    ],
  });
  return {
    meta,
    crumbs,
    member,
    others,
    played,
    fields,
    featuredIn,
    zone: site.timeZone,
    fieldLink: await fieldLinkOf(played.at(-1)),
    keyHands: { seasons: await getPlayerHands(member.id), list: await handListFor(member.id) },
    record: await getPlayerRecord(member.id),
    names: await castNames(),
    seasons,
    episodeMinutes: clock.episodeMinutes,
    // Which season they played is said once the seasons have pages of their own.
    several: (await seasonLinksOf()).length > 0,
    // 560 px at most: with its headers the portrait fits the first TCP window a new connection may
    // send while the font, the script and the manifest share the line (lib/delivery/priority-image.ts).
    portrait: m.image ? await prioritySources(m.image, [320, 480, 560], '(min-width: 48rem) 20rem, 90vw') : undefined,
  };
}

export type ProfileView = Awaited<ReturnType<typeof profileView>>;

export const profilePage: PageKind<ProfileProps, ProfileView> = {
  kind: 'profile',
  pages: async () => {
    const [cast, profiled] = await Promise.all([getCast(), getProfiled()]);
    return profiled.map((member) => ({
      path: castPath(member.id),
      params: { slug: member.id },
      props: { member, others: cast.filter((m) => m.id !== member.id).slice(0, MORE_PLAYERS) },
    }));
  },
  view: profileView,
  card: async ({ props: { member } }) => ({
    eyebrow: `Cast · ${member.data.nationality}`,
    title: member.data.name,
    subtitle: roleBadges(member.data.role).join(' · '),
    art: member.data.image && (await shareArt(member.data.image, 'portrait')),
  }),
};
