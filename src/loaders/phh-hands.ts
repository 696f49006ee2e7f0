/**
 * A content loader for the key hands written as PHH files (content/seasons/<n>/hands/<episode>/<id>.phh),
 * one entry per file, id "<episode>/<id>". It reads through lib/content/hand-files.ts, the reader
 * the content check uses, and refuses to load a folder the check would refuse.
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import type { Loader } from 'astro/loaders';
import { readHandFiles } from '../lib/content/hand-files.ts';
import { formatProblem } from '../lib/content/problem.ts';
import { SEASONS_DIR } from '../lib/content/content-sources.ts';
import { serialSync } from './serial-sync.ts';

export function phhHands(contentDir: string): Loader {
  return {
    name: 'phh-hands',
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      const sync = async () => {
        const { files, problems } = readHandFiles(root, resolve(root, contentDir));
        if (problems.length > 0) throw new Error(`Key hand files:\n${problems.map(formatProblem).join('\n')}`);
        context.store.clear();
        for (const { season, episode, id, file, doc } of files) {
          const data = await context.parseData({ id: `${episode}/${id}`, data: { season, episode, file, doc } });
          context.store.set({
            id: `${episode}/${id}`,
            data,
            filePath: file,
            digest: context.generateDigest(JSON.stringify(doc)),
          });
        }
      };
      await sync();
      // `astro dev` (the desk's preview): a saved hand shows up without a restart.
      const resync = serialSync(sync, (error) => context.logger.error(String(error)));
      const dir = resolve(root, contentDir, SEASONS_DIR);
      context.watcher?.add(dir);
      context.watcher?.on('all', (_event, path) => {
        if (path.startsWith(dir) && path.endsWith('.phh')) void resync();
      });
    },
  };
}
