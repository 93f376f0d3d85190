import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BenchError, benchOptions, benchRun } from './options.ts';

describe('benchOptions', () => {
  it('runs everything five times with scale sizes 50 and 200 by default', () => {
    expect(benchOptions({}, [])).toEqual({
      short: false,
      runs: 5,
      buildRuns: 2,
      warmBuilds: true,
      scaleSizes: [50, 200],
      firstTapRuns: 5,
      presets: ['mobile', 'desktop'],
      compileRuns: 20,
      only: undefined,
      memoryPosts: 2000,
      lighthousePages: ['home', 'index', 'post', 'tag', 'project'],
    });
  });

  it('measures only what an edit costs with BENCH_ONLY=edit-cost, its memory build at MEMORY_POSTS', () => {
    expect(benchOptions({ BENCH_ONLY: 'edit-cost', MEMORY_POSTS: '500' }, [])).toMatchObject({
      only: 'edit-cost',
      memoryPosts: 500,
    });
    expect(() => benchOptions({ BENCH_ONLY: 'edits' }, [])).toThrow(
      'BENCH_ONLY must be first-tap, search or edit-cost, got "edits"',
    );
  });

  it('runs once, with a small scale check and no first tap, in short mode', () => {
    for (const [env, args] of [
      [{ BENCH_SHORT: '1' }, []],
      [{}, ['--', '--short']],
    ] as const) {
      expect(benchOptions(env, args)).toMatchObject({
        short: true,
        runs: 1,
        buildRuns: 1,
        scaleSizes: [5],
        firstTapRuns: 0,
      });
    }
  });

  it('reads the scale sizes, the presets and the run counts from the environment', () => {
    expect(
      benchOptions(
        { SCALE_SIZES: '200, 20', BENCH_PRESETS: 'mobile', RUNS: '3', BUILD_RUNS: '1', FIRST_TAP_RUNS: '0' },
        [],
      ),
    ).toMatchObject({ scaleSizes: [20, 200], presets: ['mobile'], runs: 3, buildRuns: 1, firstTapRuns: 0 });
  });

  it('reads the kinds of page Lighthouse measures, in the report’s order whatever the order given', () => {
    expect(benchOptions({ BENCH_PAGES: 'post, home' }, []).lighthousePages).toEqual(['home', 'post']);
  });

  it('refuses a value it cannot use in one line', () => {
    expect(() => benchOptions({ SCALE_SIZES: '50,lots' }, [])).toThrow(
      new BenchError('SCALE_SIZES must be whole numbers of posts separated by commas, got "50,lots"'),
    );
    expect(() => benchOptions({ BENCH_PRESETS: 'tablet' }, [])).toThrow(BenchError);
    expect(() => benchOptions({ BENCH_PAGES: 'home,about' }, [])).toThrow(
      new BenchError('BENCH_PAGES must be some of home, index, post, tag, project, got "home,about"'),
    );
    expect(() => benchOptions({}, ['--long'])).toThrow('unknown argument --long (the only one is --short)');
  });
});

describe('benchRun', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-run-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const contentFolder = (name: string, url = 'https://example.org/') => {
    mkdirSync(path.join(root, name), { recursive: true });
    writeFileSync(path.join(root, name, 'site.md'), `---\nurl: ${url}\n---\n`);
    return path.join(root, name);
  };

  it('measures the content and output folders of the project’s settings, for the content’s own URL', () => {
    const content = contentFolder('content', 'https://example.org/portfolio/');
    expect(benchRun({ CONTENT_DIR: content, OUT_DIR: '/tmp/out' }, ['--short'])).toMatchObject({
      options: { short: true },
      contentDir: content,
      dist: '/tmp/out',
      site: { url: 'https://example.org/portfolio/', base: '/portfolio/' },
    });
  });

  it('builds for SITE_URL when it is set, and takes SEARCH_QUERY as the search to time', () => {
    const content = contentFolder('elsewhere');
    expect(
      benchRun({ CONTENT_DIR: content, SITE_URL: 'https://me.example.net/site', SEARCH_QUERY: ' rover ' }, []),
    ).toMatchObject({ site: { url: 'https://me.example.net/site/', base: '/site/' }, searchQuery: 'rover' });
  });

  it('refuses a folder with no site.md, and a bad setting, before anything else runs', () => {
    mkdirSync(path.join(root, 'empty'), { recursive: true });
    expect(() => benchRun({ CONTENT_DIR: path.join(root, 'empty') }, [])).toThrow(
      new BenchError(
        `${path.relative(process.cwd(), path.join(root, 'empty'))} holds no site.md: is CONTENT_DIR a content folder?`,
      ),
    );
    expect(() => benchRun({ SCALE_SIZES: 'lots' }, [])).toThrow(BenchError);
  });
});
