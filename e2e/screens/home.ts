/** Home as the spec has it today (nothing announced), section by section. */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { cast, faq, home, hrefs } from './content.ts';

export async function expectHome(page: Page): Promise<void> {
  await test.step('hero: sponsor logo link in a new tab, tagline, Learn More and TV Schedule', async () => {
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(/The Last Stack/);
    const sponsor = hero.getByRole('link', { name: /RiverHouse Poker/ });
    await expect(sponsor).toHaveAttribute('href', 'https://riverhousepoker.com');
    await expect(sponsor).toHaveAttribute('target', '_blank');
    await expect(sponsor).toHaveAttribute('rel', /sponsored noopener noreferrer/);
    await expect(hero).toContainText("Sixteen of the world's best. One table. One last stack.");
    await expect(hero.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about/');
    await expect(hero.getByRole('link', { name: 'TV Schedule' })).toHaveAttribute('href', '/schedule/');
    await expect(hero.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  });

  await test.step('row of links: About, Full Cast, All Episodes, Watch Schedule', async () => {
    const row = page.getByRole('navigation', { name: 'Explore' }).getByRole('link');
    await expect(row).toHaveText([/About/i, /Full Cast/i, /All Episodes/i, /Watch Schedule/i]);
    expect(await hrefs(row)).toEqual(['/about/', '/cast/', '/episodes/', '/schedule/']);
  });

  await test.step('Series Premiere banner and the Episode 1 preview card, both Coming Soon', async () => {
    const premiere = page.locator('section[aria-labelledby="premiere-heading"]');
    await expect(premiere.getByRole('heading', { name: 'Series Premiere' })).toBeVisible();
    await expect(premiere).toContainText('16 players');
    await expect(premiere).toContainText('Apex Sports');
    await expect(premiere).toContainText('Apex+');
    const buttons = premiere.getByRole('link', { name: 'View Watch Schedule' });
    await expect(buttons).toHaveCount(2);
    expect(await hrefs(buttons)).toEqual(['/schedule/', '/schedule/']);
    const card = premiere.locator('article');
    await expect(card).toContainText('EP01');
    await expect(card).toContainText('The Beginning');
    await expect(card).toContainText('Coming Soon');
  });

  await test.step('intro block links to the four featured players and to About', async () => {
    const intro = page.locator('section[aria-labelledby="intro-heading"]');
    await expect(intro.getByRole('heading', { name: 'The Ultimate High-Stakes Poker Reality Series' })).toBeVisible();
    expect(await hrefs(intro.locator('ul a'))).toEqual(home.featured.map((s) => `/cast/${s}/`));
    await expect(intro.getByRole('link', { name: /About the show/ })).toHaveAttribute('href', '/about/');
  });

  await test.step('By The Numbers shows the final values in the HTML', async () => {
    const numbers = page.locator('section[aria-labelledby="numbers-heading"]');
    await expect(numbers.getByRole('heading', { name: 'By The Numbers' })).toBeVisible();
    for (const v of ['45+', '$500M+', '12', '16']) await expect(numbers.getByText(v, { exact: true })).toBeAttached();
    for (const l of ['WSOP Bracelets', 'Career Earnings', 'Epic Episodes', 'Elite Players'])
      await expect(numbers).toContainText(l);
  });

  await test.step('The Ultimate Poker Battle with Get Notified to /schedule', async () => {
    const battle = page.locator('section[aria-labelledby="battle-heading"]');
    await expect(battle.getByRole('heading', { name: 'The Ultimate Poker Battle' })).toBeVisible();
    await expect(battle.getByRole('link', { name: 'Get Notified' })).toHaveAttribute('href', '/schedule/');
  });

  await test.step('Meet the Players: the first six cast cards, then View All Cast Members', async () => {
    const section = page.locator('section[aria-labelledby="players-heading"]');
    await expect(section.getByRole('heading', { name: 'Meet the Players' })).toBeVisible();
    await expect(section.locator('article')).toHaveCount(6);
    await expect(section.locator('article h3')).toHaveText(cast.slice(0, 6).map((m) => m.name));
    await expect(section.getByRole('link', { name: 'View All Cast Members' })).toHaveAttribute('href', '/cast/');
  });

  await test.step('FAQ with the 8 questions, and the newsletter strip', async () => {
    const faqSection = page.locator('section[aria-labelledby="faq-heading"]');
    await expect(faqSection.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(faqSection.getByRole('button')).toHaveText(faq.map((f) => f.question));
    const strip = page.locator('section#newsletter');
    await expect(strip.getByRole('heading', { name: 'Stay in the Game' })).toBeVisible();
    const email = strip.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('placeholder', 'Enter your email');
    expect((await email.boundingBox())?.width).toBeGreaterThanOrEqual(280);
  });

  await test.step('five floating decorative cards, hidden from assistive technology', async () => {
    await expect(page.locator('.floating-card')).toHaveCount(5);
    await expect(page.locator('[aria-hidden="true"]:has(> .floating-card)')).toHaveCount(1);
  });
}
