/**
 * What the desk knows of the content (src/desk/context.ts's DeskContext), read from the files: once
 * when the desk starts, for its forms (src/desk/integration.ts); and again by /desk/seasons each time
 * it opens, so that someone just added in Cast → Add is there to tick (src/desk/season-add.astro).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { contentDir, foldersOf, SEASONS_DIR } from '../lib/content/content-sources.ts';
import type { DeskContext } from './context.ts';

const readYaml = <T>(file: string) => parse(readFileSync(file, 'utf8')) as T;

export function readDeskContext(root: string, content = contentDir()): DeskContext {
  const dir = resolve(root, content);
  const site = readYaml<{ timeZone: string; host: string }>(join(dir, 'site.yaml'));
  const people = readdirSync(join(dir, 'cast'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => ({ slug: f.replace(/\.yaml$/, ''), name: readYaml<{ name: string }>(join(dir, 'cast', f)).name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const named = (slug: string) => ({ slug, name: people.find((p) => p.slug === slug)?.name ?? slug });
  const seasons = foldersOf(dir, `${SEASONS_DIR}/*`)
    .filter((folder) => existsSync(join(folder, 'season.yaml')))
    .map((folder) => {
      const { cast, episodes } = readYaml<{ cast?: string[]; episodes?: number }>(join(folder, 'season.yaml'));
      const players = (cast ?? []).filter((slug) => slug !== site.host).map(named);
      return { number: Number(basename(folder)), players, episodes: episodes ?? 0 };
    });
  const current = seasons.at(-1);
  if (!current) throw new Error(`${relative(root, join(dir, SEASONS_DIR))}: no season folder`);
  return {
    contentDir: basename(dir),
    timeZone: site.timeZone,
    host: named(site.host),
    season: current.number,
    seasons,
    people,
  };
}
