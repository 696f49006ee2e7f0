/*
 * Inline at the top of every page's body, after the first-tap hold (both are one script:
 * src/lib/delivery/page-inline-script.ts). Once the page's first contentful paint is on screen, it
 * requests the site's script (layouts/Document.astro's, with Astro's island runtime), named by the
 * build on <body data-site-script> (src/lib/delivery/hydration.ts), and adds what the head holds
 * back until then (<noscript data-after-paint>, live at once with JavaScript off: the manifest).
 *
 * Why after the paint: Lighthouse's simulated phone counts into a paint every request that ended
 * before the paint it observed, and on a fast link anything the page itself requests has ended by
 * then (the paint is presented ~40-100 ms after the document's last byte): deferred, async or low
 * priority alike. Nothing here is needed for the first paint: the site script acts after the
 * largest paint anyway, and a tap before it runs is held (src/client/first-tap-hold.js).
 *
 * The paint entry is reported once the frame is presented, later than a frame callback runs. The
 * document must be parsed too (a module script never ran earlier). A page that paints nothing for a
 * second after that (a background tab) gets them then; a browser without paint entries, after the
 * next frame.
 */
{
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const held of document.querySelectorAll('noscript[data-after-paint]'))
      held.insertAdjacentHTML('afterend', held.textContent);
    const src = document.body.dataset.siteScript;
    if (!src) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    // Where a page's largest paint is an image still loading, the script waits behind it.
    script.fetchPriority = 'low';
    document.head.append(script);
  };
  const painted = new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(resolve);
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  const parsed = new Promise((resolve) => {
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', resolve, { once: true });
    else resolve();
  });
  void Promise.all([parsed, painted]).then(() => setTimeout(start, 0));
  void parsed.then(() => setTimeout(start, 1000));
}
