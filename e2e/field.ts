/**
 * The field's pages in a browser (e2e/standings.spec.ts mid-season, e2e/finale.spec.ts once one is
 * left): the results' disclosures, the chart as shown at a width and whether its labels collide.
 */
import type { Locator, Page } from '@playwright/test';

/** A results disclosure's summary; its visible words say Show or Hide (the other word is display: none). */
export function summaryOf(scope: Page | Locator, what: string): Locator {
  return scope.locator('details.spoiler > summary', { hasText: what });
}

/** The chart as shown at this width (one of its two renderings is hidden by CSS). */
export const visibleChart = (page: Page) => page.locator('figure svg.stack-chart:visible');

/** Boxes of the chart's end labels that overlap another label's, as "A / B". */
export async function overlappingLabels(chart: Locator): Promise<string[]> {
  return chart.evaluate((svg) => {
    const labels = [...svg.querySelectorAll('.stack-chart-labels text')].map((t) => ({
      text: t.textContent ?? '',
      box: t.getBoundingClientRect(),
    }));
    const hits: string[] = [];
    labels.forEach((a, i) =>
      labels.slice(i + 1).forEach((b) => {
        const apart =
          a.box.right <= b.box.left ||
          b.box.right <= a.box.left ||
          a.box.bottom <= b.box.top ||
          b.box.bottom <= a.box.top;
        if (!apart) hits.push(`${a.text} / ${b.text}`);
      }),
    );
    return hits;
  });
}
