/**
 * Steps through a key hand one street at a time (components/hands/HandStreets.astro): Back and Next,
 * the arrow keys while focus is in the hand, and a polite announcement of where the fan is. Loaded
 * by the site script only when a fan opens the hand (client/lazy-gates.ts ON_OPEN); without
 * JavaScript every street reads in order.
 */
export function mountHandStepper(root: Element): void {
  const box = root.querySelector<HTMLElement>('.hand-streets');
  if (!box || box.dataset['stepper'] === 'on') return;
  const streets = [...box.querySelectorAll<HTMLElement>('[data-street]')];
  const controls = box.querySelector<HTMLElement>('[data-stepper-controls]');
  const back = box.querySelector<HTMLButtonElement>('[data-step="back"]');
  const next = box.querySelector<HTMLButtonElement>('[data-step="next"]');
  const label = box.querySelector<HTMLElement>('[data-step-label]');
  if (!controls || !back || !next || !label || streets.length < 2) return;
  box.dataset['stepper'] = 'on';
  let at = 0;
  const show = (index: number) => {
    at = Math.max(0, Math.min(streets.length - 1, index));
    streets.forEach((s, i) => (s.hidden = i !== at));
    const focused = document.activeElement;
    back.disabled = at === 0;
    next.disabled = at === streets.length - 1;
    // A button disabled under the keyboard would drop focus to the page: it moves to the other one.
    if (focused === back && back.disabled) next.focus();
    if (focused === next && next.disabled) back.focus();
    const title = streets[at]?.querySelector('h3')?.textContent?.trim() ?? '';
    label.textContent = `${at + 1} of ${streets.length}: ${title}`;
  };
  back.addEventListener('click', () => show(at - 1));
  next.addEventListener('click', () => show(at + 1));
  box.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') show(at + 1);
    else if (event.key === 'ArrowLeft') show(at - 1);
    else return;
    event.preventDefault();
  });
  controls.hidden = false;
  show(0);
}
