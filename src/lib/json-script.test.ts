import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './json-script.ts';

describe('scriptSafeJson', () => {
  it('writes <, >, &, U+2028 and U+2029 as \\u escapes', () => {
    expect(scriptSafeJson({ a: '</script><!-- & \u2028\u2029' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029"}',
    );
  });

  it('never lets a string end its script element, and reads back to the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = scriptSafeJson(value);
        expect(json).not.toMatch(/<|>|&|\u2028|\u2029/);
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a string made to close the element inside the data', () => {
    const name = 'Ada </script><script>alert(1)</script> <!--';
    expect(JSON.parse(scriptSafeJson({ name }))).toEqual({ name });
  });
});
