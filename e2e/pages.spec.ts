/** Every screen of the spec: texts, counts, order, links and conditional sections. */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test } from './fixtures.ts';

interface CastFile {
  order: number;
  name: string;
  metaTitle: string;
  nickname?: string;
  role: string;
  image?: string;
  birthYear?: number;
  achievements: unknown[];
  funFacts: unknown[];
  faqs: { question: string; answer: string }[];
}
const cast = readdirSync('content/cast')
  .map((f) => ({ slug: f.replace('.yaml', ''), ...(parse(readFileSync(`content/cast/${f}`, 'utf8')) as CastFile) }))
  .sort((a, b) => a.order - b.order);
const site = parse(readFileSync('content/site.yaml', 'utf8')) as { champion: string; pressEmail: string };
const home = parse(readFileSync('content/home.yaml', 'utf8')) as { featured: string[] };
const faq = parse(readFileSync('content/faq.yaml', 'utf8')) as { question: string }[];
const hrefs = (loc: import('@playwright/test').Locator) =>
  loc.evaluateAll((as) => as.map((a) => a.getAttribute('href')));

test.describe('Home', () => {
  test.beforeEach(async ({ page }) => page.goto('/'));

  test('hero: sponsor logo link in a new tab, tagline, Learn More and TV Schedule', async ({ page }) => {
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

  test('row of links: About, Full Cast, All Episodes, Watch Schedule', async ({ page }) => {
    const row = page.getByRole('navigation', { name: 'Explore' }).getByRole('link');
    await expect(row).toHaveText([/About/i, /Full Cast/i, /All Episodes/i, /Watch Schedule/i]);
    expect(await hrefs(row)).toEqual(['/about/', '/cast/', '/episodes/', '/schedule/']);
  });

  test('Series Premiere banner and the Episode 1 preview card, both Coming Soon', async ({ page }) => {
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

  test('intro block links to the four featured players and to About', async ({ page }) => {
    const intro = page.locator('section[aria-labelledby="intro-heading"]');
    await expect(intro.getByRole('heading', { name: 'The Ultimate High-Stakes Poker Reality Series' })).toBeVisible();
    const players = intro.locator('ul a');
    expect(await hrefs(players)).toEqual(home.featured.map((s) => `/cast/${s}/`));
    await expect(intro.getByRole('link', { name: /About the show/ })).toHaveAttribute('href', '/about/');
  });

  test('By The Numbers shows the final values in the HTML', async ({ page }) => {
    const numbers = page.locator('section[aria-labelledby="numbers-heading"]');
    await expect(numbers.getByRole('heading', { name: 'By The Numbers' })).toBeVisible();
    for (const v of ['45+', '$500M+', '12', '16']) await expect(numbers.getByText(v, { exact: true })).toBeAttached();
    for (const l of ['WSOP Bracelets', 'Career Earnings', 'Epic Episodes', 'Elite Players'])
      await expect(numbers).toContainText(l);
  });

  test('The Ultimate Poker Battle with Get Notified to /schedule', async ({ page }) => {
    const battle = page.locator('section[aria-labelledby="battle-heading"]');
    await expect(battle.getByRole('heading', { name: 'The Ultimate Poker Battle' })).toBeVisible();
    await expect(battle.getByRole('link', { name: 'Get Notified' })).toHaveAttribute('href', '/schedule/');
  });

  test('Meet the Players: the first six cast cards, then View All Cast Members', async ({ page }) => {
    const section = page.locator('section[aria-labelledby="players-heading"]');
    await expect(section.getByRole('heading', { name: 'Meet the Players' })).toBeVisible();
    await expect(section.locator('article')).toHaveCount(6);
    await expect(section.locator('article h3')).toHaveText(cast.slice(0, 6).map((m) => m.name));
    await expect(section.getByRole('link', { name: 'View All Cast Members' })).toHaveAttribute('href', '/cast/');
  });

  test('FAQ with the 8 questions, and the newsletter strip', async ({ page }) => {
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

  test('five floating decorative cards, hidden from assistive technology', async ({ page }) => {
    await expect(page.locator('.floating-card')).toHaveCount(5);
    await expect(page.locator('[aria-hidden="true"]:has(> .floating-card)')).toHaveCount(1);
  });
});

test.describe('Cast page', () => {
  test('Meet The Players, stat tiles and 17 cards in order', async ({ page }) => {
    await page.goto('/cast/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet The Players');
    const stats = page.getByRole('list', { name: 'The cast in figures' });
    await expect(stats).toContainText('17');
    await expect(stats).toContainText('50+');
    await expect(stats).toContainText('Championships');
    await expect(stats).toContainText('$100M+');
    await expect(stats).toContainText('Career Winnings');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(17);
    await expect(cards.locator('h3')).toHaveText(cast.map((m) => m.name));
    expect(await hrefs(cards.locator('h3 a'))).toEqual(cast.map((m) => `/cast/${m.slug}/`));
    // Every card has its portrait (issue 29; the stand-in without one: e2e/portraits.spec.ts).
    for (const [i, m] of cast.entries()) {
      await expect(cards.nth(i).locator('img')).toHaveAttribute('alt', `Artwork of ${m.name}`);
    }
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'See the Episodes' })).toHaveAttribute('href', '/episodes/');
    await expect(main.getByRole('link', { name: 'About the Show' })).toHaveAttribute('href', '/about/');
  });
});

test.describe('Cast member pages', () => {
  for (const m of cast) {
    test(`${m.slug}: sections in the spec's order, conditional parts only when present`, async ({ page }) => {
      await page.goto(`/cast/${m.slug}/`);
      const main = page.locator('main');
      const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
      await expect(crumbs).toHaveText(['Home', 'Cast', m.name]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.name);
      if (m.nickname) await expect(main).toContainText(`“${m.nickname}”`);
      await expect(main.getByRole('list', { name: 'Role' }).getByRole('listitem')).toHaveText(
        m.role.split('•').map((r) => r.trim()),
      );
      const facts = main.locator('dl dt');
      await expect(facts).toHaveText(
        m.birthYear
          ? ['Nationality', 'Born', 'Years Active', 'Total Earnings']
          : ['Nationality', 'Years Active', 'Total Earnings'],
      );
      const expected = [
        'Early Life & Background',
        'Poker Career Highlights',
        'Playing Style',
        ...(m.achievements.length ? ['Notable Achievements'] : []),
        'Media Presence & Personality',
        'Current Status',
        ...(m.funFacts.length ? ['Fun Facts & Trivia'] : []),
        ...(m.faqs.length ? ['Frequently Asked Questions'] : []),
        `Watch ${m.name} in Action`,
        'Never Miss a Hand',
        'More Players',
      ];
      await expect(main.locator('h2:not(.sr-only)')).toHaveText(expected);
      await expect(main.locator('table')).toHaveCount(m.achievements.length ? 1 : 0);
      if (m.achievements.length) {
        await expect(main.locator('table th')).toHaveText(['Year', 'Tournament', 'Placement', 'Winnings']);
        await expect(main.locator('table tbody tr')).toHaveCount(m.achievements.length);
      }
      const watch = main.locator('section[aria-labelledby="watch"]');
      // Issue 23: the way to the field, on every profile.
      expect(await hrefs(watch.getByRole('link'))).toEqual(['/episodes/', '/cast/', '/standings/']);
      const more = main.locator('section[aria-labelledby="more-players"] article h3');
      await expect(more).toHaveText(
        cast
          .filter((o) => o.slug !== m.slug)
          .slice(0, 6)
          .map((o) => o.name),
      );
      await expect(page).toHaveTitle(m.metaTitle);
      // The portrait (the flag beside the nationality is an image too).
      if (m.image) await expect(main.locator('header img:not(.flag)')).toHaveCount(1);
      else await expect(main.locator('header').getByRole('img', { name: m.name })).toBeVisible();
    });
  }
});

test.describe('Episodes', () => {
  test('badge, stats and 12 cards, all Coming Soon', async ({ page }) => {
    await page.goto('/episodes/');
    const main = page.locator('main');
    await expect(main.getByText('Season 1 Complete', { exact: true })).toBeVisible();
    const stats = main.getByRole('list', { name: 'Season 1 in figures' });
    for (const t of ['12', 'Episodes', '45', 'Min Each', '$1M', 'Prize Pool']) await expect(stats).toContainText(t);
    const cards = main.locator('article');
    await expect(cards).toHaveCount(12);
    await expect(cards.filter({ hasText: 'Coming Soon' })).toHaveCount(12);
    await expect(cards.first()).toContainText('EP01');
    await expect(cards.last()).toContainText('The End Game');
    const clamp = await cards
      .first()
      .locator('p.line-clamp-2')
      .evaluate((p) => getComputedStyle(p).webkitLineClamp);
    expect(clamp).toBe('2');
  });

  test('each episode page says Episodes Coming Soon with links to /episodes and /schedule', async ({ page }) => {
    await page.goto('/episodes/ep11-squid-game/');
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Episodes Coming Soon');
    await expect(main).toContainText('Individual episode pages are being prepared');
    await expect(main.getByRole('link', { name: /Apex Sports/ })).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: /Apex\+/ })).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: 'All Episodes' })).toHaveAttribute('href', '/episodes/');
    await expect(main.getByRole('link', { name: 'Watch Schedule' })).toHaveAttribute('href', '/schedule/');
  });
});

test.describe('About', () => {
  test('what the show is, features, stats, cards, watch block, champion spotlight, credits, press kit', async ({
    page,
  }) => {
    await page.goto('/about/');
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Is The Last Stack?');
    await expect(main.locator('section[aria-labelledby="features-heading"] li')).toHaveCount(4);
    const stats = main.getByRole('list', { name: 'Season 1 at a glance' });
    for (const t of ['16', 'Players', '12', 'Episodes', '1', 'Champion']) await expect(stats).toContainText(t);
    await expect(main.locator('section[aria-labelledby="format-heading"] article')).toHaveCount(2);
    const watch = main.locator('section[aria-labelledby="watch-heading"]');
    await expect(watch.getByRole('heading', { name: 'Watch Season 1 Now' })).toBeVisible();
    expect(await hrefs(watch.getByRole('link'))).toEqual([
      'https://www.youtube.com/@TheLastStackTV',
      'https://redlineproductions.tv',
      '/episodes/',
      '/schedule/',
    ]);
    const champion = main.locator('section[aria-labelledby="champion-heading"]');
    await expect(champion.getByRole('link', { name: /profile/ })).toHaveAttribute('href', `/cast/${site.champion}/`);
    await expect(main.getByRole('heading', { name: 'Credits' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Partners' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Press Kit/ })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${site.pressEmail}`),
    );
    await expect(main).toContainText('4.8');
    await expect(main).toContainText('1,250 ratings');
  });
});

test.describe('Schedule', () => {
  test('platform cards, upcoming episodes, Get Notified and the newsletter', async ({ page }) => {
    await page.goto('/schedule/');
    const main = page.locator('main');
    const watch = main.getByRole('link', { name: /Watch Now/ });
    await expect(watch).toHaveCount(2);
    expect(await hrefs(watch)).toEqual(['https://apexsports.tv', 'https://plus.apexsports.tv']);
    for (const link of await watch.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const upcoming = main.locator('section[aria-labelledby="upcoming-heading"] li.grid');
    await expect(upcoming).toHaveCount(3);
    await expect(upcoming.locator('h3')).toHaveText(['The Beginning', 'Coming Soon', 'Coming Soon']);
    for (const row of await upcoming.all()) {
      await expect(row).toContainText('Coming Soon');
      await expect(row).toContainText('Premiere Date TBA');
      await expect(row).toContainText('Apex Sports & Apex+');
      await expect(row.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    }
    await expect(main.getByRole('link', { name: 'Get Notified' })).toHaveAttribute('href', '#newsletter');
    const newsletter = main.locator('section#newsletter');
    await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('required', '');
    await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });
});
