/**
 * The key-hand list's pages: /hands/, the newest seasons' hands, and an earlier season's at
 * /seasons/<n>/hands/ once /hands/ would outgrow its first round trip (lib/hands/hand-list.ts
 * handListPages). Built once a hand has aired: before that there is no list to show, and no page.
 */
import { getHandListPages, getSeriesFacts, getSite } from '../data/index.ts';
import { countWords } from '../lib/hands/hand-filters.ts';
import { seasonsWords, type HandListPages, type SeasonGroup } from '../lib/hands/hand-list.ts';
import { breadcrumbNode } from '../lib/seo/jsonld.ts';
import { pageTitle } from '../lib/seo/meta.ts';
import { trailFromHome } from '../lib/seo/crumbs.ts';
import { HANDS_PATH, seasonHandsPath } from '../lib/seo/urls.ts';
import { makePageMeta } from './page-meta.ts';
import type { PageKind, RoutePage } from './page-kind.ts';
import { castNames } from './page-parts.ts';

interface HandListProps {
  /** /hands/ (the newest seasons'), or an earlier season's page. */
  front: boolean;
  /** The page's seasons: the list's front for /hands/, or one of its rest. */
  seasons: readonly SeasonGroup[];
}

const LIST_NAME = 'Key Hands';
/** What /hands/ is, in its title and on its share card. */
const FRONT_LINE = 'Every Hand on One Page';

const handsOf = (seasons: readonly SeasonGroup[]) => seasons.flatMap((s) => s.episodes.flatMap((e) => e.hands));
const headingOf = ({ front, seasons }: HandListProps) =>
  front ? LIST_NAME : `Season ${seasons[0]?.season} ${LIST_NAME}`;

async function handListView({ path, props }: RoutePage<HandListProps>) {
  const [site, facts, pages, names] = await Promise.all([getSite(), getSeriesFacts(), getHandListPages(), castNames()]);
  const { front, seasons } = props;
  const hands = handsOf(seasons);
  const numbers = seasons.map((s) => s.season);
  const heading = headingOf(props);
  const meta = await makePageMeta({
    title: pageTitle(front ? `${LIST_NAME}: ${FRONT_LINE}` : heading, site.title),
    description: `${front && pages.rest.length === 0 ? 'Every' : 'The'} key hand${hands.length === 1 ? '' : 's'} of ${site.title}, ${seasonsWords(numbers)}, aired so far: ${countWords(hands.length, hands.length)}. Find them by player, episode and pot, then play each street by street.`,
    path,
    jsonLd: [
      breadcrumbNode(
        facts,
        path,
        trailFromHome({ name: LIST_NAME, path: HANDS_PATH }, ...(front ? [] : [{ name: heading, path }])),
      ),
    ],
  });
  // Every player of the show, the host aside: a link to one with no aired hand yet keeps its filter and says so.
  const cast = Object.fromEntries([...names].filter(([slug]) => slug !== site.host));
  return { meta, siteTitle: site.title, heading, pages, seasons, hands, numbers, front, cast };
}

export type HandListView = Awaited<ReturnType<typeof handListView>>;

const pageOf = (front: boolean, seasons: readonly SeasonGroup[]): RoutePage<HandListProps> =>
  front
    ? { path: HANDS_PATH, params: { list: undefined }, props: { front, seasons } }
    : {
        path: seasonHandsPath(seasons[0]?.season ?? 0),
        params: { season: String(seasons[0]?.season) },
        props: { front, seasons },
      };

export const handListPage: PageKind<HandListProps, HandListView> = {
  kind: 'hand-list',
  pages: async () => {
    const { front, rest }: HandListPages = await getHandListPages();
    return [...(front.length > 0 ? [pageOf(true, front)] : []), ...rest.map((s) => pageOf(false, [s]))];
  },
  view: handListView,
  card: async ({ props }) => {
    const n = handsOf(props.seasons).length;
    return {
      eyebrow: 'Key hands',
      title: props.front ? FRONT_LINE : headingOf(props),
      subtitle: `${n.toLocaleString('en-US')} key hand${n === 1 ? '' : 's'}, street by street`,
    };
  },
};
