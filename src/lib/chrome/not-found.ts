/** Which view the 404 page shows for a path (the 404 design of DESIGN.md). */
export type NotFoundView =
  | { kind: 'cast-profile'; slug: string }
  | { kind: 'cast-not-found' }
  | { kind: 'episode-coming-soon' }
  | { kind: 'redirect-home' };

export function notFoundView(pathname: string, castSlugs: readonly string[]): NotFoundView {
  const cast = /^\/cast\/([^/]+)\/?$/i.exec(pathname);
  if (cast) {
    let slug = '';
    try {
      slug = decodeURIComponent(cast[1] ?? '').toLowerCase();
    } catch {
      // A malformed escape is simply not a known slug.
    }
    return castSlugs.includes(slug) ? { kind: 'cast-profile', slug } : { kind: 'cast-not-found' };
  }
  if (/^\/episodes\/[^/]+\/?$/i.test(pathname)) return { kind: 'episode-coming-soon' };
  return { kind: 'redirect-home' };
}
