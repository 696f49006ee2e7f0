/**
 * Palette and small utilities shared by every drawing: the show's colours,
 * the seeded PRNG and the number format used for SVG coordinates.
 *
 * `f` rounds to two decimals and prints with toString(): the SVG text (and so
 * the rendered pixels) depends on it, so change it only on purpose.
 */

export const C = {
  ink: '#0b0f0d',
  felt: '#0f3d2e',
  felt2: '#145a41',
  gold: '#d4af37',
  gold2: '#e9c46a',
  white: '#ffffff',
  ivory: '#f6f1e4',
  red: '#b3142b',
  black: '#141816',
};

/** Deterministic PRNG (mulberry32) so every run produces identical art. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const f = (n) => (Math.round(n * 100) / 100).toString();
export const rad = (d) => (d * Math.PI) / 180;
