import { describe, expect, it } from 'vitest';
import { externalizeHydration, findHydrationScripts, hydrationBundle, hydrationBundlePath } from './hydration.ts';

const RUNTIME =
  '(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const VISIBLE =
  '(()=>{var a=()=>{};(self.Astro||(self.Astro={})).visible=a;window.dispatchEvent(new Event("astro:visible"));})();';
const TAP =
  '(()=>{var c=()=>{};(self.Astro||(self.Astro={})).interaction=c;window.dispatchEvent(new Event("astro:interaction"));})();';
const page = [
  `<body><script>${TAP}</script><script>${RUNTIME}</script><astro-island client="interaction"></astro-island>`,
  '<script>other()</script><script type="application/ld+json">{}</script>',
  `<script>${VISIBLE}</script><astro-island client="visible"></astro-island></body>`,
].join('');

describe('hydration scripts', () => {
  it('finds the runtime and the directive scripts, and nothing else', () => {
    expect(findHydrationScripts(page)).toEqual([TAP, RUNTIME, VISIBLE]);
  });

  it('bundles each once, directives before the runtime, in a stable order', () => {
    const bundle = hydrationBundle([RUNTIME, VISIBLE, TAP, VISIBLE]);
    expect(bundle).toBe(`${VISIBLE}\n${TAP}\n${RUNTIME}\n`);
    expect(hydrationBundle([TAP, RUNTIME, VISIBLE])).toBe(bundle);
    expect(() => hydrationBundle([VISIBLE])).toThrow(/one island runtime/);
  });

  it('replaces them with one deferred script where the first was, and keeps other scripts', () => {
    expect(externalizeHydration(page, '/_astro/hydration.abc.js')).toBe(
      [
        '<body><script src="/_astro/hydration.abc.js" defer></script><astro-island client="interaction"></astro-island>',
        '<script>other()</script><script type="application/ld+json">{}</script>',
        '<astro-island client="visible"></astro-island></body>',
      ].join(''),
    );
  });

  it('leaves pages without islands unchanged', () => {
    expect(externalizeHydration('<p>hi</p>', '/x.js')).toBe('<p>hi</p>');
  });

  it('fails loudly when a page has islands but the runtime is not recognised', () => {
    expect(() => externalizeHydration(`<script>${VISIBLE}</script><astro-island></astro-island>`, '/x.js')).toThrow(
      /no recognisable/,
    );
  });

  it('names the file by its content', () => {
    const bundle = hydrationBundle([RUNTIME]);
    expect(hydrationBundlePath(bundle)).toMatch(/^\/_astro\/hydration\.[0-9a-f]{10}\.js$/);
    expect(hydrationBundlePath(bundle)).not.toBe(hydrationBundlePath(hydrationBundle([RUNTIME, VISIBLE])));
  });
});
