/** The icon sprite the footer's social icons use (see SPRITE_ICONS in lib/chrome/icons.ts). */
import type { APIRoute } from 'astro';
import { iconSprite } from '../lib/chrome/icons.ts';

export const GET: APIRoute = () =>
  new Response(iconSprite(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
