/**
 * Whether a page's priority image can still be its largest contentful paint, once the browser has
 * reported a largest paint of some size. The browser reports a new largest paint only for an element
 * strictly larger than the last, and an image's reported size is at most its area inside the
 * viewport (less when it is shown larger than its own pixels). So a wide screen's profile, whose
 * bio paragraph outsizes the portrait, never reports the portrait: waiting for it would wait out
 * client/after-paint.ts's timeout on every such page.
 */

/** A box as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The area of `box` inside a viewport of `width` × `height` (CSS pixels; 0 when it is out of view). */
export function areaInView(box: Box, width: number, height: number): number {
  const visibleWidth = Math.min(box.left + box.width, width) - Math.max(box.left, 0);
  const visibleHeight = Math.min(box.top + box.height, height) - Math.max(box.top, 0);
  return visibleWidth > 0 && visibleHeight > 0 ? visibleWidth * visibleHeight : 0;
}

/** Whether an element of `areaInViewport` can still be reported after a largest paint of `largestSize`. */
export function canStillBeLargest(areaInViewport: number, largestSize: number): boolean {
  return areaInViewport > largestSize;
}
