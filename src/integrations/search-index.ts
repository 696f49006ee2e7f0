/**
 * The site search's index: Pagefind reads the built pages once they are final (after
 * page-critical-path, which rewrites them) and writes its files to /pagefind/, its default, where the
 * search page's script imports /pagefind/pagefind.js from. Only pages whose main content is marked
 * (lib/search/search-kinds.ts) are read, and within them no disclosure (SEARCH_EXCLUDED) and nothing
 * marked data-pagefind-ignore. A build with no marked page (no key hand has
 * aired, so there is no search control) writes no index at all.
 */
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { SEARCH_EXCLUDED } from '../lib/search/search-kinds.ts';

/** Where Pagefind's files go, under the site's root: its default, so /pagefind/pagefind.js is the API. */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * Pagefind's ready-made interfaces, which it writes beside its API: this site's search page is its
 * own (client/site-search.ts), so they would only be bytes on the host nobody fetches.
 */
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

/**
 * Whether any built page is marked, reading pages only until one is: Pagefind reads every page
 * itself (addDirectory), so this step reading them all too would parse the whole site twice.
 */
async function anyMarkedPage(dir: string): Promise<boolean> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const e of entries)
    if (
      e.isFile() &&
      e.name.endsWith('.html') &&
      (await readFile(join(e.parentPath, e.name), 'utf8')).includes(' data-pagefind-body')
    )
      return true;
  return false;
}

async function bytesUnder(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(entries.filter((e) => e.isFile()).map((e) => stat(join(e.parentPath, e.name))));
  return sizes.reduce((sum, s) => sum + s.size, 0);
}

/** Fails the build with Pagefind's own words when it reports an error. */
function check(step: string, errors: readonly string[]): void {
  if (errors.length > 0) throw new Error(`search index: ${step} failed: ${errors.join('; ')}`);
}

export function searchIndex(): AstroIntegration {
  return {
    name: 'the-last-stack:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        if (!(await anyMarkedPage(out))) {
          logger.info('no page is marked for search (no key hand has aired): no index written');
          return;
        }
        const { index, errors } = await pagefind.createIndex({ excludeSelectors: [...SEARCH_EXCLUDED] });
        check('createIndex', errors);
        if (!index) throw new Error('search index: Pagefind returned no index');
        try {
          const added = await index.addDirectory({ path: out });
          check('addDirectory', added.errors);
          const outputPath = join(out, SEARCH_INDEX_DIR);
          check('writeFiles', (await index.writeFiles({ outputPath })).errors);
          for (const name of await readdir(outputPath)) if (UNUSED.test(name)) await rm(join(outputPath, name));
          logger.info(
            `${added.page_count} pages read; /${SEARCH_INDEX_DIR}/ holds ${((await bytesUnder(outputPath)) / 1024).toFixed(0)} KiB`,
          );
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
