/** Client script for components/sections/HeroVideo.astro. */
import { afterLargestPaint } from './after-paint.ts';

const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

function command(frame: HTMLIFrameElement, func: 'playVideo' | 'pauseVideo') {
  frame.contentWindow?.postMessage(JSON.stringify({ event: 'command', func, args: [] }), EMBED_ORIGIN);
}

function shouldEmbed(): boolean {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !connection?.saveData;
}

function mount(host: HTMLElement, toggle: HTMLButtonElement) {
  const src = host.dataset['src'];
  if (!src || !shouldEmbed()) return;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = host.dataset['title'] ?? 'Background video';
  frame.allow = 'autoplay; encrypted-media; picture-in-picture';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  // Cover the hero at 16:9 whatever its shape; invisible until the player answers.
  frame.className =
    'absolute top-1/2 left-1/2 h-[56.25vw] min-h-full w-[177.78vh] min-w-full -translate-x-1/2 -translate-y-1/2 opacity-0 transition-opacity duration-700';

  let ready = false;
  window.addEventListener('message', (event) => {
    if (event.origin !== EMBED_ORIGIN || event.source !== frame.contentWindow || ready) return;
    ready = true;
    frame.classList.remove('opacity-0');
    toggle.classList.remove('hidden');
    toggle.classList.add('inline-flex');
  });
  // Ask the player to report its state, which is how we learn it loaded.
  frame.addEventListener('load', () => {
    frame.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: 'hero' }), EMBED_ORIGIN);
  });

  let paused = false;
  const label = toggle.querySelector('.label');
  toggle.addEventListener('click', () => {
    paused = !paused;
    command(frame, paused ? 'pauseVideo' : 'playVideo');
    toggle.setAttribute('aria-pressed', String(paused));
    if (label) label.textContent = paused ? 'Play video' : 'Pause video';
  });
  host.append(frame);
}

export function mountHeroVideo() {
  const host = document.querySelector<HTMLElement>('.hero-video');
  const toggle = document.querySelector<HTMLButtonElement>('.hero-video-toggle');
  if (!host || !toggle) return;
  // The embed (a document of its own, ~1 MB of player) waits until the poster has painted.
  afterLargestPaint(document.querySelector('[data-hero-poster]'), () => mount(host, toggle));
}
