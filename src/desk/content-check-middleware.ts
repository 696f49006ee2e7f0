/**
 * While the desk runs, every preview page first runs the build's content check (the same
 * lib/content/content-check.ts npm run build runs) and, when the build would refuse the content,
 * shows its problems instead of the page. Astro's dev server only logs a schema error and keeps
 * the last good data, and it never runs the checks across files (chip counts that add up, hands).
 */
import { resolve } from 'node:path';
import { defineMiddleware } from 'astro:middleware';
import { checkContent } from '../lib/content/content-check.ts';
import { contentDir } from '../lib/content/content-sources.ts';
import { problemsPage } from '../lib/desk/problems-page.ts';

/** The desk itself (its forms, /desk/hands), its API and the dev server's own files are not preview pages. */
const NOT_A_PAGE = /^\/(keystatic|desk|api\/keystatic|_astro|_image|@|node_modules|src)(\/|$)/;

export const onRequest = defineMiddleware((context, next) => {
  if (NOT_A_PAGE.test(context.url.pathname)) return next();
  const { problems } = checkContent(process.cwd(), resolve(contentDir()));
  if (problems.length === 0) return next();
  return new Response(problemsPage(problems), {
    status: 500,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
});
