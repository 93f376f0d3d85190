/**
 * The content plugin's dev-server half: serves `virtual:site` and `virtual:content` from the content as
 * it is now (drafts included), and turns a content edit into an update of the open page in place (see
 * `hotUpdate`). A broken file shows its problem lines in the overlay over the page as it was, and
 * prints them once in the terminal and once in the browser's console.
 */
import path from 'node:path';
import type { EnvironmentModuleNode, HotPayload, Plugin, ViteDevServer } from 'vite';
import { ContentError, contentIssuesOf, formatIssue } from '../issues.ts';
import { isPost } from '../mdx/plugin.ts';
import type { ContentPluginOptions } from './build-plugin.ts';
import { loadContent, type LoadedContent } from './load.ts';
import { CONTENT_ID, contentModule, SITE_ID, siteModule } from './modules.ts';

const PLUGIN_NAME = 'portfolio:content-dev';
const RESOLVED = new Map([SITE_ID, CONTENT_ID].map((id) => [id, `\0${id}`]));
const RESOLVED_IDS = new Set(RESOLVED.values());

/** Warnings printed by this process, each once. */
const warned = new Set<string>();

/** The dev-server half of the content plugin. */
export function contentDevPlugin(options: ContentPluginOptions): Plugin {
  let server: ViteDevServer | undefined;
  let loading: Promise<LoadedContent> | undefined;
  const load = () =>
    (loading ??= loadContent({
      contentDir: options.contentDir,
      publicDir: options.publicDir,
      inspect: options.posts.inspector(),
      drafts: true,
    }));
  /** The code each virtual module was last served with, so an edit updates only what it changed. */
  const served = new Map<string, string>();
  /** Prints to the terminal, past the filter set up in configureServer. */
  let printError: ((message: string) => void) | undefined;
  /** The content error last reported, so each one reaches the terminal and the browser once. */
  let printedError: ContentError | undefined;

  /**
   * Reports a content error once, as its problem lines alone (no stack: the lines say it all), in the
   * terminal and, when `send` is given, in the browser's overlay and console.
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

  /** The code of the virtual module `id`; the dev server draws no preview cards (only prerendered pages carry link previews). */
  const moduleCode = (id: string, loaded: LoadedContent) =>
    id === RESOLVED.get(SITE_ID)
      ? siteModule(loaded, options.siteUrl)
      : `${contentModule(loaded, new Map())}\n${CONSOLE_LINE}`;

  return {
    name: PLUGIN_NAME,
    apply: 'serve',
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
     * a virtual module whose code changed is updated, so the app re-renders in place. A post's own `.mdx`
     * module (a Fast Refresh boundary) updates itself.
     *
     * An edit that breaks the content updates nothing: the page keeps what it showed, and the problem
     * lines show in Vite's overlay over it. The fix then updates the page in place.
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
      for (const id of RESOLVED.values()) {
        const mod = graph.getModuleById(id);
        if (!mod || moduleCode(id, loaded) === served.get(id)) continue;
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
    resolveId: (id) => RESOLVED.get(id),
    async load(id) {
      if (!RESOLVED_IDS.has(id)) return undefined;
      let loaded: LoadedContent;
      try {
        loaded = await load();
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        // The browser holds a failed module now: whatever loads next is new to it, even the same code.
        served.clear();
        report(error);
        throw withoutStack(error);
      }
      printedError = undefined;
      for (const file of loaded.files) this.addWatchFile(file);
      // Each warning once: only new ones print.
      for (const warning of loaded.warnings) {
        const line = formatIssue(warning);
        if (warned.has(line)) continue;
        warned.add(line);
        server?.config.logger.warn(line, { timestamp: true });
      }
      const code = moduleCode(id, loaded);
      served.set(id, code);
      return code;
    },
  };
}

/**
 * Writes each content error to the browser's console, once: Vite's client writes nothing there while
 * its overlay shows the error, and the console is where many look first.
 */
const CONSOLE_LINE = `import.meta.hot?.on('vite:error', ({ err }) => { if (err.plugin === ${JSON.stringify(PLUGIN_NAME)}) console.error(err.message); });`;

/**
 * A content error as the dev server's overlay shows it: the problem lines, and no stack frames (they
 * would point into the dev server's own code; the lines name the file and line to fix).
 */
function withoutStack(error: ContentError): ContentError {
  const copy = new ContentError(error.issues);
  copy.stack = copy.message;
  return copy;
}
