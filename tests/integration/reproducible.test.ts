/**
 * The same source builds to the same bytes: two `npm run build` runs of the test site, the first from
 * an empty cache (as on CI or a fresh clone) and the second from the cache the first left (as on the
 * owner's machine), give identical files. Builds into .tmp/ so dist/ is left alone.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../support/build.ts';
import { FIXTURE_CONTENT } from '../support/fixture-build.ts';
import { listFiles } from '../support/dist.ts';
import { postWithoutGallery } from '../support/fixture-content.ts';

const root = path.resolve('.tmp', 'reproducible');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs `npm run build`'s script on the test site into `.tmp/reproducible/<name>`, with its caches in `cacheDir`. */
async function build(name: string, cacheDir: string): Promise<string> {
  const outDir = path.join(root, name);
  const { code, log } = await runBuild({
    CONTENT_DIR: FIXTURE_CONTENT,
    OUT_DIR: outDir,
    CACHE_DIR: cacheDir,
    SITE_URL: '',
  });
  if (code !== 0) throw new Error(`the build of ${name} failed (exit ${String(code)}):\n${log}`);
  return outDir;
}

describe('npm run build', () => {
  it('builds the same source to byte-identical files, from an empty cache and from a warm one', async () => {
    rmSync(root, { recursive: true, force: true });
    const cacheDir = path.join(root, 'cache');
    const first = await build('first', cacheDir);
    const second = await build('second', cacheDir);

    const files = listFiles(first);
    expect(files).toContain('index.html');
    // The first build draws the preview card; the second takes it from the cache.
    expect(files.filter((file) => file.startsWith(`assets/${postWithoutGallery().slug}-card-`))).toHaveLength(1);
    expect(listFiles(second)).toEqual(files);
    const differing = files.filter(
      (file) => !readFileSync(path.join(first, file)).equals(readFileSync(path.join(second, file))),
    );
    expect(differing).toEqual([]);
  }, 600_000);
});
