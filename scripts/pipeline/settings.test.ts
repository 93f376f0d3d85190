import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, projectPath, readSettings, setting, settings } from './settings.ts';

describe('PROJECT_ROOT', () => {
  it('is the folder holding package.json, whatever the working folder', () => {
    expect(existsSync(path.join(PROJECT_ROOT, 'package.json'))).toBe(true);
    expect(existsSync(path.join(PROJECT_ROOT, 'scripts', 'pipeline', 'settings.ts'))).toBe(true);
  });
});

describe('readSettings', () => {
  it('gives the project’s own folders when nothing is set', () => {
    expect(readSettings({})).toEqual({
      contentDir: path.join(PROJECT_ROOT, 'content'),
      outDir: path.join(PROJECT_ROOT, 'dist'),
      cacheDir: path.join(PROJECT_ROOT, 'node_modules', '.cache'),
      siteUrl: undefined,
      browser: undefined,
      replies: {
        blueskyApi: 'https://public.api.bsky.app',
        webmentionApi: 'https://webmention.io',
        webmentionToken: undefined,
        timeoutMs: 10_000,
      },
    });
  });

  it('reads where npm run replies asks, its token and its time limit in seconds', () => {
    expect(
      readSettings({
        BLUESKY_API: 'http://127.0.0.1:9000/',
        WEBMENTION_API: 'http://127.0.0.1:9001',
        WEBMENTION_IO_TOKEN: ' secret ',
        REPLIES_TIMEOUT: '0.5',
      }).replies,
    ).toEqual({
      blueskyApi: 'http://127.0.0.1:9000',
      webmentionApi: 'http://127.0.0.1:9001',
      webmentionToken: 'secret',
      timeoutMs: 500,
    });
    expect(readSettings({ REPLIES_TIMEOUT: 'soon' }).replies.timeoutMs).toBeNaN();
  });

  it('takes every relative path from the project root, not the working folder', () => {
    const before = process.cwd();
    process.chdir(path.join(PROJECT_ROOT, 'src', 'lib'));
    let settings;
    try {
      settings = readSettings({
        CONTENT_DIR: 'tests/fixtures/content',
        OUT_DIR: './out',
        CACHE_DIR: '../cache',
        CHROME_PATH: 'bin/chrome',
      });
    } finally {
      process.chdir(before);
    }
    expect(settings).toMatchObject({
      contentDir: path.join(PROJECT_ROOT, 'tests', 'fixtures', 'content'),
      outDir: path.join(PROJECT_ROOT, 'out'),
      cacheDir: path.join(path.dirname(PROJECT_ROOT), 'cache'),
      browser: path.join(PROJECT_ROOT, 'bin', 'chrome'),
    });
  });

  it('keeps absolute paths as they are', () => {
    expect(
      readSettings({
        CONTENT_DIR: '/srv/content',
        OUT_DIR: '/tmp/site',
        CACHE_DIR: '/var/cache/site',
        CHROME_PATH: '/opt/chrome',
      }),
    ).toMatchObject({
      contentDir: '/srv/content',
      outDir: '/tmp/site',
      cacheDir: '/var/cache/site',
      browser: '/opt/chrome',
    });
  });

  it('takes a variable that is empty or only spaces as not set, and trims the others', () => {
    expect(readSettings({ CONTENT_DIR: '', OUT_DIR: '  ', SITE_URL: ' ', CHROME_PATH: '\t' })).toEqual(
      readSettings({}),
    );
    expect(readSettings({ SITE_URL: ' https://me.example.org/portfolio/ \n', OUT_DIR: ' out ' })).toMatchObject({
      siteUrl: 'https://me.example.org/portfolio/',
      outDir: path.join(PROJECT_ROOT, 'out'),
    });
  });

  it('names the browser by CHROME_PATH alone', () => {
    expect(readSettings({ CHROMIUM_PATH: '/usr/bin/chromium' }).browser).toBeUndefined();
  });
});

describe('projectPath', () => {
  it('applies the same rule to a tool’s own folders, with their defaults', () => {
    expect(projectPath(undefined, 'review')).toBe(path.join(PROJECT_ROOT, 'review'));
    expect(projectPath(' shots ', 'screenshots')).toBe(path.join(PROJECT_ROOT, 'shots'));
    expect(projectPath('/tmp/shots', 'screenshots')).toBe('/tmp/shots');
    expect(projectPath('')).toBeUndefined();
  });
});

describe('setting', () => {
  it('trims a value and takes an empty one as unset', () => {
    expect(setting(' 4173 ')).toBe('4173');
    expect(setting('   ')).toBeUndefined();
    expect(setting(undefined)).toBeUndefined();
  });
});

describe('settings', () => {
  it('are this process’s environment, read once and frozen', () => {
    expect(settings).toEqual(readSettings(process.env));
    expect(Object.isFrozen(settings)).toBe(true);
  });
});
