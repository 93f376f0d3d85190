/** Server entry for the prerenderer: renders one path to HTML, waiting for lazy routes. */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import content from 'virtual:content';
import { posts } from 'virtual:posts';
import { App } from './App.tsx';
import { headFor, renderHead } from './lib/head.ts';
import { structuredDataFor } from './lib/structured-data.ts';
import { absoluteUrl, BASE_PATH } from './lib/urls.ts';
import { prerenderPaths as routePaths } from './routes.tsx';
import './styles/global.css';

export { content, posts };

/** Every path the prerenderer writes: each route's, for this build's posts. */
export function prerenderPaths(): string[] {
  return routePaths({ posts });
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
  const head = renderHead(headFor(path, content.site, posts), structuredDataFor(path, content.site, posts));
  return { html: Buffer.concat(chunks).toString('utf8'), head };
}
