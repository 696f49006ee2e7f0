/**
 * The tree's architecture, checked: every import of src/ and scripts/ (type imports and .astro
 * frontmatter and scripts included) read with TypeScript's own pre-processor, then the rules of
 * docs/architecture.md asserted over that graph.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, findCycles, sourceFiles } from './architecture/import-graph.ts';

const graph = importGraph(['src', 'scripts', 'astro.config.mjs']);
/** A test may import what it tests against, across any arrow (it is in no layer's way). */
const isTest = (file: string) => /\.(test|spec)\.[jt]sx?$/.test(file);
const concernOf = (file: string) => /^src\/lib\/([^/]+)\//.exec(file)?.[1];
/** The layer a file belongs to, as docs/architecture.md names them. */
function layerOf(file: string): string {
  const top = /^src\/([^/]+)/.exec(file)?.[1];
  if (file === 'src/content.config.ts') return 'data';
  if (
    ['lib', 'client', 'pages', 'components', 'islands', 'routes', 'templates', 'share-cards', 'images'].includes(
      top ?? '',
    )
  )
    return top as string;
  if (top === 'layouts') return 'components';
  return top ?? 'tools';
}

/** Which lib/ concern may import which (docs/architecture.md draws the same arrows). */
const LIB_ARROWS: Record<string, readonly string[]> = {
  airing: [],
  build: [],
  cards: [],
  chrome: [],
  content: ['airing', 'hand-words', 'key-hand', 'phh', 'poker', 'sections'],
  delivery: ['seo'],
  desk: ['content', 'key-hand', 'phh'],
  embed: ['seo'],
  episode: ['content'],
  'hand-words': ['poker'],
  'key-hand': ['poker'],
  pages: ['search', 'seo'],
  hands: ['hand-words', 'poker'],
  phh: ['key-hand', 'poker'],
  poker: [],
  records: ['hands', 'poker'],
  search: [],
  sections: [],
  seasons: ['airing', 'seo'],
  seo: ['chrome'],
  show: ['content', 'phh', 'poker'],
  standings: ['airing'],
  'table-drawing': ['hand-words', 'poker'],
};
/**
 * The files at the top of scripts/: tooling outside the repository and the team's notes run them by
 * path, so they stay where they are; every other script lives in the folder of its job.
 */
const SCRIPTS_TOP = [
  'build-airing.mjs',
  'chromium.mjs',
  'clock-args.mjs',
  'diff-builds.mjs',
  'perf-budgets.mjs',
  'publish-due.mjs',
  'publish-plan.mjs',
];
/** scripts/'s job folders (docs/architecture.md says what each holds). */
const SCRIPT_JOBS = ['artwork', 'bench', 'build', 'content', 'perf', 'serve', 'test-runner'];
/** Where a path under scripts/ may be written down: a stale one there runs nothing or misleads. */
const NAMING_SCRIPTS = [
  'package.json',
  '.ci/run',
  '.github',
  'README.md',
  'docs',
  'src',
  'scripts',
  'tests',
  'tests-dist',
  'e2e',
  'e2e-engines',
];
/** The configs at the top of the repository that name scripts (playwright's start servers with them). */
const NAMING_CONFIGS =
  /^(playwright\..*config\.ts|vitest\..*config\.ts|lighthouserc\.cjs|eslint\.config\.js|astro\.config\.mjs)$/;

/**
 * What each layer may import, besides itself (pages -> routes -> data -> lib, never back up): a page
 * asks its kind's route module (routes/) and renders a template (templates/) with what it answers.
 */
const LAYER_ARROWS: Record<string, readonly string[]> = {
  pages: ['routes', 'templates', 'share-cards', 'components', 'islands', 'data', 'lib', 'client'],
  // Only its view's type from routes/ (the arrow is for `import type`).
  templates: ['components', 'islands', 'lib', 'client', 'routes'],
  routes: ['data', 'lib', 'share-cards', 'images'],
  'share-cards': ['data', 'lib'],
  // Astro's image pipeline at build time: a page's priority image.
  images: ['lib'],
  components: ['components', 'islands', 'data', 'lib', 'client'],
  islands: ['lib'],
  client: ['lib'],
  // The content desk (npm run desk): Keystatic's forms and routes over lib/'s rules, never the site's
  // pages; its key-hand import shows a hand with the site's own components.
  desk: ['lib', 'components'],
  data: ['lib', 'loaders'],
  lib: [],
};

describe('architecture', () => {
  it('reads a graph with every module in it', () => {
    expect(graph.size).toBeGreaterThan(150);
    // A probe: the graph sees a type-only import and an .astro file's frontmatter.
    expect(graph.get('src/lib/content/results-check.ts')).toContain('src/lib/content/problem.ts');
    expect(graph.get('src/layouts/Page.astro')).toContain('src/data/index.ts');
  });

  it('has no circle of imports in src/ or scripts/', () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it('finds a circle where there is one (the check can fail)', () => {
    const probe = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(findCycles(probe)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('keeps every lib/ module in the folder of its concern, with its test beside it', () => {
    const loose = readdirSync('src/lib', { withFileTypes: true }).filter((e) => !e.isDirectory());
    expect(loose.map((e) => e.name)).toEqual([]);
    expect(Object.keys(LIB_ARROWS).sort()).toEqual(readdirSync('src/lib').sort());
  });

  it('keeps at the top of src/ only what Astro expects (the door to content is src/data/)', () => {
    const files = readdirSync('src', { withFileTypes: true }).filter((e) => e.isFile());
    expect(files.map((e) => e.name).sort()).toEqual(['content.config.ts']);
  });

  it('keeps at the top of scripts/ only the entry points named from outside, and a folder per job', () => {
    const entries = readdirSync('scripts', { withFileTypes: true });
    const names = (folders: boolean) => entries.filter((e) => e.isDirectory() === folders).map((e) => e.name);
    expect(names(false).sort()).toEqual(SCRIPTS_TOP);
    expect(names(true).sort()).toEqual(SCRIPT_JOBS);
  });

  it('names only scripts that exist, wherever a path under scripts/ is written', () => {
    const configs = readdirSync('.').filter((f) => NAMING_CONFIGS.test(f));
    const files = sourceFiles(
      [...NAMING_SCRIPTS, ...configs],
      /(\.(ts|tsx|mts|js|mjs|cjs|astro|md|ya?ml|json)|\/run)$/,
    );
    const missing: string[] = [];
    for (const file of files) {
      // A relative one (an import: '../scripts/…') from the file's folder, else from the repository's top.
      for (const [path, up] of readFileSync(file, 'utf8').matchAll(/(?<![\w./-])((?:\.\.?\/)*)scripts\/[\w./-]*\w/g)) {
        if (!existsSync(up ? join(dirname(file), path) : path)) missing.push(`${file}: ${path}`);
      }
    }
    expect(files).toEqual(
      expect.arrayContaining(['package.json', '.ci/run', 'playwright.config.ts', 'lighthouserc.cjs']),
    );
    expect(missing).toEqual([]);
  });

  it('imports across lib/ concerns only along the arrows of docs/architecture.md', () => {
    const wrong: string[] = [];
    for (const [from, tos] of graph) {
      const a = concernOf(from);
      if (!a || isTest(from)) continue;
      for (const to of tos) {
        const b = concernOf(to);
        if (!b) wrong.push(`${from} -> ${to} (lib imports only lib)`);
        else if (b !== a && !LIB_ARROWS[a]?.includes(b)) wrong.push(`${from} -> ${to}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('imports between layers only downwards (pages -> components -> data -> lib)', () => {
    const wrong: string[] = [];
    for (const [from, tos] of graph) {
      const allowed = LAYER_ARROWS[layerOf(from)];
      if (!allowed || isTest(from)) continue;
      for (const to of tos) {
        const layer = layerOf(to);
        if (layer !== layerOf(from) && !allowed.includes(layer)) wrong.push(`${from} -> ${to}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps every source file in src/ and scripts/ at 300 lines or fewer (tests aside)', () => {
    const long = sourceFiles(['src', 'scripts'])
      .filter((f) => !isTest(f))
      .map((f) => ({ f, lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > 300)
      .map(({ f, lines }) => `${f}: ${lines}`);
    expect(long).toEqual([]);
  });

  it('describes every lib/ folder in docs/architecture.md', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    for (const folder of Object.keys(LIB_ARROWS)) expect(doc).toContain(`lib/${folder}/`);
  });
});
