/*
 * Inline at the top of every page's body, after the first-tap hold (both are one script:
 * src/lib/delivery/page-inline-script.ts). It requests the site's script (layouts/Document.astro's,
 * with Astro's island runtime), named by the build on <body data-site-script>
 * (src/lib/delivery/hydration.ts), once the document is parsed (a module script never ran earlier),
 * in the task after the next frame; a page in a background tab paints no frame, so a timer starts it
 * there. Requested by the page itself, at any priority, it went out with the document's first bytes,
 * and Lighthouse's simulated phone counted it into the largest paint: it counts every request that
 * ended before the paint it observed. Nothing the script does is needed for the first paint: it acts
 * after the largest paint anyway, and a tap before it runs is held (src/client/first-tap-hold.js).
 * Kept short: every byte is in each page's first response, and Home's sits at the edge of the first
 * round trip (~14.6 KB with its headers: past it, a simulated phone waits a round trip more).
 */
{
  const src = document.body.dataset.siteScript;
  let started = false;
  const start = () => {
    if (started || !src) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.append(script);
  };
  addEventListener('DOMContentLoaded', () => {
    requestAnimationFrame(() => setTimeout(start));
    setTimeout(start, 1000);
  });
}
