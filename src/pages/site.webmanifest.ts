/**
 * The web app manifest, from content/site.yaml. PNG icons only: Chromium fetches a manifest's
 * icons while the page loads to check installability, and an "any"-size SVG made it fetch
 * favicon.svg a second time, competing with the page's first paint.
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
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
};
