/**
 * The browser's bundle carries react-router's production build, through the alias in
 * scripts/pipeline/bundle/production-router.ts (productionRouterInBrowser): the package's exports
 * resolve its development build for every build (https://github.com/remix-run/react-router/issues/14102).
 * When the package maps a `production` condition itself, the second test fails: remove the alias then.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles, readDist } from '../support/dist.ts';

/** A warning only react-router's development build carries (behind its ENABLE_DEV_WARNINGS switch). */
const DEV_ONLY_WARNING = 'You rendered descendant <Routes>';

describe('react-router in the browser bundle', () => {
  it('is the production build: its development warnings are gone', () => {
    const development = readFileSync(
      path.resolve('node_modules/react-router/dist/development/index.mjs'),
      'utf8',
    );
    const chunks = [development, ...development.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((m) =>
      typeof m === 'string' ? m : readFileSync(path.resolve('node_modules/react-router/dist/development', m[1] ?? ''), 'utf8'),
    );
    // The check can fail: the development build does carry the warning.
    expect(chunks.some((code) => code.includes(DEV_ONLY_WARNING))).toBe(true);
    const scripts = listFiles().filter((f) => f.startsWith('assets/') && f.endsWith('.js'));
    expect(scripts.filter((file) => readDist(file).includes(DEV_ONLY_WARNING))).toEqual([]);
  });

  it('needs the alias: the package exports no production build of its own yet', () => {
    const manifest = JSON.parse(readFileSync(path.resolve('node_modules/react-router/package.json'), 'utf8')) as {
      exports: unknown;
    };
    const exported = JSON.stringify(manifest.exports);
    expect(exported).not.toContain('"production"');
    expect(exported).not.toContain('dist/production');
  });
});
