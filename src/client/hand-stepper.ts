/**
 * Steps through a key hand action by action (components/hands/HandStreets.astro): the drawn table of
 * each step (every one drawn at build time; this only shows one) and each line of the street's text
 * once it has happened. Back and Next, Play and Pause at three speeds, a jump to each street, the
 * arrow keys (and Home and End) while focus is in the hand, focus kept where it was; a polite live
 * region says each step. A link to a step (lib/table-drawing/step-links.ts: #flop, #step-7) opens the
 * hand and starts it there, its table in view, and each step's link can be copied. The table moves between steps with
 * motion (client/table-motion.ts), and changes without it under prefers-reduced-motion.
 *
 * Framed by another site (pages/embed/), a step's link and its copy are the hand's own page at that
 * step, and the frame's address is left alone: nobody sees it.
 *
 * Loaded by the site script only when a fan opens the hand (client/lazy-gates.ts ON_OPEN); without
 * JavaScript every street reads in order, each with its table as the street closes.
 */
import { STEP_SPEEDS, stepForLink, stepLink } from '../lib/table-drawing/step-links.ts';
import type { TableStreet } from '../lib/table-drawing/table-view.ts';
import { mountHandClip } from './hand-clip.ts';
import { moveTable, pictureOf, type LoadAnimate } from './table-motion.ts';

const stillness = window.matchMedia('(prefers-reduced-motion: reduce)');

function controlsOf(box: HTMLElement) {
  const q = <T extends Element>(selector: string) => box.querySelector<T>(selector);
  return {
    panel: q<HTMLElement>('[data-stepper-controls]'),
    back: q<HTMLButtonElement>('[data-step="back"]'),
    next: q<HTMLButtonElement>('[data-step="next"]'),
    play: q<HTMLButtonElement>('[data-step="play"]'),
    speed: q<HTMLSelectElement>('[data-step-speed]'),
    label: q<HTMLElement>('[data-step-label]'),
    link: q<HTMLAnchorElement>('[data-step-link]'),
    copy: q<HTMLButtonElement>('[data-step="copy"]'),
    copied: q<HTMLElement>('[data-copy-status]'),
  };
}

/**
 * `loadAnimate` imports motion's animate. The layout's script hands it in, as it does for the
 * reveals: a lazy chunk that imported it itself would take Vite's preload helper from the site
 * script (client/motion.ts), and importing it statically changed the site script more (its preload
 * list) and the chunks the islands share.
 */
export function mountHandStepper(root: HTMLDetailsElement, loadAnimate: LoadAnimate): void {
  const box = root.querySelector<HTMLElement>('.hand-streets');
  if (!box || box.dataset['stepper'] === 'on') return;
  mountHandClip(root);
  const { panel, back, next, play, speed, label, link, copy, copied } = controlsOf(box);
  const figures = [...box.querySelectorAll<HTMLElement>('figure[data-table-step]')];
  const sections = [...box.querySelectorAll<HTMLElement>('section[data-street]')];
  const lines = [...box.querySelectorAll<HTMLElement>('[data-at-step]')];
  const jumps = [...box.querySelectorAll<HTMLAnchorElement>('[data-jump]')];
  const count = figures.length;
  if (!panel || !back || !next || !play || !speed || !label || !link || !copy || !copied || count < 2) return;
  box.dataset['stepper'] = 'on';
  const firstOf = new Map(sections.map((s) => [s.dataset['street'] as TableStreet, Number(s.dataset['firstStep'])]));
  const figureAt = (step: number) => figures.find((f) => Number(f.dataset['tableStep']) === step);

  // Framed: the hand's own page, absolute (components/hands/HandStepperControls.astro).
  const page = panel.dataset['stepPage'];
  const linkTo = (step: number) => (page ? `${page}${stepLink(step)}` : stepLink(step));
  let at = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (step: number, { move = false, remember = true } = {}) => {
    const target = Math.max(1, Math.min(count, step));
    const from = figureAt(at);
    const before = move && target === at + 1 && from && !stillness.matches ? pictureOf(from) : undefined;
    at = target;
    const figure = figureAt(at);
    const section = figure?.closest('section');
    sections.forEach((s) => (s.hidden = s !== section));
    figures.forEach((f) => (f.hidden = f !== figure));
    lines.forEach((l) => (l.hidden = Number(l.dataset['atStep']) > at));
    const focused = document.activeElement;
    back.disabled = at === 1;
    next.disabled = at === count;
    // A button disabled under the keyboard would drop focus to the page: it moves to the other one.
    if (focused === back && back.disabled) next.focus();
    if (focused === next && next.disabled) back.focus();
    label.textContent = `Step ${at} of ${count}: ${figure?.dataset['says'] ?? ''}`;
    link.href = linkTo(at);
    copied.textContent = '';
    const street = section?.dataset['street'];
    jumps.forEach((j) =>
      j.dataset['jump'] === street ? j.setAttribute('aria-current', 'step') : j.removeAttribute('aria-current'),
    );
    if (remember && !page) history.replaceState(history.state, '', stepLink(at));
    if (before && figure) moveTable(before, figure, loadAnimate);
  };

  const pause = () => {
    clearTimeout(timer);
    timer = undefined;
    play.textContent = 'Play';
  };
  const tick = () => {
    const ms = STEP_SPEEDS.find((s) => s.name === speed.value)?.ms ?? 1400;
    timer = setTimeout(() => {
      show(at + 1, { move: true });
      if (at === count) pause();
      else tick();
    }, ms);
  };
  const step = (to: number) => {
    pause();
    show(to, { move: true });
  };

  back.addEventListener('click', () => step(at - 1));
  next.addEventListener('click', () => step(at + 1));
  play.addEventListener('click', () => {
    if (timer !== undefined) return pause();
    if (at === count) show(1);
    play.textContent = 'Pause';
    tick();
  });
  speed.addEventListener('change', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    tick();
  });
  box.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLSelectElement || event.altKey || event.ctrlKey || event.metaKey) return;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 1, End: count }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    step(to);
  });
  // A jump steps here and stays put: the link keeps focus (the arrow keys go on working) and the page
  // does not scroll to the street's section, the link's target for a visit without JavaScript.
  for (const jump of jumps) {
    jump.addEventListener('click', (event) => {
      const linked = stepForLink(jump.hash, count, firstOf);
      if (linked === undefined || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (!page) history.pushState(history.state, '', jump.hash);
      step(linked);
    });
  }
  // A step's own link, one typed into the address bar, or Back and Forward: the hash names the step.
  window.addEventListener('hashchange', () => {
    const linked = stepForLink(location.hash, count, firstOf);
    if (linked !== undefined && linked !== at) step(linked);
  });
  copy.addEventListener('click', () => {
    const url = new URL(linkTo(at), location.href).href;
    navigator.clipboard.writeText(url).then(
      () => (copied.textContent = `Copied: ${url}`),
      () => (copied.textContent = 'Could not copy: the link beside this button goes to this step'),
    );
  });
  root.addEventListener('toggle', () => {
    if (!root.open) pause();
  });
  panel.hidden = false;
  const linked = stepForLink(location.hash, count, firstOf);
  show(linked ?? 1, { remember: false });
  // A link to a street or a step opened the hand, and the browser scrolled to its target before the
  // hand was laid out step by step: the step's table is where the link meant.
  if (linked !== undefined) figureAt(linked)?.scrollIntoView({ block: 'start' });
}
