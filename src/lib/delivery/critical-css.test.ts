import { describe, expect, it } from 'vitest';
import { criticalCss, deferStylesheet, firstScreenHtml, withNoscriptFallback } from './critical-css.ts';
import { DEFERRED_CSS_ATTRIBUTE } from './deferred-css.ts';
import { cspHash } from './page-csp.ts';

const page = (main: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/_astro/site.css"></head><body>` +
  `<header class="bar"></header><main>${main}</main><footer class="foot"></footer></body></html>`;

const sections = page(
  '<section class="hero"><h1 class="title">Hi</h1></section>' +
    '<section class="next"></section><section class="third"><p class="deep"></p></section>',
);

describe('firstScreenHtml', () => {
  it("keeps the header and main's first two sections; drops the third on and the footer", () => {
    const html = firstScreenHtml(sections);
    expect(html).toContain('class="bar"');
    expect(html).toContain('class="hero"');
    expect(html).toContain('class="next"');
    expect(html).not.toContain('class="third"');
    expect(html).not.toContain('class="deep"');
    expect(html).not.toContain('class="foot"');
  });
});

describe('criticalCss', () => {
  const css =
    '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}' +
    '@property --tw-x{syntax:"*";inherits:false;initial-value:0}' +
    '@property --tw-deep{syntax:"*";inherits:false;initial-value:0}' +
    '.bar{color:red;border-style:var(--tw-border-style)}.title{font-size:2rem;translate:var(--tw-x)}.next{margin:0}' +
    '.deep{color:blue;rotate:var(--tw-deep)}.foot{border-top-width:1px}' +
    '@media (min-width:48rem){.title{font-size:4rem}.deep{color:green}}' +
    '[data-air-state=aired] [data-show=announced]{display:none}';

  it("keeps the first screen's rules, media queries included, and drops the rest", async () => {
    const critical = await criticalCss(css, sections);
    expect(critical).toContain('.bar{color:red;border-style:var(--tw-border-style)}');
    expect(critical).toContain('.title{font-size:2rem;translate:var(--tw-x)}');
    expect(critical).toContain('.next{margin:0}');
    expect(critical).toMatch(/@media \(min-width:48rem\)\{\.title\{font-size:4rem\}\}/);
    expect(critical).not.toContain('.deep');
    expect(critical).not.toContain('.foot');
  });

  it('keeps the @property rules its rules read whole (Tailwind reads its utilities through them), and only those', async () => {
    const critical = await criticalCss(css, sections);
    expect(critical).toContain('@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}');
    expect(critical).toContain('@property --tw-x{syntax:"*";inherits:false;initial-value:0}');
    expect(critical).not.toContain('--tw-deep');
    expect(critical).not.toMatch(/\};/);
  });

  it('keeps rules on states client code sets, though the built page is in another state', async () => {
    const critical = await criticalCss(css, sections);
    expect(critical).toContain('[data-air-state=aired] [data-show=announced]{display:none}');
  });

  it('reads only the page stylesheet it is given, whatever else the page links or inlines', async () => {
    const html = sections.replace(
      '</head>',
      '<style>.bar{color:pink}</style><link rel="stylesheet" href="/x.css"></head>',
    );
    const critical = await criticalCss('.bar{color:red}', html);
    expect(critical).toBe('.bar{color:red}');
  });
});

describe('deferStylesheet', () => {
  const html = page('<section></section>');

  it('inlines the critical rules and links the whole stylesheet disabled until the site script enables it', () => {
    const out = deferStylesheet(html, '/_astro/site.css', '/_astro/page.abc.css', '.bar{color:red}');
    expect(out).toContain(
      `<style>.bar{color:red}</style><link rel="stylesheet" href="/_astro/page.abc.css" disabled ${DEFERRED_CSS_ATTRIBUTE}></head>`,
    );
    expect(out).not.toContain('href="/_astro/site.css"');
  });

  it('refuses a page without the link, and CSS that would close its <style>', () => {
    expect(() => deferStylesheet(html, '/_astro/other.css', '/p.css', '')).toThrow(/no <link rel="stylesheet"/);
    expect(() => deferStylesheet(html, '/_astro/site.css', '/p.css', 'a{}</style>')).toThrow(/<\/style/);
  });
});

describe('withNoscriptFallback', () => {
  const csp = `<meta http-equiv="content-security-policy" content="default-src 'self';style-src 'self'">`;
  const html = page('<section></section>').replace('<head>', `<head>${csp}`);

  it('imports the whole stylesheet for visitors without JavaScript, in <head>, allowed by its hash', () => {
    const out = withNoscriptFallback(html, '/_astro/page.abc.css');
    const css = '@import url("/_astro/page.abc.css");';
    expect(out).toContain(`<noscript><style>${css}</style></noscript></head>`);
    expect(out).toContain(`style-src 'self' ${cspHash(css)}`);
    expect(out).not.toMatch(/<link[^>]*page\.abc\.css/);
  });
});
