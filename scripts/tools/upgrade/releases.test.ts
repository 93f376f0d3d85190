import { describe, expect, it } from 'vitest';
import { compareVersions, describePosition, releasesFromLsRemote } from './releases.ts';

const [A, B, C] = ['a'.repeat(40), 'b'.repeat(40), 'c'.repeat(40)];

describe('releasesFromLsRemote', () => {
  it('reads release tags newest first by version, an annotated tag by the commit it names', () => {
    const output = [
      `${A}\trefs/tags/v1.2.0`,
      `${B}\trefs/tags/v10.0.0`,
      `${'d'.repeat(40)}\trefs/tags/v2.0.0`,
      `${C}\trefs/tags/v2.0.0^{}`,
    ].join('\n');
    expect(releasesFromLsRemote(output)).toEqual([
      { version: '10.0.0', tag: 'v10.0.0', commit: B },
      { version: '2.0.0', tag: 'v2.0.0', commit: C },
      { version: '1.2.0', tag: 'v1.2.0', commit: A },
    ]);
  });

  it('leaves out tags that are not a release’s, and branches', () => {
    const output = [
      `${A}\trefs/tags/v2.0.0-rc.1`,
      `${A}\trefs/tags/v2`,
      `${A}\trefs/tags/site-2026`,
      `${A}\trefs/heads/v3.0.0`,
      '',
    ].join('\n');
    expect(releasesFromLsRemote(output)).toEqual([]);
  });
});

describe('compareVersions', () => {
  it('orders by number, major first', () => {
    expect(compareVersions('1.10.0', '1.9.3')).toBeGreaterThan(0);
    expect(compareVersions('2.0.0', '10.0.0')).toBeLessThan(0);
    expect(compareVersions('1.0.1', '1.0.1')).toBe(0);
  });
});

describe('describePosition', () => {
  const release = { version: '2.0.0', tag: 'v2.0.0', commit: A };
  it('names a release, the commits after it, or the lack of one', () => {
    expect(describePosition({ commit: A, release, after: 0 })).toBe('release 2.0.0');
    expect(describePosition({ commit: B, release, after: 1 })).toBe('release 2.0.0 and 1 later commit (bbbbbbb)');
    expect(describePosition({ commit: C, release, after: 3 })).toBe('release 2.0.0 and 3 later commits (ccccccc)');
    expect(describePosition({ commit: C, after: 0 })).toBe('commit ccccccc (before the first release)');
  });
});
