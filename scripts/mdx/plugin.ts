/**
 * The MDX side of the build: @mdx-js/rollup with the shared options, plus the virtual stylesheets
 * that carry each post's syntax colours (see code-styles.ts). Each post is compiled once per source
 * and mode, and that one compile also yields what the content checker needs (its ids and links):
 * the post is parsed once for the check, the browser bundle and the server bundle.
 */
import mdx from '@mdx-js/rollup';
import type { Root } from 'hast';
import type { Plugin } from 'vite';
import type { VFile } from 'vfile';
import { CODE_CSS_SUFFIX, codeStylesheets } from './code-styles.ts';
import { emptyStructure, failedStructure, structureOf, type PostInspector, type PostStructure } from './inspect.ts';
import { presentationRehypePlugins, remarkPlugins, structureRehypePlugins } from './options.ts';

/** A compiled post: the module's code and source map, and what the post defines and links to. */
export interface CompiledPost {
  code: string;
  map: unknown;
  structure: PostStructure;
}

type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string; map: unknown } | undefined>;

/** Structures read during compiles, by file and source, until the compile that read one returns. */
const structures = new Map<string, PostStructure>();
const structureKey = (file: string, source: string) => `${file}\0${source}`;

/** Rehype plugin: records the tree's structure once the structural plugins have settled it. */
function rehypeRecordStructure() {
  return (tree: Root, file: VFile) => {
    structures.set(structureKey(file.path, String(file.value)), structureOf(tree, file));
  };
}

/** @mdx-js/rollup, one per mode (it compiles for development, with JSX debug info, or for production). */
const compilers = new Map<string, { transform: Transform }>();
function compilerFor(mode: string): { transform: Transform } {
  let compiler = compilers.get(mode);
  if (!compiler) {
    const plugin = mdx({
      remarkPlugins,
      rehypePlugins: [...structureRehypePlugins, rehypeRecordStructure, ...presentationRehypePlugins],
    }) as unknown as { transform: Transform; config: (config: object, env: { mode: string }) => void };
    // Its config hook only reads the mode.
    plugin.config({}, { mode });
    compilers.set(mode, (compiler = plugin));
  }
  return compiler;
}

/**
 * Compiled posts by mode, module id and source. `npm run build` checks the content and bundles every
 * post twice (for the browser and for the prerenderer) from the same source; it is compiled once.
 */
const compiled = new Map<string, { source: string; result: Promise<CompiledPost> }>();

/**
 * Posts are `.mdx` files. (The content's `.md` files are data, read by the content plugin and never
 * imported, so only MDX goes through the compiler.)
 */
export function isPost(id: string): boolean {
  return (id.split('?')[0] ?? '').endsWith('.mdx');
}

/** Compiles the post module `id` (an `.mdx` file) for `mode`. */
export function compilePost(mode: string, id: string, source: string): Promise<CompiledPost> {
  const key = `${mode}:${id}`;
  const hit = compiled.get(key);
  if (hit?.source === source) return hit.result;
  const skey = structureKey(id.split('?')[0] ?? id, source);
  const result = compilerFor(mode)
    .transform.call(undefined, source, id)
    .then((output) => {
      if (!output) throw new Error(`@mdx-js/rollup did not compile ${id}`);
      const structure = structures.get(skey) ?? emptyStructure();
      return { code: output.code, map: output.map, structure };
    })
    // Also when a later plugin fails after the structure was recorded: nothing stays behind.
    .finally(() => structures.delete(skey));
  compiled.set(key, { source, result });
  // A failed compile is not kept, so its error is reported again, and a fixed file compiles.
  result.catch(() => compiled.delete(key));
  return result;
}

/** Inspects posts by compiling them for `mode`, so the compile that follows finds them done. */
export function compilingInspector(mode: string): PostInspector {
  return async (file, source) => {
    try {
      return (await compilePost(mode, file, source)).structure;
    } catch (error) {
      return failedStructure(file, error);
    }
  };
}

/** The MDX compiler (through compilePost) and its code-colour stylesheets, in the order Vite needs them. */
export function mdxPlugins(): Plugin[] {
  let mode = 'production';
  return [
    {
      name: 'portfolio:mdx',
      enforce: 'pre',
      configResolved(config) {
        mode = config.mode;
      },
      async transform(code, id) {
        if (!isPost(id)) return undefined;
        const post = await compilePost(mode, id, code);
        return { code: post.code, map: post.map as never };
      },
    },
    {
      name: 'portfolio:code-styles',
      resolveId(id) {
        return id.endsWith(CODE_CSS_SUFFIX) ? id : undefined;
      },
      load(id) {
        if (!id.endsWith(CODE_CSS_SUFFIX)) return undefined;
        return codeStylesheets.get(id.slice(0, -CODE_CSS_SUFFIX.length)) ?? '';
      },
      // An edited post may use colours no post used before: its stylesheet updates with it.
      hotUpdate({ file, modules }) {
        const css = isPost(file) ? this.environment.moduleGraph.getModuleById(`${file}${CODE_CSS_SUFFIX}`) : undefined;
        if (!css) return undefined;
        this.environment.moduleGraph.invalidateModule(css);
        return [...modules, css];
      },
    },
  ];
}
