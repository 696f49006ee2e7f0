/** The site's navigation structure (routes, not facts: labels name pages of this site). */
export interface NavItem {
  label: string;
  href: string;
}

export const primaryNav: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about/' },
  { label: 'Cast', href: '/cast/' },
  { label: 'Episodes', href: '/episodes/' },
  { label: 'Schedule', href: '/schedule/' },
];

/** Footer quick links. /blog/ has no route yet (spec): it reaches the 404 catch-all. */
export const footerQuickLinks: readonly NavItem[] = [
  { label: 'Episodes', href: '/episodes/' },
  { label: 'Cast', href: '/cast/' },
  { label: 'Schedule', href: '/schedule/' },
  { label: 'Blog', href: '/blog/' },
];

/** The nav item a page belongs to: its own, or its section's (/cast/x/ -> Cast). */
export function isCurrent(item: NavItem, path: string): boolean {
  if (item.href === '/') return path === '/';
  return path === item.href || path.startsWith(item.href);
}
