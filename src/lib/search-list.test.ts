import { describe, expect, it } from 'vitest';
import { chosenResult, movedActive } from './search-list.ts';

describe('movedActive', () => {
  it('steps down from none to the first, then on, wrapping from the last to the first', () => {
    expect([-1, 0, 1, 2].map((active) => movedActive('ArrowDown', active, 3))).toEqual([0, 1, 2, 0]);
  });

  it('steps up from none to the last, then back, wrapping from the first to the last', () => {
    expect([-1, 2, 1, 0].map((active) => movedActive('ArrowUp', active, 3))).toEqual([2, 1, 0, 2]);
  });

  it('starts again from an end when the list shrank under the active result', () => {
    expect(movedActive('ArrowDown', 5, 2)).toBe(0);
    expect(movedActive('ArrowUp', 5, 2)).toBe(1);
  });

  it('does nothing without results or for other keys', () => {
    expect(movedActive('ArrowDown', -1, 0)).toBeUndefined();
    for (const key of ['ArrowLeft', 'Home', 'End', 'Enter', 'a']) expect(movedActive(key, 0, 3)).toBeUndefined();
  });
});

describe('chosenResult', () => {
  it('opens the active result, or the first when none is active', () => {
    expect(chosenResult(1, 3)).toBe(1);
    expect(chosenResult(-1, 3)).toBe(0);
    expect(chosenResult(4, 3)).toBe(0);
    expect(chosenResult(-1, 0)).toBeUndefined();
  });
});
