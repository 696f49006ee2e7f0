/**
 * Every URL of the sitemap, and two that are not pages, in one visit each: WCAG 2.2 AA by axe, and
 * no violation of the page's own CSP as served, through load, a scroll to the end and what that
 * loads (the HTTP contract itself: e2e/http-contract.spec.ts); and for every page, no console error
 * and nothing fetched from another host but the video embed (the not-pages log the unknown path, by
 * design). Today's site (dist/, nginx), and the season over (dist-finale/,
 * scripts/build-airing.mjs): every page it adds or changes.
 */
import AxeBuilder from '@axe-core/playwright';
import { finaleURL } from '../playwright.config.ts';
import { expect, renderAllSections, sitemapPaths, test } from './fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const NOT_PAGES = ['/cast/no-such-member/', '/episodes/no-such-episode/'];
/**
 * The season over is read at the phone's width alone (its pages are today's templates with more in
 * them; e2e/finale.spec.ts reads its main pages at 360 and 1440 px): both projects took ~130 s more.
 */
const SITES = [
  { name: 'every URL', origin: '', paths: [...sitemapPaths(), ...NOT_PAGES], phoneOnly: false },
  {
    name: 'every URL of the season over (dist-finale)',
    origin: finaleURL,
    paths: sitemapPaths('dist-finale'),
    phoneOnly: true,
  },
];

for (const { name, origin, paths, phoneOnly } of SITES) {
  test.describe(`${name}: WCAG 2.2 AA (axe), and no CSP violation`, () => {
    test.skip(({ isMobile }) => phoneOnly && !isMobile, 'read at the phone width');
    for (const path of paths) {
      test(path, async ({ page, guard }) => {
        await page.addInitScript(() => {
          (window as unknown as { __csp: string[] }).__csp = [];
          document.addEventListener('securitypolicyviolation', (e) => {
            (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
          });
        });
        await page.goto(`${origin}${path}`);
        await page.waitForLoadState('networkidle');
        await renderAllSections(page);
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
        // To the end of the page: what loads as sections come into view (count-up, deferred styles).
        await page.mouse.wheel(0, 20000);
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
        expect(guard.blocked.filter((u) => !u.startsWith('https://www.youtube-nocookie.com/'))).toEqual([]);
        if (!NOT_PAGES.includes(path)) expect(guard.consoleErrors).toEqual([]);
      });
    }
  });
}
