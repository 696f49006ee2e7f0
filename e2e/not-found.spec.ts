import { expect, test } from './fixtures.ts';

test.describe('404 behaviour', () => {
  test('an unknown cast slug shows "Cast Member Not Found", with HTTP 404 and no redirect', async ({ page }) => {
    const response = await page.goto('/cast/nobody-at-all/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cast Member Not Found');
    await expect(page.getByText("The cast member you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveURL(/\/cast\/nobody-at-all\/$/);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('any episode slug shows the coming-soon view', async ({ page }) => {
    const response = await page.goto('/episodes/ep99-not-a-real-one/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Episodes Coming Soon');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'All Episodes' })).toHaveAttribute('href', '/episodes/');
    await expect(main.getByRole('link', { name: 'Watch Schedule' })).toHaveAttribute('href', '/schedule/');
    await expect(page).toHaveURL(/\/episodes\/ep99-not-a-real-one\/$/);
  });

  for (const path of ['/no-such-page', '/blog/']) {
    test(`${path}: logs a console error naming the path, then replaces the history entry with /`, async ({
      page,
      guard,
    }) => {
      await page.goto('/about/');
      const response = await page.request.get(path);
      expect(response.status()).toBe(404);
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('The Last Stack');
      expect(guard.consoleErrors.some((e) => e.includes(`"${path}"`))).toBe(true);
      // replace(): going back skips the missing page and returns to About.
      await page.goBack();
      await expect(page).toHaveURL(/\/about\/$/);
    });
  }

  test('a cast slug in the wrong case goes to the right profile', async ({ page }) => {
    await page.goto('/cast/Ingrid-Solberg/');
    await expect(page).toHaveURL(/\/cast\/ingrid-solberg\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingrid Solberg');
  });

  test('markup in the path is never written into the page', async ({ page }) => {
    let dialog = false;
    page.on('dialog', async (d) => {
      dialog = true;
      await d.dismiss();
    });
    await page.goto('/cast/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cast Member Not Found');
    // The only script in main is the 404 page's own view picker; the path is never markup.
    expect(await page.content()).not.toContain('<script>alert(1)</script>');
    expect(
      await page.locator('main script').evaluateAll((s) => s.map((e) => e.textContent ?? '').join('')),
    ).not.toContain('alert(1)');
    expect(dialog).toBe(false);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the page says what happened and links home', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page.locator('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  });
});
