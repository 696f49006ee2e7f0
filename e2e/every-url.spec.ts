/**
 * Every URL of the sitemap, and two that are not pages, in one visit each: WCAG 2.2 AA by axe, and
 * no violation of the page's own CSP as served, through load, a scroll to the end and what that
 * loads (the HTTP contract itself: e2e/http-contract.spec.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, renderAllSections, sitemapPaths, test } from './fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const paths = [...sitemapPaths(), '/cast/no-such-member/', '/episodes/no-such-episode/'];

test.describe('every URL: WCAG 2.2 AA (axe), and no CSP violation', () => {
  for (const path of paths) {
    test(path, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __csp: string[] }).__csp = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await renderAllSections(page);
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
      // To the end of the page: what loads as sections come into view (count-up, deferred styles).
      await page.mouse.wheel(0, 20000);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    });
  }
});
