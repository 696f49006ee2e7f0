/** What a look of the trail (Breadcrumb.astro) draws: three crumbs, the page itself last, in its visible word. */
import type { Crumb } from '../../../lib/seo/crumbs.ts';

export interface TrailProps {
  first: Crumb;
  middle: Crumb;
  here: Crumb;
}
