import { describe, expect, it } from 'vitest';
import { packagesChanged } from './packages.ts';

describe('packagesChanged', () => {
  const lock = (own: string, react: string) =>
    JSON.stringify({
      name: 'portfolio',
      version: own,
      lockfileVersion: 3,
      packages: { '': { name: 'portfolio', version: own }, 'node_modules/react': { version: react } },
    });

  it('sees no change when only the project’s own version moved, as every release moves it', () => {
    expect(packagesChanged(lock('1.0.0', '19.3.1'), lock('2.0.0', '19.3.1'))).toBe(false);
  });

  it('sees a package that moved, and a lock file that appeared or went', () => {
    expect(packagesChanged(lock('1.0.0', '19.3.1'), lock('1.0.0', '19.4.0'))).toBe(true);
    expect(packagesChanged(undefined, lock('1.0.0', '19.3.1'))).toBe(true);
    expect(packagesChanged(undefined, undefined)).toBe(false);
  });
});
