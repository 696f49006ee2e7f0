/**
 * With JavaScript off, as a visitor turns it off (Firefox: javascript.enabled; WebKitGTK:
 * enable-javascript, so the page matches (scripting: none)): every page type of today's build and
 * of mid-season reads whole, styled by the whole stylesheet, its FAQ answers and final numbers shown.
 */
import { buildOf, sitemapPaths } from './builds.ts';
import { expect, test } from './fixtures.ts';

const today = buildOf('dist');
const airing = buildOf('dist-airing');

test.describe('scripts off', () => {
  for (const build of [today, airing]) {
    const paths = [
      '/',
      '/cast/',
      '/cast/ingrid-solberg/',
      '/episodes/ep01-the-beginning/',
      '/standings/',
      '/schedule/',
    ];
    if (build === airing) paths.push('/episodes/ep01-the-beginning/hands/three-way-all-in/');
    test(`${build.dir}/: every page type reads whole, styled, its answers and final numbers shown`, async ({
      engineWithoutJs,
    }) => {
      expect(sitemapPaths(build.dir)).toEqual(expect.arrayContaining(paths.filter((p) => !p.includes('/hands/'))));
      for (const path of paths) {
        await engineWithoutJs.open(`${build.url}${path}`);
        const page = await engineWithoutJs.evaluate(() => ({
          scripts: document.querySelectorAll('astro-island:not([ssr])').length,
          hidden: [...document.querySelectorAll('main *')]
            .filter((el) => {
              const s = getComputedStyle(el);
              return el.textContent?.trim() && (s.opacity === '0' || s.visibility === 'hidden');
            })
            .map((el) => el.tagName.toLowerCase()),
          footerRule: getComputedStyle(document.querySelector('body > footer') ?? document.body).borderTopWidth,
          zeroes: [...document.querySelectorAll('[data-count-to]')].filter((n) =>
            /^\$?0[M+]*$/.test(n.textContent?.trim() ?? ''),
          ).length,
          answers: [...document.querySelectorAll('.faq-answer')].filter((a) => a.getClientRects().length === 0).length,
          words: document.querySelector('main')?.textContent?.replace(/\s+/g, ' ').trim().length ?? 0,
        }));
        expect(page.scripts, `${path}: islands hydrated with scripts off?`).toBe(0);
        expect(page.hidden, `${path}: text hidden`).toEqual([]);
        expect(page.footerRule, `${path}: the whole stylesheet (<noscript> import)`).toBe('1px');
        expect(page.zeroes, `${path}: stats at 0`).toBe(0);
        expect(page.answers, `${path}: FAQ answers hidden`).toBe(0);
        expect(page.words, `${path}: text in main`).toBeGreaterThan(200);
      }
    });
  }
});
