/**
 * The MDX side of the build and the dev server. Each body (a post, a project page) is compiled once, by
 * @mdx-js/rollup with the site's pipeline (options.ts), to HTML: a module of HTML strings with the
 * components of the MDX map between them (rehype/body-module.ts). Each environment gets what it needs
 * of that compile: the server's bundle and the dev server the whole module, which they render; the
 * browser's bundle of a build the body's stylesheets, and each component it holds as a module of its own
 * (the module the map declares, which an island's element names), so no word of a post is in any script
 * a browser loads. Also the virtual stylesheets that carry each post's
 * syntax colours and maths positions (see code-styles.ts and rehype/maths.ts), and KaTeX's stylesheet
 * trimmed to one font format. The content check reads what it needs from each post (its ids, links,
 * reading time) during the compile: a rehype step records the tree's structure, and the check asks the
 * bundler to compile the post (see `inspector`), so a post is parsed once. In a build, compiles are kept
 * between builds (compile-cache.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import type { Root } from 'hast';
import type { Plugin, Rollup } from 'vite';
import type { VFile } from 'vfile';
import { CODE_CSS_SUFFIX, codeStylesheets } from './code-styles.ts';
import { compiledBodies, stylesheetsModule } from './compiled-bodies.ts';
import { inspectPost, structureOf, type PostInspector, type PostStructure } from './inspect.ts';
import {
  moduleRehypePlugins,
  presentationRehypePlugins,
  remarkPlugins,
  remarkRehypeOptions,
  structureRehypePlugins,
} from './options.ts';
import { MATHS_CSS_SUFFIX, mathsStylesheets } from './rehype/maths.ts';
import { PROJECT_ROOT } from '../settings.ts';
import { ISLANDS_MODULE } from '../../../src/components/mdx/body-parts.ts';

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
  /** The bodies' compiler (`enforce: 'pre'`) and the posts' stylesheets, in the order Vite needs them. */
  plugins: Plugin[];
  /**
   * A content-check inspector that reads each post's structure from the bundler's compile of it. In a
   * build, `compile` has the bundler compile the post (`this.load`), and the compile is kept for every
   * environment of the build, so bundling it later costs no second compile. The dev server passes
   * none: it compiles a post when the browser asks for it, and compiles an edited post afresh after
   * the check whatever the check did, so a post not yet compiled from its current source is read with
   * the structural pipeline alone.
   */
  inspector(compile?: CompileThroughBundler): PostInspector;
  /** With a compile cache: how many posts this build compiled and how many it took from the cache. */
  summary(): string | undefined;
}

/** Options of a post compiler. */
export interface PostCompilerOptions {
  /** Where compiled posts are kept between builds (see compile-cache.ts); none, no cache. */
  cacheDir?: string | undefined;
  /** The site's base path ("/" or "/portfolio/"), which site paths in a body's links get. */
  base?: string | undefined;
}

/**
 * What the dev server adds to a body's module: the body updates itself when its file is saved, and
 * tells the page (src/dev-pages.ts), which renders the new version in place.
 */
const DEV_UPDATES = `
const listeners = import.meta.hot?.data.listeners ?? new Set();
if (import.meta.hot) {
  import.meta.hot.data.listeners = listeners;
  import.meta.hot.accept((next) => { if (next) for (const listener of listeners) listener(next.parts); });
}
export function onUpdate(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
`;

/** This module, whose imports are the whole pipeline: the compile cache hashes them all. */
const PIPELINE_ENTRY = fileURLToPath(import.meta.url);

/** A new post compiler: give its plugins to Vite and its inspector to the content check. */
export function postCompiler({ cacheDir, base = '/' }: PostCompilerOptions = {}): PostCompiler {
  /** The structure each post's last compile recorded, by file, with the source it was compiled from. */
  const recorded = new Map<string, { source: string; structure: PostStructure }>();
  /** Each post's last compile, by file: its messages and data, for the compile cache and the browser's module. */
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
    rehypePlugins: [
      ...structureRehypePlugins,
      rehypeRecordStructure,
      ...presentationRehypePlugins,
      ...moduleRehypePlugins(base),
    ],
  });
  const bodies = compiledBodies(compiler, { cacheDir, pipelineEntry: PIPELINE_ENTRY, base, recorded, compiles });
  let build = false;
  /** The components' modules the browser's bundle has been given, each once. */
  const emitted = new Set<string>();

  return {
    plugins: [
      {
        name: 'portfolio:bodies',
        enforce: 'pre',
        config(config, env) {
          build = env.command === 'build';
          bodies.config(config, env);
        },
        async transform(code, id) {
          if (!isPost(id)) return undefined;
          const compiled = await bodies.compile(code, id);
          if (!compiled) return undefined;
          // The browser of a built site: no word of the body. Its components' modules are chunks of
          // their own (an island's element names its URL, and the page links their stylesheets), and so
          // is the module that hydrates islands (its page's first script fetches it).
          if (build && this.environment.config.consumer === 'client') {
            for (const module of [ISLANDS_MODULE, ...compiled.browser.components].filter((m) => !emitted.has(m))) {
              emitted.add(module);
              this.emitFile({
                type: 'chunk',
                id: path.resolve(PROJECT_ROOT, module),
                preserveSignature: 'exports-only',
              });
            }
            return { code: stylesheetsModule(compiled.browser), map: null };
          }
          if (build) {
            // The server's bundle is the last to ask for the body in a build.
            bodies.release(id);
            return { code: compiled.code, map: compiled.map as Rollup.SourceMapInput };
          }
          return { code: `${compiled.code}\n${DEV_UPDATES}`, map: compiled.map as Rollup.SourceMapInput };
        },
        // Only once every post compiled: a build that failed leaves the cache as it found it.
        async buildEnd(error) {
          if (!error && this.environment.config.consumer === 'client') await bodies.prune();
        },
        // A body's chunk in the browser's bundle holds only stylesheets, which Vite has taken out into
        // CSS files, leaving an empty script (or one of Vite's `/* empty css */` marks): no file of the
        // site (the manifest still names its stylesheets).
        generateBundle: {
          order: 'post',
          handler(_options, bundle) {
            if (this.environment.config.consumer !== 'client') return;
            for (const [file, output] of Object.entries(bundle)) {
              const body = output.type === 'chunk' && output.isEntry && isPost(output.facadeModuleId ?? '');
              // Removing a file from the bundle is deleting its key: the bundler's own way to drop one.
              // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
              if (body && output.code.replace(/\/\*[^]*?\*\//g, '').trim() === '') delete bundle[file];
            }
          },
        },
      },
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
      return structureRead(read, file, source);
    },
    summary: () => bodies.summary(),
  };
}

/** The structure of `file` read with the structural pipeline alone, kept in `read` while its source stays the same. */
function structureRead(
  read: Map<string, { source: string; structure: Promise<PostStructure> }>,
  file: string,
  source: string,
): Promise<PostStructure> {
  const known = read.get(file);
  if (known?.source === source) return known.structure;
  const structure = inspectPost(file, source);
  read.set(file, { source, structure });
  return structure;
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
