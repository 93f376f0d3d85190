/**
 * The MDX side of the build and the dev server: @mdx-js/rollup as an ordinary Vite plugin (Vite calls
 * all its hooks), plus the virtual stylesheets that carry each post's syntax colours and maths
 * positions (see code-styles.ts and rehype-maths.ts), and KaTeX's stylesheet trimmed to one font format. The content check reads what it needs from each post (its ids, links, reading time)
 * during the bundler's own compile of the post: a rehype step records the tree's structure, and the
 * check asks the bundler to compile the post (see `inspector`), so a post is parsed once for the check
 * and its environment's bundle. In a build, compiles are kept between builds (compile-cache.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import type { Root } from 'hast';
import type { Plugin, Rollup } from 'vite';
import type { VFile } from 'vfile';
import { PROJECT_ROOT } from '../settings.ts';
import { CODE_CSS_SUFFIX, codeStylesheets } from './code-styles.ts';
import { pipelineIdentity, type PipelineIdentity } from '../caches/code-identity.ts';
import { compileCache, compileKey } from './compile-cache.ts';
import { inspectPost, structureOf, type PostInspector, type PostStructure } from './inspect.ts';
import { presentationRehypePlugins, remarkPlugins, remarkRehypeOptions, structureRehypePlugins } from './options.ts';
import { MATHS_CSS_SUFFIX, mathsStylesheets } from './rehype/maths.ts';

/**
 * Bodies are posts (`.mdx`), project pages and pages of their own (`.md` or `.mdx`). The content's other
 * `.md` files are data, read by the content plugin and never imported, so only bodies go through the
 * compiler, a `.md` one as Markdown (no JSX or imports) and an `.mdx` one as MDX.
 */
export function isPost(id: string): boolean {
  return BODY_FILE.test(id.split('?')[0] ?? '');
}

/** A body's file: any `.mdx`, or a `.md` in a `projects` or `pages` folder (the content's only Markdown bodies). */
const BODY_FILE = /(\.mdx|[\\/](?:projects|pages)[\\/][^\\/]+\.md)$/;

/** Has the bundler compile the post at `file` (an absolute path) through its whole plugin pipeline. */
export type CompileThroughBundler = (file: string) => Promise<unknown>;

/** The posts' compiler for one Vite config: its plugins, and inspectors that read its compiles. */
export interface PostCompiler {
  /** @mdx-js/rollup (`enforce: 'pre'`) and the posts' stylesheets, in the order Vite needs them. */
  plugins: Plugin[];
  /**
   * A content-check inspector that reads each post's structure from the bundler's compile of it. In a
   * build, `compile` has the bundler compile the post (`this.load`), which keeps the module, so
   * bundling it later costs no second compile. The dev server passes none: it compiles a post when the
   * browser asks for it, and compiles an edited post afresh after the check whatever the check did, so
   * a post not yet compiled from its current source is read with the structural pipeline alone.
   */
  inspector(compile?: CompileThroughBundler): PostInspector;
  /** With a compile cache: how many posts this build compiled and how many it took from the cache. */
  summary(): string | undefined;
}

/** Options of a post compiler. */
export interface PostCompilerOptions {
  /** Where compiled posts are kept between builds (see compile-cache.ts); none, no cache. */
  cacheDir?: string | undefined;
}

/** A new post compiler: give its plugins to Vite and its inspector to the content check. */
export function postCompiler({ cacheDir }: PostCompilerOptions = {}): PostCompiler {
  /** The structure each post's last compile recorded, by file, with the source it was compiled from. */
  const recorded = new Map<string, { source: string; structure: PostStructure }>();
  /** Each post's last compile, by file: its messages and data, for the compile cache. */
  const compiles = new Map<string, VFile>();
  /** What the structural pipeline found in posts not compiled from their current source, by file. */
  const read = new Map<string, { source: string; structure: Promise<PostStructure> }>();
  /** Rehype plugin: records the tree's structure once the structural plugins have settled it. */
  const rehypeRecordStructure = () => (tree: Root, file: VFile) => {
    recorded.set(file.path, { source: String(file.value), structure: structureOf(tree, file) });
    compiles.set(file.path, file);
  };
  const compiler = mdx({
    include: BODY_FILE,
    remarkPlugins,
    remarkRehypeOptions,
    rehypePlugins: [...structureRehypePlugins, rehypeRecordStructure, ...presentationRehypePlugins],
  });
  const cached = cacheDir === undefined ? undefined : cachedCompiles(compiler, cacheDir, recorded, compiles);

  return {
    plugins: [
      // The browser's bundle is made first (vite.config.ts, builder.buildApp) and compiles every post.
      // Typed as a Rollup plugin (with Rollup's own types), which Vite's Plugin type does not accept as is.
      {
        ...(cached?.plugin ?? (compiler as Plugin)),
        enforce: 'pre',
        applyToEnvironment: (environment) => environment.name === 'client',
      },
      compiledPostsPlugin(recorded),
      postStylesPlugin(),
      katexFontsPlugin(),
    ],
    inspector: (compile) => async (file, source) => {
      // A post compiled from this very source already (an unchanged post after another file was
      // edited, or the module the dev server made) needs no new compile.
      // A failed compile is the bundler's to report with its module; the check reads the post below.
      if (compile && recorded.get(file)?.source !== source) await compile(file).catch(() => undefined);
      const found = recorded.get(file);
      if (found?.source === source) return found.structure;
      // Not compiled from this source: in the dev server, not yet; in a build, the compile failed before
      // the structure was settled (rolldown's `this.load` resolves even then). The structural pipeline alone finds the same structure, and the same problems as
      // content issues with their lines. Kept while the file stays the same, as a compile is.
      const known = read.get(file);
      if (known?.source === source) return known.structure;
      const structure = inspectPost(file, source);
      read.set(file, { source, structure });
      return structure;
    },
    summary: () => cached?.summary(),
  };
}

/** This module, whose imports are the whole pipeline: the compile cache hashes them all. */
const PIPELINE_ENTRY = fileURLToPath(import.meta.url);

/**
 * @mdx-js/rollup with a compile cache in `cacheDir`: a post compiled before, from the same source by the
 * same pipeline, gets its module from the cache, and what its compile recorded (its structure in
 * `recorded`, its stylesheets) is restored as the compile would have recorded it, so the content check
 * and the stylesheets see the same as after a compile. A compile with any message (a warning) is not
 * kept, nor one that failed.
 */
function cachedCompiles(
  compiler: ReturnType<typeof mdx>,
  cacheDir: string,
  recorded: Map<string, { source: string; structure: PostStructure }>,
  compiles: ReadonlyMap<string, VFile>,
): { plugin: Plugin; summary(): string } {
  const cache = compileCache(cacheDir);
  let development = false;
  let identity: PipelineIdentity | undefined;
  let compiled = 0;
  let fromCache = 0;
  const plugin: Plugin = {
    name: compiler.name,
    config(config, env) {
      development = env.mode === 'development';
      compiler.config(config, env);
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!isPost(id)) return compiler.transform(code, id) as Promise<Rollup.TransformResult>;
      identity ??= pipelineIdentity(PIPELINE_ENTRY, PROJECT_ROOT, {
        development,
        // Compiled posts name KaTeX's stylesheet by its absolute path in the project.
        root: PROJECT_ROOT,
        node: process.version,
        remarkRehypeOptions,
      });
      const key = compileKey({ file, source: code }, identity);
      const hit = await cache.read(key, file);
      if (hit) {
        fromCache += 1;
        recorded.set(file, { source: code, structure: hit.structure });
        keep(codeStylesheets, file, hit.codeCss);
        keep(mathsStylesheets, file, hit.mathsCss);
        return { code: hit.code, map: hit.map as Rollup.SourceMapInput };
      }
      const result = await compiler.transform(code, id);
      compiled += 1;
      const made = compiles.get(file);
      const structure = recorded.get(file);
      if (result && made && structure?.source === code && made.messages.length === 0) {
        await cache.write(key, file, {
          code: result.code,
          map: result.map,
          structure: structure.structure,
          codeCss: codeStylesheets.get(file),
          mathsCss: mathsStylesheets.get(file),
          contentFiles: made.data.contentFiles ?? [],
        });
      }
      return result as Rollup.TransformResult;
    },
    // Only once every post compiled: a build that failed leaves the cache as it found it.
    async buildEnd(error) {
      if (!error) await cache.prune();
    },
  };
  const shown = path.relative(PROJECT_ROOT, cacheDir) || '.';
  return {
    plugin,
    summary: () => `Posts and project pages: ${compiled} compiled, ${fromCache} from the compile cache in ${shown}/`,
  };
}

/** Sets `file`'s entry in `sheets` to `css`, or removes it when the post has none. */
function keep(sheets: Map<string, string>, file: string, css: string | undefined): void {
  if (css === undefined) sheets.delete(file);
  else sheets.set(file, css);
}

/**
 * Posts for the server's bundle, compiled once: in the browser's environment this records what
 * @mdx-js/rollup (just before it) made of each post; in any other environment of the same build, where
 * @mdx-js/rollup is not applied, it serves that module for the same source. Compiled MDX is plain
 * JavaScript (React's JSX runtime, the post's imports), the same for every environment of a build.
 */
function compiledPostsPlugin(recorded: Map<string, { source: string }>): Plugin {
  const modules = new Map<string, { source: string; code: string }>();
  return {
    name: 'portfolio:compiled-posts',
    enforce: 'pre',
    transform: {
      filter: { id: /\.mdx?(\?|$)/ },
      handler(code, id) {
        const file = id.split('?')[0] ?? id;
        if (this.environment.name === 'client') {
          const source = recorded.get(file)?.source;
          if (source !== undefined) modules.set(id, { source, code });
          return undefined;
        }
        const compiled = modules.get(id);
        if (compiled?.source !== code) {
          throw new Error(
            `${file}: not compiled by the browser's bundle of this build (its environment is built first), or changed since`,
          );
        }
        // No source map: the server's bundle is only run by the prerenderer.
        return { code: compiled.code, map: { mappings: '' } };
      },
    },
  };
}

/** The virtual stylesheets a compiled post imports, by suffix: `<post>.mdx` + suffix. */
const POST_STYLESHEETS: readonly [suffix: string, sheets: ReadonlyMap<string, string>][] = [
  [CODE_CSS_SUFFIX, codeStylesheets],
  [MATHS_CSS_SUFFIX, mathsStylesheets],
];

/** The post and stylesheet of a virtual stylesheet's id, or undefined for any other id. */
function postStylesheet(id: string): { post: string; sheets: ReadonlyMap<string, string> } | undefined {
  const found = POST_STYLESHEETS.find(([suffix]) => id.endsWith(suffix));
  return found && { post: id.slice(0, -found[0].length), sheets: found[1] };
}

/** Serves each post's code-colour and maths stylesheets (`<post>.mdx.code.css`, `.maths.css`), which its compiled module imports. */
function postStylesPlugin(): Plugin {
  return {
    name: 'portfolio:post-styles',
    resolveId(id) {
      return postStylesheet(id) ? id : undefined;
    },
    load(id) {
      const stylesheet = postStylesheet(id);
      return stylesheet && (stylesheet.sheets.get(stylesheet.post) ?? '');
    },
    // An edited post may use colours or formulas no post used before: its stylesheets update with it.
    hotUpdate({ file, modules }) {
      if (!isPost(file)) return undefined;
      const sheets = POST_STYLESHEETS.map(([suffix]) => this.environment.moduleGraph.getModuleById(`${file}${suffix}`));
      const found = sheets.filter((sheet) => sheet !== undefined);
      if (found.length === 0) return undefined;
      for (const sheet of found) this.environment.moduleGraph.invalidateModule(sheet);
      return [...modules, ...found];
    },
  };
}

/** One `@font-face` source in KaTeX's stylesheet other than WOFF2: `,url(fonts/X.woff) format("woff")`. */
const OLDER_FONT_SOURCE = /,\s*url\([^)]*\.(?:woff|ttf)\)\s*format\(["'](?:woff|truetype)["']\)/g;

/**
 * KaTeX's stylesheet offers each font as WOFF2, WOFF and TrueType. Every browser that runs this site's
 * scripts (es2022) reads WOFF2, and only the first source a browser can read is fetched, so the two
 * older formats would only add forty unused files to the site: the stylesheet keeps WOFF2 alone. Before
 * Vite's CSS plugin, which bundles the files the stylesheet names.
 */
function katexFontsPlugin(): Plugin {
  return {
    name: 'portfolio:katex-fonts',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]katex[\\/]dist[\\/]katex\.min\.css(\?|$)/ },
      handler: (code) => ({ code: code.replace(OLDER_FONT_SOURCE, ''), map: null }),
    },
  };
}
