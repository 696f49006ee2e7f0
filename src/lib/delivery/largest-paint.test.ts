import { describe, expect, it } from 'vitest';
import { areaInView, canStillBeLargest } from './largest-paint.ts';

describe('areaInView', () => {
  it('is the whole box when it is inside the viewport', () => {
    expect(areaInView({ left: 10, top: 187, width: 318, height: 397.5 }, 1366, 900)).toBe(318 * 397.5);
  });
  it('is the part inside the viewport when the box crosses an edge', () => {
    expect(areaInView({ left: -100, top: 800, width: 300, height: 400 }, 1366, 900)).toBe(200 * 100);
  });
  it('is 0 for a box below the fold or beside the viewport', () => {
    expect(areaInView({ left: 0, top: 900, width: 300, height: 400 }, 1366, 900)).toBe(0);
    expect(areaInView({ left: 1400, top: 0, width: 300, height: 400 }, 1366, 900)).toBe(0);
  });
});

describe('canStillBeLargest', () => {
  // The desktop profile, as measured: the bio paragraph reported at 201216 px², the portrait 318 × 397.5.
  it('is false once a larger paint is reported, and for one of the same size (only a larger one is reported)', () => {
    expect(canStillBeLargest(318 * 397.5, 201_216)).toBe(false);
    expect(canStillBeLargest(100_000, 100_000)).toBe(false);
  });
  it('is true while the image is larger than what has been reported (Home: its poster after the headline)', () => {
    expect(canStillBeLargest(1351 * 640, 54_891)).toBe(true);
  });
  it('is false for an image out of view', () => {
    expect(canStillBeLargest(0, 1)).toBe(false);
  });
});
