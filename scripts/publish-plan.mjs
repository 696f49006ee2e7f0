// The publish plan (npm run publish-plan): every instant after now at which a build's output
// changes, the next first, in UTC and in the broadcaster's zone, with what changes. A scheduler
// builds at these instants (docs/deploying.md "Publishing on time"); between them a build would
// write the same files. The rules are src/lib/airing/publish-plan.ts's; this reads the content as
// the content check does (CONTENT_DIR or content/) and counts key hands as the site does.
import { resolve } from 'node:path';
import { readArgs } from './clock-args.mjs';
import { zonedTime } from '../src/lib/airing/broadcast-time.ts';
import { isoUtc } from '../src/lib/airing/episode-state.ts';
import { nextChange, publishPlan } from '../src/lib/airing/publish-plan.ts';
import { checkContent } from '../src/lib/content/content-check.ts';
import { contentDir, seasonOfFile } from '../src/lib/content/content-sources.ts';
import { readHandFiles } from '../src/lib/content/hand-files.ts';
import { formatProblem } from '../src/lib/content/problem.ts';
import { episodeLabel } from '../src/lib/seasons/episode-trail.ts';

const HELP = `Usage: npm run publish-plan [-- --next]

Prints every instant after now at which a build's output changes (an episode goes on air, ends,
tells its results and key hands; a season names its champion), the next first, each in UTC and in
site.yaml's timeZone. With nothing due, says so.

  --next   print only the next instant, as ISO 8601 UTC (2026-01-21T01:00:00Z), or "none" when
           nothing is due; exits 0 either way
  --help   this text

CONTENT_DIR  the content folder (default content/)
SITE_NOW     the instant taken as now (ISO 8601 with an offset or Z; default the real clock)`;

/**
 * The plan's episodes from the checked content: each labelled as the site names it in a list of the
 * whole show, its key hands its YAML `hands` and its PHH files (src/data/key-hands.ts counts both).
 */
export function planEpisodes(root, dir) {
  const checked = checkContent(root, dir);
  if (checked.problems.length > 0) return { problems: checked.problems };
  const site = checked.data.site.get('site');
  const seasonCount = checked.data.seasons.size;
  const handFiles = readHandFiles(root, dir).files;
  const episodes = [...checked.data.episodes].map(([id, data]) => {
    const season = seasonOfFile(checked.files.episodes.get(id)?.file ?? '') ?? 1;
    return {
      label: episodeLabel(season, data.episode, seasonCount),
      airDate: data.airDate,
      runtimeMinutes: data.runtimeMinutes,
      hands: (data.hands?.length ?? 0) + handFiles.filter((f) => f.episode === id).length,
      season,
      number: data.number,
    };
  });
  episodes.sort((a, b) => a.season - b.season || a.number - b.number);
  const timing = { episodeMinutes: site.facts.episodeMinutes, resultsDelayMinutes: site.resultsDelayMinutes ?? 0 };
  return { episodes, timing, timeZone: site.timeZone, problems: [] };
}

function main() {
  const { options, now, exit } = readArgs(HELP, { next: { type: 'boolean' } });
  if (exit !== undefined) return exit;
  const { episodes, timing, timeZone, problems } = planEpisodes(process.cwd(), resolve(contentDir()));
  if (problems.length > 0) {
    console.error(`Content check failed with ${problems.length} problem(s); no plan until it passes:`);
    for (const p of problems) console.error(`  ${formatProblem(p)}`);
    return 1;
  }
  const plan = publishPlan(episodes, timing);
  const next = nextChange(plan, now);
  if (options.next) {
    console.log(next ? isoUtc(next.at) : 'none');
    return 0;
  }
  const clock = process.env.SITE_NOW?.trim() ? `SITE_NOW ${isoUtc(now)}` : isoUtc(now);
  if (!next) {
    const why = plan.length === 0 ? 'no episode is dated' : `every change of the plan is at or before ${clock}`;
    console.log(`Nothing is due: ${why}.`);
    return 0;
  }
  const ahead = plan.filter((change) => change.at > now);
  console.log(`Publish plan: ${ahead.length} change(s) after ${clock}, times in ${timeZone}. Next first:`);
  for (const change of ahead) {
    const iso = isoUtc(change.at);
    console.log(`  ${iso}  ${zonedTime(iso, timeZone).text}  ${change.what.join('; ')}`);
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
