/**
 * The owner's overrides: files outside `content/` that differ from the upstream version the fork was on
 * (changed, added or deleted by the owner, at any time), and which of them upstream changed too, so the
 * owner knows what to look at after an upgrade. Pure: read from `git diff --name-status -z` output.
 */

/** How a file differs from the upstream version it came from. */
export type FileChange = 'added' | 'modified' | 'deleted';

/** One of the owner's files outside content/. */
export interface Override {
  file: string;
  change: FileChange;
  /** Upstream changed (or added, or deleted) the same file since the version the owner was on. */
  upstreamToo: boolean;
}

const CHANGES: Record<string, FileChange> = { A: 'added', M: 'modified', D: 'deleted', T: 'modified' };

/** The files of `git diff --name-status --no-renames -z`, by path. */
export function parseNameStatus(output: string): Map<string, FileChange> {
  const fields = output.split('\0');
  const files = new Map<string, FileChange>();
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [status, file] = [fields[i] ?? '', fields[i + 1] ?? ''];
    if (file !== '') files.set(file, CHANGES[status.charAt(0)] ?? 'modified');
  }
  return files;
}

/** The owner's changes, each marked when upstream changed the same file, in path order. */
export function overrides(owner: Map<string, FileChange>, upstream: ReadonlySet<string>): Override[] {
  return [...owner]
    .map(([file, change]) => ({ file, change, upstreamToo: upstream.has(file) }))
    .sort((a, b) => a.file.localeCompare(b.file));
}
