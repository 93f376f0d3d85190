/**
 * The MDX side of the build: @mdx-js/rollup with the shared options, plus the virtual stylesheets
 * that carry each post's syntax colours (see code-styles.ts).
 */
import mdx from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { CODE_CSS_SUFFIX, codeStylesheets } from './code-styles.ts';
import { mdxOptions } from './options.ts';

type Transform = (this: unknown, code: string, id: string) => Promise<unknown>;

/**
 * Compiled posts by mode, module id and source. `npm run build` bundles every post twice (for the
 * browser and for the prerenderer) from the same source with the same options; it is compiled once.
 */
const compiled = new Map<string, { source: string; result: Promise<unknown> }>();

/** @mdx-js/rollup with the shared options, compiling each post once per source and mode. */
function mdxCompiler(): Plugin {
  const plugin = mdx(mdxOptions) as Plugin & { transform: Transform; config: (...args: unknown[]) => void };
  let mode = 'production';
  return {
    ...plugin,
    enforce: 'pre',
    config(config, env) {
      mode = env.mode;
      plugin.config(config, env);
    },
    transform(code, id) {
      const key = `${mode}:${id}`;
      const hit = compiled.get(key);
      if (hit?.source === code) return hit.result as ReturnType<Transform>;
      const result = plugin.transform.call(this, code, id);
      compiled.set(key, { source: code, result });
      // A failed compile is not kept, so its error is reported again, and a fixed file compiles.
      result.catch(() => compiled.delete(key));
      return result as ReturnType<Transform>;
    },
  } as Plugin;
}

/** The MDX compiler and its code-colour stylesheets, in the order Vite needs them. */
export function mdxPlugins(): Plugin[] {
  return [
    mdxCompiler(),
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
