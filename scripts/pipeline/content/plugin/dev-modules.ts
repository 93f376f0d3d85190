/**
 * The content modules' code in the dev server (modules.ts makes it; the dev plugin, dev-plugin.ts, serves
 * it): made once per read of the content and shared by an edit's update and the requests that follow,
 * and the server environment's copies, which load again only when their code changed.
 */
import type { EnvironmentModuleGraph, ViteDevServer } from 'vite';
import type { ContentError } from '../issues.ts';
import type { LoadedContent } from '../load.ts';
import { allIcons } from '../../icons/sprite.ts';
import {
  CONTENT_CODE,
  CONTENT_ID,
  CONTENT_PARTS,
  contentModules,
  RESOLVED,
  SITE_ID,
  siteModule,
  THEME_ID,
  themeModule,
} from './modules.ts';

/** The dev plugin's name, which its errors carry to the page. */
export const PLUGIN_NAME = 'portfolio:content-dev';

/** Every content module's resolved id. */
const RESOLVED_IDS = [...RESOLVED.values()];

/** The code of each content module made from one read of the content, by id: an edit's update and the pages' requests share it. */
const made = new WeakMap<LoadedContent, Map<string, string>>();

/**
 * The code of the content module `id`; the dev server draws no preview cards (only prerendered pages
 * carry link previews) and counts no visits (no analytics).
 */
export function moduleCode(id: string, loaded: LoadedContent, siteUrl: string): string {
  let codes = made.get(loaded);
  if (!codes) {
    codes = new Map();
    made.set(loaded, codes);
  }
  let code = codes.get(id);
  if (code !== undefined) return code;
  if (CONTENT_PARTS.has(id)) {
    // virtual:content's parts are made together.
    const content = contentModules(loaded, siteUrl, new Map());
    for (const [partId, part] of CONTENT_PARTS) {
      codes.set(partId, part === 'content' ? DEV_CONTENT_CODE : content[part]);
    }
    code = codes.get(id) ?? '';
  } else if (id === RESOLVED.get(SITE_ID)) code = siteModule(loaded, siteUrl, allIcons().path);
  else if (id === RESOLVED.get(THEME_ID)) code = themeModule(loaded);
  else code = 'export {};\n';
  codes.set(id, code);
  return code;
}

/** The code each content module that `graph` holds would have, made from `loaded`. */
export function codesOf(graph: EnvironmentModuleGraph, loaded: LoadedContent, siteUrl: string): Map<string, string> {
  return new Map(
    RESOLVED_IDS.filter((id) => graph.getModuleById(id)).map((id) => [id, moduleCode(id, loaded, siteUrl)]),
  );
}

/**
 * The server environment's copies of the content modules, which search renders every page with: each
 * loads again only once an edit changed its code, so an edit to a post's text leaves the modules that
 * list every post as they are there too (search renders its pages again when it next opens).
 */
export function serverContent(siteUrl: string) {
  /** The code each module was last served with in the server environment. */
  const served = new Map<string, string>();
  const graphOf = (server: ViteDevServer) => server.environments.ssr.moduleGraph;
  return {
    served(id: string, code: string): void {
      served.set(id, code);
    },
    /** An edit's read found the content fine: the modules whose code it changed load again. */
    edited(server: ViteDevServer, loaded: LoadedContent): void {
      const graph = graphOf(server);
      const changed = [...served].filter(([id, code]) => moduleCode(id, loaded, siteUrl) !== code).map(([id]) => id);
      for (const id of changed) served.delete(id);
      invalidate(graph, changed);
    },
    /** An edit broke the content: every module loads again, and shows the error. */
    broke(server: ViteDevServer): void {
      invalidate(graphOf(server), [...served.keys()]);
      served.clear();
    },
  };
}

/** Marks the modules `ids` of `graph` changed, so their next request loads them again. */
export function invalidate(graph: EnvironmentModuleGraph, ids: readonly string[]): void {
  for (const id of ids) {
    const mod = graph.getModuleById(id);
    if (mod) graph.invalidateModule(mod);
  }
}

/**
 * Writes each content error to the browser's console, once: Vite's client writes nothing there while
 * its overlay shows the error, and the console is where many look first.
 */
const CONSOLE_LINE = `import.meta.hot?.on('vite:error', ({ err }) => { if (err.plugin === ${JSON.stringify(PLUGIN_NAME)}) console.error(err.message); });`;

/** `virtual:content` in the dev server: its parts assembled, and the console line. */
const DEV_CONTENT_CODE = `${CONTENT_CODE}\n${CONSOLE_LINE}`;

/**
 * The code of content module `id` while the content is broken: it throws the problem lines, so the app
 * stops where it imports the content, with no stack frames of the dev server's own code.
 *
 * `virtual:content` holds no content, only its parts' imports, and keeps them: its parts throw. Served
 * as a throw, it would import nothing, Vite would drop its parts from the graph (and tell every open
 * page to dispose of them), and the next edit of a part would find no module to update it through and
 * reload the pages, until a page had loaded `virtual:content` again.
 */
export function brokenModule(id: string, error: ContentError): string {
  if (id === RESOLVED.get(CONTENT_ID)) return DEV_CONTENT_CODE;
  return `throw new Error(${JSON.stringify(error.message)});\n`;
}
