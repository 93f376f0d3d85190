/**
 * The content plugin's dev-server half: serves `virtual:site` and `virtual:content` from the content as
 * it is now (drafts included), and turns a content edit into an update of the open page in place (see
 * `hotUpdate`). A broken file shows its problem lines in the overlay over the page as it was, and
 * prints them once in the terminal and once in the browser's console.
 */
import path from 'node:path';
import type { EnvironmentModuleNode, HotPayload, Plugin, ViteDevServer } from 'vite';
import { ContentError, formatIssue } from '../issues.ts';
import type { ContentPluginOptions } from './build-plugin.ts';
import { loadContent, type LoadedContent } from '../load.ts';
import { ANALYTICS_ID, CONTENT_ID, contentModule, SITE_ID, siteModule, THEME_ID, themeModule } from './modules.ts';

const PLUGIN_NAME = 'portfolio:content-dev';
const RESOLVED = new Map([SITE_ID, CONTENT_ID, THEME_ID, ANALYTICS_ID].map((id) => [id, `\0${id}`]));
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
  /**
   * Whether `read` is still the latest read of the content. One overtaken by a newer read (a file saved
   * again while it was read) is never reported: on a busy machine it can end after the newer one, and
   * its stale error would reach a page that has just reloaded with the fix, and stay there.
   */
  const isLatest = (read: Promise<LoadedContent>) => read === loading;
  /** The content as the latest read finds it, waiting out any read that a newer one overtakes. */
  const latest = async (): Promise<LoadedContent> => {
    for (;;) {
      const read = load();
      try {
        const loaded = await read;
        if (isLatest(read)) return loaded;
      } catch (error) {
        if (isLatest(read)) throw error;
      }
    }
  };
  /** The code each virtual module was last served with, so an edit updates only what it changed. */
  const served = new Map<string, string>();
  /** The content error last reported, so each one reaches the terminal and the browser once. */
  let printedError: ContentError | undefined;
  /**
   * Whether a page met the content broken before it had any of it: it got a virtual module while the
   * content was broken, or was shown the error before it asked for one (a slow page on a busy machine).
   * Such a page never ran the app, so the fix reloads it.
   */
  let servedBrokenFirst = false;

  /**
   * Shows `error` in the overlay of the pages `send` reaches: its problem lines, and no stack (the lines
   * say it all). While no page has any content yet, those pages must reload once it is fixed.
   */
  const showError = (send: (payload: HotPayload) => void, error: ContentError) => {
    send({ type: 'error', err: { message: error.message, stack: '', plugin: PLUGIN_NAME } });
    if (served.size === 0) servedBrokenFirst = true;
  };

  /**
   * Reports a content error once: in the terminal, and in the overlay and console of every open page.
   * `beforeSend` runs first, when the error is new.
   */
  function report(error: ContentError, beforeSend?: () => void): void {
    if (error.message === printedError?.message) return;
    printedError = error;
    server?.config.logger.error(error.message, { timestamp: true });
    beforeSend?.();
    showError((payload) => server?.environments.client.hot.send(payload), error);
  }

  /**
   * The code of the virtual module `id`; the dev server draws no preview cards (only prerendered pages
   * carry link previews) and counts no visits (no analytics).
   */
  const moduleCode = (id: string, loaded: LoadedContent) => {
    if (id === RESOLVED.get(SITE_ID)) return siteModule(loaded, options.siteUrl);
    if (id === RESOLVED.get(THEME_ID)) return themeModule(loaded);
    if (id === RESOLVED.get(ANALYTICS_ID)) return 'export {};\n';
    return `${contentModule(loaded, new Map())}\n${CONSOLE_LINE}`;
  };

  return {
    name: PLUGIN_NAME,
    apply: 'serve',
    configureServer(devServer) {
      server = devServer;
      const { hot } = devServer.environments.client;
      // A page that connects while the content is broken (opened, or reloaded, after the report went
      // out) shows the error too.
      hot.on('vite:client:connect', (_data, client) => {
        if (printedError) showError((payload) => client.send(payload), printedError);
      });
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
    async hotUpdate({ file, modules, read }) {
      // The browser's modules only: the dev server renders nothing on the server side.
      if (this.environment.config.consumer !== 'client' || !file.startsWith(options.contentDir + path.sep)) {
        return undefined;
      }
      // An editor that saves in place empties the file before it writes it, and the change can be
      // reported in between. Vite's `read` waits for such a file to be written (an empty text file
      // for at most 100 ms) before the content is read again, so a half-saved file is not reported
      // as a broken one.
      if (/\.mdx?$/.test(file)) await read();
      loading = undefined;
      const reading = load();
      let loaded: LoadedContent;
      try {
        loaded = await reading;
      } catch (error) {
        // Overtaken by a later edit's read: that edit's update reports what it finds.
        if (!isLatest(reading)) return [];
        if (!(error instanceof ContentError)) throw error;
        const { hot } = this.environment;
        // Vite's client reloads a page whose first update finds its overlay up, taking it for a page
        // that failed to load. A page that loaded (its modules were served) first gets an empty
        // update, which changes nothing, so the fix will update it in place.
        report(error, () => {
          if (served.size > 0) hot.send({ type: 'update', updates: [] });
        });
        return [];
      }
      if (!isLatest(reading)) return [];
      const recovered = printedError !== undefined;
      printedError = undefined;
      const graph = this.environment.moduleGraph;
      const updates: EnvironmentModuleNode[] = [];
      for (const id of RESOLVED.values()) {
        const mod = graph.getModuleById(id);
        if (!mod || moduleCode(id, loaded) === served.get(id)) continue;
        graph.invalidateModule(mod);
        updates.push(mod);
      }
      // A page that met the content broken never ran the app: Vite's HMR has nothing there to update
      // in place, so it loads afresh. (An empty update instead left a page that had asked for no content
      // yet showing the content under the old error's overlay.)
      if (servedBrokenFirst) {
        servedBrokenFirst = false;
        this.environment.hot.send({ type: 'full-reload' });
        return [];
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
        loaded = await latest();
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        // The plugin reports the error itself, once, rather than failing the load: Vite would print
        // a failed load for every request of it, and for each module that imports it.
        report(error);
        if (!served.has(id)) servedBrokenFirst = true;
        // Whatever loads next is new to the page, even the code it last had. A stylesheet stays as it was.
        const code = id === RESOLVED.get(THEME_ID) ? (served.get(id) ?? '') : brokenModule(error);
        served.set(id, code);
        return code;
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
 * The code of a virtual module while the content is broken: it throws the problem lines, so the app
 * stops where it imports the content, with no stack frames of the dev server's own code.
 */
function brokenModule(error: ContentError): string {
  return `throw new Error(${JSON.stringify(error.message)});\n`;
}
