// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, fontProviders } from 'astro/config';
import { parse } from 'yaml';
import { clientDirectives } from './src/directives/index.ts';
import { writeDisplayFontSubsets } from './src/integrations/display-font-subsets.ts';
import { pageCriticalPath } from './src/integrations/page-critical-path.ts';
import { searchIndex } from './src/integrations/search-index.ts';
import { inSitemap } from './src/lib/pages/page-kinds.ts';
import { pageInlineScript } from './src/lib/delivery/page-inline-script.ts';
import { contentDir, contentSources, sourceFiles } from './src/lib/content/content-sources.ts';
import { readHandFiles } from './src/lib/content/hand-files.ts';
import { displayFontSubsets, latinExtSubsets, unicodeRange } from './src/lib/delivery/font-subsets.ts';
import { tableLayoutCss } from './src/lib/table-drawing/seat-layout-css.ts';

/**
 * The canonical origin is one setting: SITE_URL at build time, else content/site.yaml.
 * Canonical links, the sitemap, robots.txt and og:image URLs all derive from it.
 */
const CONTENT = contentDir();
const content = parse(readFileSync(join(CONTENT, 'site.yaml'), 'utf8'));
const site = (process.env.SITE_URL || content.siteUrl).replace(/\/+$/, '');

const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const heroVideo = Boolean(content.heroVideo);
/** Whether a key hand names a clip (an episode's YAML `clip`, a PHH file's `_clip`): its embed is a frame too. */
const handClips =
  sourceFiles(CONTENT, contentSources.episodes.source).files.some(({ path }) =>
    /** @type {{ clip?: string }[]} */ (parse(readFileSync(path, 'utf8'))?.hands ?? []).some((h) => h?.clip),
  ) || readHandFiles('.', CONTENT).files.some((f) => f.doc?._clip);
/** The newsletter endpoint's origin, allowed to receive the form (empty by default). */
const newsletterOrigin = content.newsletterEndpoint ? [new URL(content.newsletterEndpoint).origin] : [];
const RADIX_CONTENT_STYLE =
  '--radix-accordion-content-height:var(--radix-collapsible-content-height);--radix-accordion-content-width:var(--radix-collapsible-content-width)';
/** @param {string} text @returns {`sha256-${string}`} */
const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * The text pages are built from: the content folder and the templates in src/ (tests-dist checks that
 * no page's display text needs more than the core subset this yields).
 */
const siteText = () =>
  [CONTENT, 'src']
    .flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && /\.(ya?ml|astro|tsx)$/.test(e.name) && !/\.test\./.test(e.name))
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('');
const SITE_TEXT = siteText();
/**
 * The content's names and titles, which the display face draws (cards, profiles' and episodes'
 * headings): a letter here that only Oswald's latin-ext file has needs that file (DISPLAY_FONT_LATIN_EXT_SUBSETS).
 * Body copy (a bio's "Tōkyō") is set in the system face and needs nothing.
 */
const displayNames = () =>
  [contentSources.cast.source, contentSources.episodes.source]
    .flatMap((source) => sourceFiles(CONTENT, source).files)
    .map(
      ({ path }) =>
        /** @type {{ name?: string, nickname?: string, title?: string }} */ (parse(readFileSync(path, 'utf8'))),
    )
    .flatMap((entry) => [entry.name ?? '', entry.nickname ?? '', entry.title ?? ''])
    .join(' ');
/** Oswald 600 Latin, split into a core file every page preloads and an extended one. */
const DISPLAY_FONT_SUBSETS = displayFontSubsets(SITE_TEXT);
/**
 * The letters of Oswald 600's latin-ext file the content's names and titles use (src/lib/delivery/
 * font-subsets.ts latinExtSubsets), only when one has a letter only that file draws (a name like
 * Kubíček): a face fetched by the pages that show one (its unicode-range), by no other.
 */
const DISPLAY_FONT_LATIN_EXT_SUBSETS = latinExtSubsets(displayNames());
const DISPLAY_FONT_LATIN_EXT_SOURCE = './node_modules/@fontsource/oswald/files/oswald-latin-ext-600-normal.woff2';
const DISPLAY_FONT_SOURCE = './node_modules/@fontsource/oswald/files/oswald-latin-600-normal.woff2';
/** @param {import('./src/lib/delivery/font-subsets.ts').FontSubset} subset */
const displayFontFile = (subset) => `./.cache/fonts/oswald-600-${subset.name}.woff2`;
/** @param {import('./src/lib/delivery/font-subsets.ts').FontSubset} subset */
const displayFontVariant = (subset) => {
  const [first = 'U+0020', ...rest] = unicodeRange(subset.ranges);
  return {
    src: /** @type {[string]} */ ([displayFontFile(subset)]),
    weight: 600,
    style: /** @type {const} */ ('normal'),
    unicodeRange: /** @type {[string, ...string[]]} */ ([first, ...rest]),
  };
};

/**
 * The drawn table's layout (where every seat, bet, board and pot sits, for 2 to 10 players) as a
 * stylesheet the table's component imports: written by lib/table-drawing/seat-layout.ts, the module its
 * tests hold to "nothing overlapping", so the drawing and the tested rule are one.
 */
const TABLE_LAYOUT_CSS = 'virtual:table-layout.css';
/** Ends in .css, so Vite's CSS pipeline takes it like any stylesheet. */
const TABLE_LAYOUT_ID = '/@table-layout.css';
/** @returns {import('vite').Plugin} */
const tableLayoutStylesheet = () => ({
  name: 'the-last-stack:table-layout-css',
  enforce: 'pre',
  resolveId: (id) => (id === TABLE_LAYOUT_CSS ? TABLE_LAYOUT_ID : undefined),
  load: (id) => (id === TABLE_LAYOUT_ID ? tableLayoutCss() : undefined),
});

/**
 * The content desk (npm run desk sets DESK=1): Keystatic and its server routes, added only then, so
 * the static build has no desk route, needs no adapter and never loads Keystatic.
 */
const desk = process.env.DESK === '1' ? (await import('./src/desk/integration.ts')).deskIntegrations() : [];

export default defineConfig({
  site,
  output: 'static',
  // One URL form everywhere: directories with a trailing slash (/about/).
  trailingSlash: 'always',
  build: { format: 'directory' },
  compressHTML: true,
  image: {
    service: {
      entrypoint: 'astro/assets/services/sharp',
      // AVIF (priority images only, lib/delivery/priority-image.ts): 4:2:0 chroma like WebP, ~10% smaller
      // than sharp's 4:4:4 default; effort 2 encodes in ~0.2 s instead of ~1.7 s for ~8% more bytes.
      config: { avif: { effort: 2, chromaSubsampling: '4:2:0' } },
    },
  },
  // No Markdown on this site; and Shiki's inline styles would need 'unsafe-inline' under the CSP.
  markdown: { syntaxHighlight: false },
  security: {
    // A per-page CSP <meta> with the hash of every inline script and style Astro emits.
    // The HTTP header policy (deploy/nginx.conf, public/_headers) adds what a <meta> cannot carry.
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        `connect-src ${["'self'", ...newsletterOrigin].join(' ')}`,
        `frame-src ${heroVideo || handClips ? VIDEO_EMBED_ORIGIN : "'none'"}`,
        "object-src 'none'",
        "base-uri 'self'",
        `form-action ${["'self'", ...newsletterOrigin].join(' ')}`,
        "manifest-src 'self'",
      ],
      // The one inline script: it keeps first taps until the code they need has loaded, and requests
      // the site's script once the page has painted (src/lib/delivery/page-inline-script.ts).
      scriptDirective: { hashes: [sha256(pageInlineScript())] },
      styleDirective: {
        // 'unsafe-hashes' lets a hash match a style="" attribute. The only one is Radix's
        // accordion content, which renders the same custom properties on every item.
        resources: ["'self'", "'unsafe-hashes'"],
        hashes: [sha256(RADIX_CONTENT_STYLE)],
      },
    },
  },
  integrations: [
    // First: the files it writes are the ones the fonts setting below points at.
    writeDisplayFontSubsets({
      fonts: [
        { source: DISPLAY_FONT_SOURCE, subsets: DISPLAY_FONT_SUBSETS },
        { source: DISPLAY_FONT_LATIN_EXT_SOURCE, subsets: DISPLAY_FONT_LATIN_EXT_SUBSETS },
      ],
      output: displayFontFile,
    }),
    clientDirectives(),
    react(),
    sitemap({
      // Every kind of page but those no one should land on from a search: the 404 page, a hand's
      // embed (its canonical is the hand's page).
      filter: (page) => inSitemap(new URL(page).pathname),
    }),
    pageCriticalPath({ keepStyleHashes: [`'${sha256(RADIX_CONTENT_STYLE)}'`] }),
    // After the step above: the index reads each page as it is served.
    searchIndex(),
    ...desk,
  ],
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Oswald',
      cssVariable: '--font-oswald',
      fallbacks: ['Arial Narrow', 'Arial', 'sans-serif'],
      display: 'swap',
      options: {
        variants: [
          displayFontVariant(DISPLAY_FONT_SUBSETS[0]),
          displayFontVariant(DISPLAY_FONT_SUBSETS[1]),
          ...DISPLAY_FONT_LATIN_EXT_SUBSETS.map(displayFontVariant),
        ],
      },
    },
  ],
  vite: {
    plugins: [tailwindcss(), tableLayoutStylesheet()],
    // Scripts stay files, never inlined into pages: a page's first response carries markup and
    // CSS only, code is cached across pages, and script-src needs no hashes.
    // No module-preload helper around dynamic imports: this site's lazy chunks (motion, countup.js,
    // islands) have nothing worth preloading, and the helper lives in the importing entry, which
    // the build then renames (src/integrations/page-critical-path.ts), so a lazy chunk importing
    // it from there would load a second copy of the site script.
    build: { assetsInlineLimit: 0, modulePreload: false },
  },
});
