import { describe, expect, it } from 'vitest';
import { declined, loadAnalytics } from './analytics.ts';

/** A window with just what the loader touches: a document that records the scripts added to its head. */
function fakeWindow(navigator: object, readyState = 'complete') {
  const added: { src: string; defer: boolean; attributes: Record<string, string> }[] = [];
  const listeners = new Map<string, () => void>();
  const win = {
    navigator,
    document: {
      readyState,
      createElement: () => {
        const element = { src: '', defer: false, attributes: {} as Record<string, string> };
        return {
          ...element,
          setAttribute: (name: string, value: string) => (element.attributes[name] = value),
          element,
        };
      },
      head: {
        append: (el: { src: string; defer: boolean; element: { attributes: Record<string, string> } }) =>
          added.push({ src: el.src, defer: el.defer, attributes: el.element.attributes }),
      },
    },
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
  };
  return { win: win as unknown as Window, added, listeners };
}

const script = {
  src: 'https://plausible.io/js/script.js',
  attributes: { 'data-domain': 'mira.example.org' },
  countNavigations: false,
};

describe('declined', () => {
  it('is true for Do Not Track or Global Privacy Control, and false for neither', () => {
    expect(declined({ doNotTrack: '1' })).toBe(true);
    expect(declined({ globalPrivacyControl: true })).toBe(true);
    expect(declined({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(declined({ doNotTrack: null })).toBe(false);
  });
});

describe('loadAnalytics', () => {
  it('adds the provider’s script with its attributes once the page has loaded', () => {
    const { win, added, listeners } = fakeWindow({}, 'interactive');
    loadAnalytics(script, win);
    expect(added).toEqual([]);
    listeners.get('load')?.();
    expect(added).toEqual([{ src: script.src, defer: true, attributes: script.attributes }]);
  });

  it('adds nothing for a visitor whose browser says not to track them', () => {
    for (const navigator of [{ doNotTrack: '1' }, { globalPrivacyControl: true }]) {
      const { win, added, listeners } = fakeWindow(navigator);
      loadAnalytics(script, win);
      expect([added, [...listeners.keys()]]).toEqual([[], []]);
    }
  });
});
