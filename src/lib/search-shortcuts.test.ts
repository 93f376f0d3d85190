import { describe, expect, it } from 'vitest';
import { isTypingTarget, opensSearch, type KeyPress } from './search-shortcuts.ts';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});
const page = { tagName: 'BODY', isContentEditable: false };

describe('opensSearch', () => {
  it('opens on /, Ctrl-K and ⌘-K', () => {
    expect(opensSearch(press('/'), page)).toBe(true);
    expect(opensSearch(press('k', { ctrlKey: true }), page)).toBe(true);
    expect(opensSearch(press('k', { metaKey: true }), page)).toBe(true);
    // Caps Lock or Shift held: the same shortcut.
    expect(opensSearch(press('K', { ctrlKey: true }), page)).toBe(true);
  });

  it('leaves other keys and other combinations to the page and the browser', () => {
    for (const key of [press('k'), press('K'), press('?'), press('/', { ctrlKey: true }), press('/', { altKey: true })])
      expect(opensSearch(key, page), key.key).toBe(false);
    expect(opensSearch(press('k', { ctrlKey: true, metaKey: true }), page)).toBe(false);
    expect(opensSearch(press('k', { ctrlKey: true, altKey: true }), page)).toBe(false);
  });

  it('never opens while the visitor types into a field', () => {
    for (const target of [
      { tagName: 'INPUT' },
      { tagName: 'TEXTAREA' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      expect(opensSearch(press('/'), target)).toBe(false);
      expect(opensSearch(press('k', { ctrlKey: true }), target)).toBe(false);
    }
  });
});

describe('isTypingTarget', () => {
  it('is false without a target and for elements that take no text', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget({ tagName: 'A' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BUTTON', isContentEditable: false })).toBe(false);
  });
});
