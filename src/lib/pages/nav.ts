/** The site's navigation structure (routes, not facts: labels name pages of this site). */
import { ABOUT_PATH, CAST_PATH, EPISODES_PATH, HOME_PATH, SCHEDULE_PATH } from '../seo/urls.ts';
export interface NavItem {
  label: string;
  href: string;
}

export const primaryNav: readonly NavItem[] = [
  { label: 'Home', href: HOME_PATH },
  { label: 'About', href: ABOUT_PATH },
  { label: 'Cast', href: CAST_PATH },
  { label: 'Episodes', href: EPISODES_PATH },
  { label: 'Schedule', href: SCHEDULE_PATH },
];

/** Footer quick links. /blog/ has no route yet (spec): it reaches the 404 catch-all. */
export const footerQuickLinks: readonly NavItem[] = [
  { label: 'Episodes', href: EPISODES_PATH },
  { label: 'Cast', href: CAST_PATH },
  { label: 'Schedule', href: SCHEDULE_PATH },
  { label: 'Blog', href: '/blog/' },
];

/** The nav item a page belongs to: its own, or its section's (/cast/x/ -> Cast). */
export function isCurrent(item: NavItem, path: string): boolean {
  if (item.href === '/') return path === '/';
  return path === item.href || path.startsWith(item.href);
}
