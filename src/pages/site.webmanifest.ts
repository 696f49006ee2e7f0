/**
 * The web app manifest, from content/site.yaml. The SVG icon is listed too: Chromium fetches
 * one of a manifest's icons while the page loads (its install check), and with the SVG that
 * is favicon.svg, already fetched (and cached for a day) for the tab, not a 4 KB PNG.
 */
import type { APIRoute } from 'astro';
import { getSite } from '../data.ts';

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
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
};
