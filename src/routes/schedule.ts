/**
 * /schedule/: where to watch, the upcoming episodes and the season's calendar; once the season is
 * over (lib/airing/season-end.ts), where every episode is on demand.
 */
import { getCalendarContext, getPlatforms, getSchedule, getSeasonOutlook, getSite } from '../data/index.ts';
import { zonedTime } from '../lib/airing/broadcast-time.ts';
import { pageTitle } from '../lib/seo/meta.ts';
import { SCHEDULE_PATH } from '../lib/seo/urls.ts';
import { makePageMeta } from './page-meta.ts';
import { single, type PageKind } from './page-kind.ts';
import { seasonLinksOf } from './page-parts.ts';

const HEADING = 'Where to Watch';

async function scheduleView() {
  const [site, platforms, schedule, outlook, calendar] = await Promise.all([
    getSite(),
    getPlatforms(),
    getSchedule(),
    getSeasonOutlook(),
    getCalendarContext(),
  ]);
  const names = platforms.map((p) => p.name).join(' and ');
  // The spec's words while the premiere is TBA; once dated, when the next episode airs (if one is).
  const next = outlook.next?.airDate
    ? `${outlook.next.code} airs ${zonedTime(outlook.next.airDate, site.timeZone).text}`
    : '';
  const when =
    outlook.premiereState === 'tba'
      ? 'Premiere date to be announced'
      : next || 'Catch up on every episode that has aired';
  const streaming = site.partners.streaming.name;
  const episodes = schedule.length;
  const meta = await makePageMeta({
    title: pageTitle(`${HEADING} & TV Schedule`, site.title),
    description: outlook.over
      ? `Where to watch ${site.title}: Season ${calendar.season} has aired in full on ${names}. All ${episodes} episodes are on demand on ${streaming}.`
      : `Where to watch ${site.title}: every episode on ${names}. ${when}; see the upcoming episodes and get notified.`,
    path: SCHEDULE_PATH,
  });
  return {
    meta,
    seasonLinks: await seasonLinksOf(),
    heading: HEADING,
    site,
    platforms,
    schedule,
    outlook,
    calendar,
    names,
    next,
    streaming,
    episodes,
  };
}

export type ScheduleView = Awaited<ReturnType<typeof scheduleView>>;

export const schedulePage: PageKind<object, ScheduleView> = {
  kind: 'schedule',
  pages: async () => [single(SCHEDULE_PATH)],
  view: scheduleView,
  card: async () => {
    const site = await getSite();
    return {
      eyebrow: 'TV schedule',
      title: HEADING,
      subtitle: `${site.partners.broadcaster.name} and ${site.partners.streaming.name}`,
    };
  },
};
