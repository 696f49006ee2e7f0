import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineStyleHashes, narrowCspHashes } from './page-csp.ts';

const h = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (policy: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;

describe('inline hashes', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script><script type="application/ld+json">{}</script>';
    expect([...inlineScriptHashes(html)]).toEqual([h('a()')]);
  });

  it('hashes <style> elements and decoded style attributes', () => {
    const html = '<style>p{}</style><div style="--a:&quot;x&quot;"></div>';
    expect(inlineStyleHashes(html)).toEqual(new Set([h('p{}'), h('--a:"x"')]));
  });
});

describe('narrowCspHashes', () => {
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${h('a()')} ${h('b()')}`,
    `style-src 'self' 'unsafe-hashes' ${h('p{}')} ${h('q{}')} ${h('--radix:1')}`,
  ].join(';');

  it('keeps the hashes of what the page inlines and drops the others', () => {
    const out = narrowCspHashes(page(policy, '<script>a()</script><style>p{}</style>'));
    expect(out).toContain(`script-src 'self' ${h('a()')};`);
    expect(out).not.toContain(h('b()'));
    expect(out).toContain(`style-src 'self' 'unsafe-hashes' ${h('p{}')};`);
    expect(out).toContain("default-src 'self';");
  });

  it('keeps hashes it is told client code needs later', () => {
    const out = narrowCspHashes(page(policy, ''), [h('--radix:1')]);
    expect(out).toContain(`style-src 'self' 'unsafe-hashes' ${h('--radix:1')};`);
    expect(out).toContain("script-src 'self';");
  });

  it('never adds a hash the policy did not have', () => {
    const out = narrowCspHashes(page(policy, '<script>evil()</script>'));
    expect(out).not.toContain(h('evil()'));
  });

  it('fails loudly without a CSP meta', () => {
    expect(() => narrowCspHashes('<html></html>')).toThrow(/no CSP <meta>/);
  });
});
