/**
 * The route-build-parts plugin takes `build` out of each `defineRoute` call, whatever its place in the
 * entry, and nothing else; an entry it cannot take `build` out of fails the browser's build.
 */
import { describe, expect, it } from 'vitest';
import { withoutBuildParts } from './route-build-parts.ts';

const id = '/project/src/route-table.ts';

describe('withoutBuildParts', () => {
  it('takes `build` out of every entry, typed or not, with the comma that follows it', () => {
    const code = [
      'const a = defineRoute<HomeData>({',
      "  path: '/',",
      '  build: { head: (data, site) => homeHead(site), paths: () => [{ nested: { build: 1 } }] },',
      '  component: lazyPage(() => import("./pages/HomePage.tsx")),',
      '});',
      "const b = defineRoute({ path: '/blog/:slug', body: (data) => data.body, build: { data: () => findPost() } });",
      'const c = defineRoute({ "build": { head: () => tagHead() }, path: \'/tags\' });',
    ].join('\n');
    expect(withoutBuildParts(code, id)?.code).toBe(
      [
        'const a = defineRoute<HomeData>({',
        "  path: '/',",
        '  component: lazyPage(() => import("./pages/HomePage.tsx")),',
        '});',
        "const b = defineRoute({ path: '/blog/:slug', body: (data) => data.body });",
        "const c = defineRoute({ path: '/tags' });",
      ].join('\n'),
    );
  });

  it('leaves a module that calls no defineRoute as it is', () => {
    const code = `import { defineRoute } from './route-entry.ts';\nexport const build = { head: () => 1 };`;
    expect(withoutBuildParts(code, id)).toBeUndefined();
  });

  it('refuses an entry that is not an object literal with `build`, at its line', () => {
    expect(() => withoutBuildParts(`const x = 1;\nexport const a = defineRoute(entry);`, id)).toThrow(
      `${id}:2: defineRoute takes its entry as an object literal with the build-time parts under \`build\``,
    );
    expect(() => withoutBuildParts(`defineRoute({ path: '/', ...parts });`, id)).toThrow(`${id}:1: defineRoute`);
  });
});
