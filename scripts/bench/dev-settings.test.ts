import path from 'node:path';
import { PROJECT_ROOT } from '../pipeline/settings.ts';
import { describe, expect, it } from 'vitest';
import { devBenchSettings } from './dev-settings.ts';

const root = PROJECT_ROOT;

describe('devBenchSettings', () => {
  it('runs seven edits of each kind after a warm-up, at the content as it is and with 200 posts, by default', () => {
    expect(devBenchSettings({}, [])).toEqual({
      short: false,
      contentDir: path.join(root, 'content'),
      runs: 7,
      warmUp: true,
      devPosts: 200,
      coldStart: true,
    });
  });

  it('runs one start and one edit of each kind, on the content as it is, in the short mode', () => {
    const short = { short: true, runs: 1, warmUp: false, devPosts: 0, coldStart: false };
    expect(devBenchSettings({}, ['--', '--short'])).toMatchObject(short);
    expect(devBenchSettings({ BENCH_SHORT: '1' }, [])).toMatchObject(short);
  });

  it('takes RUNS, DEV_POSTS and CONTENT_DIR from the environment, a relative folder from the project', () => {
    expect(devBenchSettings({ RUNS: '3', DEV_POSTS: '0', CONTENT_DIR: 'tests/site' }, [])).toMatchObject({
      runs: 3,
      devPosts: 0,
      contentDir: path.join(root, 'tests', 'site'),
    });
  });

  it('refuses what it cannot use, in one line', () => {
    expect(() => devBenchSettings({ RUNS: '0' }, [])).toThrow('RUNS must be a whole number of 1 or more, got "0"');
    expect(() => devBenchSettings({ DEV_POSTS: 'lots' }, [])).toThrow(
      'DEV_POSTS must be a whole number of 0 or more, got "lots"',
    );
    expect(() => devBenchSettings({}, ['--long'])).toThrow('unknown argument --long (the only one is --short)');
  });
});
