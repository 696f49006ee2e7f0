/*
 * Inline at the top of every page's body, after the first-tap hold (both are one script:
 * src/lib/delivery/page-inline-script.ts). It requests the site's script (layouts/Document.astro's,
 * with Astro's island runtime), named by the build on <body data-site-script>
 * (src/lib/delivery/hydration.ts), once the document is parsed (a module script never ran earlier)
 * and its first paint is reported; a page in a background tab paints nothing, so a timer starts it
 * there. Requested by the page itself, at any priority, it went out with the document's first bytes,
 * and Lighthouse's simulated phone counted it into the largest paint: it counts every request that
 * ended before the paint it observed. A frame's callback was not late enough: the frame is presented
 * 20-40 ms after it, the script had often arrived by then, and at High it counted as blocking the first
 * paint too (FCP 1.11-1.16 of the text floor on eight routes). The paint entry comes once the frame is
 * presented. Nor low priority: Lighthouse then queued the script behind a page's lazy images and
 * counted its end into the largest paint (a season page's LCP 1.02 -> 1.25 of the image floor).
 * Nothing the script does is needed for the first paint: it acts after the largest paint anyway, and
 * a tap before it runs is held (src/client/first-tap-hold.js).
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
    // The timer first: where the observer throws (no PerformanceObserver), the script still comes.
    setTimeout(start, 1000);
    // Left observing: it hears of two paints at most (first-paint, first-contentful-paint), and
    // start runs once.
    new PerformanceObserver(() => setTimeout(start)).observe({ type: 'paint', buffered: true });
  });
}
