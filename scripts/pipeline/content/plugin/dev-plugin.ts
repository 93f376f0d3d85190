/**
 * The content plugin's dev-server half: serves `virtual:site` and `virtual:content` from the content as
 * it is now (drafts included), and turns a content edit into an update of the open page in place (see
 * `hotUpdate`). A broken file shows its problem lines in the overlay over the page as it was, and
 * prints them once in the terminal and once in the browser's console. A deleted file is an edit like
 * any other: the content is read again and checked as the build checks it.
 *
 * What the pages have of the content is one state (dev-state.ts); this file feeds it the dev server's
 * events and carries out what it says.
 */
import path from 'node:path';
import type { Connect, EnvironmentModuleNode, HotChannelClient, Plugin, ViteDevServer } from 'vite';
import { ContentError, formatIssue } from '../issues.ts';
import type { ContentPluginOptions } from './build-plugin.ts';
import { loadContent, type LoadedContent } from '../load.ts';
import { readCache } from '../read-cache.ts';
import { RESOLVED, THEME_ID } from './modules.ts';
import { brokenModule, codesOf, invalidate, PLUGIN_NAME, moduleCode, serverContent } from './dev-modules.ts';
import { devStep, INITIAL_STATE, type DevEvent, type Effect } from './dev-state.ts';
import { allIcons } from '../../icons/sprite.ts';

const RESOLVED_IDS = new Set(RESOLVED.values());

/** Warnings printed by this process, each once. */
const warned = new Set<string>();

/** Where an event's effects go: the dev server, the environment's modules, and the page that connected. */
interface Targets {
  server: ViteDevServer;
  /** The edited file's own modules (a post's), updated with the content's when the state says so. */
  modules?: EnvironmentModuleNode[];
  client?: HotChannelClient;
}

/** The dev-server half of the content plugin. */
export function contentDevPlugin(options: ContentPluginOptions): Plugin {
  let server: ViteDevServer | undefined;
  let state = INITIAL_STATE;
  const serverCopies = serverContent(options.siteUrl);
  // Kept for every read: a save reads again only the files it changed (see read-cache.ts).
  const cache = readCache();
  const inspect = options.posts.inspector();
  const reads = latestReads(() =>
    loadContent({ contentDir: options.contentDir, publicDir: options.publicDir, inspect, drafts: true, cache }),
  );

  /** Moves the state on by `event` and carries out its effects; returns the modules an edit updates. */
  function dispatch(event: DevEvent, targets: Targets): EnvironmentModuleNode[] {
    const step = devStep(state, event);
    state = step.state;
    return step.effects.flatMap((effect) => carryOut(effect, targets));
  }

  return {
    name: PLUGIN_NAME,
    apply: 'serve',
    configureServer(devServer) {
      server = devServer;
      // A page that connects while the content is broken (opened, or reloaded, after the report went
      // out) shows the error too.
      devServer.environments.client.hot.on('vite:client:connect', (_data, client) => {
        dispatch({ type: 'connected' }, { server: devServer, client });
      });
      // The content folder may lie outside the project, where Vite does not watch by itself.
      devServer.watcher.add(options.contentDir);
      devServer.middlewares.use(serveIcons(devServer.config.base));
    },
    /**
     * A content edit goes through Vite's HMR instead of a reload: the content is read again, and only
     * a content module whose code changed is updated, so the app re-renders in place. A post's own `.mdx`
     * module (a Fast Refresh boundary) updates itself.
     *
     * An edit that breaks the content updates nothing: the page keeps what it showed, and the problem
     * lines show in Vite's overlay over it. The fix then updates the page in place.
     */
    async hotUpdate({ type, file, modules, read: written, server: devServer }) {
      if (!file.startsWith(options.contentDir + path.sep)) return undefined;
      // The server's copies of the content modules (search renders pages with them) are brought up to
      // date with the browser's, below, which Vite handles first.
      if (this.environment.config.consumer !== 'client') return undefined;
      // An editor that saves in place empties the file before it writes it, and the change can be
      // reported in between. Vite's `read` waits for such a file to be written (an empty text file
      // for at most 100 ms) before the content is read again, so a half-saved file is not reported
      // as a broken one. A deleted file has nothing to wait for.
      if (type !== 'delete' && /\.mdx?$/.test(file)) await written();
      const read = await reads.afterEdit();
      // Overtaken by a later edit's read: that edit's update reports what it finds.
      if (!read) return [];
      if ('error' in read) {
        serverCopies.broke(devServer);
        return dispatch({ type: 'editBroke', error: read.error.message }, { server: devServer });
      }
      serverCopies.edited(devServer, read.loaded);
      const codes = codesOf(this.environment.moduleGraph, read.loaded, options.siteUrl);
      // A data file (`.md`) is never imported, only read for the content modules, handled above. A post
      // or an image is a module of its own and updates as usual; a deleted one has nothing to load, and
      // whatever imported it updates without it.
      const own = type !== 'delete' && !file.endsWith('.md') && modules.length > 0;
      return dispatch({ type: 'edited', codes, own }, { server: devServer, modules });
    },
    resolveId: (id) => RESOLVED.get(id),
    async load(id) {
      if (!RESOLVED_IDS.has(id)) return undefined;
      // Only the browser's modules are pages' content; the server's are search's (see hotUpdate).
      const pages = this.environment.config.consumer === 'client' ? server : undefined;
      let loaded: LoadedContent;
      try {
        loaded = await reads.latest();
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        // The plugin reports the error itself, once, rather than failing the load: Vite would print
        // a failed load for every request of it, and for each module that imports it.
        // A stylesheet stays as it was.
        const code = id === RESOLVED.get(THEME_ID) ? (state.served.get(id) ?? '') : brokenModule(id, error);
        if (pages) dispatch({ type: 'servedBroken', id, error: error.message, code }, { server: pages });
        else serverCopies.served(id, code);
        return code;
      }
      // No `addWatchFile` for the content's files: the server watches the folder (configureServer), and
      // a watched file is an import of the module in Vite's graph, resolved at each of its transforms and
      // invalidating it at any save: every content module would be made again for any edit.
      if (server) warnOnce(server, loaded);
      const code = moduleCode(id, loaded, options.siteUrl);
      if (pages) dispatch({ type: 'served', id, code }, { server: pages });
      else serverCopies.served(id, code);
      // Generated code has no source to map back to. Without a map, Vite's dev server would make one
      // for the browser's copy (the whole code again, in base64): most of the bytes and the time of an
      // edit that updates the content's values at 200 posts.
      return id === RESOLVED.get(THEME_ID) ? code : { code, map: { mappings: '' } };
    },
  };
}

/** Prints the content's warnings, each once in this process: only new ones print. */
function warnOnce(server: ViteDevServer, loaded: LoadedContent): void {
  for (const warning of loaded.warnings) {
    const line = formatIssue(warning);
    if (warned.has(line)) continue;
    warned.add(line);
    server.config.logger.warn(line, { timestamp: true });
  }
}

/** Carries out one effect of the state; returns the modules it has Vite's HMR update. */
function carryOut(effect: Effect, { server, modules = [], client }: Targets): EnvironmentModuleNode[] {
  const { hot, moduleGraph } = server.environments.client;
  switch (effect.type) {
    case 'print':
      server.config.logger.error(effect.error, { timestamp: true });
      return [];
    case 'overlay': {
      // The problem lines, and no stack: the lines say it all.
      const payload = { type: 'error', err: { message: effect.error, stack: '', plugin: PLUGIN_NAME } } as const;
      if (effect.to === 'client') client?.send(payload);
      else hot.send(payload);
      return [];
    }
    case 'clear':
      hot.send({ type: 'update', updates: [] });
      return [];
    case 'invalidate':
      invalidate(moduleGraph, effect.ids);
      return [];
    case 'reload':
      hot.send({ type: 'full-reload' });
      return [];
    case 'update':
      return [...effect.ids.flatMap((id) => moduleGraph.getModuleById(id) ?? []), ...(effect.own ? modules : [])];
  }
}

/**
 * Reads of the content, of which only the latest counts. A read overtaken by a newer one (a file saved
 * again while it was read) is never reported: on a busy machine it can end after the newer one, and
 * its stale error would reach a page that has just reloaded with the fix, and stay there.
 */
function latestReads(read: () => Promise<LoadedContent>) {
  let current: Promise<LoadedContent> | undefined;
  const load = () => (current ??= read());
  const isLatest = (reading: Promise<LoadedContent>) => reading === current;
  return {
    /**
     * A new read of the content, after an edit, overtaking any read under way: the content, or its
     * error; undefined when a later edit's read overtakes this one in turn.
     */
    async afterEdit(): Promise<{ loaded: LoadedContent } | { error: ContentError } | undefined> {
      current = undefined;
      const reading = load();
      try {
        const loaded = await reading;
        return isLatest(reading) ? { loaded } : undefined;
      } catch (error) {
        if (!isLatest(reading)) return undefined;
        if (!(error instanceof ContentError)) throw error;
        return { error };
      }
    },
    /** The content as the latest read finds it, waiting out any read that a newer one overtakes. */
    async latest(): Promise<LoadedContent> {
      for (;;) {
        const reading = load();
        try {
          const loaded = await reading;
          if (isLatest(reading)) return loaded;
        } catch (error) {
          if (isLatest(reading)) throw error;
        }
      }
    },
  };
}

/**
 * Serves the sprite of every icon at the path virtual:site names in the dev server (under the base
 * path): the owner may add a link of any kind while it runs, and the sprite need not follow.
 */
function serveIcons(base: string): Connect.NextHandleFunction {
  const sprite = allIcons();
  const at = `${base.replace(/\/$/, '')}${sprite.path}`;
  return (request, response, next) => {
    if (request.url?.split('?')[0] !== at) {
      next();
      return;
    }
    response.setHeader('Content-Type', 'image/svg+xml');
    response.end(sprite.svg);
  };
}
