/*
 * Inline at the top of every page's body (components/chrome/PageInlineScript.astro), so it runs before the
 * first paint: the one moment no other code of the page has loaded yet. It keeps a first tap on a
 * control whose code is not ready, to be replayed once it is (client/first-tap.ts).
 *
 * A control that holds its taps carries data-tap. Its code is not ready while the attribute is there
 * (a plain script removes it once wired) or while its island has not hydrated (Astro's ssr attribute).
 * A form holds its submit, which the browser fires only after its own validation passes, so an
 * invalid address still gets the browser's message; any other control holds its click, which is
 * also what Enter and Space on a button or summary fire. The default action and the event stop
 * here, and the control is marked data-tapped (once, however often it was tapped): for a submit, the
 * button that sent it, so that the replay is a click there too (React hydrates on a click, while a
 * submit event reaching a root it has not hydrated yet is dropped).
 */
for (const type of ['click', 'submit']) {
  addEventListener(
    type,
    (event) => {
      const control = event.target.closest?.('[data-tap]');
      if (!control || control.closest('astro-island:not([ssr])')) return;
      if ((type === 'submit') !== (control.tagName === 'FORM')) return;
      event.preventDefault();
      event.stopPropagation();
      (event.submitter ?? control).setAttribute('data-tapped', '');
    },
    true,
  );
}
