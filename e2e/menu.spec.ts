import { PHONE_ONLY } from '../playwright.config.ts';
import { expect, scriptRequests, test } from './fixtures.ts';

// The menu button exists below the md breakpoint only: these are listed in the mobile project only
// (playwright.config.ts).
test.describe('mobile menu', { tag: PHONE_ONLY }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about/');
  });

  const openMenu = async (page: import('@playwright/test').Page) => {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  };

  test('opens and closes with the button; aria-expanded and aria-controls tell the state', async ({ page }) => {
    const toggle = page.locator('header button[aria-controls]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();
    await openMenu(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link')).toHaveText(['Home', 'About', 'Cast', 'Episodes', 'Schedule']);
    await expect(panel.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('Escape closes it and returns focus to the toggle', async ({ page }) => {
    await openMenu(page);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('keyboard: Enter opens, Tab stays inside the menu, the page behind is inert and does not scroll', async ({
    page,
  }) => {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toHaveJSProperty('inert', true);
    await expect(page.locator('body > footer')).toHaveJSProperty('inert', true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('header')));
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('main')).toHaveJSProperty('inert', false);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('a tap outside closes it', async ({ page }) => {
    await openMenu(page);
    await page.mouse.click(20, 400);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('following a link closes it and navigates', async ({ page }) => {
    await openMenu(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cast' }).click();
    await expect(page).toHaveURL(/\/cast\/$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('growing past the breakpoint closes it', async ({ page }) => {
    await openMenu(page);
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.locator('main')).toHaveJSProperty('inert', false);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('navigation without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every nav link is reachable on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/schedule/');
    const nav = page.locator('header').getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'About', 'Cast', 'Episodes', 'Schedule']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
  });
});

test.describe('mobile menu loading', { tag: PHONE_ONLY }, () => {
  test('a phone loads no React until the menu button is reached for, and the first tap still opens it', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto('/about/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /\/(client|react-dom|MobileMenu)\./.test(s))).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(scripts.some((s) => /\/MobileMenu\./.test(s))).toBe(true);
  });
});

test.describe('mobile menu motion', { tag: PHONE_ONLY }, () => {
  test.beforeEach(async ({ page }) => {
    // Record each Web Animation started on the menu panel (motion's mini animate uses them), so
    // the check does not race a 300 ms slide on a busy machine.
    await page.addInitScript(() => {
      const log: { duration: number; transform: unknown }[] = [];
      (window as unknown as { __slides: typeof log }).__slides = log;
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        if (this.querySelector(':scope > nav[aria-label="Main menu"]')) {
          const frames = (Array.isArray(keyframes) ? keyframes : []) as Keyframe[];
          const duration = typeof options === 'object' ? Number(options.duration ?? 0) : Number(options ?? 0);
          log.push({
            duration,
            transform: frames.at(-1)?.['transform'] ?? (keyframes as PropertyIndexedKeyframes)['transform'],
          });
        }
        return animate.call(this, keyframes, options);
      };
    });
  });

  const slides = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as { __slides: { duration: number; transform: unknown }[] }).__slides);

  test('the panel slides in and out with motion', async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(async () => (await slides(page)).length).toBe(1);
    expect((await slides(page))[0]?.duration).toBe(300);
    expect(JSON.stringify((await slides(page))[0]?.transform)).toContain('translateX(0%)');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await slides(page)).length).toBe(2);
    expect(JSON.stringify((await slides(page))[1]?.transform)).toContain('translateX(100%)');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  });

  test('under reduced motion it opens and closes at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect.poll(async () => (await slides(page)).map((a) => a.duration)).toEqual([0]);
  });
});
