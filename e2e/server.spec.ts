/** No page breaks its own CSP as served (the HTTP contract itself: e2e/http-contract.spec.ts). */
import { expect, sitemapPaths, test } from './fixtures.ts';

test.describe('CSP', () => {
  for (const path of [...sitemapPaths(), '/cast/nobody/', '/episodes/anything/']) {
    test(`${path}: no violations`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __csp: string[] }).__csp = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 20000);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    });
  }
});
