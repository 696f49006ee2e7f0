import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isBuildOutput, readDeskContext } from './integration.ts';

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

  it('gives the forms the players in cast order, without the host, and the broadcaster zone', () => {
    const context = readDeskContext(process.cwd(), 'content');
    const site = parse(readFileSync('content/site.yaml', 'utf8')) as { host: string; timeZone: string };
    const order = (slug: string) =>
      (parse(readFileSync(`content/cast/${slug}.yaml`, 'utf8')) as { order: number }).order;
    expect(context.contentDir).toBe('content');
    expect(context.timeZone).toBe(site.timeZone);
    expect(context.players).toHaveLength(16);
    expect(context.players.map((p) => p.slug)).not.toContain(site.host);
    const orders = context.players.map((p) => order(p.slug));
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});
