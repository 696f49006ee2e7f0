/**
 * The essentials a fan touches on today's build, in each engine at 360 px, with real clicks and key
 * presses through WebDriver: the mobile menu, the FAQ accordion, the count-up, the newsletter's
 * validation and clearing, the hero video's fallback (season.spec.ts has the season's pages,
 * scripts-off.spec.ts the pages without JavaScript). Each test ends with nothing recorded (recorder.ts).
 */
import { buildOf } from './builds.ts';
import { expect, test } from './fixtures.ts';
import { attribute, clean, focused, hydrated, isShown, until } from './page-checks.ts';
import { scrollToMiddle } from './recorder.ts';

const today = buildOf('dist');

test('the mobile menu: the button opens it, Escape closes it and gives focus back', async ({ engine }) => {
  await engine.open(`${today.url}/about/`);
  const toggle = 'header button[aria-controls]';
  expect(await engine.evaluate(attribute, toggle, 'aria-expanded')).toBe('false');
  await engine.click(toggle);
  await until(engine, 'the menu to open', (s) => document.querySelector(s)?.getAttribute('aria-expanded') === 'true', [
    toggle,
  ]);
  const panel = `#${await engine.evaluate(attribute, toggle, 'aria-controls')}`;
  expect(await engine.evaluate(isShown, panel)).toBe(true);
  expect(
    await engine.evaluate((p) => [...document.querySelectorAll(`${p} a`)].map((a) => a.textContent?.trim()), panel),
  ).toEqual(['Home', 'About', 'Cast', 'Episodes', 'Schedule']);
  await engine.press('Escape');
  await until(
    engine,
    'the menu to close',
    (s) => document.querySelector(s)?.getAttribute('aria-expanded') === 'false',
    [toggle],
  );
  // It slides out, then is hidden.
  await until(
    engine,
    'the menu to hide',
    (p) => !document.querySelector(p)?.checkVisibility({ visibilityProperty: true }),
    [panel],
  );
  expect(await engine.evaluate(focused)).toMatch(/^button Open menu/);
  await clean(engine);
});

test('the FAQ accordion: a click opens an answer, Enter on the next question opens it and closes the first', async ({
  engine,
}) => {
  await engine.open(`${today.url}/`);
  const faq = 'section[aria-labelledby="faq-heading"]';
  const buttons = `${faq} button`;
  await engine.evaluate(scrollToMiddle, faq);
  await until(engine, 'the FAQ to hydrate', hydrated, [faq]);
  const expanded = () =>
    engine.evaluate(
      (s) => [...document.querySelectorAll(s)].slice(0, 2).map((b) => b.getAttribute('aria-expanded')),
      buttons,
    );
  expect(await expanded()).toEqual(['false', 'false']);
  await engine.click(buttons);
  await until(engine, 'the first answer', (s) => document.querySelector(s)?.getAttribute('aria-expanded') === 'true', [
    buttons,
  ]);
  expect(await engine.evaluate(isShown, '.faq-answer')).toBe(true);
  // Focused by script as well as by the click: Safari's WebKit does not focus a clicked button.
  await engine.evaluate((s) => document.querySelector<HTMLButtonElement>(s)?.focus(), buttons);
  await engine.press('ArrowDown');
  await engine.press('Enter');
  await until(
    engine,
    'the second answer, the first closed',
    (s) =>
      [...document.querySelectorAll(s)]
        .slice(0, 2)
        .map((b) => b.getAttribute('aria-expanded'))
        .join() === 'false,true',
    [buttons],
  );
  await clean(engine);
});

test('the count-up: the stats count once in view and end on their exact strings', async ({ engine }) => {
  await engine.open(`${today.url}/`);
  const numbers = 'section[aria-labelledby="numbers-heading"] [data-count-to]';
  const finals = await engine.evaluate(
    (s) => [...document.querySelectorAll(s)].map((n) => n.textContent?.trim()),
    numbers,
  );
  expect(finals).toEqual(['45+', '$500M+', '12', '16']);
  // One under the other on a phone: each counts when it comes into view.
  for (const [index, final] of finals.entries()) {
    const stat = `${numbers}[data-count-index="${index}"]`;
    await engine.evaluate(scrollToMiddle, stat);
    await until(
      engine,
      `${final} to count`,
      (s) => {
        const el = document.querySelector<HTMLElement>(s);
        // Until it starts, kept in view: the sections above it (content-visibility: auto) are laid
        // out as they near the screen and can move it off again before its observer sees it (once
        // in Firefox on a busy machine, a stat never started in 20 s).
        if (el && !el.dataset['countState']) el.scrollIntoView({ block: 'center' });
        return el?.dataset['countState'] === 'done';
      },
      [stat],
    );
  }
  expect(
    await engine.evaluate((s) => [...document.querySelectorAll(s)].map((n) => n.textContent?.trim()), numbers),
  ).toEqual(finals);
  await clean(engine);
});

test('the newsletter: an empty or invalid address is stopped, a valid one is taken and the field cleared', async ({
  engine,
}) => {
  await engine.open(`${today.url}/schedule/`);
  const form = 'section#newsletter form';
  const email = `${form} input[type="email"]`;
  await engine.evaluate(scrollToMiddle, form);
  await until(engine, 'the form to hydrate', hydrated, ['section#newsletter']);
  const validity = () =>
    engine.evaluate((s) => {
      const input = document.querySelector<HTMLInputElement>(s);
      return input
        ? { missing: input.validity.valueMissing, mismatch: input.validity.typeMismatch, value: input.value }
        : null;
    }, email);
  await engine.click(`${form} button[type="submit"]`);
  expect(await validity()).toEqual({ missing: true, mismatch: false, value: '' });
  await engine.fill(email, 'not-an-email');
  await engine.click(`${form} button[type="submit"]`);
  expect(await validity()).toEqual({ missing: false, mismatch: true, value: 'not-an-email' });
  await engine.fill(email, 'fan@example.com');
  await engine.click(`${form} button[type="submit"]`);
  await until(engine, 'the field to clear', (s) => document.querySelector<HTMLInputElement>(s)?.value === '', [email]);
  await clean(engine);
});

test('the hero video: its host is out of reach here, so the poster stays and no control shows', async ({ engine }) => {
  await engine.open(`${today.url}/`);
  expect(await engine.evaluate(isShown, 'section[aria-labelledby="hero-title"] img')).toBe(true);
  // The embed is added once the poster has painted. Only its player, from its own origin, can show
  // the control (client/hero-video.ts), and that origin is out of reach: from here on it never shows.
  await until(engine, 'the embed to be added', () => document.querySelector('.hero-video iframe') !== null, []);
  expect(await engine.evaluate(isShown, '.hero-video button')).toBe(false);
  expect(
    await engine.evaluate(
      () => getComputedStyle(document.querySelector('.hero-video iframe') ?? document.body).opacity,
    ),
  ).toBe('0');
  await clean(engine);
});
