/**
 * The slide-in menu below the md breakpoint. It hydrates when someone reaches for the
 * button (client:interaction, src/directives/); without JavaScript the header shows the plain nav.
 * While open: the rest of the page is inert and does not scroll, Escape / a link /
 * a tap outside / growing past the breakpoint close it, and focus returns to the toggle.
 * The panel slides and the backdrop fades with motion (its mini animate, the Web Animations
 * API); under prefers-reduced-motion they change at once.
 */
import { useAnimate } from 'motion/react-mini';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { isCurrent, primaryNav } from '../lib/pages/nav.ts';

const SLIDE_SECONDS = 0.3;
const PANEL = { open: 'translateX(0%)', closed: 'translateX(100%)' };

/*
 * The links are the same primaryNav the header renders, imported here rather than passed as a
 * prop: Astro serialises props into every page's HTML, ~100 compressed bytes of the first response.
 */
interface Props {
  currentPath: string;
  /** Min-width media query at which the desktop nav takes over. */
  desktopQuery: string;
}

/** Makes everything outside `keep` inert; returns the undo. */
function inertOutside(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  let node: HTMLElement | null = keep;
  while (node && node !== document.body) {
    const parent: HTMLElement | null = node.parentElement;
    for (const sibling of Array.from(parent?.children ?? [])) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        changed.push(sibling);
      }
    }
    node = parent;
  }
  return () => changed.forEach((el) => (el.inert = false));
}

export default function MobileMenu({ currentPath, desktopQuery }: Props) {
  const [open, setOpen] = useState(false);
  // The panel is visible while open and while it slides out; hidden (and out of the tab order) after.
  const [visible, setVisible] = useState(false);
  const [rootRef, animate] = useAnimate<HTMLDivElement>();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const show = useCallback(() => {
    setVisible(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    const backdrop = backdropRef.current;
    if (!panel || !backdrop || !visible) return;
    // motion commits each end state with commitStyles, which throws on an element that is not
    // rendered: past the breakpoint (the menu closes itself there) the root is display:none.
    if (rootRef.current?.getClientRects().length === 0) {
      backdrop.style.opacity = open ? '1' : '0';
      panel.style.transform = open ? PANEL.open : PANEL.closed;
      if (!open) setVisible(false);
      return;
    }
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const options = { duration: still ? 0 : SLIDE_SECONDS, ease: 'easeOut' } as const;
    const fade = animate(backdrop, { opacity: open ? 1 : 0 }, options);
    const slide = animate(panel, { transform: open ? PANEL.open : PANEL.closed }, options);
    if (!open) slide.then(() => setVisible(false));
    return () => {
      // A reversal starts from where the slide is, unless the menu is no longer rendered (see
      // above): then the slide is dropped and the next run sets the end state. Where it is, the
      // value is read and set through the CSSOM, not committed with motion's stop(): that calls the
      // Web Animations API's commitStyles, which WebKit applies as a style attribute and so refuses
      // under the page's CSP (style-src-attr), a violation in Safari's console each time.
      const rendered = (rootRef.current?.getClientRects().length ?? 0) > 0;
      const sliding: [HTMLElement, 'opacity' | 'transform', typeof fade][] = [
        [backdrop, 'opacity', fade],
        [panel, 'transform', slide],
      ];
      for (const [element, property, animation] of sliding) {
        const now = rendered ? getComputedStyle(element)[property] : undefined;
        animation.cancel();
        if (now !== undefined) element.style[property] = now;
      }
    };
  }, [open, visible, animate, rootRef]);

  useEffect(() => {
    if (!open || !rootRef.current) return;
    const undoInert = inertOutside(rootRef.current);
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        close();
        return;
      }
      if (e.key !== 'Tab') return;
      // Keep focus cycling between the toggle and the menu's links.
      const stops = [
        toggleRef.current,
        ...Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a') ?? []),
      ].filter((el): el is HTMLElement => el !== null);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    const desktop = window.matchMedia(desktopQuery);
    const onResize = () => desktop.matches && close();
    document.addEventListener('keydown', onKey);
    desktop.addEventListener('change', onResize);
    return () => {
      undoInert();
      root.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKey);
      desktop.removeEventListener('change', onResize);
    };
  }, [open, close, desktopQuery]);

  return (
    <div ref={rootRef} className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        data-tap=""
        className="relative z-50 inline-flex size-11 items-center justify-center rounded-full border border-line text-cream hover:border-gold"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => (open ? close() : show())}
      >
        <svg
          className="size-6"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          aria-hidden="true"
        >
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
        </svg>
      </button>
      <div
        ref={backdropRef}
        // The closed state is in classes (the server-rendered HTML has no style attribute for the
        // CSP to refuse); motion's inline styles take over from the first slide.
        className={`fixed inset-0 z-40 bg-ink/70 opacity-0 ${open ? '' : 'pointer-events-none'}`}
        aria-hidden="true"
        onClick={close}
      />
      <div
        ref={panelRef}
        id={panelId}
        // Visible at once on open (so focus can move in), hidden once the slide out ends.
        className={`fixed inset-y-0 right-0 z-40 flex w-[min(20rem,85vw)] flex-col border-l border-line bg-ink-2 px-6 pt-24 pb-8 shadow-2xl [transform:translateX(100%)] ${visible ? 'visible' : 'invisible'}`}
      >
        <nav aria-label="Main menu">
          <ul className="flex flex-col gap-1">
            {primaryNav.map((item) => {
              const current = isCurrent(item, currentPath);
              return (
                <li key={item.href}>
                  <a
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                    className={`block rounded-lg px-3 py-3 font-display text-xl uppercase tracking-wide hover:bg-felt ${current ? 'text-gold-2' : 'text-cream'}`}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </div>
  );
}
