/**
 * The one static server (scripts/hosting/server.ts: `npm run preview`, the browser tests, the review and
 * the benchmark) serves the built site the way a plain static host does: each route gets its own
 * prerendered page, any other path, however odd, gets the home page (404.html) with status 404, and every
 * response carries the headers `_headers` gives its path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, readHostHeaders } from '../../scripts/hosting/host-headers.ts';
import { startStaticServer, type StaticServer } from '../../scripts/hosting/server.ts';
import { builtPage, DIST, listFiles, textOf } from '../support/dist.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { postRoute } from '../support/site-pages.ts';

const { site, posts } = fixtureContent();

let server: StaticServer;
let origin: string;

beforeAll(async () => {
  server = await startStaticServer({ root: DIST, compress: true });
  origin = new URL(server.url).origin;
});

afterAll(async () => {
  await server.close();
});

/** The status and the h1's text of the page served at `pathname`. */
async function h1Of(pathname: string): Promise<{ status: number; h1: string }> {
  const response = await fetch(`${origin}${pathname}`);
  const [h1] = builtPage(await response.text()).tags('h1');
  return { status: response.status, h1: h1 ? textOf(h1) : '' };
}

describe('the static server', () => {
  it('serves the home page at /', async () => {
    await expect(h1Of('/')).resolves.toEqual({ status: 200, h1: site.headline });
  });

  it.each(posts)('serves $slug its own prerendered page, with or without a trailing slash', async (post) => {
    for (const pathname of [postRoute(post), `${postRoute(post)}/`]) {
      await expect(h1Of(pathname), pathname).resolves.toEqual({ status: 200, h1: post.title });
    }
  });

  it('serves the home page at //, a path with an empty name', async () => {
    await expect(h1Of('//')).resolves.toEqual({ status: 200, h1: site.headline });
  });

  it.each(['/no/such/page', '/blog/no-such-post', '/%E0%A4%A', '/..%2F..%2Fetc%2Fpasswd', '/_headers'])(
    'answers %s with the home page and status 404 (and never serves _headers itself)',
    async (pathname) => {
      await expect(h1Of(pathname)).resolves.toEqual({ status: 404, h1: site.headline });
    },
  );

  it('sends the headers dist/_headers gives each path, as Netlify or Cloudflare would', async () => {
    const rules = await readHostHeaders(DIST);
    const asset = listFiles().find((file) => file.startsWith('assets/') && file.endsWith('.js'));
    for (const pathname of ['/', postRoute(posts[0] ?? { slug: '' }), '/feed.xml', `/${asset ?? ''}`, '/no/such/page']) {
      const response = await fetch(`${origin}${pathname}`);
      const expected = headersFor(rules, pathname);
      expect(Object.keys(expected).length, pathname).toBeGreaterThanOrEqual(6);
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers.get(name), `${pathname} ${name}`).toBe(value);
      }
    }
  });

  it('compresses text with brotli when asked, and answers a repeat request for an unchanged file with 304', async () => {
    const first = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const again = await fetch(`${origin}/`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});
