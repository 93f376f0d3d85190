import { describe, expect, it } from 'vitest';
import { parseChangelog, upgradingParts } from './changelog.ts';

const CHANGELOG = `# Changelog

Intro text, with a [link](https://keepachangelog.com).

## [Unreleased]

### Upgrading

- Rename \`b\` to \`c\`.

## [3.0.0] - 2026-12-20

### Upgrading

- Rename \`a\` to \`b\` in \`content/site.md\`.

  Then check it.

### Added

- A thing.

## [2.1.0] - 2026-12-10

### Fixed

- A bug.

## [2.0.0] - 2026-12-01

### Upgrading

- Write \`x\`.

## Notes below the releases
`;

describe('parseChangelog', () => {
  it('reads each release’s version, date, heading line and parts, as written', () => {
    const entries = parseChangelog(CHANGELOG);
    expect(entries.map((e) => [e.version, e.date, e.line])).toEqual([
      ['Unreleased', undefined, 5],
      ['3.0.0', '2026-12-20', 11],
      ['2.1.0', '2026-12-10', 23],
      ['2.0.0', '2026-12-01', 29],
    ]);
    expect([...(entries[1]?.parts.keys() ?? [])]).toEqual(['Upgrading', 'Added']);
    expect(entries[1]?.parts.get('Upgrading')).toBe('- Rename `a` to `b` in `content/site.md`.\n\n  Then check it.');
    // A heading that is not a release's ends the release above it.
    expect(entries[3]?.parts.get('Upgrading')).toBe('- Write `x`.');
  });
});

describe('upgradingParts', () => {
  const entries = parseChangelog(CHANGELOG);
  it('gives the Upgrading parts of the releases after one up to another, oldest first', () => {
    expect(upgradingParts(entries, '1.0.0', '3.0.0').map((p) => p.version)).toEqual(['2.0.0', '3.0.0']);
    expect(upgradingParts(entries, '2.0.0', '2.1.0')).toEqual([]);
  });

  it('includes Unreleased when the move goes past the newest release, and everything from no release', () => {
    expect(upgradingParts(entries, '2.1.0', undefined).map((p) => p.version)).toEqual(['3.0.0', 'Unreleased']);
    expect(upgradingParts(entries, undefined, '2.0.0').map((p) => p.version)).toEqual(['2.0.0']);
  });
});
