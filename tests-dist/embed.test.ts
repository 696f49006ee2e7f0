/**
 * A key hand embedded in other sites, over every build npm test makes: every aired hand,
 * and no other, has its embed page and its oEmbed answer; the embed holds the hand's table and
 * stepper as its page does, under a slim header, with no site chrome, kept out of search (noindex,
 * canonical to the hand's page, not in the sitemap); the hand's page and its embed say where the
 * answer is, the answer names the embed in one iframe, and "Embed this hand" gives that same code.
 * (e2e/embed.spec.ts frames it from another origin and reads the answer over HTTP, as consumers do.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_SIZE, type OEmbedRich } from '../src/lib/embed/oembed.ts';
import { DIST, KEY_HANDS, htmlFiles, isEmbed, pathOf, readPage, sitemapUrls } from './dist.ts';

const pages = new Map(htmlFiles().map((f) => [pathOf(f), f]));
const handPaths = [...pages.keys()].filter((p) => /^\/episodes\/[^/]+\/hands\/[^/]+\/$/.test(p));
const embedPaths = [...pages.keys()].filter(isEmbed);
const origin = new URL(sitemapUrls()[0] ?? 'https://invalid').origin;
const embedOf = (hand: string) => hand.replace(/^\/episodes\/([^/]+)\/hands\//, '/embed/hands/$1/');
const attr = (page: ReturnType<typeof readPage>, selector: string, name: string) =>
  page.querySelector(selector)?.getAttribute(name) ?? '';
const metaOf = (page: ReturnType<typeof readPage>, key: string) =>
  attr(page, `meta[name="${key}"], meta[property="${key}"]`, 'content');

type Answer = OEmbedRich;
const answerOf = (embed: string) => JSON.parse(readFileSync(join(DIST, embed, 'oembed.json'), 'utf8')) as Answer;

describe(`embedding a key hand in ${DIST}/`, () => {
  it('gives every aired hand, and no other, an embed page and an oEmbed answer', () => {
    expect(handPaths).toHaveLength(KEY_HANDS);
    expect(embedPaths.sort()).toEqual(handPaths.map(embedOf).sort());
    for (const embed of embedPaths) expect(existsSync(join(DIST, embed, 'oembed.json')), embed).toBe(true);
    if (KEY_HANDS === 0) expect(existsSync(join(DIST, 'embed'))).toBe(false);
  });

  it('keeps the embeds out of search: noindex, the canonical and card of the hand, not in the sitemap', () => {
    const sitemap = sitemapUrls().map((u) => new URL(u).pathname);
    for (const hand of handPaths) {
      const embed = readPage(pages.get(embedOf(hand)) ?? '');
      const canonical = `${origin}${hand}`;
      expect(metaOf(embed, 'robots'), hand).toBe('noindex, follow');
      expect(attr(embed, 'link[rel="canonical"]', 'href'), hand).toBe(canonical);
      expect(metaOf(embed, 'og:url'), hand).toBe(canonical);
      expect(metaOf(embed, 'og:image'), hand).toBe(metaOf(readPage(pages.get(hand) ?? ''), 'og:image'));
      expect(sitemap, hand).not.toContain(embedOf(hand));
    }
  });

  it('gives each embed a title and description of its own', () => {
    const seen = new Map<string, string>();
    for (const [path, file] of pages) {
      const page = readPage(file);
      for (const text of [page.querySelector('title')?.textContent ?? '', metaOf(page, 'description')]) {
        expect(seen.get(text), `${path} and ${seen.get(text)}: ${text}`).toBeUndefined();
        seen.set(text, path);
      }
    }
    for (const embed of embedPaths) {
      const page = readPage(pages.get(embed) ?? '');
      expect(page.querySelector('title')?.textContent?.length, embed).toBeLessThanOrEqual(60);
      expect(metaOf(page, 'description').length, embed).toBeGreaterThanOrEqual(70);
      expect(metaOf(page, 'description').length, embed).toBeLessThanOrEqual(160);
    }
  });

  it("holds the hand's table and stepper as its page does, under a slim header, and no site chrome", () => {
    for (const hand of handPaths) {
      const page = readPage(pages.get(hand) ?? '');
      const embed = readPage(pages.get(embedOf(hand)) ?? '');
      const canonical = `${origin}${hand}`;
      expect(
        embed.querySelectorAll('h1').map((h) => h.textContent),
        hand,
      ).toEqual([page.querySelector('h1')?.textContent]);
      expect(embed.querySelectorAll('body > header, body > main#main-content'), hand).toHaveLength(2);
      expect(embed.querySelectorAll('nav[aria-label="Main"], body > footer, aside, form, astro-island'), hand).toEqual(
        [],
      );
      const back = embed.querySelector('body > header a');
      expect([back?.getAttribute('href'), back?.getAttribute('target'), back?.text], hand).toEqual([
        canonical,
        '_blank',
        'on The Last Stack (opens in a new tab)',
      ]);
      // The same disclosure, closed, and in it the same steps of the same table, each saying the same.
      const steps = (p: typeof page) =>
        p
          .querySelectorAll('details[data-hand-stepper] figure[data-table-step]')
          .map((f) => f.getAttribute('data-says'));
      expect(embed.querySelector('details[data-hand-stepper]')?.hasAttribute('open'), hand).toBe(false);
      expect(steps(embed), hand).toEqual(steps(page));
      expect(steps(embed).length, hand).toBeGreaterThan(1);
      expect(attr(embed, '[data-stepper-controls]', 'data-step-page'), hand).toBe(canonical);
      expect(embed.querySelector('.hand-streets')?.hasAttribute('data-framed'), hand).toBe(true);
      expect(page.querySelector('.hand-streets')?.hasAttribute('data-framed'), hand).toBe(false);
      // Only the hand: not its clip, its hand history or another page's lists.
      expect(embed.querySelectorAll('[data-clip-embed], a[download], #embed-code'), hand).toEqual([]);
    }
  });

  it('says on the hand page and the embed where the oEmbed answer is, and the answer names the embed in one iframe', () => {
    for (const hand of handPaths) {
      const embed = embedOf(hand);
      const answer = answerOf(embed);
      const title = readPage(pages.get(hand) ?? '').querySelector('h1')?.textContent;
      for (const path of [hand, embed]) {
        const links = readPage(pages.get(path) ?? '').querySelectorAll(
          'link[rel="alternate"][type="application/json+oembed"]',
        );
        expect(
          links.map((l) => [l.getAttribute('href'), l.getAttribute('title')]),
          path,
        ).toEqual([[`${origin}${embed}oembed.json`, title]]);
      }
      expect(answer).toMatchObject({
        type: 'rich',
        version: '1.0',
        title,
        provider_name: 'The Last Stack',
        provider_url: `${origin}/`,
        ...EMBED_FRAME_SIZE,
        thumbnail_url: metaOf(readPage(pages.get(hand) ?? ''), 'og:image'),
        thumbnail_width: 1200,
        thumbnail_height: 630,
      });
      expect(answer.cache_age).toBeGreaterThan(0);
      const html = parse(answer.html);
      expect(
        html.childNodes.map((n) => n.toString()),
        embed,
      ).toEqual([answer.html]);
      const iframe = html.querySelector('iframe');
      expect(iframe?.getAttribute('src'), embed).toBe(`${origin}${embed}`);
      expect([iframe?.getAttribute('width'), iframe?.getAttribute('height')]).toEqual([
        String(answer.width),
        String(answer.height),
      ]);
      expect(iframe?.getAttribute('sandbox')).not.toContain('allow-same-origin');
      expect(iframe?.getAttribute('title')?.startsWith(`${title}:`), embed).toBe(true);
    }
  });

  it('offers the same iframe on the hand page, to select or copy', () => {
    for (const hand of handPaths) {
      const page = readPage(pages.get(hand) ?? '');
      const field = page.querySelector('textarea#embed-code');
      expect(field?.hasAttribute('readonly'), hand).toBe(true);
      expect(page.querySelector('label[for="embed-code"]'), hand).not.toBeNull();
      expect(field?.text, hand).toBe(answerOf(embedOf(hand)).html);
      expect(attr(page, 'button[data-copy="embed-code"]', 'class'), hand).toContain('copy-button');
    }
  });
});
