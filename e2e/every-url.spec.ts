/**
 * Every URL of the sitemap, and two that are not pages, in one visit each: WCAG 2.2 AA by axe, and
 * no violation of the page's own CSP as served, through load, a scroll to the end and what that
 * loads (the HTTP contract itself: e2e/http-contract.spec.ts); and for every page, no console error
 * and nothing fetched from another host but the video embed (the not-pages log the unknown path, by
 * design); its structure, footer and sponsor banner (e2e/page-chrome.ts), and the footer's icons
 * from one request of their sprite; on today's site, the spec's screen of each page as loaded
 * (e2e/screens/: texts, counts, order, links). Today's site (dist/, nginx), the season over
 * (dist-finale/, scripts/build-airing.mjs): every page it adds or changes, and three seasons
 * (dist-seasons/): each page type they add or change.
 */
import { AXE_TAGS, axeViolations } from './axe.ts';
import { SEASONS_PAGES } from '../scripts/build-airing.mjs';
import { finaleURL, PHONE_ONLY, seasonsURL } from '../playwright.config.ts';
import { afterPaintMounted, expect, networkQuiet, renderAllSections, sitemapPaths, test } from './fixtures.ts';
import { expectFooter, expectSponsorBanner, expectStructure } from './page-chrome.ts';
import { expectScreen } from './screens/index.ts';

const NOT_PAGES = ['/cast/no-such-member/', '/episodes/no-such-episode/'];
/**
 * The season over is read at the phone's width alone (its pages are today's templates with more in
 * them; e2e/finale.spec.ts reads its main pages at 360 and 1440 px): both projects took ~130 s more.
 */
const SITES = [
  { name: 'every URL', origin: '', paths: [...sitemapPaths(), ...NOT_PAGES], phoneOnly: false, screens: true },
  {
    name: 'every URL of the season over (dist-finale)',
    origin: finaleURL,
    paths: sitemapPaths('dist-finale'),
    phoneOnly: true,
    // Its screens: e2e/finale.spec.ts.
    screens: false,
  },
  {
    // The page types three seasons add or change (scripts/build-airing.mjs SEASONS_PAGES), at the
    // phone's width; the dist tests read all of its pages.
    name: 'the pages three seasons add (dist-seasons)',
    origin: seasonsURL,
    paths: SEASONS_PAGES,
    phoneOnly: true,
    screens: false,
  },
];

for (const { name, origin, paths, phoneOnly, screens } of SITES) {
  // Read at the phone width alone: listed in the mobile project only (playwright.config.ts).
  test.describe(`${name}: WCAG 2.2 AA (axe), and no CSP violation`, { tag: phoneOnly ? PHONE_ONLY : [] }, () => {
    for (const path of paths) {
      test(path, async ({ page, guard }) => {
        await page.addInitScript(() => {
          (window as unknown as { __csp: string[] }).__csp = [];
          document.addEventListener('securitypolicyviolation', (e) => {
            (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
          });
        });
        const sprites: string[] = [];
        page.on('request', (r) => {
          if (new URL(r.url()).pathname === '/icons.svg') sprites.push(r.url());
        });
        await page.goto(`${origin}${path}`);
        // The not-pages' own script sends the visitor on (src/pages/404.astro): the next page is waited for.
        if (NOT_PAGES.includes(path)) await page.waitForLoadState('networkidle');
        else await afterPaintMounted(page, guard);
        await expectStructure(page);
        await expectSponsorBanner(page, path);
        if (screens && !NOT_PAGES.includes(path)) await expectScreen(page, path);
        await renderAllSections(page);
        expect(await axeViolations(page, { tags: AXE_TAGS })).toEqual([]);
        // To the end of the page: what loads as sections come into view (count-up, deferred styles).
        await page.mouse.wheel(0, 20000);
        await networkQuiet(page, guard);
        await expectFooter(page);
        expect(sprites.length, 'requests of the icon sprite').toBeLessThanOrEqual(1);
        expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
        expect(guard.blocked.filter((u) => !u.startsWith('https://www.youtube-nocookie.com/'))).toEqual([]);
        if (!NOT_PAGES.includes(path)) expect(guard.consoleErrors).toEqual([]);
      });
    }
  });
}
