/**
 * The content check's rules for seasons (content/seasons/<number>/season.yaml), across files: the
 * numbers run 1, 2, 3 without a gap, each the name of its folder; a season's cast names people who
 * have a file in content/cast/, the show's host among them; its champion is one of its players, and
 * a season with one has About's words of it; its `players` are its cast's. Each season has episodes,
 * none numbered above its `episodes`. And which season each episode belongs to: the folder its file
 * is in.
 */
import { seasonOfFile } from './content-sources.ts';
import type { Problem } from './problem.ts';

/** A file as the check read it: its path, as problems name it. */
interface Read {
  file: string;
}

/** A season as its schema has checked it. */
export interface SeasonData {
  number: number;
  cast: string[];
  champion?: string | undefined;
  startingStack?: number | undefined;
  players: number;
  episodes: number;
  prizePool: string;
  about?: { championBlurb: string; pressKitText: string } | undefined;
}

export function checkSeasons(
  files: ReadonlyMap<string, Read>,
  seasons: Map<string, SeasonData>,
  people: ReadonlySet<string>,
  host: string | undefined,
  /** The seasons' folder as problems name it (content/seasons). */
  seasonsDir: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const [folder, season] of seasons) {
    const file = files.get(folder)?.file ?? folder;
    const problem = (field: string, message: string) => problems.push({ file, field, message });
    if (String(season.number) !== folder) problem('number', `must be ${folder}, the name of the season's folder`);
    const seen = new Set<string>();
    season.cast.forEach((slug, i) => {
      if (!people.has(slug)) problem(`cast[${i}]`, `no cast member "${slug}" (content/cast/${slug}.yaml)`);
      if (seen.has(slug)) problem(`cast[${i}]`, `"${slug}" is listed twice`);
      seen.add(slug);
    });
    if (host !== undefined && people.has(host) && !seen.has(host)) {
      problem('cast', `must list the show's host "${host}" (content/site.yaml host)`);
    }
    const players = season.cast.filter((slug) => slug !== host).length;
    // Counted only once the host is known: an invalid site.yaml is named on its own.
    if (host !== undefined && season.players !== players) {
      problem('players', `must be ${players}, the players in its cast (the host not counted)`);
    }
    if (season.champion !== undefined) {
      if (season.champion === host) problem('champion', `"${season.champion}" is the host, not a player`);
      else if (!seen.has(season.champion)) problem('champion', `"${season.champion}" is not in this season's cast`);
      // About's spotlight speaks of the latest decided season in that season's own words.
      if (season.about === undefined) {
        problem('about', "a season with a champion needs About's words of it: championBlurb and pressKitText");
      }
    }
  }
  // Numbered from 1 without a gap: the folders, in order, are 1, 2, 3...
  const numbers = [...seasons.keys()].map(Number).sort((a, b) => a - b);
  const gap = numbers.findIndex((n, i) => n !== i + 1);
  const after = numbers[gap];
  if (after !== undefined) {
    const file = files.get(String(after))?.file ?? String(after);
    problems.push({
      file,
      field: 'number',
      message: `season ${gap + 1} is missing: seasons are numbered 1, 2, 3 without a gap`,
    });
  }
  if (files.size === 0) {
    problems.push({ file: seasonsDir, field: '', message: `no season: add ${seasonsDir}/1/season.yaml` });
  }
  return problems;
}

/**
 * Each season's episodes against its season.yaml: at least one (a season is announced with its episodes
 * written, dates to come), and none numbered above its `episodes`.
 */
export function checkSeasonEpisodes(
  seasonFiles: ReadonlyMap<string, Read>,
  seasons: ReadonlyMap<string, SeasonData>,
  episodesBySeason: ReadonlyMap<string, ReadonlyMap<string, Record<string, unknown>>>,
  episodeFiles: ReadonlyMap<string, Read>,
  seasonsDir: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const [id, season] of seasons) {
    const episodes = episodesBySeason.get(id) ?? new Map<string, Record<string, unknown>>();
    if (episodes.size === 0) {
      problems.push({
        file: seasonFiles.get(id)?.file ?? id,
        field: 'episodes',
        message: `season ${id} has no episode yet: write its first, EP01, in ${seasonsDir}/${id}/episodes/ (the desk's Episodes)`,
      });
    }
    for (const [slug, episode] of episodes) {
      const number = Number(episode['number']);
      if (number > season.episodes) {
        problems.push({
          file: episodeFiles.get(slug)?.file ?? slug,
          field: 'number',
          message: `must be at most ${season.episodes}, its season's episodes (${seasonsDir}/${id}/season.yaml episodes)`,
        });
      }
    }
  }
  return problems;
}

/** The season an entry's file is in (content/seasons/<number>/...), as a season id ("1"). */
export const seasonIdOf = (entry: Read) => String(seasonOfFile(entry.file) ?? '');
