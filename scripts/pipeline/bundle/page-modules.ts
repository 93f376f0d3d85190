/**
 * Tells each lazily loaded page which module it is. A route entry names its page as code
 * (`lazyPage(() => import('./pages/PostPage.tsx'))`), and the prerenderer needs that module's path to
 * find, in the bundle's manifest, the stylesheets the page must link and the chunk its first script
 * fetches. This plugin writes the path in as `lazyPage`'s second argument, as bundler plugins for
 * server-rendered lazy components do (loadable-components' babel plugin), so no one writes it by hand
 * and it cannot fall out of step with the import.
 */
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** `lazyPage(() => import('<specifier>'))`, with its specifier captured. */
const LAZY_PAGE_CALL = /\blazyPage\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)\s*\)/g;

/** `code` (of the module `id`) with each `lazyPage` call's module written in, relative to `root`; undefined when it has none. */
export function withPageModules(
  code: string,
  id: string,
  root: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const edited = new MagicString(code);
  for (const match of code.matchAll(LAZY_PAGE_CALL)) {
    const specifier = match[2] ?? '';
    if (!specifier.startsWith('.')) continue;
    const module = path
      .relative(root, path.resolve(path.dirname(id), specifier))
      .split(path.sep)
      .join('/');
    // Just inside the call's closing parenthesis.
    edited.appendLeft(match.index + match[0].length - 1, `, ${JSON.stringify(module)}`);
  }
  return edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap({ hires: true }) } : undefined;
}

/** The plugin: every module of the app that declares lazy pages gets their paths. */
export function pageModulesPlugin(root: string): Plugin {
  return {
    name: 'portfolio:page-modules',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: 'lazyPage(' },
      handler: (code, id) => withPageModules(code, id.split('?')[0] ?? id, root),
    },
  };
}
