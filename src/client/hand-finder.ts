/**
 * The key-hand list's filters in the browser (/hands/): the form's state is the URL's
 * (`?player=ingrid-solberg&sort=pot`), read on load and on back/forward, written on each change
 * without a new history entry per click; hands that do not match are hidden, with any group left
 * empty, and "biggest pot first" moves the hands into one list in that order and back. The rules
 * are lib/hands/hand-filters.ts's; this only reads the page and moves it.
 */
import {
  NO_FILTERS,
  compareHands,
  countWords,
  filterQuery,
  matches,
  noHandsYetWords,
  readFilters,
  type HandFilters,
  type ListedHand,
} from '../lib/hands/hand-filters.ts';

interface Item extends ListedHand {
  element: HTMLElement;
  /** Where the built page has it, to put it back when the order returns to newest. */
  home: HTMLElement;
}

const readItem = (element: HTMLElement): Item => {
  const d = element.dataset;
  return {
    element,
    home: element.parentElement as HTMLElement,
    season: d.season ?? '',
    episode: d.episode ?? '',
    players: (d.players ?? '').split(' '),
    pot: Number(d.pot),
    potBb: Number(d.potBb),
    allIn: d.allIn !== undefined,
    showdown: d.showdown !== undefined,
    order: Number(d.order),
  };
};

/** The form's fields as the query string would carry them, so both go through readFilters. */
function formFilters(form: HTMLFormElement): HandFilters {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value) params.set(name, value);
  return readFilters(params);
}

/**
 * Puts filters into the form; a value the form has no option for is dropped, but for a player of the
 * show (`cast`) none of whose hands has aired: their option is added, so the filter stays and says so.
 */
function showInForm(form: HTMLFormElement, f: HandFilters, cast: Readonly<Record<string, string>>): void {
  const player = form.elements.namedItem('player');
  const name = cast[f.player];
  if (player instanceof HTMLSelectElement && name && ![...player.options].some((o) => o.value === f.player)) {
    player.add(new Option(name, f.player));
  }
  const set = (name: string, value: string) => {
    const select = form.elements.namedItem(name);
    if (select instanceof HTMLSelectElement) select.value = value;
  };
  const tick = (name: string, on: boolean) => {
    const box = form.elements.namedItem(name);
    if (box instanceof HTMLInputElement) box.checked = on;
  };
  set('season', f.season);
  set('episode', f.episode);
  set('player', f.player);
  set('pot', f.pot);
  set('sort', f.sort);
  tick('allin', f.allIn);
  tick('showdown', f.showdown);
}

export function mountHandFinder(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form[data-hand-filters]');
  const count = root.querySelector<HTMLElement>('[data-hand-count]');
  const groups = root.querySelector<HTMLElement>('[data-hand-groups]');
  const byPot = root.querySelector<HTMLElement>('[data-hand-by-pot]');
  if (!form || !count || !groups || !byPot) return;
  const items = [...root.querySelectorAll<HTMLElement>('li[data-hand]')].map(readItem);
  const cast = JSON.parse(form.dataset['cast'] ?? '{}') as Record<string, string>;
  /** A player of the show with no hand on the list: what the count says instead of "none matches". */
  const noneYet = (f: HandFilters) =>
    f.player && cast[f.player] && !items.some((i) => i.players.includes(f.player)) ? cast[f.player] : undefined;

  const apply = (f: HandFilters) => {
    const shown = items.filter((item) => matches(item, f));
    for (const item of items) item.element.hidden = !shown.includes(item);
    const flat = f.sort === 'pot';
    if (flat) byPot.append(...[...shown].sort(compareHands('pot')).map((i) => i.element));
    else for (const item of [...items].sort(compareHands('newest'))) item.home.append(item.element);
    groups.hidden = flat;
    byPot.hidden = !flat;
    // A season or episode with no hand left goes too; inner groups first, so a season sees its episodes' state.
    for (const group of [...groups.querySelectorAll<HTMLElement>('[data-hand-group]')].reverse()) {
      group.hidden = !group.querySelector('li[data-hand]:not([hidden])');
    }
    const waiting = noneYet(f);
    const words = waiting ? noHandsYetWords(waiting) : countWords(shown.length, items.length);
    if (count.textContent !== words) count.textContent = words;
  };

  const fromUrl = () => {
    const f = readFilters(new URLSearchParams(location.search));
    showInForm(form, f, cast);
    // What the form could take is what is applied, and what the URL then says.
    const taken = formFilters(form);
    apply(taken);
    return taken;
  };
  const write = (f: HandFilters) => {
    const url = `${location.pathname}${filterQuery(f)}${location.hash}`;
    if (url !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(history.state, '', url);
  };

  /** Filters applied and said in the URL: every change, a reset, "Show the hands" and a quick fan's early choice. */
  const update = (f: HandFilters) => {
    apply(f);
    write(f);
  };

  form.addEventListener('change', () => update(formFilters(form)));
  form.addEventListener('reset', (event) => {
    event.preventDefault();
    showInForm(form, NO_FILTERS, cast);
    update(NO_FILTERS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    update(formFilters(form));
    count.focus();
  });
  addEventListener('popstate', fromUrl);
  // A change made before this script came (a quick fan) wins over the URL it arrived with.
  const early = formFilters(form);
  if (filterQuery(early) !== '') update(early);
  else write(fromUrl());
}
