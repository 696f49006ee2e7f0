/**
 * First taps held by the inline script (src/client/first-tap-hold.js), replayed once the control's
 * code is ready: by the site script for an island as it hydrates (layouts/Document.astro), by a plain
 * script as it wires its control (tapReady).
 */

/** A control that keeps a tap until its code is ready. */
export const HOLDS_TAP = 'data-tap';
/** A control with a tap kept for it. */
export const TAPPED = 'data-tapped';

/** Whether a tap is kept for `root` or a control inside it. */
export const hasHeldTap = (root: Element): boolean =>
  root.matches(`[${TAPPED}]`) || !!root.querySelector(`[${TAPPED}]`);

/**
 * Replays each tap kept for `root` or a control inside it, once, as a click: on a submit button
 * that submits its form again, validation included. A form submitted with no button (Enter in
 * its only field) is submitted again.
 */
export function replayHeldTaps(root: Element): void {
  const held = [...(root.matches(`[${TAPPED}]`) ? [root] : []), ...root.querySelectorAll(`[${TAPPED}]`)];
  for (const control of held) {
    control.removeAttribute(TAPPED);
    if (control instanceof HTMLFormElement) control.requestSubmit();
    else if (control instanceof HTMLElement) control.click();
  }
}

/** A plain script has wired `control`: its taps are its own from now on, and one kept for it is replayed. */
export function tapReady(control: HTMLElement): void {
  control.removeAttribute(HOLDS_TAP);
  replayHeldTaps(control);
}

/**
 * Calls `run` once, as soon as a tap is kept on a control matching `selector` ('' for any; at once
 * if one already is): code that would load later for the page's sake loads now for the visitor's.
 */
export function whenTapHeld(selector: string, run: () => void): void {
  const held = () => document.querySelector(`${selector}[${TAPPED}]`) !== null;
  if (held()) {
    run();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!held()) return;
    observer.disconnect();
    run();
  });
  observer.observe(document.body, { subtree: true, attributeFilter: [TAPPED] });
}
