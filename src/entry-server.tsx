/**
 * The server entry, which the prerenderer (scripts/pipeline/prerender/prerender.ts) and the dev server's
 * search load: it renders one path to a value (`RenderedPage`): the page's state (its route, data and
 * head, and its body's HTML), the app's markup, the head tags and JSON-LD, and the modules whose files the
 * page needs. A page's body (a post's or a page's compiled MDX) is rendered to HTML first, once, and the
 * page is rendered from a state that holds it: what the page shows is a function of its state.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import content, { bodies } from 'virtual:content';
import { App } from './App.tsx';
import { ISLANDS_MODULE, type BodyPart } from './components/mdx/body-parts.ts';
import { renderBody, type ModuleUrl } from './components/mdx/render-body.ts';
import type { ProfileLink } from './content/schema.ts';
import { LinksSourceContext } from './frame-links.ts';
import { identityTags, renderHead } from './lib/head.ts';
import * as structuredDataBuilders from './lib/structured-data.ts';
import { absoluteUrl, BASENAME } from './lib/urls.ts';
import { PageSourceContext } from './page-context.ts';
import { pageFor, prerenderPaths as routePaths, routeBuild } from './route-build.ts';
import type { AnyRoute, BuildParts } from './route-entry.ts';
import { routeTable, type PageState } from './route-table.ts';
import './styles/global.css';
// The owner's accent (theme.accent in site.md), after the tokens it overrides; empty without one.
import 'virtual:theme.css';

// The profile with its links, as the content has it: the app's chunk leaves the links to each page.
const { site } = content;

export { content, site };

/** Every path the prerenderer writes, for this build's content. */
export function prerenderPaths(): string[] {
  return routePaths(content);
}

/** The absolute URL of a site path (`/blog/karl`), under the site's base path: for the sitemap and the feed. */
export function pageUrl(sitePath: string): string {
  return absoluteUrl(site.url, sitePath);
}

/** A page as the server entry renders it: what the prerenderer writes its files from. */
export interface RenderedPage {
  /** What it was rendered from: its route, data and head, and its body's HTML if it shows one. */
  page: PageState;
  /** The app's markup. */
  markup: string;
  /** The head tags and JSON-LD. */
  head: string;
  /** What renders it, as the bundle's manifest names each module (a path from the project root). */
  modules: PageModules;
  /** The owner's profile links, which the frame shows: the page carries them, the app's code does not. */
  links: ProfileLink[];
}

/** The modules a page needs in the browser: it links their stylesheets, and its first script fetches the page's and the islands'. */
export interface PageModules {
  /** Its page component's (`src/pages/PostPage.tsx`). */
  page: string;
  /** Its body's, if it shows one (`content/blog/karl.mdx`): the body's own stylesheets. */
  body?: string | undefined;
  /** The components its body holds, each once, in order. */
  components: string[];
  /** What its first script fetches with the app: its page's module, and for a body the module that hydrates its islands. */
  scripts: string[];
}

/** The page modules of the app (src/pages/) by file, as the bundle loads each. */
const PAGE_MODULES = import.meta.glob('./pages/*.tsx');

/**
 * The module of `entry`'s page (`src/pages/PostPage.tsx`): the file of src/pages/ whose module its
 * component loads. Found by loading, so the route table names each page once, by its import.
 */
async function pageModule(entry: AnyRoute): Promise<string> {
  const loaded = await entry.component.load();
  for (const [file, load] of Object.entries(PAGE_MODULES)) {
    if ((await load()) === loaded) return `src/${file.slice('./'.length)}`;
  }
  throw new Error('its page component is not a module of src/pages/');
}

/** What a page is rendered from, besides the code and the site's profile: its state and its body's compiled parts. */
export interface PageInputs {
  /** Its route, data and head, without its body's HTML. */
  page: PageState;
  /** The body it shows, if any: its source file and compiled parts. */
  body?: { source: string; parts: readonly BodyPart[] } | undefined;
}

/**
 * What the page at `path` is rendered from (`render` makes it from these alone, with the code and the
 * site's profile). Cheap: no markup is rendered, so the prerenderer can tell a page that did not change.
 */
export async function pageInputs(path: string): Promise<PageInputs> {
  const page = pageFor(path, content);
  const entry: AnyRoute = routeTable[page.route];
  const source = entry.body?.(page.data)?.source;
  if (source === undefined) return { page };
  const load = bodies[source];
  if (!load) throw new Error(`${source}: not in this build's content`);
  return { page, body: { source, parts: (await load()).parts } };
}

/**
 * The page at `path` (inside the app), its islands' modules at `moduleUrl`. Any error while rendering
 * rejects, even one React recovers from by leaving a Suspense boundary to the browser: a prerendered
 * page must be whole.
 */
export async function render(path: string, moduleUrl: ModuleUrl): Promise<RenderedPage> {
  const { page: found, body: compiled } = await pageInputs(path);
  const entry: AnyRoute = routeTable[found.route];
  const body = compiled && renderBody(compiled.parts, moduleUrl);
  const page: PageState = body ? { ...found, body: { html: body.html } } : found;
  const markup = await renderApp(path, page);
  if (!page.head) throw new Error(`${path}: its route entry gave it no head`);
  const build: BuildParts<unknown> = routeBuild[page.route];
  const head = renderHead(
    page.head,
    build.structuredData(page.data, site, structuredDataBuilders),
    identityTags({ links: site.links, webmention: content.webmention }),
  );
  const own = await pageModule(entry);
  const scripts = compiled === undefined ? [own] : [own, ISLANDS_MODULE];
  const modules = { page: own, body: compiled?.source, components: body?.modules ?? [], scripts };
  return { page, markup, head, modules, links: site.links };
}

/** The app's markup for the page `page` at `path`, once every lazy component has loaded. */
async function renderApp(path: string, page: PageState): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={`${BASENAME}${path}`} basename={BASENAME}>
        <PageSourceContext value={{ read: () => page, subscribe: () => () => undefined, version: () => 0 }}>
          <LinksSourceContext value={() => site.links}>
            <App />
          </LinksSourceContext>
        </PageSourceContext>
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary in place, however large: React would otherwise move a big one to the end of the
      // page with an inline script that reveals it, which the site's policy (rightly) blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}
