import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { playersOf } from './context.ts';
import { isBuildOutput } from './integration.ts';
import { readDeskContext } from './read-context.ts';

describe('the desk integration', () => {
  it('leaves the builds and test output out of what the dev server watches, and nothing else', () => {
    const root = '/work/site';
    for (const out of ['dist', 'dist/index.html', 'dist-airing/standings/index.html', 'dist-premiere', '.tmp/x.json'])
      expect(isBuildOutput(root, join(root, out)), out).toBe(true);
    for (const kept of ['content/episodes/ep01-the-beginning.yaml', 'src/pages/index.astro', 'distant/a.html', '.'])
      expect(isBuildOutput(root, join(root, kept)), kept).toBe(false);
    // A folder named dist above the project is not a build of it.
    expect(isBuildOutput('/srv/dist/site', '/srv/dist/site/content/site.yaml')).toBe(false);
  });

  it("gives the forms each season's players in its cast order, without the host, and the broadcaster zone", () => {
    const context = readDeskContext(process.cwd(), 'content');
    const site = parse(readFileSync('content/site.yaml', 'utf8')) as { host: string; timeZone: string };
    const { cast } = parse(readFileSync('content/seasons/1/season.yaml', 'utf8')) as { cast: string[] };
    expect(context.contentDir).toBe('content');
    expect(context.timeZone).toBe(site.timeZone);
    expect(context.season).toBe(1);
    expect(playersOf(context).map((p) => p.slug)).toEqual(cast.filter((slug) => slug !== site.host));
    expect(playersOf(context)).toHaveLength(16);
    expect(playersOf(context)[0]).toEqual({ slug: 'ingrid-solberg', name: 'Ingrid Solberg' });
    expect(context.host).toEqual({ slug: 'marcus-vale', name: 'Marcus Vale' });
    expect(context.seasons[0]?.episodes).toBe(12);
  });

  it('takes the highest season as the current one once a next season.yaml is added, and keeps the earlier', () => {
    const root = mkdtempSync(join(tmpdir(), 'desk-context-'));
    try {
      cpSync('content', join(root, 'content'), { recursive: true });
      mkdirSync(join(root, 'content/seasons/2'));
      writeFileSync(
        join(root, 'content/seasons/2/season.yaml'),
        'number: 2\ncast: [dante-okonkwo, marcus-vale, nadia-haddad]\nplayers: 2\nepisodes: 10\nprizePool: $2M\n',
      );
      const context = readDeskContext(root, 'content');
      expect(context.season).toBe(2);
      expect(context.seasons.map((s) => [s.number, s.episodes])).toEqual([
        [1, 12],
        [2, 10],
      ]);
      expect(playersOf(context).map((p) => p.name)).toEqual(['Dante Okonkwo', 'Nadia Haddad']);
      expect(playersOf(context, 1)).toHaveLength(16);
      expect(() => playersOf(context, 3)).toThrow('the desk has no season 3');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
