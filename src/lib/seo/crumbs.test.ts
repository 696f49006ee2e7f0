import { describe, expect, it } from 'vitest';
import { HOME_CRUMB, SEASONS_CRUMB, trailFromHome } from './crumbs.ts';

describe('crumbs', () => {
  it('starts every trail at Home and keeps the steps in order', () => {
    const step = { name: 'Cast', path: '/cast/' };
    expect(trailFromHome(step)).toEqual([{ name: 'Home', path: '/' }, step]);
    expect(trailFromHome()).toEqual([HOME_CRUMB]);
  });

  it('names the list of seasons as its pages do', () => {
    expect(SEASONS_CRUMB).toEqual({ name: 'All Seasons', path: '/seasons/' });
  });
});
