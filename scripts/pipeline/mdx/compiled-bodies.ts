/**
 * Each body compiled once for a whole build, whichever environment asks first, and kept between builds
 * in the compile cache (compile-cache.ts), with what the browser's bundle needs of it: its stylesheets,
 * and the components it holds, and no word of its text.
 */
import path from 'node:path';
import type mdx from '@mdx-js/rollup';
import type { VFile } from 'vfile';
import { pipelineIdentity, type PipelineIdentity } from '../caches/code-identity.ts';
import { PROJECT_ROOT } from '../settings.ts';
import { codeStylesheets } from './code-styles.ts';
import { compileCache, compileKey } from './compile-cache.ts';
import type { PostStructure } from './inspect.ts';
import { remarkRehypeOptions } from './options.ts';
import type { BodyModuleData } from './rehype/body-module.ts';
import { mathsStylesheets } from './rehype/maths.ts';

/** A body compiled: its module for the server and the dev server, and what the browser's bundle needs of it. */
export interface CompiledBody {
  /** The module of HTML and components (rehype/body-module.ts), with the build's imports. */
  code: string;
  /** Its source map, as @mdx-js/rollup made it. */
  map: unknown;
  /** Its stylesheets, and the modules of the components it holds. */
  browser: BodyModuleData;
}

/**
 * What the browser's bundle of a build makes of a body: its stylesheets alone. No page loads it as a
 * script; the prerenderer links its stylesheets (see ./plugin.ts, which drops its empty chunk).
 */
export function stylesheetsModule({ stylesheets }: BodyModuleData): string {
  // Each as an import specifier: forward slashes on every system.
  return stylesheets.map((sheet) => `import ${JSON.stringify(sheet.split(path.sep).join('/'))};\n`).join('');
}

/** What `compiledBodies` shares with the compiler it wraps. */
export interface CompiledBodiesOptions {
  cacheDir: string | undefined;
  /** The module whose imports are the whole pipeline: the compile cache hashes them all. */
  pipelineEntry: string;
  base: string;
  recorded: Map<string, { source: string; structure: PostStructure }>;
  /** Each body's last compile, by file: read once the compile is done, then let go. */
  compiles: Map<string, VFile>;
}

/**
 * Each body compiled once per source for every environment of a build: the first to ask compiles it
 * (in a build, the content check, through the browser's environment), the others get that compile.
 * With a compile cache in `cacheDir`, a body compiled before, from the same source by the same
 * pipeline, is taken from the cache, and what its compile recorded (its structure in `recorded`, its
 * stylesheets) is restored as the compile would have recorded it, so the content check and the
 * stylesheets see the same as after a compile. A compile with any message (a warning) is not kept,
 * nor one that failed.
 */
export function compiledBodies(compiler: ReturnType<typeof mdx>, options: CompiledBodiesOptions) {
  const { cacheDir, pipelineEntry, base, recorded, compiles } = options;
  const cache = cacheDir === undefined ? undefined : compileCache(cacheDir);
  const made = new Map<string, { source: string; compiled: Promise<CompiledBody | undefined> }>();
  let development = false;
  let identity: PipelineIdentity | undefined;
  let compiled = 0;
  let fromCache = 0;

  const fresh = async (code: string, id: string, file: string): Promise<CompiledBody | undefined> => {
    const result = await compiler.transform(code, id);
    if (!result) return undefined;
    compiled += 1;
    const vfile = compiles.get(file);
    const browser = vfile?.data.bodyModule;
    if (!browser) throw new Error(`${file}: the compile left no body module`);
    // Without a compile cache, nothing else reads the compile.
    if (!cache) compiles.delete(file);
    return { code: result.code, map: result.map, browser };
  };

  const cached = async (code: string, id: string, file: string): Promise<CompiledBody | undefined> => {
    if (!cache) return fresh(code, id, file);
    identity ??= pipelineIdentity(pipelineEntry, PROJECT_ROOT, {
      development,
      // Compiled posts name KaTeX's stylesheet by its absolute path in the project.
      root: PROJECT_ROOT,
      node: process.version,
      remarkRehypeOptions,
      base,
    });
    const key = compileKey({ file, source: code }, identity);
    const hit = await cache.read(key, file);
    if (hit) {
      fromCache += 1;
      recorded.set(file, { source: code, structure: hit.structure });
      keep(codeStylesheets, file, hit.codeCss);
      keep(mathsStylesheets, file, hit.mathsCss);
      return { code: hit.code, map: hit.map, browser: hit.browser };
    }
    const result = await fresh(code, id, file);
    const vfile = compiles.get(file);
    const structure = recorded.get(file);
    if (result && vfile && structure?.source === code && vfile.messages.length === 0) {
      await cache.write(key, file, {
        ...result,
        structure: structure.structure,
        codeCss: codeStylesheets.get(file),
        mathsCss: mathsStylesheets.get(file),
        contentFiles: vfile.data.contentFiles ?? [],
      });
    }
    // Its source and data are in the result now: a build of 2,000 posts need not hold 2,000 compiles.
    compiles.delete(file);
    return result;
  };

  return {
    config(config: Parameters<typeof compiler.config>[0], env: Parameters<typeof compiler.config>[1]) {
      development = env.mode === 'development';
      compiler.config(config, env);
    },
    /** The body at `id` compiled from `code`, once per source. */
    compile(code: string, id: string): Promise<CompiledBody | undefined> {
      const file = id.split('?')[0] ?? id;
      const known = made.get(file);
      if (known?.source === code) return known.compiled;
      const compiling = cached(code, id, file);
      made.set(file, { source: code, compiled: compiling });
      return compiling;
    },
    /**
     * Lets go of the body at `id`'s compile once the last environment of a build that needs it (the
     * server's) has it: the bundler holds the module from then on, and a build of 2,000 posts need not
     * hold every compiled body twice until it ends.
     */
    release(id: string): void {
      made.delete(id.split('?')[0] ?? id);
    },
    prune: async () => {
      await cache?.prune();
    },
    summary: () =>
      cacheDir === undefined
        ? undefined
        : `Posts and project pages: ${compiled} compiled, ${fromCache} from the compile cache in ${path.relative(PROJECT_ROOT, cacheDir) || '.'}/`,
  };
}

/** Sets `file`'s entry in `sheets` to `css`, or removes it when the post has none. */
function keep(sheets: Map<string, string>, file: string, css: string | undefined): void {
  if (css === undefined) sheets.delete(file);
  else sheets.set(file, css);
}
