/**
 * /build.json: this build's clock and the next instant its output would change (the publish plan's
 * next change, lib/airing/publish-plan.ts), or null when nothing dated is ahead. The host's
 * scheduler reads it to tell whether a build is due (scripts/publish-due.mjs), and so do the tests.
 * Nothing in it tells what will change, so it gives nothing away before it airs.
 */
import type { APIRoute } from 'astro';
import { getAirClock, getAllAiringEpisodes } from '../data/index.ts';
import { isoUtc } from '../lib/airing/episode-state.ts';
import { nextChange, publishPlan } from '../lib/airing/publish-plan.ts';

export const GET: APIRoute = async () => {
  const [episodes, clock] = await Promise.all([getAllAiringEpisodes(), getAirClock()]);
  const plan = publishPlan(
    episodes.map((e) => ({ ...e, label: e.code, hands: 0 })),
    clock,
  );
  const next = nextChange(plan, clock.now);
  const body = { builtAt: isoUtc(clock.now), nextChange: next ? isoUtc(next.at) : null };
  return new Response(`${JSON.stringify(body, null, 2)}\n`, { headers: { 'Content-Type': 'application/json' } });
};
