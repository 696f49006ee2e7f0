/**
 * Every face: all 17 cast members have a portrait on their card and their profile's
 * first screen; /cast/ loads the portraits on its first screen without a scroll, each file the size
 * its card needs (a 360 px phone's two-column grid included), and the rest only as they come near; the
 * stand-in for content without an image (initials in a circle) still works, on the airing fixture,
 * which leaves Jae-won Seo's image out (tests/fixtures/content-airing/cast/).
 */
import { airingURL, widthTag } from '../playwright.config.ts';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const CAST_SIZE = 17;
/** The files a srcset offers: each one's path and width. */
const candidates = (srcset: string) =>
  srcset.split(',').map((c) => {
    const [url = '', w = ''] = c.trim().split(/\s+/);
    return { url, width: Number.parseInt(w, 10) };
  });

test.describe('portraits', () => {
  test('every cast card shows a portrait, and every profile opens on one', async ({ page }) => {
    await page.goto('/cast/');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(CAST_SIZE);
    await expect(cards.locator('img')).toHaveCount(CAST_SIZE);
    const profiles = await cards.locator('h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const href of profiles) {
      await page.goto(href);
      const portrait = page.locator('main header img:not(.flag)');
      await expect(portrait, href).toHaveCount(1);
      await expect(portrait, href).toHaveAttribute('alt', /^Artwork of /);
      // On the first screen: its top is inside the viewport on arrival.
      const box = await portrait.boundingBox();
      expect(box?.y ?? Infinity, href).toBeLessThan(page.viewportSize()?.height ?? 0);
    }
  });

  /** The first card's picture once loaded: its rendered width, and the width of the file chosen from those offered. */
  async function chosenFile(img: Locator) {
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    const { rendered, file, offered } = await img.evaluate((i: HTMLImageElement) => ({
      rendered: i.getBoundingClientRect().width,
      file: i.currentSrc,
      offered: i.getAttribute('srcset') ?? '',
    }));
    const offers = candidates(offered);
    return { rendered, offers, chosen: offers.find((c) => file.endsWith(c.url))?.width };
  }

  test.describe('on a 360 px phone at 3x', widthTag(360), () => {
    test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

    test('/cast/ picks each portrait file by the width of its card, and asks for none far below', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'image') requested.push(r.url());
      });
      await page.goto('/cast/');
      const imgs = page.locator('main article img');
      await expect(imgs).toHaveCount(CAST_SIZE);
      const loading = await imgs.evaluateAll((list) => list.map((i) => i.getAttribute('loading')));
      expect(loading).toEqual(Array(CAST_SIZE).fill('lazy'));

      // The last card is ~3,000 px below the first screen: its portrait is not asked for yet.
      const slug = 'ruslan-temirov';
      await page.waitForLoadState('load');
      expect(requested.filter((u) => u.includes(slug))).toEqual([]);

      const first = imgs.first();
      await first.scrollIntoViewIfNeeded();
      const { rendered, offers, chosen } = await chosenFile(first);
      // Two columns: (360 - 2 x 16 px padding - 12 px gap) / 2, less the card's border.
      expect(Math.round(rendered)).toBe(156);
      const smallestEnough = Math.min(...offers.map((c) => c.width).filter((w) => w >= rendered * 3));
      expect(chosen).toBe(smallestEnough);
      expect(smallestEnough).toBeLessThan(rendered * 3 * 1.35);

      await imgs.last().scrollIntoViewIfNeeded();
      await expect.poll(() => requested.filter((u) => u.includes(slug)).length).toBe(1);
    });
  });

  test.describe('on a 1440 x 900 desktop', widthTag(1440), () => {
    test.use({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });

    test("/cast/ loads its first screen's portraits without a scroll, each at its card's size", async ({ page }) => {
      await page.goto('/cast/');
      const firstRow = page.locator('main article img');
      for (let i = 0; i < 4; i++) {
        const img = firstRow.nth(i);
        expect((await img.boundingBox())?.y ?? Infinity).toBeLessThan(900);
        const { rendered, offers, chosen } = await chosenFile(img);
        expect(chosen).toBe(Math.min(...offers.map((c) => c.width).filter((w) => w >= rendered)));
      }
    });
  });

  test.describe('a cast member without an image (airing fixture)', () => {
    test.use({ baseURL: airingURL });

    test('his card and profile show his initials in a circle, named for him', async ({ page }) => {
      await page.goto('/cast/');
      const card = page.locator('main article', { has: page.getByRole('link', { name: 'Jae-won Seo' }) });
      await expect(card.locator('img')).toHaveCount(0);
      await expect(card.getByRole('img', { name: 'Jae-won Seo' })).toHaveText('JS');
      await expect(page.locator('main article img')).toHaveCount(CAST_SIZE - 1);

      await page.goto('/cast/jae-won-seo/');
      const header = page.locator('main header');
      await expect(header.locator('img:not(.flag)')).toHaveCount(0);
      await expect(header.getByRole('img', { name: 'Jae-won Seo' })).toBeVisible();
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /\/og\/cast\/jae-won-seo\.png$/,
      );
    });
  });
});
