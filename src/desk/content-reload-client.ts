/**
 * On the pages Astro renders while the desk runs (src/desk/integration.ts injects it): when a save
 * has reached the content store (CONTENT_CHANGED, sent by content-reload.ts in place of Vite's full
 * reload), a page of the site reloads to show it, and a form of the desk stays as it is, with
 * whatever the staff have typed since the save. Keystatic's editor page, which has no head for
 * Astro to add it to, never loads it: Vite's client there ignores the event.
 */
import { CONTENT_CHANGED, reloadsOnContentChange } from '../lib/desk/content-reload.ts';

import.meta.hot?.on(CONTENT_CHANGED, () => {
  if (reloadsOnContentChange(location.pathname)) location.reload();
});
