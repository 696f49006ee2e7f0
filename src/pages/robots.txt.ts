/** robots.txt, pointing crawlers at the sitemap on the configured site URL. */
import type { APIRoute } from 'astro';
import { siteOrigin } from '../data/index.ts';

export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin()}/sitemap-index.xml\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
