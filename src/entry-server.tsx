/** Server entry for the prerenderer: renders one path to HTML, waiting for lazy routes. */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import content from 'virtual:content';
import { posts } from 'virtual:posts';
import { App } from './App.tsx';
import { renderHead } from './lib/head.ts';
import * as structuredDataBuilders from './lib/structured-data.ts';
import { absoluteUrl, BASE_PATH } from './lib/urls.ts';
import { headFor, modulesFor, prerenderPaths as routePaths, structuredDataFor } from './route-table.ts';
import './styles/global.css';

export { content, posts };

/** Every path the prerenderer writes: each route's, for this build's posts. */
export function prerenderPaths(): string[] {
  return routePaths(posts);
}

/** The modules whose stylesheets the page at `path` links beyond the app's own (a lazily loaded route's, a post's). */
export function stylesheetModules(path: string): string[] {
  return modulesFor(path, { site: content.site, posts });
}

/** The absolute URL of a site path (`/blog/karl`), under the site's base path: for the sitemap and the feed. */
export function pageUrl(sitePath: string): string {
  return absoluteUrl(content.site.url, sitePath);
}

/**
 * The rendered body and head tags of the page at `path` (inside the app). Any error while rendering
 * rejects, even one React recovers from by leaving a Suspense boundary to the browser: a prerendered
 * page must be whole.
 */
export async function render(path: string): Promise<{ html: string; head: string }> {
  const basename = BASE_PATH.replace(/\/$/, '');
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={`${basename}${path}`} basename={basename}>
        <App />
      </StaticRouter>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw errors[0];
  const data = { site: content.site, posts };
  const head = renderHead(headFor(path, data), structuredDataFor(path, data, structuredDataBuilders));
  return { html: Buffer.concat(chunks).toString('utf8'), head };
}
