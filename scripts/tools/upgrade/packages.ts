/**
 * Whether a release changes the installed packages: its `package-lock.json` differs in more than the
 * project's own version, which every release bumps (`npm version` writes it into the lock file too).
 */

/** The lock file's text without the project's own version, for comparing what it installs. */
function installed(lock: string): string {
  const data = JSON.parse(lock) as { version?: string; packages?: Record<string, { version?: string }> };
  delete data.version;
  const root = data.packages?.[''];
  if (root) delete root.version;
  return JSON.stringify(data);
}

/** Whether `after` installs other packages than `before` (either missing counts as a change). */
export function packagesChanged(before: string | undefined, after: string | undefined): boolean {
  if (before === undefined || after === undefined) return before !== after;
  return installed(before) !== installed(after);
}
