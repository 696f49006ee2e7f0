/** /calendar/<episode slug>.ics: one dated episode, for the "Download .ics" of add to calendar. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { dated, getAllAiringEpisodes, getCalendarContext, type AiringEpisode } from '../../data/index.ts';
import { episodeCalendar } from '../../lib/airing/calendar.ts';

export const getStaticPaths = (async () =>
  dated(await getAllAiringEpisodes()).map((episode) => ({
    params: { slug: episode.slug },
    props: { episode },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ episode: AiringEpisode & { airDate: string } }> = async ({ props }) =>
  new Response(episodeCalendar(props.episode, await getCalendarContext()), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
