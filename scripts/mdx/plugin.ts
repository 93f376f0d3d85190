/**
 * The MDX side of the build: @mdx-js/rollup with the shared options, plus the virtual stylesheets
 * that carry each post's syntax colours (see code-styles.ts).
 */
import mdx from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { CODE_CSS_SUFFIX, codeStylesheets } from './code-styles.ts';
import { mdxOptions } from './options.ts';

/** The MDX compiler and its code-colour stylesheets, in the order Vite needs them. */
export function mdxPlugins(): Plugin[] {
  return [
    { enforce: 'pre', ...mdx(mdxOptions) } as Plugin,
    {
      name: 'portfolio:code-styles',
      resolveId(id) {
        return id.endsWith(CODE_CSS_SUFFIX) ? id : undefined;
      },
      load(id) {
        if (!id.endsWith(CODE_CSS_SUFFIX)) return undefined;
        return codeStylesheets.get(id.slice(0, -CODE_CSS_SUFFIX.length)) ?? '';
      },
      handleHotUpdate({ file, server }) {
        if (!file.endsWith('.mdx')) return;
        const mod = server.moduleGraph.getModuleById(`${file}${CODE_CSS_SUFFIX}`);
        if (mod) server.moduleGraph.invalidateModule(mod);
      },
    },
  ];
}
