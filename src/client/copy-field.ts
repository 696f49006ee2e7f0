/**
 * Copy buttons beside a read-only field (the season calendar's address, a key hand's embed code):
 * the field's text to the clipboard, said in the status line under them. Without clipboard access (an
 * http page, a denied permission) the text is selected for a manual copy. Loaded by the site script
 * once the page has painted, or at once when a fan taps a copy button before (layouts/Document.astro).
 */
import type { tapReady } from './first-tap.ts';

/**
 * `ready` comes from the site script (client/first-tap.ts): imported here, the build would share it
 * through the site script, which this chunk would then load a second copy of (see client/motion.ts).
 */
export function wireCopyButtons(ready: typeof tapReady): void {
  for (const button of document.querySelectorAll<HTMLElement>('[data-copy]')) {
    const field = document.getElementById(button.dataset['copy'] ?? '');
    // What is copied, in the status line's words: "address", "code".
    const what = button.dataset['copyWhat'] ?? 'text';
    const status = button.parentElement?.nextElementSibling;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    button.addEventListener('click', () => {
      navigator.clipboard.writeText(field.value).then(
        () => status && (status.textContent = `${what[0]?.toUpperCase()}${what.slice(1)} copied.`),
        () => {
          field.select();
          if (status) status.textContent = `Press Ctrl+C (⌘C) to copy the selected ${what}.`;
        },
      );
    });
    ready(button);
  }
}
