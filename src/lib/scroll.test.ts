import { describe, expect, it } from 'vitest';
import { BACK_TO_TOP_THRESHOLD, idFromHash, isPastBackToTopThreshold } from './scroll.ts';

describe('Back to top threshold', () => {
  it('is 400 px', () => {
    expect(BACK_TO_TOP_THRESHOLD).toBe(400);
  });

  it('does not show the button at exactly 400 px', () => {
    expect(isPastBackToTopThreshold(400)).toBe(false);
  });

  it('shows the button past 400 px, fractional offsets included', () => {
    expect([isPastBackToTopThreshold(400.5), isPastBackToTopThreshold(401)]).toEqual([true, true]);
  });
});

describe('idFromHash', () => {
  it('drops the leading #', () => {
    expect(idFromHash('#contact')).toBe('contact');
  });

  it('percent-decodes the id', () => {
    expect(idFromHash('#what%E2%80%99s-next')).toBe('what’s-next');
  });

  it('keeps a malformed escape as typed instead of throwing', () => {
    expect(idFromHash('#100%')).toBe('100%');
  });
});
