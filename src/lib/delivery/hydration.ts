/**
 * Astro inlines its hydration code into every page with an island: the <astro-island>
 * runtime (~4.4 KB) and one small script per client directive in use (withastro/astro#17017:
 * by design, outside the bundler). Here that code leaves the pages: ~2 KiB compressed leaves
 * each page's critical first response, the browser caches it across pages, and pages keep no
 * inline script for the CSP to hash. It rides at the head of the module script every page
 * with islands already loads (the layout's), so it costs no request of its own: on a slow
 * phone each early request competes with the page's largest image for the first round
 * trips. Where there is no such script, it goes in a file of its own, loaded deferred.
 *
 * Later is safe: each <astro-island> starts when the element is defined, and waits for
 * its directive's "astro:{name}" event if the directive registers later.
 */
import { assetPath } from './asset-path.ts';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const DEFINES_ISLAND = 'customElements.define("astro-island"';
/** How every directive script registers itself (astro/src/runtime/client/*.ts, custom ones alike). */
const REGISTERS_DIRECTIVE = /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.[A-Za-z]+=/;

const isHydrationScript = (code: string) => code.includes(DEFINES_ISLAND) || REGISTERS_DIRECTIVE.test(code);

/**
 * Whether the page inlines the island runtime; throws when it has islands but no runtime this
 * code recognises, so an Astro upgrade cannot slip past.
 */
function hasIslandRuntime(html: string): boolean {
  const found = findHydrationScripts(html).some((s) => s.includes(DEFINES_ISLAND));
  if (!found && html.includes('<astro-island')) throw new Error('page has islands but no recognisable island runtime');
  return found;
}

/** The page's inline hydration scripts (runtime and directives), in document order. */
export function findHydrationScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1] ?? '').filter(isHydrationScript);
}

/**
 * One script from the hydration scripts of every page: directives first, then the runtime,
 * each once, in a stable order so the file's name only changes when its code does.
 */
export function hydrationBundle(scripts: Iterable<string>): string {
  const unique = [...new Set(scripts)].sort();
  const runtime = unique.filter((s) => s.includes(DEFINES_ISLAND));
  if (runtime.length !== 1) throw new Error(`expected one island runtime, found ${runtime.length}`);
  return [...unique.filter((s) => !s.includes(DEFINES_ISLAND)), ...runtime].join('\n') + '\n';
}

/** A content-addressed path for the bundle, e.g. /_astro/hydration.3f2a9c1b0d.js. */
export const hydrationBundlePath = (bundle: string): string => assetPath('hydration', bundle, 'js');

/**
 * The page with its inline hydration scripts removed and one deferred script from `src` in
 * place of the first. Throws when the page has islands but no runtime this code recognises,
 * so an Astro upgrade cannot slip past.
 */
export function externalizeHydration(html: string, src: string): string {
  if (!hasIslandRuntime(html)) return html;
  let placed = false;
  return html.replace(INLINE_SCRIPT, (tag, code: string) => {
    if (!isHydrationScript(code)) return tag;
    if (placed) return '';
    placed = true;
    return `<script src="${src}" defer></script>`;
  });
}

/** The src of each external module script of a page, in document order. */
export function moduleScripts(html: string): string[] {
  return [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1] ?? '');
}

/** The module script that every page with islands loads, if there is one. */
export function sharedModuleScript(pages: Iterable<string>): string | undefined {
  // Narrowed page by page, the first page's order kept: the pages can be read one at a time.
  let shared: string[] | undefined;
  for (const html of pages) {
    if (!html.includes('<astro-island')) continue;
    const list = moduleScripts(html);
    shared = shared === undefined ? list : shared.filter((src) => list.includes(src));
  }
  return shared?.[0];
}

/**
 * The shared module's code with the hydration bundle first. A module's imports are hoisted,
 * so the bundle still runs after them and before the module's own statements.
 */
export const moduleWithHydration = (bundle: string, moduleCode: string): string => `${bundle}${moduleCode}`;

/** A content-addressed path for the combined module, e.g. /_astro/site.3f2a9c1b0d.js. */
export const siteScriptPath = (code: string): string => assetPath('site', code, 'js');

/**
 * The page with its inline hydration scripts removed and its module script `from` replaced by `to`,
 * the module that now carries them, named on <body data-site-script> for the page's inline loader to
 * request once the page has painted (src/client/site-script-loader.js). Requested from the page, at
 * any priority, it was counted into a simulated phone's paints: Lighthouse counts every request that
 * ended before the observed paint, and on loopback the script had (a text page's largest paint read
 * ~80 ms more with it; docs/performance.md). Throws when the page has islands but does not load
 * `from`, or has no runtime this code recognises, or has no <body> to name it on.
 */
export function moveHydrationIntoModule(html: string, from: string, to: string): string {
  const hasRuntime = hasIslandRuntime(html);
  if (!moduleScripts(html).includes(from)) {
    if (hasRuntime) throw new Error(`page has islands but does not load ${from}`);
    return html;
  }
  if (!/<body\b/.test(html)) throw new Error(`page loads ${from} but has no <body> to name ${to} on`);
  return html
    .replace(INLINE_SCRIPT, (tag, code: string) => (isHydrationScript(code) ? '' : tag))
    .replace(`<script type="module" src="${from}"></script>`, '')
    .replace(/<body\b/, `<body ${SITE_SCRIPT_ATTRIBUTE}="${to}"`);
}

/** The attribute on <body> that names the site's script (src/client/site-script-loader.js reads it). */
export const SITE_SCRIPT_ATTRIBUTE = 'data-site-script';

/**
 * The page without its islands' uid attributes. Astro hashes each island's absolute source path
 * into it (for the dev server's hot reload; the island runtime never reads it), so the same
 * content built in another checkout came out a few bytes different: enough to move Home across
 * its first-round-trip line, and builds that are byte-identical only in one folder.
 */
export function withoutIslandUids(html: string): string {
  return html.replace(/(<astro-island\b[^>]*?) uid="[^"]*"/g, '$1');
}
