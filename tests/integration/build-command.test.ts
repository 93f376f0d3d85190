/**
 * `npm run build` as an author runs it: bad content exits non-zero and prints one line per problem;
 * good content exits 0. Builds into .tmp/ so dist/ is left alone.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFixture, type ContentFixture } from '../support/content-fixture.ts';

const fixtures: ContentFixture[] = [];
afterAll(() => fixtures.forEach((f) => f.dispose()));

/** Runs `npm run build` on `fixture`'s content into a folder next to it. */
function build(fixture: ContentFixture) {
  fixtures.push(fixture);
  const outDir = path.join(path.dirname(fixture.dir), 'out');
  rmSync(outDir, { recursive: true, force: true });
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: fixture.dir, OUT_DIR: outDir, SITE_URL: '' },
    timeout: 150_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, outDir };
}

describe('npm run build', () => {
  it('fails on bad content and prints each problem once, on its own line', () => {
    const f = contentFixture('build-broken')
      .edit('projects/karl-rover.md', /stack:\n( {2}- .*\n)+/, 'stack: ROS2\n')
      .edit('site.md', "href: '#skills'", "href: '#skils'")
      .remove('blog/karl/field-test.jpg');
    const galleryLine =
      readFileSync(path.join(f.dir, 'blog/karl.mdx'), 'utf8')
        .split('\n')
        .findIndex((line) => line.includes('src="./karl/field-test.jpg"')) + 1;
    const { status, output } = build(f);
    expect(status).not.toBe(0);
    const lines = output.split('\n').filter((line) => line.startsWith(f.shown));
    expect(lines).toEqual([
      `${f.shown}/site.md:49 quickLinks[3].href: expected an anchor that exists on / (#top, #home, #about, #projects, #experience, #skills, #contact), got "#skils"`,
      `${f.shown}/projects/karl-rover.md:8 stack: expected a list of tags, got "ROS2"`,
      `${f.shown}/blog/karl.mdx:${galleryLine} GalleryImage src: expected an image file, relative to the post, got "./karl/field-test.jpg", which does not exist`,
    ]);
    expect(output).toContain('Invalid content (3 problems):');
    // The lines are the whole story: no stack trace into the build scripts.
    expect(output).not.toMatch(/^\s+at /m);
  }, 160_000);

  it('fails on a YAML syntax error in site.md, which the config also reads', () => {
    const f = contentFixture('build-yaml').edit('site.md', 'name: Elias Brandt', 'name: [Elias Brandt');
    const { status, output } = build(f);
    expect(status).not.toBe(0);
    expect(output.split('\n').filter((line) => line.startsWith(f.shown))).toEqual([
      `${f.shown}/site.md:5 frontmatter: expected valid YAML (Flow sequence in block collection must be sufficiently indented and end with a ])`,
    ]);
  }, 160_000);

  it('succeeds on good content', () => {
    const { status, output } = build(contentFixture('build-clean'));
    expect(output).toContain(
      'Prerendered index.html, blog/index.html, blog/karl/index.html, 404.html, sitemap.xml, robots.txt',
    );
    expect(status).toBe(0);
  }, 160_000);
});
