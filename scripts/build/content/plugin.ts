/**
 * Vite plugin serving `virtual:content`: the checked content of `content/` as one typed module.
 * Frontmatter is parsed here at build time, so the browser never receives a YAML parser. In dev, a
 * content edit hot-updates the open page in place (see `hotUpdate`); a broken file shows its problem
 * lines in the overlay over the page as it was, and prints them once in the terminal and once in the
 * browser's console.
 */
import path from 'node:path';
import type { EnvironmentModuleNode, HotPayload, Plugin, Rollup, ViteDevServer } from 'vite';
import type { SiteContent } from '../../../src/content/schema.ts';
import { GALLERY_IMAGE_QUERY, PREVIEW_IMAGE_QUERY, PROFILE_IMAGE_QUERY } from '../images.ts';
import { isPost, type PostCompiler } from '../mdx/plugin.ts';
import { isShallowRepository } from '../git-history.ts';
import { previewCards, type PostCard } from '../preview-card/preview-card.ts';
import { shallowHistoryWarning, updatedLine } from './dates.ts';
import { ContentError, contentIssuesOf, formatIssue } from '../issues.ts';
import { loadContent, type LoadedContent } from './load.ts';
import { normalizeSource } from './source.ts';

const PLUGIN_NAME = 'portfolio:content';
const VIRTUAL_ID = 'virtual:content';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Post summaries and loaders live apart, so the home page's code does not grow with each post. */
const POSTS_ID = 'virtual:posts';
const RESOLVED_POSTS_ID = `\0${POSTS_ID}`;

/** Options for the content plugin. */
export interface ContentPluginOptions {
  /** Folder holding the content files. */
  contentDir: string;
  /** The public folder (its files are valid link targets). */
  publicDir: string;
  /** Overrides the site URL from `content/site.md` (used to build for another host or base path). */
  siteUrl?: string | undefined;
  /** The posts' compiler, whose compiles the content check reads (see PostCompiler.inspector). */
  posts: PostCompiler;
  /** Where preview cards are kept between builds (see preview-card.ts). */
  cardCacheDir: string;
}

/** What the content plugin offers the other plugins of its build. */
export interface ContentPluginApi {
  /** The content the build's modules were made from: read and checked once, for every environment. */
  loaded(): Promise<LoadedContent>;
}

/** Warnings printed by this process (see `load`). */
const warned = new Set<string>();

/** The content plugin. */
export function contentPlugin(options: ContentPluginOptions): Plugin<ContentPluginApi> & { api: ContentPluginApi } {
  let server: ViteDevServer | undefined;
  let logged = false;
  // Both virtual modules, in every environment of a build, share one load, so a bad file is checked
  // (and reported) once; in dev, a change to any content file clears it.
  let loading: Promise<LoadedContent> | undefined;
  const folders = { contentDir: options.contentDir, publicDir: options.publicDir };
  /**
   * The content, checked. In a build, the check has the bundler compile each post as a module of the
   * bundle being made (`context`); the dev server compiles a post when the browser asks for it.
   */
  const load = (context?: Pick<Rollup.PluginContext, 'load'>) => {
    if (loading) return loading;
    if (server) return (loading = loadContent({ ...folders, inspect: options.posts.inspector(), drafts: true }));
    if (!context) throw new Error('the content is read first by a module of the build');
    const inspect = options.posts.inspector((file) => context.load({ id: file }));
    return (loading = loadContent({ ...folders, inspect }));
  };
  /** In dev: the code each virtual module was last served with, so an edit updates only what it changed. */
  const served = new Map<string, string>();
  /** In dev: prints to the terminal, past the filter set up in configureServer. */
  let printError: ((message: string) => void) | undefined;
  /** In dev: the content error last reported, so each one reaches the terminal and the browser once. */
  let printedError: ContentError | undefined;
  /**
   * In dev: reports a content error once, as its problem lines alone (no stack: the lines say it all),
   * in the terminal and, when `send` is given, in the browser's overlay and console.
   */
  function report(error: ContentError, send?: (payload: HotPayload) => void): void {
    if (error.message === printedError?.message) return;
    printedError = error;
    printError?.(error.message);
    send?.({ type: 'error', err: { message: error.message, stack: '', plugin: PLUGIN_NAME } });
  }
  /**
   * Whether Vite's own report of `error` repeats the content error: a failed load of a virtual module,
   * or a post that failed to compile, whose problems the content check has printed already.
   */
  function alreadyReported(error: unknown): boolean {
    if (contentIssuesOf(error) !== undefined) return true;
    const id = (error as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'string' || !isPost(id)) return false;
    const file = id.split('?')[0] ?? id;
    return printedError?.issues.some((issue) => path.resolve(issue.file) === file) ?? false;
  }

  /**
   * The preview cards of the posts without a gallery image. The dev server draws none: only prerendered
   * pages carry link-preview tags, and a title edit should not wait for a card.
   */
  const cards = async (loaded: LoadedContent) =>
    server
      ? new Map<string, PostCard>()
      : previewCards(loaded.posts, loaded.site, options.siteUrl ?? loaded.site.url, { cacheDir: options.cardCacheDir });
  /** The code of the virtual module `id` (`RESOLVED_ID` or `RESOLVED_POSTS_ID`). */
  const moduleCode = async (id: string, loaded: LoadedContent) =>
    id === RESOLVED_POSTS_ID
      ? postsModule(loaded, await cards(loaded), server !== undefined)
      : contentModule(loaded, options.siteUrl, server !== undefined);

  return {
    name: PLUGIN_NAME,
    api: {
      loaded: () => loading ?? Promise.reject(new Error('the content has not been read yet')),
    },
    configureServer(devServer) {
      server = devServer;
      // Vite prints a failed load once per module that imports it, and again for each request; a
      // content error is printed here instead, once (see report).
      const { logger } = devServer.config;
      const viteError = logger.error.bind(logger);
      printError = (message) => {
        viteError(message, { timestamp: true });
      };
      logger.error = (message, logOptions) => {
        if (!alreadyReported(logOptions?.error)) viteError(message, logOptions);
      };
      // The content folder may lie outside the project, where Vite does not watch by itself.
      devServer.watcher.add(options.contentDir);
    },
    /**
     * A content edit goes through Vite's HMR instead of a reload: the content is read again, and only
     * a virtual module whose code changed is updated, so React Fast Refresh re-renders its importers
     * in place. A post's own `.mdx` module (a Fast Refresh boundary) updates itself; a body edit leaves
     * the virtual modules as they were, so only the post re-renders.
     *
     * An edit that breaks the content updates nothing: the page keeps what it showed, and the problem
     * lines show in Vite's overlay over it (had the modules been updated, each of their importers would
     * fail to reload, with a console error of its own). The fix then updates the page in place.
     */
    async hotUpdate({ file, modules }) {
      // The browser's modules only: the dev server renders nothing on the server side.
      if (this.environment.config.consumer !== 'client' || !file.startsWith(options.contentDir + path.sep)) {
        return undefined;
      }
      loading = undefined;
      let loaded: LoadedContent;
      try {
        loaded = await load();
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        const { hot } = this.environment;
        report(error, (payload) => {
          // Vite's client reloads a page whose first update finds its overlay up, taking it for a page
          // that failed to load. A page that loaded (its modules were served) first gets an empty
          // update, which changes nothing, so the fix will update it in place.
          if (served.size > 0) hot.send({ type: 'update', updates: [] });
          hot.send(payload);
        });
        return [];
      }
      const recovered = printedError !== undefined;
      printedError = undefined;
      const graph = this.environment.moduleGraph;
      const updates: EnvironmentModuleNode[] = [];
      for (const id of [RESOLVED_ID, RESOLVED_POSTS_ID]) {
        const mod = graph.getModuleById(id);
        if (!mod || (await moduleCode(id, loaded)) === served.get(id)) continue;
        // Asked for while the content was broken, it never loaded: the page that asked has nothing
        // to update in place (Vite's HMR stops at a module it never analysed), so it loads afresh.
        if (mod.isSelfAccepting === undefined) {
          this.environment.hot.send({ type: 'full-reload' });
          return [];
        }
        graph.invalidateModule(mod);
        updates.push(mod);
      }
      // A data file (`.md`) is never imported, only watched for the virtual modules, handled above.
      // A post or an image is a module of its own and updates as usual.
      const changed = file.endsWith('.md') ? updates : [...updates, ...modules];
      // Fixed back to what the page shows: no module changes, but the overlay must go. Vite's client
      // clears it on any update, an empty one included.
      if (recovered && changed.length === 0) this.environment.hot.send({ type: 'update', updates: [] });
      return changed;
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === POSTS_ID) return RESOLVED_POSTS_ID;
      return undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_POSTS_ID) return undefined;
      let loaded: LoadedContent;
      try {
        loaded = await load(this);
      } catch (error) {
        if (!(error instanceof ContentError) || !server) throw error;
        // The browser holds a failed module now: whatever loads next is new to it, even the same code.
        served.clear();
        report(error);
        throw withoutStack(error);
      }
      printedError = undefined;
      for (const file of loaded.files) this.addWatchFile(file);
      // Once per build: the server's bundle is made from the same content, and its lines would only repeat these.
      if (!logged && !server) {
        logged = true;
        for (const post of loaded.posts) {
          this.info(updatedLine(post));
        }
        for (const draft of loaded.skippedDrafts) {
          this.info(`draft ${draft.slug}: not published (draft: true in ${draft.source}; npm run dev shows it)`);
        }
        const shallow = shallowHistoryWarning(loaded.posts, () => isShallowRepository(options.contentDir));
        if (shallow) this.warn(shallow);
      }
      // Each warning once: both environments of a build share one load, and in dev only new ones print.
      for (const warning of loaded.warnings) {
        const line = formatIssue(warning);
        if (warned.has(line)) continue;
        warned.add(line);
        if (server) server.config.logger.warn(line, { timestamp: true });
        else this.warn(line);
      }
      const code = await moduleCode(id, loaded);
      if (server) served.set(id, code);
      return code;
    },
  };
}

/**
 * Posts reach the MDX compiler normalized (see normalizeSource), as the content check reads them, so a
 * file saved with a byte-order mark or CRLF line endings compiles as the clean file does. List it
 * before the MDX plugins.
 */
export function contentSourcePlugin(): Plugin {
  return {
    name: 'portfolio:content-source',
    enforce: 'pre',
    transform(code, id) {
      if (!isPost(id)) return undefined;
      const normalized = normalizeSource(code);
      // Lines keep their numbers, so no source map is needed.
      return normalized === code ? undefined : { code: normalized, map: null };
    },
  };
}

/**
 * `virtual:posts`: the post list, and one lazy component per post (each post's compiled MDX becomes its
 * own chunk, loaded the first time the post renders). Each post's first gallery image is imported twice,
 * as the index's picture (the gallery's own sizes, so no new files) and as the link-preview JPEG; in a
 * build, a post without one imports its preview card (`cards`, by slug) as its link preview.
 *
 * The dev server (`dev`) runs a new instance of this module whenever a post changes (it imports the
 * posts), and a new lazy component would remount the open post: its body would suspend, the page would
 * shrink and lose its scroll position. So there each component is kept in the module's HMR data and
 * handed out again; React Fast Refresh updates what it renders.
 */
function postsModule(loaded: LoadedContent, cards: ReadonlyMap<string, PostCard>, dev: boolean): string {
  const imports: string[] = [];
  const entries = loaded.posts.map((post, i) => {
    const { cover, ...summary } = post;
    if (!cover) {
      const card = cards.get(post.slug);
      if (!card) return JSON.stringify(summary);
      imports.push(`import card${i} from ${JSON.stringify(card.file.split(path.sep).join('/'))};`);
      return `{ ...${JSON.stringify(summary)}, previewCard: { alt: ${JSON.stringify(card.alt)}, preview: { src: card${i}, w: ${card.w}, h: ${card.h} } } }`;
    }
    const file = cover.file.split(path.sep).join('/');
    imports.push(
      `import picture${i} from ${JSON.stringify(`${file}?${GALLERY_IMAGE_QUERY}`)};`,
      `import preview${i} from ${JSON.stringify(`${file}?${PREVIEW_IMAGE_QUERY}`)};`,
    );
    return `{ ...${JSON.stringify(summary)}, cover: { alt: ${JSON.stringify(cover.alt)}, picture: picture${i}, preview: preview${i} } }`;
  });
  const bodies = loaded.posts.map((p) => {
    const file = JSON.stringify(path.resolve(p.source).split(path.sep).join('/'));
    const load = `() => import(${file})`;
    return `${JSON.stringify(p.slug)}: ${dev ? `kept(${file}, ${load})` : `lazy(${load})`}`;
  });
  return [
    "import { lazy } from 'react';",
    ...imports,
    `export const posts = [${entries.join(', ')}];`,
    ...(dev
      ? [
          // A module the dev server runs without HMR (a server-side render) keeps nothing.
          'const made = import.meta.hot ? (import.meta.hot.data.postBodies ??= {}) : {};',
          'const kept = (file, load) => (made[file] ??= lazy(load));',
        ]
      : []),
    `export const postBodies = {${bodies.join(', ')}};`,
  ].join('\n');
}

/**
 * `virtual:content`: the home page's data, with the profile photo as a responsive picture. In the dev
 * server it also writes each content error to the browser's console, once: Vite's client writes
 * nothing there while its overlay shows the error, and the console is where many look first.
 */
function contentModule(loaded: LoadedContent, siteUrl: string | undefined, dev: boolean): string {
  const { photoFile, files: _files, posts: _posts, warnings: _warnings, skippedDrafts: _drafts, ...data } = loaded;
  const content: Omit<SiteContent, 'site'> & { site: Omit<SiteContent['site'], 'photo'> } = {
    ...data,
    site: { ...stripPhoto(loaded.site), url: siteUrl ?? loaded.site.url },
  };
  const consoleLine = `import.meta.hot?.on('vite:error', ({ err }) => { if (err.plugin === ${JSON.stringify(PLUGIN_NAME)}) console.error(err.message); });`;
  return [
    `import picture from ${JSON.stringify(`${photoFile.split(path.sep).join('/')}?${PROFILE_IMAGE_QUERY}`)};`,
    `const data = ${JSON.stringify(content)};`,
    `data.site.photo = { alt: ${JSON.stringify(loaded.site.photo.alt)}, picture };`,
    'export default data;',
    ...(dev ? [consoleLine] : []),
  ].join('\n');
}

/**
 * A content error as the dev server's overlay shows it: the problem lines, and no stack frames (they
 * would point into the dev server's own code; the lines name the file and line to fix).
 */
function withoutStack(error: ContentError): ContentError {
  const copy = new ContentError(error.issues);
  copy.stack = copy.message;
  return copy;
}

function stripPhoto<T extends { photo: unknown }>(site: T): Omit<T, 'photo'> {
  const { photo: _photo, ...rest } = site;
  return rest;
}
