/**
 * The search page's search, loaded by the site script once a fan starts one (layouts/Document.astro):
 * it imports Pagefind's API from the index the build wrote (integrations/search-index.ts), searches as the
 * fan types, and shows what it finds grouped by kind (lib/search/search-kinds.ts) from the page's own
 * templates. The query lives in the URL (?q=), so a search can be shared and comes back with the page.
 * The keyboard path: Down from the field goes into the results, Up and Down move through them, Up from
 * the first (or Escape) goes back to the field.
 */
import { MAX_RESULTS, groupByKind, resultCount, type SearchGroup, type SearchHit } from '../lib/search/search-kinds.ts';

/** The part of Pagefind's browser API this page uses (pagefind.js, written by the build). */
type Hit = SearchHit & { excerpt: string; meta: { title?: string; kind?: string } };
interface PagefindResult {
  data(): Promise<Hit>;
}
interface Pagefind {
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
  preload(term: string): Promise<void>;
}

/** Pagefind's API, where its build writes it; not bundled: the index and its code are the build's output. */
const PAGEFIND_API = '/pagefind/pagefind.js';
const loadPagefind = (): Promise<Pagefind> => import(/* @vite-ignore */ PAGEFIND_API) as Promise<Pagefind>;

/** How long typing rests before a search runs. */
const TYPING_PAUSE_MS = 150;

function part<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`site search: ${selector} is missing from the page`);
  return found;
}

/**
 * An excerpt's text with Pagefind's <mark>s around the words found, as nodes: its HTML is parsed
 * inert and only its text and marks are kept, so nothing else in it could ever become markup.
 */
function excerptNodes(html: string): Node[] {
  const parsed = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html').body.firstChild;
  return [...(parsed?.childNodes ?? [])].map((node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '');
    const mark = document.createElement('mark');
    mark.textContent = node.textContent;
    return mark;
  });
}

/** `arrivedWith`: the query of the URL the page was opened at (?q=, read by the site script). */
export function mountSiteSearch(form: HTMLFormElement, arrivedWith: string): void {
  const field = part<HTMLInputElement>(form, '[data-search-field]');
  const status = part<HTMLElement>(form, '[data-search-status]');
  const results = part<HTMLElement>(form, '[data-search-results]');
  const groupShape = part<HTMLTemplateElement>(form, 'template[data-search-group]');
  const hitShape = part<HTMLTemplateElement>(form, 'template[data-search-hit]');
  const pagefind = loadPagefind();
  let latest = 0;

  const links = () => [...results.querySelectorAll<HTMLAnchorElement>('[data-search-hit-link]')];

  const show = (groups: readonly SearchGroup<Hit>[]) => {
    results.replaceChildren(
      ...groups.map((group, g) => {
        const section = (groupShape.content.cloneNode(true) as DocumentFragment).firstElementChild as HTMLElement;
        const heading = part<HTMLElement>(section, 'h2');
        heading.id = `search-group-${g}`;
        heading.textContent = group.heading;
        section.setAttribute('aria-labelledby', heading.id);
        part<HTMLElement>(section, 'ul').append(
          ...group.hits.map((hit) => {
            const item = (hitShape.content.cloneNode(true) as DocumentFragment).firstElementChild as HTMLElement;
            part<HTMLAnchorElement>(item, 'a').href = hit.url;
            part<HTMLElement>(item, '[data-search-hit-title]').textContent = hit.meta.title ?? hit.url;
            part<HTMLElement>(item, '[data-search-hit-excerpt]').replaceChildren(...excerptNodes(hit.excerpt));
            return item;
          }),
        );
        return section;
      }),
    );
  };

  const run = async (query: string) => {
    const mine = ++latest;
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
    if (!query) {
      results.replaceChildren();
      status.textContent = '';
      return;
    }
    const found = await (await pagefind).search(query);
    // A search Pagefind cut short (null), or one overtaken by the fan's typing, shows nothing.
    if (!found || mine !== latest) return;
    const hits = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
    if (mine !== latest) return;
    show(groupByKind(hits));
    status.textContent = resultCount(found.results.length, query);
  };

  const search = (query: string) =>
    run(query).catch((error: unknown) => {
      status.textContent = 'The search could not load. Browse the lists below instead.';
      throw error;
    });

  let pause: ReturnType<typeof setTimeout> | undefined;
  /** A search once typing rests: each word typed on the way would fetch its own results' fragments. */
  const typed = () => {
    clearTimeout(pause);
    const query = field.value.trim();
    void pagefind.then((p) => p.preload(query));
    pause = setTimeout(() => void search(query), TYPING_PAUSE_MS);
  };
  field.addEventListener('input', typed);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(pause);
    void search(field.value.trim());
  });

  form.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Escape') return;
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      if (at < 0) return;
      field.focus();
    } else if (event.target === field) {
      if (event.key !== 'ArrowDown' || all.length === 0) return;
      all[0]?.focus();
    } else if (at >= 0) {
      const next = at + (event.key === 'ArrowDown' ? 1 : -1);
      (next < 0 ? field : (all[Math.min(next, all.length - 1)] ?? field)).focus();
    } else return;
    event.preventDefault();
  });

  // A search started by typing before this loaded (the fan may still be typing), or by arriving with
  // ?q= (a shared link: at once).
  if (field.value.trim()) typed();
  else if (arrivedWith) {
    field.value = arrivedWith;
    void search(arrivedWith);
  }
}
