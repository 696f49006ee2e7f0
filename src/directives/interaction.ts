/**
 * client:interaction — hydrate an island only when someone reaches for it: a pointer over
 * or down on it, a touch, keyboard focus, or a tap kept on it (before this ran, or since).
 * client:interaction="visible" also hydrates it as soon as it is on screen, as client:visible does.
 * Taps that land before hydration finishes are kept by the page's inline script and replayed as
 * the island hydrates (components/chrome/PageInlineScript.astro), so the first tap is never lost, even one
 * on a control that a late layout has since moved out of view.
 * The mobile menu uses it plain: a phone loads no React until the menu button is touched.
 */
import type { ClientDirective } from 'astro';
import { TAPPED, hasHeldTap } from '../client/first-tap.ts';

const WAKE = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const interaction: ClientDirective = (load, options, el) => {
  let seen: IntersectionObserver | undefined;
  // A tap kept after this ran, on a control reached for before (focused, then Enter): no wake event comes.
  const kept = new MutationObserver(() => void wake());
  let woken = false;
  const wake = async () => {
    if (woken) return;
    woken = true;
    for (const type of WAKE) el.removeEventListener(type, wake);
    seen?.disconnect();
    kept.disconnect();
    const hydrate = await load();
    await hydrate();
  };
  if (hasHeldTap(el)) {
    void wake();
    return;
  }
  for (const type of WAKE) el.addEventListener(type, wake, { passive: true });
  kept.observe(el, { subtree: true, attributeFilter: [TAPPED] });
  if (options.value === 'visible') {
    seen = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void wake());
    // The island element itself has no box (display: contents); its children do.
    for (const child of el.children) seen.observe(child);
  }
};

export default interaction;
