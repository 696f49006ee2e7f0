/**
 * Build-time share images: one 1200x630 PNG per page, at the path lib/seo/meta.ts's ogImagePath()
 * gives, drawn by share-cards/draw-card.ts.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCurrentSeason, getSite } from '../../data/index.ts';
import { ogImagePath } from '../../lib/seo/meta.ts';
import type { OgCardText } from '../../lib/seo/og-card.ts';
import type { OgTable } from '../../lib/seo/og-table-card.ts';
import { sharePng } from '../../share-cards/draw-card.ts';
import type { ShareCard } from '../../routes/page-kind.ts';
import { allShareCards } from '../../routes/registry.ts';

/** Every page's card, as its kind of page says it (routes/registry.ts), and one for anything else. */
export const getStaticPaths = (async () => {
  const [site, current, cards] = await Promise.all([getSite(), getCurrentSeason(), allShareCards()]);
  const fallback: ShareCard = {
    eyebrow: `Season ${current.number} · ${current.players} players`,
    title: site.title,
    subtitle: site.tagline,
  };
  const base = { siteName: site.title, tagline: site.tagline };
  return [...cards, ['default', fallback] as const].map(([path, subject]) => ({
    params: {
      image: ogImagePath(path)
        .replace(/^\/og\//, '')
        .replace(/\.png$/, ''),
    },
    props: { card: { ...base, ...subject } satisfies OgCardText & { table?: OgTable } },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { card } = props as { card: OgCardText & { table?: OgTable } };
  return new Response(new Uint8Array(await sharePng(card)), { headers: { 'Content-Type': 'image/png' } });
};
