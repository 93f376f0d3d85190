import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letter of the first two words, capitalised', () => {
    expect(initials('Noor Haddad')).toBe('NH');
    expect(initials('ada lovelace byron')).toBe('AL');
  });

  it('gives one letter for a one-word name', () => {
    expect(initials('Prince')).toBe('P');
  });
});
