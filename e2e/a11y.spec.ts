import AxeBuilder from '@axe-core/playwright';
import { expect, renderAllSections, sitemapPaths, test } from './fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const paths = [...sitemapPaths(), '/cast/no-such-member/', '/episodes/no-such-episode/'];

test.describe('axe: WCAG 2.2 AA on every URL of the sitemap', () => {
  for (const path of paths) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await renderAllSections(page);
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
});
