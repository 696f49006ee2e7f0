/**
 * The drawn table moving from one step to the next (client/hand-stepper.ts): each step is its own
 * figure drawn at build time, so moving is FLIP between two figures. What is in both (a seat's
 * bet, a card) slides from where it was; a new bet comes out of its player's seat, chips won come
 * out of the pot (data-from names where from); new cards and chips fade and scale up; bets that
 * went into the pot when a street closed are swept there. motion's mini animate (the Web
 * Animations API) draws it all; nothing moves under prefers-reduced-motion (the stepper never calls
 * this then).
 */
/** Imports motion's mini animate: the layout's script hands it in (client/motion.ts says why). */
export type LoadAnimate = () => Promise<typeof import('./animate.ts')>;

const keyed = (root: Element) =>
  new Map([...root.querySelectorAll<HTMLElement>('[data-flip]')].map((el) => [el.dataset['flip'] ?? '', el]));

const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

/** Where each keyed thing of a figure is, and what it says, read while it is still shown. */
export interface TablePicture {
  rects: Map<string, DOMRect>;
  texts: Map<string, string>;
  elements: Map<string, HTMLElement>;
}

export function pictureOf(figure: Element): TablePicture {
  const elements = keyed(figure);
  const rects = new Map([...elements].map(([key, el]) => [key, el.getBoundingClientRect()]));
  const texts = new Map([...elements].map(([key, el]) => [key, el.textContent]));
  return { rects, texts, elements };
}

const OPTIONS = { duration: 0.35, ease: 'easeOut' } as const;

/** Moves the now-shown figure `to` from how `before` looked, once motion has loaded (at once after the first time). */
export function moveTable(before: TablePicture, to: Element, load: LoadAnimate): void {
  load().then(
    ({ animate }) => move(animate, before, to),
    (error: unknown) => console.error('hand table: motion did not load', error),
  );
}

type Animate = Awaited<ReturnType<LoadAnimate>>['animate'];

function move(animate: Animate, before: TablePicture, to: Element): void {
  const now = keyed(to);
  for (const [key, el] of now) {
    const was = before.rects.get(key) ?? before.rects.get(el.dataset['from'] ?? '');
    const here = centre(el.getBoundingClientRect());
    if (!was) {
      animate(el, { opacity: [0, 1], transform: ['scale(0.6)', 'scale(1)'] }, OPTIONS);
      continue;
    }
    const from = centre(was);
    const [dx, dy] = [from.x - here.x, from.y - here.y];
    if (Math.abs(dx) + Math.abs(dy) > 0.5) {
      animate(el, { transform: [`translate(${dx}px, ${dy}px)`, 'translate(0px, 0px)'] }, OPTIONS);
    } else if (before.texts.get(key) !== el.textContent && !key.startsWith('seat-')) {
      // The same place, a new amount (a raise, a bigger pot): a short pulse.
      animate(el, { transform: ['scale(1.18)', 'scale(1)'] }, OPTIONS);
    }
  }
  sweepBets(animate, before, now, to);
}

/** Bets gone into the middle when a street closed: a copy of each sweeps from its place to the pots and fades. */
function sweepBets(animate: Animate, before: TablePicture, now: Map<string, HTMLElement>, to: Element): void {
  const frame = to.querySelector('.table-frame');
  const pots = now.get('pots')?.getBoundingClientRect();
  if (!frame || !pots) return;
  for (const [key, el] of before.elements) {
    const was = before.rects.get(key);
    if (!key.startsWith('bet-') || now.has(key) || !was) continue;
    const ghost = el.cloneNode(true) as HTMLElement;
    ghost.removeAttribute('data-flip');
    frame.append(ghost);
    // Placed by its class where the bet sat in this figure; moved from where it was seen.
    const start = centre(ghost.getBoundingClientRect());
    const at = (p: { x: number; y: number }) => `translate(${p.x - start.x}px, ${p.y - start.y}px)`;
    animate(ghost, { transform: [at(centre(was)), at(centre(pots))], opacity: [1, 0] }, OPTIONS).then(
      () => ghost.remove(),
      () => ghost.remove(),
    );
  }
}
