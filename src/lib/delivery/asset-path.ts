import { createHash } from 'node:crypto';

/**
 * A content-addressed path for a file the post-build step writes, e.g.
 * /_astro/site.3f2a9c1b0d.js: the name changes exactly when the text does, so it can be
 * cached for a year (deploy/nginx.conf).
 */
export function assetPath(stem: string, text: string, extension: string): string {
  return `/_astro/${stem}.${createHash('sha256').update(text).digest('hex').slice(0, 10)}.${extension}`;
}
