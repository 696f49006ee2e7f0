/**
 * After the build, every page's critical first response is trimmed to what it needs:
 * - its own CSS (src/lib/delivery/page-css.ts): inline when the page still fits in the first round
 *   trip (one <style> with the font rules); past that, only its first screen's rules inline and
 *   the whole of it in a small content-addressed file loaded without blocking paint
 *   (src/lib/delivery/critical-css.ts); the shared stylesheet, then referenced by nothing, is deleted;
 * - Astro's hydration code moves from inline into the layout's module script, which every page
 *   with islands loads anyway (src/lib/delivery/hydration.ts);
 * - its CSP <meta> lists only the hashes of code the page inlines (src/lib/delivery/page-csp.ts).
 */
import { readFileSync } from 'node:fs';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { criticalCss, deferStylesheet, withNoscriptFallback } from '../lib/delivery/critical-css.ts';
import {
  FIRST_ROUND_TRIP_BYTES,
  allowStyle,
  brotliSize,
  inlineStylesheet,
  linkedStylesheets,
  firstResponseReport,
  mergeInlineStyles,
  pageCss,
  stylesheetPath,
} from '../lib/delivery/page-css.ts';
import {
  externalizeHydration,
  findHydrationScripts,
  hydrationBundle,
  hydrationBundlePath,
  moduleWithHydration,
  moveHydrationIntoModule,
  sharedModuleScript,
  siteScriptPath,
  withoutIslandUids,
} from '../lib/delivery/hydration.ts';
import { narrowCspHashes } from '../lib/delivery/page-csp.ts';
import { buildCacheDir, cacheKey, openBuildCache, packageVersions } from '../lib/build/build-cache.ts';

/** Client code that adds classes after load; its class names must keep their rules. */
const CLIENT_SOURCE_DIRS = ['src/islands', 'src/client'];

interface Options {
  /** CSP hashes of styles that client code renders after load (kept on every page). */
  keepStyleHashes?: readonly string[];
}

async function filesUnder(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** A page as it leaves this step: its HTML, the stylesheets it adds, its first response's brotli bytes. */
interface TrimmedPage {
  html: string;
  files: [path: string, css: string][];
  bytes: number;
  mode: 'inline' | 'first screen inline';
}

/** One page's CSS trimmed to what it uses, inline or its first screen inline, and its CSP narrowed. */
async function trimPage(
  page: string,
  stylesheets: readonly (readonly [href: string, full: string])[],
  sources: readonly string[],
  keepStyleHashes: readonly string[],
): Promise<TrimmedPage> {
  let html = page;
  let mode: TrimmedPage['mode'] = 'inline';
  const files: TrimmedPage['files'] = [];
  // Brotli at its best takes ~50 ms a page: one kept inline is served as measured, compressed once.
  let measured: { text: string; bytes: number } | undefined;
  const served = (text: string) =>
    measured?.text === text ? measured : (measured = { text, bytes: brotliSize(text) });
  for (const [href, full] of stylesheets) {
    const css = await pageCss(full, html, sources);
    const withInline = mergeInlineStyles(inlineStylesheet(html, href, css));
    if (served(narrowCspHashes(withInline, keepStyleHashes)).bytes <= FIRST_ROUND_TRIP_BYTES) {
      html = withInline;
    } else {
      const path = stylesheetPath(css);
      files.push([path, css]);
      const critical = await criticalCss(css, html);
      html = mergeInlineStyles(allowStyle(deferStylesheet(html, href, path, critical), critical));
      html = withNoscriptFallback(html, path);
      mode = 'first screen inline';
    }
  }
  html = narrowCspHashes(html, keepStyleHashes);
  return { html, files, bytes: served(html).bytes, mode };
}

/**
 * What a trimmed page depends on besides its inputs: this step's code (this file and the delivery
 * rules it calls) and the packages that parse and trim CSS. A change to any of them is a new key,
 * so the build cache (lib/build/build-cache.ts) never gives a page trimmed by other code.
 */
async function codeVersion(root: string): Promise<string> {
  const files = [
    join(root, 'src/integrations/page-critical-path.ts'),
    ...(await filesUnder(join(root, 'src/lib/delivery'), /\.ts$/)).filter((f) => !f.endsWith('.test.ts')),
    ...(await filesUnder(join(root, 'src/lib/seo'), /\.ts$/)).filter((f) => !f.endsWith('.test.ts')),
  ];
  const texts = await Promise.all(files.map((f) => readFile(f, 'utf8')));
  return cacheKey(texts, packageVersions(['purgecss', 'beasties', 'node-html-parser', 'postcss'], root));
}

export function pageCriticalPath({ keepStyleHashes = [] }: Options = {}): AstroIntegration {
  let root = '';
  return {
    name: 'the-last-stack:page-critical-path',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const sourceFiles = (await Promise.all(CLIENT_SOURCE_DIRS.map((d) => filesUnder(join(root, d), /\.[jt]sx?$/))))
          .flat()
          .filter((f) => !/\.test\.[jt]sx?$/.test(f));
        const sources = await Promise.all(sourceFiles.map((f) => readFile(f, 'utf8')));
        const shared = new Map<string, string>();
        const written = new Map<string, string>();
        /** Each page's first response as served (brotli), and how its CSS came. */
        const firstResponses: { name: string; bytes: number; css: 'inline' | 'first screen inline' }[] = [];

        const paths = await filesUnder(out, /\.html$/);
        // What the pages share, read one at a time (a ten-season show's pages all held at once were
        // a peak of the build's memory), then each read again to be trimmed.
        const hydration = new Set<string>();
        function* eachPage() {
          for (const path of paths) {
            const html = readFileSync(path, 'utf8');
            for (const script of findHydrationScripts(html)) hydration.add(script);
            yield html;
          }
        }
        const islandsModule = sharedModuleScript(eachPage());
        const bundle = hydration.size > 0 ? hydrationBundle(hydration) : '';
        // Files this step replaces, deleted below once nothing built refers to them.
        const replaced = new Set<string>();
        let moveHydration = (html: string) => html;
        let hydrationIn = 'no file (no islands)';
        const host = bundle ? islandsModule : undefined;
        if (host) {
          const code = moduleWithHydration(bundle, await readFile(join(out, host), 'utf8'));
          const path = siteScriptPath(code);
          written.set(path, code);
          replaced.add(host);
          moveHydration = (html) => moveHydrationIntoModule(html, host, path);
          hydrationIn = `${path} (with ${host})`;
        } else if (bundle) {
          const path = hydrationBundlePath(bundle);
          written.set(path, bundle);
          moveHydration = (html) => externalizeHydration(html, path);
          hydrationIn = path;
        }

        const cache = openBuildCache('page-css', { dir: buildCacheDir() });
        const code = await codeVersion(root);
        for (const page of paths) {
          const name = page.slice(out.length - 1);
          try {
            const html = moveHydration(withoutIslandUids(await readFile(page, 'utf8')));
            const stylesheets = linkedStylesheets(html).filter((href) => href.startsWith('/_astro/'));
            for (const href of stylesheets)
              shared.set(href, shared.get(href) ?? (await readFile(join(out, href), 'utf8')));
            const css = stylesheets.map((href) => [href, shared.get(href) ?? ''] as const);
            const key = cacheKey(code, html, css, sources, keepStyleHashes);
            const done = await cache.json(key, () => trimPage(html, css, sources, keepStyleHashes));
            for (const [path, text] of done.files) written.set(path, text);
            await writeFile(page, done.html);
            firstResponses.push({ name, bytes: done.bytes, css: done.mode });
          } catch (error) {
            throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
          }
        }
        for (const [path, text] of written) await writeFile(join(out, path), text);

        // Delete the shared stylesheets and the replaced module only when nothing built refers to them
        // any more (the built files read one at a time, as above).
        const candidates = [...shared.keys(), ...replaced];
        const named = new Set<string>();
        for (const f of await filesUnder(out, /\.(html|js|css|webmanifest|xml|txt)$/)) {
          const text = await readFile(f, 'utf8');
          for (const href of candidates) if (text.includes(href.split('/').pop() ?? href)) named.add(href);
        }
        for (const href of candidates) {
          if (!named.has(href)) await rm(join(out, href));
          else if (replaced.has(href)) {
            // A chunk importing the replaced module would run a second copy of the site script.
            throw new Error(`${href} was replaced by the site script but is still imported; see src/client/motion.ts`);
          } else logger.warn(`${href} is still referenced; kept`);
        }
        const deferred = firstResponses.filter((p) => p.css !== 'inline').length;
        logger.info(
          `page CSS: inline in ${firstResponses.length - deferred} pages; first screen inline and the rest deferred in ${deferred}; hydration code in ${hydrationIn}; ${cache.counts.hits} of ${paths.length} pages from the build cache`,
        );
        logger.info(firstResponseReport(firstResponses));
        for (const { name, bytes } of firstResponses.filter((p) => p.bytes > FIRST_ROUND_TRIP_BYTES)) {
          logger.warn(`${name}: ${bytes} B, over the first round trip by ${bytes - FIRST_ROUND_TRIP_BYTES} B`);
        }
      },
    },
  };
}
