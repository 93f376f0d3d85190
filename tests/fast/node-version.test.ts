/**
 * The Node the project runs on is named once, in package.json's `engines`, and CI's script (.ci/run)
 * installs a newer Node exactly when the machine's is outside it: the two cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/pipeline/settings.ts';

const engines = (
  JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }
).engines.node;
const ciScript = readFileSync(path.join(PROJECT_ROOT, '.ci', 'run'), 'utf8');

/** What the lock file installs: each package's own `engines.node`, and whether it is optional (a platform binary). */
const locked = Object.entries(
  (
    JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { engines?: { node?: string }; optional?: boolean }>;
    }
  ).packages,
);

/** CI's check, as the script runs it with `node -e`: whether it keeps the machine's Node `version`. */
function ciKeeps(version: string): boolean {
  const check = /if ! node -e '([^']+)'; then/.exec(ciScript)?.[1];
  if (check === undefined) throw new Error('.ci/run has no `node -e` check of the Node version');
  let code: number | undefined;
  const process = { versions: { node: version }, exit: (c: number) => (code = c) };
  // The script's own check, run as CI runs it, with the version in place of the machine's.
  runInNewContext(check, { process });
  return code === 0;
}

/** Every minor release of the lines around the floor, and the newest lines. */
const VERSIONS = [20, 21, 22, 23, 24, 25, 26].flatMap((major) =>
  Array.from({ length: 30 }, (_, minor) => `${major}.${minor}.0`),
);

describe('the Node version', () => {
  it('is one range in package.json that every installed package takes', () => {
    expect(semver.validRange(engines)).not.toBeNull();
    const refused = VERSIONS.filter((version) => semver.satisfies(version, engines)).flatMap((version) =>
      locked
        .filter(([name, entry]) => name !== '' && entry.optional !== true && entry.engines?.node !== undefined)
        .filter(([, entry]) => !semver.satisfies(version, entry.engines?.node ?? '*'))
        .map(([name, entry]) => `${name} (${entry.engines?.node ?? ''}) refuses Node ${version}`),
    );
    expect(refused).toEqual([]);
  });

  it('is kept by CI exactly when package.json’s engines take it', () => {
    const disagree = VERSIONS.filter((version) => ciKeeps(version) !== semver.satisfies(version, engines));
    expect(disagree).toEqual([]);
  });
});
