/**
 * The web app manifest, from content/site.yaml. The scalable icon is the favicon itself, as a
 * data: URL: Chromium fetches one of a manifest's icons while each page loads (its install
 * check), and it picks the "any"-size one, so that check costs no request beside the page's
 * first paint. Installers that want bitmaps have the 192 and 512 px PNGs.
 */
import { readFileSync } from 'node:fs';
import type { APIRoute } from 'astro';
import { getSite } from '../data/index.ts';

/** An SVG as a data: URL, percent-encoded (smaller than base64 for markup). */
const svgDataUrl = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;

export const GET: APIRoute = async () => {
  const site = await getSite();
  const manifest = {
    name: site.title,
    short_name: site.title,
    description: site.description,
    lang: site.language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: site.themeColor,
    theme_color: site.themeColor,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: svgDataUrl(readFileSync('public/favicon.svg', 'utf8')), sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
};
