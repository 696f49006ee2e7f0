/** Every internal link and asset resolves; every external link opens safely in a new tab. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DIST, htmlFiles, pathOf, readPage } from './dist.ts';

/** The spec's footer link to /blog has no route: it reaches the 404 catch-all on purpose. */
const KNOWN_CATCH_ALL = new Set(['/blog/']);
const site = parse(readFileSync('content/site.yaml', 'utf8')) as { partners: { sponsor: { url: string } } };

function resolves(path: string): boolean {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? '');
  const file = join(DIST, clean);
  if (clean.endsWith('/')) return existsSync(join(file, 'index.html'));
  return existsSync(file) && statSync(file).isFile();
}

const pages = htmlFiles().map((f) => ({ path: pathOf(f), page: readPage(f), raw: readFileSync(f, 'utf8') }));

describe('links', () => {
  it("resolves every internal link and asset (the spec's /blog/ is the one catch-all)", () => {
    const broken: string[] = [];
    const catchAll = new Set<string>();
    for (const { path, page } of pages) {
      const refs = [
        ...page.querySelectorAll('a[href]').map((a) => a.getAttribute('href') ?? ''),
        ...page.querySelectorAll('link[href]').map((l) => l.getAttribute('href') ?? ''),
        ...page.querySelectorAll('[src]').map((e) => e.getAttribute('src') ?? ''),
        ...page
          .querySelectorAll('[srcset]')
          .flatMap((e) => (e.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0] ?? '')),
      ];
      for (const ref of refs) {
        if (!ref.startsWith('/')) continue;
        if (KNOWN_CATCH_ALL.has(ref)) {
          catchAll.add(ref);
          continue;
        }
        if (!resolves(ref)) broken.push(`${path} -> ${ref}`);
      }
      // Every in-page link names an element, a key hand's street links (#flop) too: a shared one
      // lands on its street with JavaScript off.
      for (const a of page.querySelectorAll('a[href^="#"]')) {
        const id = (a.getAttribute('href') ?? '').slice(1);
        if (id && !page.querySelector(`[id="${id}"]`)) broken.push(`${path} -> #${id}`);
      }
    }
    expect(broken).toEqual([]);
    expect([...catchAll]).toEqual(['/blog/']);
  });

  it('opens every external link in a new tab with noopener noreferrer (sponsor links also sponsored)', () => {
    const sponsorHost = new URL(site.partners.sponsor.url).host;
    for (const { path, page } of pages) {
      for (const a of page.querySelectorAll('a[href^="http"]')) {
        const href = a.getAttribute('href') ?? '';
        const rel = (a.getAttribute('rel') ?? '').split(/\s+/);
        expect(a.getAttribute('target'), `${path}: ${href}`).toBe('_blank');
        expect(rel, `${path}: ${href}`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
        if (new URL(href).host === sponsorHost) expect(rel, `${path}: ${href}`).toContain('sponsored');
      }
    }
  });

  it('has no http:// URLs', () => {
    for (const { path, raw } of pages) {
      const insecure = raw.match(/http:\/\/[^\s"'<>)]+/g) ?? [];
      // SVG's XML namespace is an identifier, never fetched.
      expect(
        insecure.filter((u) => !u.startsWith('http://www.w3.org/')),
        path,
      ).toEqual([]);
    }
  });
});
