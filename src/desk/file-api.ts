/**
 * The desk's file API (/api/keystatic/tree, /blob/…, /update: more specific than Keystatic's own
 * catch-all, which stays for the rest). Keystatic's own handler serves them, over the folder that
 * holds the content folder: Keystatic hides what .gitignore names, so a copy in .cache/ (the e2e
 * test's) is still seen. On a save, each YAML file the form wrote is first laid onto the file as
 * it was (lib/desk/save-merge.ts), so only what was edited changes and comments, styles and
 * offsets stay, and prettier writes it as `npm run lint` expects.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import config from 'virtual:keystatic-config';
import { contentDir, contentSources } from '../lib/content/content-sources.ts';
import { readsAlike } from '../lib/desk/read-alike.ts';
import { mergeSave } from '../lib/desk/save-merge.ts';

export const prerender = false;

/** Keystatic's base: the content folder's parent, so its paths are content/… (desk/context.ts). */
const BASE = dirname(resolve(contentDir()));
const CONTENT = basename(resolve(contentDir()));

const SEASON_FILE = /^\/seasons\/\d+\/season\.yaml$/;
const EPISODE_FILE = /^\/seasons\/\d+\/episodes\/[^/]+\.yaml$/;

/** The schema of the file at `path` (relative to the root), for what counts as unchanged. */
function shapeOf(path: string): Record<string, z.ZodType> | undefined {
  const inContent = path.startsWith(`${CONTENT}/`) ? path.slice(CONTENT.length) : '';
  const source =
    path === `${CONTENT}/site.yaml`
      ? contentSources.site
      : SEASON_FILE.test(inContent)
        ? contentSources.seasons
        : EPISODE_FILE.test(inContent)
          ? contentSources.episodes
          : path.startsWith(`${CONTENT}/cast/`)
            ? contentSources.cast
            : undefined;
  return (source?.schema(() => z.string()) as z.ZodObject | undefined)?.shape;
}

async function keptFile(path: string, written: string): Promise<string> {
  const file = join(BASE, path);
  const original = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const shape = shapeOf(path);
  const merged = mergeSave(original, parse(written) ?? {}, shape ? { same: readsAlike(shape) } : {});
  return format(merged, { ...(await resolveConfig(file)), filepath: file });
}

const keystatic = makeGenericAPIRouteHandler({ config, localBaseDirectory: BASE });

async function answer(request: Request): Promise<Response> {
  const { body, status, headers } = await keystatic(request);
  return new Response(body as BodyInit | null, { status: status ?? 200, headers: headers ?? {} });
}

export const GET: APIRoute = ({ request }) => answer(request);

export const POST: APIRoute = async ({ request }) => {
  const body = (await request.json()) as { additions?: { path: string; contents: string }[]; deletions?: unknown };
  for (const addition of body.additions ?? []) {
    // Keystatic's handler refuses a path outside its folders; this never reads one either.
    if (!/\.ya?ml$/.test(addition.path) || addition.path.split('/').some((part) => part === '..' || part === ''))
      continue;
    const written = Buffer.from(addition.contents, 'base64').toString('utf8');
    addition.contents = Buffer.from(await keptFile(addition.path, written)).toString('base64');
  }
  return answer(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(body) }));
};
