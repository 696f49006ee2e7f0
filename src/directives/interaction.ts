/**
 * client:interaction — hydrate an island only when someone reaches for it: a pointer over
 * or down on it, a touch, or keyboard focus. A click that lands before hydration finishes
 * is held and replayed on the same element afterwards, so the first tap is never lost.
 * Used for the mobile menu: a phone loads no React until the menu button is touched.
 */
import type { ClientDirective } from 'astro';

const WAKE = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let pending: Element | null = null;
  let hydrated = false;
  const holdClick = (event: Event) => {
    if (hydrated) return;
    event.preventDefault();
    event.stopPropagation();
    // Replay on the control itself: the target may be an <svg> inside the button.
    const target = event.target instanceof Element ? event.target : null;
    pending = target?.closest('button, a, [role="button"]') ?? target;
  };
  const wake = async () => {
    for (const type of WAKE) el.removeEventListener(type, wake);
    el.addEventListener('click', holdClick, true);
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    el.removeEventListener('click', holdClick, true);
    pending?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  };
  for (const type of WAKE) el.addEventListener(type, wake, { passive: true });
};

export default interaction;
