import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { eagerCommonjsWrappers } from './eager-commonjs.ts';

/** Runs `code` as a function body and returns what it returns. */
const run = (code: string): unknown => runInNewContext(`(function () {\n${code}\n})()`);

const runtime =
  'var __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);';

describe('eagerCommonjsWrappers', () => {
  const bundled = [
    runtime,
    'var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {',
    '\texports.value = 1;',
    '}));',
    'var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
    '\tmodule.exports = { sum: require_a().value + 1 };',
    '}));',
    'var require_c = /* @__PURE__ */ __commonJSMin((() => {}));',
    'return [require_b().sum, require_c()];',
  ].join('\n');

  it('writes each wrapper as a parenthesised function expression, keeping its parameters', () => {
    const out = eagerCommonjsWrappers(bundled)?.toString() ?? '';
    expect(out).toContain('__commonJSMin((function (exports) {\n\texports.value = 1;\n}));');
    expect(out).toContain('__commonJSMin((function (exports, module) {\n');
    expect(out).toContain('__commonJSMin((function () {}));');
    expect(out).not.toMatch(/__commonJSMin\(\(\(/);
  });

  it('keeps what the modules do', () => {
    expect(run(eagerCommonjsWrappers(bundled)?.toString() ?? '')).toEqual(run(bundled));
  });

  it('leaves code without wrappers alone', () => {
    expect(eagerCommonjsWrappers('const f = ((a) => {});')).toBeUndefined();
  });

  it('returns a source map with a mapping for every line of the rewritten code', () => {
    const s = eagerCommonjsWrappers(bundled);
    const map = s?.generateMap({ hires: 'boundary' });
    const lines = map?.mappings.split(';') ?? [];
    expect(lines).toHaveLength((s?.toString() ?? '').split('\n').length);
    expect(lines.every((line) => line !== '')).toBe(true);
  });
});
