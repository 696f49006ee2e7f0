/**
 * A page's place in the site as a list of crumbs: the visible trail and the BreadcrumbList both read
 * it (lib/seo/jsonld.ts breadcrumbNode). The steps many trails share are named here once.
 */
import { HOME_PATH, SEASONS_PATH } from './urls.ts';

/** A step of a page's trail: its name in the BreadcrumbList, and where the visible trail says less. */
export interface Crumb {
  name: string;
  path: string;
  /** The visible trail's word for it, when shorter than its name (an episode's code, "Key hand"). */
  short?: string;
}

/** Where every trail starts. */
export const HOME_CRUMB: Crumb = { name: 'Home', path: HOME_PATH };

/** The list of every season (/seasons/): its name is the list's heading and share card's title too. */
export const SEASONS_CRUMB: Crumb = { name: 'All Seasons', path: SEASONS_PATH };

/** A trail from Home down to `steps`, the page itself last. */
export const trailFromHome = (...steps: Crumb[]): Crumb[] => [HOME_CRUMB, ...steps];
