/**
 * `npm run check:site` (scripts/hosting/site-check.ts), the deploy's quick check of a content-only
 * change: it passes the test site's builds, and it catches each thing it looks for on a copy broken on
 * purpose, so a pass means something.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../scripts/hosting/site-check.ts';
import { DIST, listFiles, stylesheetsOf } from '../support/dist.ts';
import { fixtureBuild } from '../support/fixture-build.ts';
import { postWithGallery } from '../support/fixture-content.ts';
import { oldPathFile, oldPaths, pageFile, postRoute } from '../support/site-pages.ts';

const broken = path.resolve('.tmp', 'site-check-broken');
const post = pageFile(postRoute(postWithGallery()));

beforeAll(() => {
  rmSync(broken, { recursive: true, force: true });
  cpSync(DIST, broken, { recursive: true });
});
afterAll(() => rmSync(broken, { recursive: true, force: true }));

/** Edits a file of the broken copy. */
function edit(file: string, from: string | RegExp, to: string): void {
  const full = path.join(broken, file);
  const text = readFileSync(full, 'utf8');
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`${String(from)} not in ${file}`);
  writeFileSync(full, changed);
}

describe('the site check', () => {
  it('passes the test site, at the root and under a sub-path', async () => {
    const root = await checkSite(DIST);
    expect(root.problems).toEqual([]);
    expect(root.pages).toBe(listFiles().filter((f) => f.endsWith('.html')).length);
    expect(root.links).toBeGreaterThan(root.pages);
    expect((await checkSite((await fixtureBuild('subpath')).dir)).problems).toEqual([]);
  });

  it('finds an empty page, a missing file, a missing anchor and an inline script outside the policy', async () => {
    const [css = ''] = stylesheetsOf('index.html');
    rmSync(path.join(broken, css));
    edit('blog/index.html', /(<main[^>]*>)[\s\S]*(<\/main>)/, '$1$2');
    edit(post, /<a href="#[\w-]+"/, '<a href="#no-such-section"');
    edit('index.html', '</body>', '<script>alert(1)</script></body>');
    const { problems } = await checkSite(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        'blog/index.html: its <main> is empty',
        `index.html: <link> /${css} names no page or file of the site`,
        `${post}: <a> #no-such-section names #no-such-section, which ${post} does not have`,
        expect.stringMatching(/^index\.html: an inline script \(sha256-.+\) is not in its <meta> policy$/),
        expect.stringMatching(/^index\.html: an inline script \(sha256-.+\) is not in the policy _headers sends$/),
      ]),
    );
  });

  it('follows a page at an old path to where it sends its readers, and finds one that leads nowhere', async () => {
    const [alias] = oldPaths().aliases;
    if (!alias) throw new Error('the test site has no alias');
    const file = oldPathFile(alias.from);
    edit(file, /url=[^"]+"/, 'url=/blog/no-such-post"');
    const { problems } = await checkSite(broken);
    expect(problems).toContain(`${file}: <meta> /blog/no-such-post names no page or file of the site`);
  });
});
