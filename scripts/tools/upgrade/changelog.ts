/**
 * CHANGELOG.md in the Keep a Changelog form, read: a `## [x.y.z] - YYYY-MM-DD` heading per release,
 * newest first (`## [Unreleased]` above them while changes wait for a release), and `### Part` headings
 * inside (Upgrading, Added, Changed, Removed, Fixed…). The upgrade prints the "Upgrading" parts of the
 * releases it crosses; a test keeps the file in step with package.json and the migration notes.
 */
import { compareVersions } from './releases.ts';

/** One release's entry: its version (or `Unreleased`), its date, and its parts by heading, as written. */
export interface ChangelogEntry {
  version: string;
  date?: string | undefined;
  /** 1-based line of its heading. */
  line: number;
  parts: Map<string, string>;
}

export const UNRELEASED = 'Unreleased';

const RELEASE_HEADING = /^## \[([^\]]+)\](?: - (\S+))?\s*$/;
const PART_HEADING = /^### (.+?)\s*$/;

/** The entries of a changelog, in the file's order; text outside any `## [...]` entry is left out. */
export function parseChangelog(text: string): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  let part: string[] | undefined;
  let entry: ChangelogEntry | undefined;
  let partName = '';
  const close = () => {
    if (entry && part) entry.parts.set(partName, part.join('\n').trim());
    part = undefined;
  };
  text.split(/\r?\n/).forEach((line, i) => {
    const release = RELEASE_HEADING.exec(line);
    if (release || line.startsWith('## ')) {
      close();
      entry = release ? { version: release[1] ?? '', date: release[2], line: i + 1, parts: new Map() } : undefined;
      if (entry) entries.push(entry);
      return;
    }
    const heading = PART_HEADING.exec(line);
    if (heading && entry) {
      close();
      partName = heading[1] ?? '';
      part = [];
      return;
    }
    part?.push(line);
  });
  close();
  return entries;
}

/**
 * The "Upgrading" parts of the releases after `from` up to and including `to`, oldest first: what an
 * owner moving from `from` to `to` must do. `from` undefined: from the start; `to` undefined: up to
 * upstream's newest work, Unreleased included.
 */
export function upgradingParts(
  entries: readonly ChangelogEntry[],
  from: string | undefined,
  to: string | undefined,
): { version: string; text: string }[] {
  const crossed = entries.filter((entry) => {
    if (entry.version === UNRELEASED) return to === undefined;
    if (from !== undefined && compareVersions(entry.version, from) <= 0) return false;
    return to === undefined || compareVersions(entry.version, to) <= 0;
  });
  return crossed
    .flatMap((entry) => {
      const text = entry.parts.get('Upgrading');
      return text ? [{ version: entry.version, text }] : [];
    })
    .reverse();
}
