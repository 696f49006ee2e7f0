/**
 * /seasons/<n>/schedule.ics: one season's announced and aired episodes, for its page's subscription
 * (the show's /schedule.ics holds every season's; each event is the same in both). Built for each
 * season that has a page (routes/seasons.ts).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { dated, getAiringEpisodes, getCalendarContext } from '../../../data/index.ts';
import { oneSeasonCalendar } from '../../../lib/airing/calendar.ts';
import { seasonNumbersWithPages } from '../../../routes/seasons.ts';

export const getStaticPaths = (async () =>
  (await seasonNumbersWithPages()).map((n) => ({ params: { season: String(n) } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const season = Number(params['season']);
  const [episodes, context] = await Promise.all([getAiringEpisodes(season), getCalendarContext()]);
  return new Response(oneSeasonCalendar(dated(episodes), context, season), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
};
