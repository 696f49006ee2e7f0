/**
 * The desk as Astro integrations, added by astro.config.mjs only while `npm run desk` runs
 * (Keystatic's own recipe: its routes are server routes, and the static build needs no adapter):
 * Keystatic itself, then the desk's part — the forms' context as a module, the save that keeps
 * what was not edited, the content check on every preview page, and a content change that
 * refreshes the preview without reloading the forms.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import keystatic from '@keystatic/astro';
import type { AstroIntegration } from 'astro';
import { DESK_CONTEXT_MODULE } from './context.ts';
import { contentReload } from './content-reload.ts';
import { readDeskContext } from './read-context.ts';

/**
 * The builds and test output of the project folder. A build writes HTML, and Vite reloads every open
 * page for each HTML file written under its root: `npm run build` beside the desk would reload the
 * preview once a file, cutting short whatever the operator was doing.
 */
const BUILD_OUTPUT = /^(dist(-[\w-]+)?|\.tmp)([/\\]|$)/;
export const isBuildOutput = (root: string, path: string) => BUILD_OUTPUT.test(relative(root, path));

/**
 * A file's change is told once it has been written whole. A save (Keystatic's, the hand import's)
 * empties the file, then writes it; the watcher tells of the first, and of nothing else for 50 ms
 * after. A content loader reading at that moment found an empty file, refused it, and heard of
 * no more, so the content store kept the file as it was before the save until the next one.
 * Waiting for the file's size to hold still costs each change ~0.1 s.
 */
const WRITE_FINISHED = { stabilityThreshold: 100, pollInterval: 20 };

function deskPart(): AstroIntegration {
  return {
    name: 'the-last-stack-desk',
    hooks: {
      'astro:config:setup': ({ config, updateConfig, injectRoute, injectScript, addMiddleware }) => {
        const root = fileURLToPath(config.root);
        const context = readDeskContext(root);
        const resolved = `\0${DESK_CONTEXT_MODULE}`;
        updateConfig({
          // Keystatic's URLs have no trailing slash (/keystatic/collection/episodes/item/<slug>,
          // /api/keystatic/tree); the site's pages keep theirs.
          trailingSlash: 'ignore',
          vite: {
            server: {
              watch: { ignored: [(path: string) => isBuildOutput(root, path)], awaitWriteFinish: WRITE_FINISHED },
            },
            plugins: [
              {
                name: 'desk-context',
                resolveId: (id: string) => (id === DESK_CONTEXT_MODULE ? resolved : null),
                load: (id: string) => (id === resolved ? `export default ${JSON.stringify(context)};` : null),
              },
              contentReload(),
            ],
          },
        });
        const fileApi = new URL('./file-api.ts', import.meta.url);
        for (const pattern of ['/api/keystatic/tree', '/api/keystatic/blob/[...path]', '/api/keystatic/update']) {
          injectRoute({ pattern, entrypoint: fileApi, prerender: false });
        }
        // A key hand from a PHH file, pasted or uploaded, checked before it is saved (docs/desk.md).
        injectRoute({
          pattern: '/desk/hands',
          entrypoint: new URL('./hand-import.astro', import.meta.url),
          prerender: false,
        });
        // The next season, started in a form: its number, its cast picked from everyone (docs/desk.md).
        injectRoute({
          pattern: '/desk/seasons',
          entrypoint: new URL('./season-add.astro', import.meta.url),
          prerender: false,
        });
        // On the pages Astro renders: a saved change reloads the site's, never a form (content-reload.ts).
        const reloadClient = fileURLToPath(new URL('./content-reload-client.ts', import.meta.url));
        injectScript('page', `import ${JSON.stringify(reloadClient)};`);
        addMiddleware({ entrypoint: new URL('./content-check-middleware.ts', import.meta.url), order: 'pre' });
      },
    },
  };
}

export const deskIntegrations = (): AstroIntegration[] => [keystatic(), deskPart()];
