/**
 * The site search as built, over every build npm test makes: before a hand has aired,
 * no index, no search page and no control; after, Pagefind's index at /pagefind/ holds exactly the
 * pages marked with a kind (players, seasons, episodes, key hands), and none of what their
 * disclosures hide: the index is read back (every fragment, as pagefind.js fetches it) and each
 * page's hidden text is looked for in what the index stores of that page. No unaired hand is in it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CONTENT_HANDS } from './content-hands.ts';
import { DIST, htmlFiles, pathOf, readPage, sitePages } from './dist.ts';
import { SEARCH_KINDS } from '../src/lib/search/search-kinds.ts';
import { SEARCH_PATH } from '../src/lib/seo/urls.ts';

const aired = CONTENT_HANDS.filter((h) => h.aired);
const INDEX = join(DIST, 'pagefind');
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What the index stores of each page: Pagefind's fragments, gzip with its signature before the JSON. */
function fragments(): Map<string, { content: string; meta: Record<string, string> }> {
  const dir = join(INDEX, 'fragment');
  const out = new Map<string, { content: string; meta: Record<string, string> }>();
  for (const name of readdirSync(dir)) {
    const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
    expect(text.startsWith('pagefind_dcd'), name).toBe(true);
    const fragment = JSON.parse(text.slice('pagefind_dcd'.length)) as {
      url: string;
      content: string;
      meta: Record<string, string>;
    };
    out.set(fragment.url, { content: normal(fragment.content), meta: fragment.meta });
  }
  return out;
}

/** The text a page's disclosures hide (each text run of their content, not their summaries). */
function hiddenRuns(file: string): { hidden: string[]; shown: string } {
  const page = readPage(file);
  const hidden: string[] = [];
  for (const d of page.querySelectorAll('main details')) {
    d.querySelector('summary')?.remove();
    for (const el of d.querySelectorAll('*'))
      for (const node of el.childNodes)
        if (node.nodeType === 3 && normal(node.text).length >= 12) hidden.push(normal(node.text));
    d.remove();
  }
  return { hidden, shown: normal(page.querySelector('main')?.text ?? '') };
}

describe(`the site search in ${DIST}/`, () => {
  const pages = htmlFiles();
  if (aired.length === 0) {
    it('is not built, linked or marked before a hand has aired', () => {
      expect(existsSync(INDEX)).toBe(false);
      expect(existsSync(join(DIST, 'search', 'index.html'))).toBe(false);
      const marked = pages.filter((f) => /data-search-link|data-pagefind-body/.test(readFileSync(f, 'utf8')));
      expect(marked).toEqual([]);
    });
    return;
  }

  const stored = fragments();
  const marked = pages.filter((f) => readPage(f).querySelector('main[data-pagefind-body]'));

  it('has its page, and a control on every page leading to it', () => {
    expect(existsSync(join(DIST, 'search', 'index.html'))).toBe(true);
    // Every page of the site; an embed (pages/embed/) has no header of the site's.
    const without = sitePages().filter(
      (f) => !readPage(f).querySelector(`header a[data-search-link][href="${SEARCH_PATH}"]`),
    );
    expect(without.map((f) => pathOf(f))).toEqual([]);
  });

  it('indexes exactly the pages marked with a kind, each as its kind', () => {
    expect([...stored.keys()].sort()).toEqual(marked.map((f) => pathOf(f)).sort());
    for (const [url, { meta }] of stored) expect(SEARCH_KINDS, url).toContain(meta['kind']);
    const kinds = new Set([...stored.values()].map((f) => f.meta['kind']));
    expect([...kinds].sort()).toEqual(
      ['episode', 'hand', 'player', ...(existsSync(join(DIST, 'seasons')) ? ['season'] : [])].sort(),
    );
    // Every aired hand is findable: its page is in the index.
    for (const h of aired) expect(stored.has(`/episodes/${h.slug}/hands/${h.hand.id}/`), h.hand.id).toBe(true);
  });

  /** Each page's hidden runs the stored text of that page holds; and how many runs were looked for. */
  const secrets = new Map(
    marked.map((f) => {
      const { hidden, shown } = hiddenRuns(f);
      // A run the page also shows openly (a player's name in a hand's summary) is no secret.
      return [pathOf(f), hidden.filter((run) => !shown.includes(run))] as const;
    }),
  );
  const leaks = (index: typeof stored) =>
    [...secrets].flatMap(([url, runs]) =>
      runs.filter((run) => index.get(url)?.content.includes(run)).map((run) => `${url}: ${run}`),
    );

  it('stores nothing a disclosure hides: no result, finish or winner of any page', () => {
    expect(leaks(stored)).toEqual([]);
    expect([...secrets.values()].flat().length).toBeGreaterThan(0);
  });

  it('counts what it checks: a hidden run planted in a page’s stored text is found', () => {
    const [url, runs] = [...secrets].find(([, r]) => r.length > 0) ?? ['', []];
    const planted = new Map(stored);
    const page = stored.get(url);
    if (page) planted.set(url, { ...page, content: `${page.content} ${runs.at(-1)}` });
    expect(leaks(planted)).toEqual([`${url}: ${runs.at(-1)}`]);
  });

  it('holds no unaired hand', () => {
    const all = [...stored.values()].map((f) => f.content).join('\n');
    const unaired = CONTENT_HANDS.filter((h) => !h.aired && !aired.some((a) => a.hand.title === h.hand.title));
    expect(unaired.filter((h) => all.includes(h.hand.title)).map((h) => h.hand.id)).toEqual([]);
    for (const url of stored.keys()) expect(existsSync(join(DIST, url, 'index.html')), url).toBe(true);
  });
});
