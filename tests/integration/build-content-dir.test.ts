/**
 * `npm run build` with CONTENT_DIR outside the project (the test site, copied to the system's temporary
 * folder), as the README offers: it builds, and from files saved the way editors save them (a byte-order mark, CRLF
 * line endings, spaces after the `---` fences, no final newline) it builds every page and file byte
 * for byte as the clean files do.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT, FIXTURE_EPOCH } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { htmlFiles } from '../support/site-pages.ts';

const work = mkdtempSync(path.join(tmpdir(), 'portfolio-content-'));
// One folder for both builds: a post's path is part of the data the bundle carries.
const contentDir = path.join(work, 'content');
cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Builds the content into `work/<name>`. */
function build(name: string) {
  const outDir = path.join(work, name);
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    encoding: 'utf8',
    // A fixed resume date (outside a git checkout it would be the build's own time), and the shared builds' clock.
    env: { ...process.env, CONTENT_DIR: contentDir, OUT_DIR: outDir, SITE_URL: '', SOURCE_DATE_EPOCH: FIXTURE_EPOCH },
    timeout: 150_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, outDir };
}

/** Every file under `dir`, relative to it. */
function tree(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.join(under, entry.name);
      return entry.isDirectory() ? tree(dir, relative) : [relative];
    })
    .sort();
}

/** Every content file saved as an editor might: all four habits at once. */
function saveAsEditor(dir: string): void {
  for (const file of tree(dir).filter((f) => /\.mdx?$/.test(f))) {
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    const edited = text.replace(/^---$/gm, '--- ').replace(/\n+$/, '').replace(/\n/g, '\r\n');
    writeFileSync(full, `\uFEFF${edited}`);
  }
}

describe('npm run build with CONTENT_DIR outside the project', () => {
  let clean: string;

  it('builds, with the MDX posts importing the project’s React', () => {
    const { status, output, outDir } = build('clean');
    expect(status).toBe(0);
    expect(output).toContain('Prerendered index.html');
    expect(tree(outDir).filter((file) => file.endsWith('.html'))).toEqual(htmlFiles());
    clean = outDir;
  }, 160_000);

  it('builds the same files, byte for byte, from content saved with a BOM, CRLF, spaces after --- and no final newline', () => {
    saveAsEditor(contentDir);
    const { status, output, outDir } = build('edited');
    expect(output).not.toContain('problem');
    expect(status).toBe(0);
    const files = tree(clean);
    expect(tree(outDir)).toEqual(files);
    for (const post of fixtureContent().posts) expect(files).toContain(path.join('blog', post.slug, 'index.html'));
    for (const file of files) {
      expect(readFileSync(path.join(outDir, file)).equals(readFileSync(path.join(clean, file))), file).toBe(true);
    }
  }, 160_000);
});
