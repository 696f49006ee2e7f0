/**
 * axe-core in the page, for every browser spec: sent into a document once, then run there as often
 * as a test asks, with the violations worded as the specs compare them ("rule: target, target").
 *
 * @axe-core/playwright's AxeBuilder sends axe-core's ~550 KB into the page at every call and runs it
 * in two passes (runPartial in each frame, then finishRun in a fresh blank page it opens, with axe-core
 * sent again): ~6 s a page here, most of every-url's time. One document's own run is ~2 s.
 * Frames are left out (`iframes: false`): the only ones a page ever has are the video site's
 * embeds, another site's document (out of reach in these tests, or a stand-in).
 */
import type { Frame, Page } from '@playwright/test';
import axeCore, { type AxeResults } from 'axe-core';

/** WCAG 2.2 AA and axe's best practices, as the browser specs ask them. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeOptions {
  /** Only these parts of the page (CSS selectors), as AxeBuilder's `include`; the whole document by default. */
  include?: string[];
  /** Only the rules with these tags; axe's default rules when not given. */
  tags?: readonly string[];
}

/** A violation as the specs compare them: its rule and the elements at fault. */
export const worded = (results: Pick<AxeResults, 'violations'>) =>
  results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** Runs axe over the page's (or a frame's) current document (sending axe-core first if it is not there yet). */
export async function axeViolations(page: Page | Frame, { include, tags }: AxeOptions = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  const results = await page.evaluate(
    ([parts, only]) =>
      (window as unknown as { axe: typeof axeCore }).axe.run(
        parts ? { include: parts.map((selector) => [selector]) } : document,
        {
          ...(only ? { runOnly: { type: 'tag' as const, values: only } } : {}),
          iframes: false,
          resultTypes: ['violations'],
        },
      ),
    [include ?? null, tags ? [...tags] : null] as const,
  );
  return worded(results);
}
