// The Lighthouse gate's floor (scripts/perf/gate.mjs): two pages measured on the same server as the
// routes, interleaved with them, that the routes' paints are held against as ratios. They are what
// the protocol, the connection and this machine cost any page, whatever the site does:
//   text  a bare page of text: a heading and paragraphs in the system font, nothing else;
//   image the same page with one hero image as large as Home's poster: Home's own priority image
//         (its preload and <picture>, the same files), shown as large as Home shows it.
// They are written at gate time into .tmp/perf-floor/ and served under FLOOR_PATH by the gate's
// nginx only (floorLocation); they are never part of a built site, its pages or its sitemap.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const FLOOR_PATH = '/__floor/';
const DIR = resolve('.tmp/perf-floor');

const TEXT = `<h1>The Last Stack</h1>
<p>Sixteen of the world's best poker players sit down at one table. Twelve episodes later, one of
them holds every chip. This page is the floor the performance gate measures the site against: text
in the system font, and nothing the site adds.</p>
<p>Every route's first and largest paints are divided by this page's, measured on the same server
in the same minutes, so a slow machine or a slower protocol moves both.</p>`;

/** A floor page: the bare page, with `head` and `body` added (the image floor's preload and picture). */
const page = (title, { head = '', body = '' } = {}) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="The performance gate's floor page.">
${head}
<style>body{margin:0;font-family:system-ui,sans-serif;background:#0b0f0d;color:#f5f1e6;line-height:1.5}main{padding:1rem}h1{font-size:2.25rem;line-height:1.1}img{display:block;width:100%;height:34rem;object-fit:cover}</style>
</head>
<body>
<main>
${body}
${TEXT}
</main>
</body>
</html>
`;

/**
 * Home's priority image as its HTML has it: the preload link and the <picture> of the image marked
 * data-hero-poster, reduced to what loads and sizes it (the site's classes and sizes stay out: the
 * floor's style shows it full width and as tall as Home's hero). Throws when Home has none.
 */
export function homePoster(homeHtml) {
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(homeHtml)?.[0];
  const picture = /<picture>(?:(?!<\/picture>)[\s\S])*?data-hero-poster[\s\S]*?<\/picture>/.exec(homeHtml)?.[0];
  if (!preload || !picture) {
    throw new Error(
      "Home has no priority image (a preload and a <picture> with data-hero-poster): the image floor copies Home's",
    );
  }
  return { preload, picture: picture.replace(/\sclass="[^"]*"/g, '').replace(/\sdata-hero-poster/, '') };
}

/** Writes the two floor pages from the built site in `siteDir`; returns their paths on the server. */
export function writeFloorPages(siteDir = 'dist') {
  const { preload, picture } = homePoster(readFileSync(join(siteDir, 'index.html'), 'utf8'));
  const pages = {
    text: page('Floor: text'),
    image: page('Floor: text and a hero image', { head: preload, body: picture }),
  };
  for (const [name, html] of Object.entries(pages)) {
    mkdirSync(join(DIR, name), { recursive: true });
    writeFileSync(join(DIR, name, 'index.html'), html);
  }
  return { text: `${FLOOR_PATH}text/`, image: `${FLOOR_PATH}image/` };
}

/** The nginx location that serves the floor pages (added to the gate's server block only). */
export const floorLocation = () => `location ^~ ${FLOOR_PATH} { alias ${DIR}/; }`;
