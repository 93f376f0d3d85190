import { describe, expect, it } from 'vitest';
import { buildPhases } from './build-timing.ts';

describe('buildPhases', () => {
  it("reads the phases from npm run build's last line", () => {
    const output = [
      '> portfolio@1.0.0 build',
      'dist/assets/vendor-llHPh97f.js  255.21 kB',
      'Prerendered index.html, blog/karl/index.html in dist/',
      'Build finished in 6.2 s: client 4.1 s, server 0.9 s, prerender 1.2 s',
    ].join('\n');
    expect(buildPhases(output)).toEqual({ client: 4100, server: 900, prerender: 1200 });
  });

  it('reports nothing when the build did not print its phases', () => {
    expect(buildPhases('Build finished in 6.2 s')).toBeUndefined();
  });
});
