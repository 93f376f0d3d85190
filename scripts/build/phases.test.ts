import { describe, expect, it } from 'vitest';
import { buildPhases, buildPhasesLine } from './phases.ts';

describe('the build phases line', () => {
  it('reads back what the build printed, to a tenth of a second, among the rest of its output', () => {
    const line = buildPhasesLine(6234, { client: 4149, server: 861, prerender: 1224 });
    expect(line).toBe('Build finished in 6.2 s: client 4.1 s, server 0.9 s, prerender 1.2 s');
    const output = [
      '> portfolio@1.0.0 build',
      'dist/assets/vendor-llHPh97f.js  255.21 kB',
      'Prerendered index.html, blog/karl/index.html in dist/',
      line,
    ].join('\n');
    expect(buildPhases(output)).toEqual({ client: 4100, server: 900, prerender: 1200 });
  });

  it('reports nothing when the build did not print its phases', () => {
    expect(buildPhases('Build finished in 6.2 s')).toBeUndefined();
  });
});
