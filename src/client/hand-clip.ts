/**
 * "Watch this hand" (components/hands/HandClip.astro): the link to the clip becomes a button that
 * puts the video site's embed in its place, from the hand's start, only when a fan presses it.
 * Mounted with the stepper when the hand is opened (client/hand-stepper.ts).
 */
export function mountHandClip(root: Element): void {
  const host = root.querySelector<HTMLElement>('[data-clip-embed]');
  const link = host?.querySelector<HTMLAnchorElement>('[data-clip-play]');
  const src = host?.dataset['clipEmbed'];
  if (!host || !link || !src) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.append(...[...link.childNodes].filter((n) => !(n instanceof HTMLElement && n.classList.contains('sr-only'))));
  link.replaceWith(button);
  button.addEventListener('click', () => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = host.dataset['clipTitle'] ?? 'The hand on the video site';
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    frame.allowFullscreen = true;
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    button.replaceWith(frame);
    frame.focus();
  });
}
