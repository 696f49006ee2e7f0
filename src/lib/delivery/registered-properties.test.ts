import { describe, expect, it } from 'vitest';
import { withoutUnreadProperties } from './registered-properties.ts';

// The shape Tailwind 4 writes, minified as the build has it.
const FALLBACK = (decls: string) =>
  `@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after{${decls}}}}`;
const REGISTER = (name: string) => `@property ${name}{syntax:"*";inherits:false}`;

describe('withoutUnreadProperties', () => {
  it('drops the registration and initial value of a property no rule reads, and keeps one a rule reads', () => {
    const css =
      FALLBACK('--tw-border-style:solid;--tw-font-weight:initial') +
      '.border{border-style:var(--tw-border-style);border-width:1px}.font-semibold{--tw-font-weight:600;font-weight:600}' +
      REGISTER('--tw-border-style') +
      REGISTER('--tw-font-weight');
    expect(withoutUnreadProperties(css)).toBe(
      FALLBACK('--tw-border-style:solid') +
        '.border{border-style:var(--tw-border-style);border-width:1px}.font-semibold{--tw-font-weight:600;font-weight:600}' +
        REGISTER('--tw-border-style'),
    );
  });

  it('counts a read inside a fallback value or another property, and not the initial values themselves', () => {
    const css =
      FALLBACK('--a:0;--b:0;--c:0') +
      '.x{translate:var(--a,var(--b))}' +
      REGISTER('--a') +
      REGISTER('--b') +
      REGISTER('--c');
    expect(withoutUnreadProperties(css)).toBe(
      FALLBACK('--a:0;--b:0') + '.x{translate:var(--a,var(--b))}' + REGISTER('--a') + REGISTER('--b'),
    );
  });

  it('removes the fallback layer whole when nothing in it is read, and leaves other rules as they were', () => {
    const css =
      FALLBACK('--tw-blur:initial') + REGISTER('--tw-blur') + '@media (width>=40rem){.sm\\:flex{display:flex}}';
    expect(withoutUnreadProperties(css)).toBe('@media (width>=40rem){.sm\\:flex{display:flex}}');
  });

  it('leaves a stylesheet without registrations unchanged', () => {
    const css = ':root{--gold:#d4af37}.a{color:var(--gold)}@font-face{font-family:X;src:url(x.woff2)}';
    expect(withoutUnreadProperties(css)).toBe(css);
  });
});
