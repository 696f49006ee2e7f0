import { describe, expect, it } from 'vitest';
import {
  withoutIslandUids,
  externalizeHydration,
  findHydrationScripts,
  hydrationBundle,
  hydrationBundlePath,
  moduleScripts,
  moduleWithHydration,
  moveHydrationIntoModule,
  sharedModuleScript,
  siteScriptPath,
} from './hydration.ts';

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

describe('hydration in the shared module script', () => {
  const layout = '<script type="module" src="/_astro/Page.X.js"></script>';
  const withIslands = `${page}${layout}`;
  const home = `${page}<script type="module" src="/_astro/Hero.Y.js"></script>${layout}`;
  const plain = `<body class="site"><p>no islands</p>${layout}</body>`;

  it("lists a page's module scripts in order", () => {
    expect(moduleScripts(home)).toEqual(['/_astro/Hero.Y.js', '/_astro/Page.X.js']);
  });

  it('finds the module every page with islands loads', () => {
    expect(sharedModuleScript([withIslands, home, plain])).toBe('/_astro/Page.X.js');
    expect(sharedModuleScript([withIslands, page])).toBeUndefined();
    expect(sharedModuleScript([plain])).toBeUndefined();
  });

  it("takes the first page's first shared module, from pages given one at a time", () => {
    expect(sharedModuleScript([home, home])).toBe('/_astro/Hero.Y.js');
    function* pages() {
      yield home;
      yield plain;
      yield withIslands;
    }
    expect(sharedModuleScript(pages())).toBe('/_astro/Page.X.js');
  });

  it('puts the bundle before the module code (its imports are hoisted anyway)', () => {
    const code = moduleWithHydration('HYDRATE();\n', 'import{a}from"./c.js";a();');
    expect(code).toBe('HYDRATE();\nimport{a}from"./c.js";a();');
    expect(siteScriptPath(code)).toMatch(/^\/_astro\/site\.[0-9a-f]{10}\.js$/);
  });

  it('removes the inline hydration scripts and names the combined file on <body> for the loader, in place of the module script', () => {
    expect(moveHydrationIntoModule(home, '/_astro/Page.X.js', '/_astro/site.abc.js')).toBe(
      [
        '<body data-site-script="/_astro/site.abc.js"><astro-island client="interaction"></astro-island>',
        '<script>other()</script><script type="application/ld+json">{}</script>',
        '<astro-island client="visible"></astro-island></body>',
        '<script type="module" src="/_astro/Hero.Y.js"></script>',
      ].join(''),
    );
    const out = moveHydrationIntoModule(plain, '/_astro/Page.X.js', '/s.js');
    expect(out).toBe('<body data-site-script="/s.js" class="site"><p>no islands</p></body>');
    // Requested by the loader, not the page: the page has no module script left.
    expect(moduleScripts(out)).toEqual([]);
    expect(out).toMatch(/<body\b[^>]* data-site-script="\/s\.js"/);
    expect(plain).not.toContain('data-site-script');
    expect(moveHydrationIntoModule('<p>x</p>', '/_astro/Page.X.js', '/s.js')).toBe('<p>x</p>');
  });

  it('fails loudly when a page with islands does not load the module, or has no runtime', () => {
    expect(() => moveHydrationIntoModule(page, '/_astro/Page.X.js', '/s.js')).toThrow(/does not load/);
    expect(() =>
      moveHydrationIntoModule(`<astro-island></astro-island>${layout}`, '/_astro/Page.X.js', '/s.js'),
    ).toThrow(/no recognisable/);
    expect(() => moveHydrationIntoModule(`<p>x</p>${layout}`, '/_astro/Page.X.js', '/s.js')).toThrow(/no <body>/);
  });
});

describe('island uids', () => {
  it('drops the path-derived uid of every island and keeps its other attributes and content', () => {
    const page =
      '<astro-island uid="1VkdwA" prefix="r2" component-url="/_astro/A.js" props="{}" ssr client="idle"><b uid="x">a</b></astro-island>' +
      '<astro-island uid="Z1hCC1y" prefix="r5" props="{&quot;uid&quot;:[0,&quot;k&quot;]}" ssr client="visible"></astro-island>';
    expect(withoutIslandUids(page)).toBe(
      '<astro-island prefix="r2" component-url="/_astro/A.js" props="{}" ssr client="idle"><b uid="x">a</b></astro-island>' +
        '<astro-island prefix="r5" props="{&quot;uid&quot;:[0,&quot;k&quot;]}" ssr client="visible"></astro-island>',
    );
  });
});
