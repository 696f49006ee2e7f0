import { describe, expect, it } from 'vitest';
import { opensSearch, queryOf } from './search-keys.ts';

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('opensSearch', () => {
  it('opens on Ctrl+K or ⌘K anywhere, in either case, but not both or with Alt', () => {
    expect(opensSearch(press('k', { ctrlKey: true }), true)).toBe(true);
    expect(opensSearch(press('K', { metaKey: true }), false)).toBe(true);
    expect(opensSearch(press('k'), false)).toBe(false);
    expect(opensSearch(press('k', { ctrlKey: true, metaKey: true }), false)).toBe(false);
    expect(opensSearch(press('k', { ctrlKey: true, altKey: true }), false)).toBe(false);
  });
  it('opens on "/" only outside a text field and without a modifier', () => {
    expect(opensSearch(press('/'), false)).toBe(true);
    expect(opensSearch(press('/'), true)).toBe(false);
    expect(opensSearch(press('/', { ctrlKey: true }), false)).toBe(false);
  });
});

describe('queryOf', () => {
  it('reads ?q= trimmed, empty without one', () => {
    expect(queryOf('?q=%20dante%20')).toBe('dante');
    expect(queryOf('?q=big+pot')).toBe('big pot');
    expect(queryOf('')).toBe('');
  });
});
