/**
 * Which pages a content change reloads while the desk runs. Once a save reaches Astro's content
 * store, Astro's dev server tells each of its server environments `astro:content-changed` and then,
 * in the same synchronous run, asks the browser for a full reload of every open page
 * (`invalidateDataStore` in astro/dist/content/vite-plugin-content-virtual-mod.js). The site's pages
 * beside the desk should take it: they then show what was saved. The desk's own forms must not: a
 * reload throws away whatever the staff typed since the save. So the desk's dev server sends that
 * one reload as the event CONTENT_CHANGED (src/desk/content-reload.ts), and a page reloads on it
 * only when it is not a form (src/desk/content-reload-client.ts).
 */

/** The event the desk's dev server sends in place of a content change's full reload. */
export const CONTENT_CHANGED = 'desk:content-changed';

/** What Astro sends its server environments when its content store has changed. */
const STORE_CHANGED = 'astro:content-changed';

/** A message to or from Vite's hot channel, as `hot.send` takes it. */
export type HotPayload = { type: string; event?: string; data?: unknown; path?: string };

/** The desk's forms: Keystatic's editor (/keystatic, /keystatic/…) and the desk's own pages (/desk/…). */
export const isEditorPath = (pathname: string): boolean => /^\/(keystatic|desk)(\/|$)/.test(pathname);

/** Whether a page at `pathname` reloads when the content changes: the site's pages do, the forms never. */
export const reloadsOnContentChange = (pathname: string): boolean => !isEditorPath(pathname);

/** `hot.send`'s arguments as one payload: it takes `(payload)` or `(event, data)`. */
export function payloadOf(args: readonly unknown[]): HotPayload | undefined {
  const [first, data] = args;
  if (typeof first === 'string') return { type: 'custom', event: first, data };
  if (typeof first === 'object' && first !== null && typeof (first as HotPayload).type === 'string')
    return first as HotPayload;
  return undefined;
}

/** Whether a message sent to a server environment says the content store has changed. */
export function isStoreChange(args: readonly unknown[]): boolean {
  const payload = payloadOf(args);
  return payload?.type === 'custom' && payload.event === STORE_CHANGED;
}

/**
 * What the desk sends the browser in place of `args`: a full reload that follows a store change
 * (`storeChanged`) becomes CONTENT_CHANGED; anything else goes as it is. Vite's other full reloads
 * (a source file edited, its dependency optimizer re-run, after which a page must reload to run at
 * all) still reach every page, the forms included.
 */
export function toBrowser(args: readonly unknown[], storeChanged: boolean): readonly unknown[] {
  if (!storeChanged || payloadOf(args)?.type !== 'full-reload') return args;
  return [{ type: 'custom', event: CONTENT_CHANGED, data: {} } satisfies HotPayload];
}
