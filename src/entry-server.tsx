/**
 * Server entry for the prerenderer: renders one path to HTML, with its head tags and data, waiting for
 * lazy code. A page's body (a post's or a page's compiled MDX) is rendered to HTML first, once, and
 * set into the page as it is.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import content, { bodies } from 'virtual:content';
import site from 'virtual:site';
import { App } from './App.tsx';
import { mdxComponents } from './components/mdx/index.ts';
import { renderBody, type RenderedBody } from './components/mdx/render-body.ts';
import type { BodyRef } from './content/schema.ts';
import { renderHead } from './lib/head.ts';
import * as structuredDataBuilders from './lib/structured-data.ts';
import { absoluteUrl, BASE_PATH } from './lib/urls.ts';
import { BodySourceContext, PageSourceContext, type BodySource } from './page-context.ts';
import { buildParts, pageFor, prerenderPaths as routePaths } from './route-build.ts';
import type { AnyRoute } from './route-entry.ts';
import { routeTable, type PageState } from './route-table.ts';
import './styles/global.css';
// The owner's accent (theme.accent in site.md), after the tokens it overrides; empty without one.
import 'virtual:theme.css';

export { content, site };

/** Every path the prerenderer writes, for this build's content. */
export function prerenderPaths(): string[] {
  return routePaths(content);
}

/** The absolute URL of a site path (`/blog/karl`), under the site's base path: for the sitemap and the feed. */
export function pageUrl(sitePath: string): string {
  return absoluteUrl(site.url, sitePath);
}

/** The HTML of `body`, rendered from its compiled parts. */
async function bodyHtml(body: BodyRef): Promise<RenderedBody> {
  const load = bodies[body.source];
  if (!load) throw new Error(`${body.source}: not in this build's content`);
  return renderBody((await load()).parts, mdxComponents);
}

/** The body source of one page: its body's HTML, rendered already. Islands hydrate only in the browser. */
function serverBodies(body: BodyRef | undefined, rendered: RenderedBody | undefined): BodySource {
  return {
    html(asked) {
      if (asked.source !== body?.source || !rendered) throw new Error(`${asked.source}: not the body of this page`);
      return rendered.html;
    },
    islands: () => Promise.reject(new Error('islands hydrate only in the browser')),
  };
}

/** A page as the prerenderer writes it. */
export interface RenderedPage {
  /** The app's markup. */
  html: string;
  /** The head tags and JSON-LD. */
  head: string;
  /** The data it was rendered from, which the page carries to hydrate from. */
  page: PageState;
  /** The page component's module, relative to the project root (the bundle's manifest key). */
  pageModule: string | undefined;
  /** The compiled MDX it shows, if any: the very object in `page`'s data, for the prerenderer to complete. */
  body: BodyRef | undefined;
  /** That body's HTML, which the page shows and its `page-data.json` carries for a navigation to it. */
  bodyHtml: string | undefined;
}

/**
 * The page at `path` (inside the app). Any error while rendering rejects, even one React recovers
 * from by leaving a Suspense boundary to the browser: a prerendered page must be whole.
 */
export async function render(path: string): Promise<RenderedPage> {
  const basename = BASE_PATH.replace(/\/$/, '');
  const page = pageFor(path, content);
  const entry: AnyRoute = routeTable[page.route];
  const body = entry.body?.(page.data);
  const rendered = body && (await bodyHtml(body));
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={`${basename}${path}`} basename={basename}>
        <PageSourceContext value={{ read: () => page, subscribe: () => () => undefined, version: () => 0 }}>
          <BodySourceContext value={serverBodies(body, rendered)}>
            <App />
          </BodySourceContext>
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
  if (!page.head) throw new Error(`${path}: its route entry gave it no head`);
  const head = renderHead(page.head, buildParts(entry).structuredData(page.data, site, structuredDataBuilders));
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    head,
    page,
    pageModule: entry.component.module,
    body,
    bodyHtml: rendered?.html,
  };
}
