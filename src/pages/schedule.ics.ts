/**
 * /schedule.ics: the season as a calendar to subscribe to (components/airing/SeasonCalendar.astro).
 * Announced and aired episodes only; a TBA episode is left out, never given a made-up date. Built
 * even while nothing is dated, so a subscription taken early fills in as dates are announced.
 */
import type { APIRoute } from 'astro';
import { dated, getAllAiringEpisodes, getCalendarContext } from '../data/index.ts';
import { seasonCalendar } from '../lib/airing/calendar.ts';

export const GET: APIRoute = async () => {
  const [episodes, context] = await Promise.all([getAllAiringEpisodes(), getCalendarContext()]);
  return new Response(seasonCalendar(dated(episodes), context), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
};
