import { describe, expect, it } from 'vitest';
import { notFoundView } from './not-found.ts';

const slugs = ['ingrid-solberg', 'marcus-vale'];

describe('notFoundView', () => {
  it('shows Cast Member Not Found for an unknown cast slug', () => {
    expect(notFoundView('/cast/nobody/', slugs)).toEqual({ kind: 'cast-not-found' });
    expect(notFoundView('/cast/%3Cscript%3E', slugs)).toEqual({ kind: 'cast-not-found' });
    expect(notFoundView('/cast/%E0%A4%A', slugs)).toEqual({ kind: 'cast-not-found' });
  });
  it('sends a wrongly cased known slug to the profile', () => {
    expect(notFoundView('/cast/Ingrid-Solberg', slugs)).toEqual({ kind: 'cast-profile', slug: 'ingrid-solberg' });
  });
  it('shows the coming-soon view for any episode slug', () => {
    expect(notFoundView('/episodes/anything-at-all/', slugs)).toEqual({ kind: 'episode-coming-soon' });
  });
  it('redirects everything else home', () => {
    for (const p of ['/blog/', '/nope', '/cast/a/b/', '/episodes/'])
      expect(notFoundView(p, slugs)).toEqual({ kind: 'redirect-home' });
  });
});
