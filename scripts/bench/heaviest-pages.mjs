// The heaviest page of each type in a built site, as the byte budgets weigh a page
// (tests-dist/page-bytes.ts: critical bytes, JS on load, total, all brotli as served), and what the
// show's long lists come to: the feed's items, the sitemap's URLs against the pages built, the
// calendars. Printed as Markdown by `npm run bench:scale` for its largest show, or alone:
// `node scripts/bench/heaviest-pages.mjs DIR`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from '../../tests-dist/dist.ts';
import { pageBytes } from '../../tests-dist/page-bytes.ts';

/** A page's type: its route, with its slugs and numbers as the route's parameters. */
export function pageType(path) {
  return path
    .replace(/^\/cast\/[^/]+\/$/, '/cast/[slug]/')
    .replace(/^\/cast\/[^/]+\/hands\/$/, '/cast/[slug]/hands/')
    .replace(/^\/episodes\/[^/]+\/hands\/[^/]+\/$/, '/episodes/[slug]/hands/[id]/')
    .replace(/^\/embed\/hands\/[^/]+\/[^/]+\/$/, '/embed/hands/[slug]/[id]/')
    .replace(/^\/episodes\/(?!rss)[^/]+\/$/, '/episodes/[slug]/')
    .replace(/^\/seasons\/\d+\//, '/seasons/[n]/');
}

export function heaviestPages(dir) {
  const heaviest = new Map();
  const counts = new Map();
  for (const file of htmlFiles(dir).filter((f) => !f.endsWith('404.html'))) {
    const page = pageBytes(dir, file);
    const type = pageType(page.path);
    counts.set(type, (counts.get(type) ?? 0) + 1);
    const row = {
      type,
      path: page.path,
      html: statSync(file).size,
      critical: page.critical,
      js: page.js,
      total: page.total,
    };
    if ((heaviest.get(type)?.total ?? -1) < row.total) heaviest.set(type, row);
  }
  return [...heaviest.values()]
    .map((row) => ({ ...row, pages: counts.get(row.type) }))
    .sort((a, b) => a.type.localeCompare(b.type));
}

export function longLists(dir) {
  const read = (file) => readFileSync(join(dir, file), 'utf8');
  const feed = read('episodes/rss.xml');
  const sitemap = readdirSync(dir).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  const urls = sitemap.reduce((n, f) => n + (read(f).match(/<loc>/g)?.length ?? 0), 0);
  const pages = htmlFiles(dir).filter((f) => !f.endsWith('404.html')).length;
  const calendars = readdirSync(join(dir, 'calendar')).filter((f) => f.endsWith('.ics')).length;
  return {
    feed: `${feed.match(/<item>/g)?.length ?? 0} items, ${statSync(join(dir, 'episodes/rss.xml.br')).size} B brotli`,
    sitemap: `${urls} URLs for ${pages} pages (the 404 page is not one)`,
    calendars: `${calendars} episode calendars, the season's ${statSync(join(dir, 'schedule.ics')).size} B`,
  };
}

export function printHeaviest(dir) {
  console.log(
    `\nThe heaviest page of each type in ${dir} (bytes: HTML as built; critical, JS on load, total as served):\n`,
  );
  console.log('| type | pages | heaviest | HTML | critical | JS on load | total |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of heaviestPages(dir)) {
    console.log(`| ${r.type} | ${r.pages} | ${r.path} | ${r.html} | ${r.critical} | ${r.js} | ${r.total} |`);
  }
  const lists = longLists(dir);
  console.log(`\nFeed: ${lists.feed}. Sitemap: ${lists.sitemap}. Calendars: ${lists.calendars}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) printHeaviest(process.argv[2] ?? 'dist');
