/*
 * Inline at the top of every page's body, after the first-tap hold (both are one script:
 * src/lib/delivery/page-inline-script.ts). It requests the site's script (layouts/Document.astro's,
 * with Astro's island runtime) once the page has painted, not with the page: Lighthouse's simulated
 * phone counts every request that ended before the paint it observed into that paint, and on a fast
 * link a script in the page's head has ended by then, deferred, async or low priority alike. The
 * build names the script on <body data-site-script> (src/lib/delivery/hydration.ts). Nothing the
 * script does is needed for the first paint: it acts after the largest paint anyway, and a tap
 * before it runs is held (src/client/first-tap-hold.js).
 *
 * It waits for the whole document (a module script never runs earlier), then for the task after
 * the next frame, the one that paints what was parsed. A page opened in a background tab paints no
 * frame until it is shown, so a timer starts it there too.
 */
{
  const src = document.body.dataset.siteScript;
  if (src) {
    let requested = false;
    const request = () => {
      if (requested) return;
      requested = true;
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      // Where a page's largest paint is an image still loading, the script waits behind it.
      script.fetchPriority = 'low';
      document.head.append(script);
    };
    const afterNextPaint = () => {
      requestAnimationFrame(() => setTimeout(request, 0));
      setTimeout(request, 1000);
    };
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', afterNextPaint, { once: true });
    else afterNextPaint();
  }
}
