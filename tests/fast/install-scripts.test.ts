/**
 * A clean `npm ci` is quiet: npm 11 still runs every dependency's install script, but ends each install
 * with a warning listing those package.json's `allowScripts` does not decide (a later npm runs only the
 * allowed ones). So every package the lock file marks as having one must be decided there (allowed or
 * denied), and a new dependency that brings an install script fails here, naming it, before it makes the
 * install noisy.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/pipeline/settings.ts';

const read = (file: string) => JSON.parse(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')) as unknown;
const { allowScripts = {} } = read('package.json') as { allowScripts?: Record<string, boolean> };
const { packages } = read('package-lock.json') as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
};

/** A package's name from its place in the lock file: `node_modules/a/node_modules/@b/c` → `@b/c`. */
const nameOf = (location: string) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Whether an `allowScripts` key (`name`, or `name@version` as `npm install-scripts approve` pins it) covers the package. */
const covers = (key: string, name: string, version: string | undefined) =>
  key === name || key === `${name}@${version ?? ''}`;

describe('install scripts', () => {
  it('are each decided in package.json’s allowScripts, so npm ci prints no warning about them', () => {
    const undecided = Object.entries(packages)
      .filter(([location, entry]) => location !== '' && entry.hasInstallScript === true)
      .map(([location, entry]) => ({ name: nameOf(location), version: entry.version }))
      .filter(({ name, version }) => !Object.keys(allowScripts).some((key) => covers(key, name, version)))
      .map(({ name, version }) => `${name}@${version ?? '?'}`);
    expect(undecided).toEqual([]);
  });
});
