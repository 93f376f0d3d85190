/** The page-modules plugin writes each lazy page's module path into its `lazyPage` call, and nothing else. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withPageModules } from './page-modules.ts';

const root = path.resolve('/project');
const table = path.join(root, 'src', 'route-table.ts');

describe('withPageModules', () => {
  it('adds the module, relative to the project root, as the call’s second argument', () => {
    const code = `const home = lazyPage(() => import('./pages/HomePage.tsx'));\nconst post = lazyPage( () => import("./pages/PostPage.tsx") );`;
    expect(withPageModules(code, table, root)?.code).toBe(
      `const home = lazyPage(() => import('./pages/HomePage.tsx'), "src/pages/HomePage.tsx");\nconst post = lazyPage( () => import("./pages/PostPage.tsx") , "src/pages/PostPage.tsx");`,
    );
  });

  it('leaves a module without lazy pages, and a page from a package, as they are', () => {
    expect(withPageModules(`import { lazyPage } from './lib/lazy-page.ts';`, table, root)).toBeUndefined();
    expect(withPageModules(`lazyPage(() => import('some-package'))`, table, root)).toBeUndefined();
  });
});
