import { describe, expect, it } from 'vitest';
import {
  CONTENT_CHANGED,
  isEditorPath,
  isStoreChange,
  payloadOf,
  reloadsOnContentChange,
  toBrowser,
} from './content-reload.ts';

describe('what a content change reloads while the desk runs', () => {
  it("takes Keystatic's editor and the desk's pages for forms, and nothing else", () => {
    for (const form of [
      '/keystatic',
      '/keystatic/',
      '/keystatic/singleton/site',
      '/keystatic/collection/episodes/item/ep01-the-beginning',
      '/desk/hands',
      '/desk/',
    ])
      expect(isEditorPath(form), form).toBe(true);
    for (const page of [
      '/',
      '/standings/',
      '/episodes/ep01-the-beginning/',
      '/episodes/ep01-the-beginning/hands/aces-against-kings/',
      '/cast/ingrid-solberg/',
      '/keystatics/',
      '/desktop/',
      '/about/desk/',
    ])
      expect(isEditorPath(page), page).toBe(false);
  });

  it('reloads the site pages and never the forms', () => {
    expect(reloadsOnContentChange('/standings/')).toBe(true);
    expect(reloadsOnContentChange('/keystatic/singleton/site')).toBe(false);
    expect(reloadsOnContentChange('/desk/hands')).toBe(false);
  });

  it("reads hot.send's two forms as one payload", () => {
    expect(payloadOf(['astro:content-changed', {}])).toEqual({
      type: 'custom',
      event: 'astro:content-changed',
      data: {},
    });
    expect(payloadOf([{ type: 'full-reload', path: '*' }])).toEqual({ type: 'full-reload', path: '*' });
    expect(payloadOf([])).toBeUndefined();
    expect(payloadOf([null])).toBeUndefined();
  });

  it("knows Astro's word that its content store changed, in either form", () => {
    expect(isStoreChange(['astro:content-changed', {}])).toBe(true);
    expect(isStoreChange([{ type: 'custom', event: 'astro:content-changed', data: {} }])).toBe(true);
    expect(isStoreChange(['astro:routes-updated', {}])).toBe(false);
    expect(isStoreChange([{ type: 'full-reload', path: '*' }])).toBe(false);
  });

  it('sends the full reload that follows a store change as the desk event, and the rest as they are', () => {
    const reload = [{ type: 'full-reload', path: '*' }];
    expect(toBrowser(reload, true)).toEqual([{ type: 'custom', event: CONTENT_CHANGED, data: {} }]);
    // Any other full reload (a source file edited, the dependency optimizer) reaches every page.
    expect(toBrowser(reload, false)).toBe(reload);
    const sourceEdit = [{ type: 'full-reload' }];
    expect(toBrowser(sourceEdit, false)).toBe(sourceEdit);
    for (const other of [[{ type: 'update', updates: [] }], [{ type: 'error', err: {} }], ['astro:x', {}]])
      expect(toBrowser(other, true)).toBe(other);
  });
});
