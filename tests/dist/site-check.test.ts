/**
 * `npm run check:site` (scripts/hosting/site-check.ts), the deploy's quick check of a content-only
 * change: it passes the test site's builds, and it catches each thing it looks for on a copy broken on
 * purpose, so a pass means something.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../scripts/hosting/site-check.ts';
import { scriptCommand } from '../../scripts/tools/npm-scripts.ts';
import { DIST, listFiles, stylesheetsOf } from '../support/dist.ts';
import { fixtureBuild } from '../support/fixture-build.ts';
import { postWithGallery } from '../support/fixture-content.ts';
import { oldPathFile, oldPaths, pageFile, postRoute } from '../support/site-pages.ts';

const broken = path.resolve('.tmp', 'site-check-broken');
/** A second copy, whose policies alone are opened by hand. */
const opened = path.resolve('.tmp', 'site-check-policy');
const post = pageFile(postRoute(postWithGallery()));

beforeAll(() => {
  for (const copy of [broken, opened]) {
    rmSync(copy, { recursive: true, force: true });
    cpSync(DIST, copy, { recursive: true });
  }
});
afterAll(() => [broken, opened].forEach((copy) => rmSync(copy, { recursive: true, force: true })));

/** Edits a file of the broken copy (or of `copy`). */
function edit(file: string, from: string | RegExp, to: string, copy = broken): void {
  const full = path.join(copy, file);
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

  it('fails `npm run check:site` on a policy opened by hand in _headers or a page, naming what it found', () => {
    edit('_headers', "script-src 'self'", "script-src 'self' https://*", opened);
    edit('_headers', 'upgrade-insecure-requests', "upgrade-insecure-requests; script-src-elem 'wasm-unsafe-eval'", opened);
    edit(post, "script-src 'self'", "script-src 'self' 'unsafe-inline' data:", opened);
    const { command, args } = scriptCommand('check:site');
    const result = (() => {
      try {
        return { code: 0, stderr: execFileSync(command, args, { env: { ...process.env, OUT_DIR: opened }, encoding: 'utf8' }) };
      } catch (error) {
        const { status, stderr } = error as { status: number; stderr: string };
        return { code: status, stderr };
      }
    })();
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toBe(`${path.relative(process.cwd(), opened)}/ is not ready to publish (4 problems):`);
    expect(lines.slice(1)).toEqual([
      '_headers /*: a wildcard source in script-src: https://*',
      "_headers /*: a directive the build does not write: \"script-src-elem 'wasm-unsafe-eval'\"",
      `${post} <meta>: 'unsafe-inline' in script-src, which lets scripts the site did not write run`,
      `${post} <meta>: a scheme-only source in script-src: data: (it allows every address of that scheme)`,
    ]);
  });

  it('finds a page with a second <meta> policy, which a browser would enforce as well', async () => {
    edit('index.html', '<head>', '<head><meta http-equiv="content-security-policy" content="script-src *">');
    const { problems } = await checkSite(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        'index.html: 2 <meta> policies, where the build writes one',
        expect.stringMatching(/^index\.html <meta>: a wildcard source in script-src: \*$/),
      ]),
    );
  });
});
