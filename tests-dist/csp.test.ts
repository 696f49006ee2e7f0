/** Each page's CSP <meta> allows exactly the inline scripts and styles the page has. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { htmlFiles, pathOf, readPage } from './dist.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('content security policy', () => {
  for (const file of htmlFiles()) {
    it(pathOf(file), () => {
      const page = readPage(file);
      const meta = page.querySelector('meta[http-equiv="content-security-policy"]');
      expect(meta).not.toBeNull();
      const policy = new Map(
        (meta?.getAttribute('content') ?? '')
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter((d) => d[0])
          .map(([name, ...sources]) => [name ?? '', sources]),
      );
      const scriptSrc = policy.get('script-src') ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      for (const script of page.querySelectorAll('script')) {
        if (script.getAttribute('src') || script.getAttribute('type') === 'application/ld+json') continue;
        expect(scriptSrc, `inline script: ${script.textContent.slice(0, 60)}`).toContain(sha256(script.textContent));
      }
      const styleSrc = policy.get('style-src') ?? [];
      expect(styleSrc).not.toContain("'unsafe-inline'");
      for (const style of page.querySelectorAll('style')) {
        expect(styleSrc, `inline style: ${style.textContent.slice(0, 60)}`).toContain(sha256(style.textContent));
      }
      for (const el of page.querySelectorAll('[style]')) {
        expect(styleSrc, `style attribute on <${el.tagName}>`).toContain(sha256(el.getAttribute('style') ?? ''));
      }
    });
  }
});
