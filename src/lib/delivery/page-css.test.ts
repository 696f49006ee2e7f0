import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cssTokens, inlineStylesheet, linkedStylesheets, mergeInlineStyles, pageCss } from './page-css.ts';
import { cspHash } from './page-csp.ts';

const CSS = [
  '@layer base{h1,h2{font-weight:600}table{border-collapse:collapse}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}',
  '.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}',
  '.w-\\[min\\(20rem\\,85vw\\)\\]{width:min(20rem,85vw)}',
  '.data-\\[state\\=closed\\]\\:hidden[data-state=closed]{display:none}',
  '.btn[aria-disabled=true]{cursor:not-allowed}',
  '.translate-x-0{translate:0}.animate-float{animation:float 7s infinite}}',
  '@keyframes float{50%{transform:translateY(-14px)}}',
  '@keyframes spin{to{rotate:1turn}}',
].join('');

describe('cssTokens', () => {
  it('keeps Tailwind classes whole, including arbitrary values and variants', () => {
    const tokens = cssTokens('<div class="md:grid-cols-2 w-[min(20rem,85vw)] data-[state=closed]:hidden">');
    expect(tokens).toEqual(
      expect.arrayContaining(['md:grid-cols-2', 'w-[min(20rem,85vw)]', 'data-[state=closed]:hidden']),
    );
  });

  it('splits attributes into name and value', () => {
    expect(cssTokens('<a aria-disabled="true">')).toEqual(expect.arrayContaining(['aria-disabled', 'true']));
  });

  it('reads class names out of template literals and ternaries', () => {
    const tokens = cssTokens("className={`fixed ${open ? 'translate-x-0' : 'translate-x-full'}`}");
    expect(tokens).toEqual(expect.arrayContaining(['fixed', 'translate-x-0', 'translate-x-full']));
  });
});

describe('pageCss', () => {
  it('keeps the rules the page uses and drops the rest', async () => {
    const css = await pageCss(CSS, '<h1 class="flex md:grid-cols-2">Hi</h1>', []);
    expect(css).toContain('.flex{');
    expect(css).toContain('.md\\:grid-cols-2{');
    expect(css).toContain('h1{font-weight:600}');
    expect(css).not.toContain('.grid{');
    expect(css).not.toContain('table{');
    expect(css).not.toContain('.w-\\[min');
  });

  it('keeps rules that select only by pseudo-class or pseudo-element (focus ring, placeholder)', async () => {
    const css = await pageCss(
      ':focus-visible{outline:3px solid}::placeholder{opacity:1}.unused:hover{color:red}',
      '<a href="#">x</a>',
      [],
    );
    expect(css).toContain(':focus-visible{outline:3px solid}');
    expect(css).toContain('::placeholder{opacity:1}');
    expect(css).not.toContain('.unused:hover');
  });

  it('keeps arbitrary-value classes the page uses', async () => {
    const css = await pageCss(CSS, '<div class="w-[min(20rem,85vw)]"></div>', []);
    expect(css).toContain('width:min(20rem,85vw)');
  });

  it('keeps classes that only client code adds', async () => {
    const island = "className={open ? 'translate-x-0' : 'translate-x-full'}";
    expect(await pageCss(CSS, '<div></div>', [])).not.toContain('.translate-x-0');
    expect(await pageCss(CSS, '<div></div>', [island])).toContain('.translate-x-0{');
  });

  it('keeps rules on attribute states that scripts set later, when their classes are used', async () => {
    const closed = '.data-\\[state\\=closed\\]\\:hidden[data-state=closed]{display:none}';
    expect(await pageCss(CSS, '<div class="data-[state=closed]:hidden"></div>', [])).toContain(closed);
    expect(await pageCss(CSS, '<div></div>', [])).not.toContain(closed);
    expect(await pageCss(CSS, '<button class="btn">x</button>', [])).toContain('.btn[aria-disabled=true]');
    expect(await pageCss(CSS, '<p>x</p>', [])).not.toContain('.btn[aria-disabled=true]');
  });

  it('drops keyframes no kept rule animates with', async () => {
    const css = await pageCss(CSS, '<div class="animate-float"></div>', []);
    expect(css).toContain('@keyframes float');
    expect(css).not.toContain('@keyframes spin');
  });
});

describe('inlineStylesheet', () => {
  const page = [
    '<html><head>',
    `<meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self' 'sha256-abc='; script-src 'self';">`,
    '<link rel="stylesheet" href="/_astro/site.X1.css"></head><body></body></html>',
  ].join('');

  it('replaces the link with a <style> and allows exactly that text in style-src', () => {
    const css = '.flex{display:flex}';
    const out = inlineStylesheet(page, '/_astro/site.X1.css', css);
    expect(out).not.toContain('<link rel="stylesheet"');
    expect(out).toContain(`<style>${css}</style></head>`);
    const hash = createHash('sha256').update(css).digest('base64');
    expect(out).toContain(`style-src 'self' 'sha256-abc=' 'sha256-${hash}'; script-src 'self';`);
    expect(cspHash(css)).toBe(`'sha256-${hash}'`);
  });

  it('keeps "$" sequences in the CSS literally', () => {
    const css = `.a::after{content:"$&$1"}`;
    expect(inlineStylesheet(page, '/_astro/site.X1.css', css)).toContain(`<style>${css}</style>`);
  });

  it('fails loudly when the link or the CSP is missing', () => {
    expect(() => inlineStylesheet(page, '/_astro/other.css', 'a{}')).toThrow(/no <link rel="stylesheet"/);
    const noCsp = page.replace(/<meta[^>]*>/, '');
    expect(() => inlineStylesheet(noCsp, '/_astro/site.X1.css', 'a{}')).toThrow(/no CSP <meta>/);
    expect(() => inlineStylesheet(page, '/_astro/site.X1.css', 'a{content:"</style>"}')).toThrow(/<\/style/);
  });

  it('lists the stylesheets a page links', () => {
    expect(linkedStylesheets(page)).toEqual(['/_astro/site.X1.css']);
  });
});

describe('mergeInlineStyles', () => {
  const csp = `<meta http-equiv="content-security-policy" content="style-src 'self' 'sha256-font=' 'sha256-page=';">`;
  const page = (head: string, body = '') => `<html><head>${csp}${head}</head><body>${body}</body></html>`;

  it('makes the styles one, in place of the last in the head, in document order, and allows it', () => {
    const out = mergeInlineStyles(
      page(
        '<style>@font-face{a}</style><link rel="preload"><style>.p{}</style><title>t</title>',
        '<p>x</p><style>i{display:contents}</style><style media="print">q{}</style>',
      ),
    );
    expect(out).toContain('<link rel="preload"><style>@font-face{a}.p{}i{display:contents}</style><title>t</title>');
    expect(out).toContain('<body><p>x</p><style media="print">q{}</style></body>');
    expect(out).toContain(`'sha256-page=' ${cspHash('@font-face{a}.p{}i{display:contents}')}`);
  });

  it('leaves a page with one style, or none in the head, unchanged', () => {
    expect(mergeInlineStyles(page('<style>a{}</style>'))).toBe(page('<style>a{}</style>'));
    expect(mergeInlineStyles(page('', '<style>a{}</style><style>b{}</style>'))).toBe(
      page('', '<style>a{}</style><style>b{}</style>'),
    );
  });
});
