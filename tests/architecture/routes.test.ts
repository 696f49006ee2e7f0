/**
 * Routes as data, checked (docs/architecture.md, "Kinds of page"): every page file belongs to one
 * kind (lib/pages/page-kinds.ts), asks its kind's route module (src/routes/) which pages exist and
 * what they show, and renders a template (src/templates/); it stays a few lines. Templates and
 * components receive their data: neither reads content.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KIND_NAMES, PAGE_KINDS } from '../../src/lib/pages/page-kinds.ts';
import { importGraph, sourceFiles } from './import-graph.ts';

const graph = importGraph(['src']);
const pageFiles = sourceFiles(['src/pages'], /\.astro$/).map((f) => f.replace(/^src\/pages\//, ''));
/** The most lines a file in src/pages/ may have: it asks its route module and renders a template. */
const THIN = 40;
/**
 * What a template or component may still take from the door itself: the site's own settings
 * (site.yaml), the frame every page shares, as the layouts read them. The show (seasons, cast,
 * episodes, key hands) comes in as props.
 */
const SITE_SETTINGS = new Set(['getSite']);
/**
 * A value import (not `import type`, nor only `type` names) of the door to content beyond the
 * site's settings, in a file's code (an .astro file's frontmatter): what "reads content" means.
 */
function readsContent(file: string): boolean {
  const text = readFileSync(file, 'utf8');
  const code = file.endsWith('.astro') ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') : text;
  return [...code.matchAll(/^import\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)';/gm)].some(([, type, names, from]) => {
    if (type || !/\/data(\.ts|\/)/.test(from ?? '')) return false;
    const inner = /^\{([\s\S]*)\}$/.exec((names ?? '').trim())?.[1];
    const read = (n: string) => n !== '' && !n.startsWith('type ') && !SITE_SETTINGS.has(n);
    return inner === undefined || inner.split(',').some((n) => read(n.trim()));
  });
}

describe('routes as data', () => {
  it('names every page file in one kind of page, and every kind names files that exist', () => {
    const named = KIND_NAMES.flatMap((name) => PAGE_KINDS[name].files);
    expect([...named].sort()).toEqual([...pageFiles].sort());
    expect(new Set(named).size).toBe(named.length);
    for (const file of named) expect(existsSync(`src/pages/${file}`), file).toBe(true);
  });

  it('has a route module for every kind, registered under its name', () => {
    const registry = readFileSync('src/routes/registry.ts', 'utf8');
    for (const name of KIND_NAMES) expect(registry, name).toMatch(new RegExp(`^  '?${name}'?: registered\\(`, 'm'));
  });

  it('keeps every file in src/pages/ thin', () => {
    const long = sourceFiles(['src/pages'])
      .map((f) => ({ f, lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > THIN)
      .map(({ f, lines }) => `${f}: ${lines}`);
    expect(long).toEqual([]);
  });

  it('lets a page file import only its route module and its template', () => {
    const wrong = pageFiles.flatMap((file) =>
      (graph.get(`src/pages/${file}`) ?? [])
        .filter(
          (to) => !to.startsWith('src/routes/') && !to.startsWith('src/templates/') && !to.startsWith('src/client/'),
        )
        .map((to) => `${file} -> ${to}`),
    );
    expect(wrong).toEqual([]);
  });

  it('lets only route modules decide which pages exist: a page file takes its paths from its kind', () => {
    for (const file of pageFiles) {
      const text = readFileSync(`src/pages/${file}`, 'utf8');
      if (!text.includes('getStaticPaths')) continue;
      expect(text, file).toMatch(/export const getStaticPaths = staticPaths\(\w+Page(, .+)?\);/);
    }
  });

  it('lets no template, component or island read content: they receive it', () => {
    const readers = sourceFiles(['src/templates', 'src/components', 'src/islands'], /\.(astro|ts|tsx)$/).filter(
      (f) => !/\.test\./.test(f) && readsContent(f),
    );
    expect(readers).toEqual([]);
  });

  it('tells a value import of content from a type import (the check can fail)', () => {
    expect(readsContent('src/routes/season.ts')).toBe(true);
    expect(readsContent('src/components/episode/EpisodeDetail.astro')).toBe(false);
    expect(readsContent('src/components/sections/NewsletterForm.astro')).toBe(false);
  });
});
