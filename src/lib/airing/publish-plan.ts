/**
 * The publish plan: every instant at which a build's output changes, and what changes then. Builds
 * are static, so a page shows a state only from the first build after it starts (an episode on air,
 * aired, its results and key hands, the season's champion); a scheduler that builds at these
 * instants, and no others, keeps the site on time without rebuilding for nothing. The instants come
 * from episode-state.ts's broadcastOf and season-end.ts's finale, the rules the pages read.
 */
import { broadcastOf, type AirTiming, type Dated } from './episode-state.ts';
import { finale } from './season-end.ts';

export interface PlanEpisode extends Dated {
  /** How the plan names it: "EP05", or "S2 EP05" in a show of several seasons (the caller's rule). */
  label: string;
  /** Its key hands, each a page from its results instant. */
  hands: number;
  /** Its season's number: the finale of each season names its champion. */
  season: number;
}

/** One instant at which a build's output changes (ms since the epoch), and the words for what does. */
export interface PlanChange {
  at: number;
  what: string[];
}

/** What appears at an episode's results instant: "results, 4 key hands" (or "results", with none). */
function revealed(hands: number): string {
  if (hands === 0) return 'results';
  return `results, ${hands} key ${hands === 1 ? 'hand' : 'hands'}`;
}

/** The seasons whose finale is known (every episode dated), each with its finale's place in `episodes`. */
function finales(episodes: readonly PlanEpisode[]): Map<number, number> {
  const out = new Map<number, number>();
  const seasons = new Set(episodes.map((e) => e.season));
  for (const season of seasons) {
    const own = episodes.map((e, index) => ({ ...e, index })).filter((e) => e.season === season);
    const last = finale(own);
    if (last) out.set(season, last.index);
  }
  return out;
}

/**
 * Every instant a build's output changes, ascending, one entry per instant with the words of
 * everything that changes at it (in the order of `episodes`, each episode's own in broadcast order).
 * An episode starts (on air), ends (aired) and tells its results, at its end unless the show delays
 * them; a season's finale names its champion when its results are told. TBA episodes change nothing.
 */
export function publishPlan(episodes: readonly PlanEpisode[], timing: AirTiming): PlanChange[] {
  const events: { at: number; word: string }[] = [];
  const ends = finales(episodes);
  episodes.forEach((e, index) => {
    const b = broadcastOf(e, timing);
    if (!b) return;
    events.push({ at: b.start, word: `${e.label} starts: on air` });
    if (b.results === b.end) {
      events.push({ at: b.end, word: `${e.label} ends: ${revealed(e.hands)}` });
    } else {
      events.push({ at: b.end, word: `${e.label} ends` });
      events.push({ at: b.results, word: `${e.label} results delay over: ${revealed(e.hands)}` });
    }
    if (ends.get(e.season) === index) events.push({ at: b.results, word: `Season ${e.season} ends: champion named` });
  });
  // A stable sort keeps each instant's words in the order they were pushed.
  events.sort((a, b) => a.at - b.at);
  const plan: PlanChange[] = [];
  for (const { at, word } of events) {
    const last = plan.at(-1);
    if (last?.at === at) last.what.push(word);
    else plan.push({ at, what: [word] });
  }
  return plan;
}

/** The first change after `now` (strictly: a build at an instant already shows what changes at it). */
export function nextChange(plan: readonly PlanChange[], now: number): PlanChange | undefined {
  return plan.find((change) => change.at > now);
}
