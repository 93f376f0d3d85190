/**
 * `npm run preview` serves the built site the way a plain static host does: each route gets its own
 * prerendered page, and any other path, however odd, gets the home page (404.html) instead of an error.
 */
import { headersFor, readHostHeaders } from '../../scripts/hosting/host-headers.ts';
import { startStaticServer, type StaticServer } from '../../scripts/hosting/server.ts';
import { DIST, listFiles } from '../support/dist.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: StaticServer;
let origin: string;

beforeAll(async () => {
  server = await startStaticServer({ root: DIST, compress: true });
  origin = new URL(server.url).origin;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** The page's h1 text (tags stripped), or '' when it has none. */
async function h1Of(pathname: string): Promise<{ status: number; h1: string }> {
  const response = await fetch(`${origin}${pathname}`);
  const html = await response.text();
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  return { status: response.status, h1 };
}

describe('npm run preview', () => {
  it('serves the home page at /', async () => {
    const page = await h1Of('/');
    expect(page.status).toBe(200);
    expect(page.h1).toContain('Electronics and firmware');
  });

  it('serves the post its own prerendered page, with or without a trailing slash', async () => {
    for (const pathname of ['/blog/karl', '/blog/karl/']) {
      const page = await h1Of(pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.h1, pathname).toContain('Karl');
    }
  });

  for (const pathname of ['/no/such/page', '/blog/no-such-post', '/%E0%A4%A', '//', '/..%2F..%2Fetc%2Fpasswd']) {
    it(`shows the home page for ${pathname}`, async () => {
      const { h1 } = await h1Of(pathname);
      expect(h1).toContain('Electronics and firmware');
    });
  }

  it('sends the headers dist/_headers gives each path, as Netlify or Cloudflare would', async () => {
    const rules = await readHostHeaders(DIST);
    const asset = listFiles().find((file) => file.startsWith('assets/') && file.endsWith('.js'));
    for (const pathname of ['/', '/blog/karl', '/feed.xml', `/${asset ?? ''}`, '/no/such/page']) {
      const response = await fetch(`${origin}${pathname}`);
      const expected = headersFor(rules, pathname);
      expect(Object.keys(expected).length, pathname).toBeGreaterThanOrEqual(6);
      for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), `${pathname} ${name}`).toBe(value);
    }
  });

  it('does not serve _headers itself, as hosts do not', async () => {
    const { h1 } = await h1Of('/_headers');
    expect(h1).toContain('Electronics and firmware');
  });
});
