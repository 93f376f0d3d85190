/**
 * A copy of this project (its committed and changed files, not what git ignores) in the system's
 * temporary folder, sharing this checkout's installed packages: for tests that must change code or the
 * owner's content/ without touching either here, and build or test the copy as a fresh clone would be.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../scripts/pipeline/settings.ts';

/** A copy of the project. */
export interface ProjectCopy {
  /** Its root folder. */
  root: string;
  /** The text of a file of the copy (path relative to its root). */
  read(file: string): string;
  /** Replaces `from` with `to` in a file of the copy; fails if `from` is not there. */
  edit(file: string, from: string | RegExp, to: string): ProjectCopy;
  /** Writes a file of the copy. */
  write(file: string, text: string): ProjectCopy;
  /** Deletes a file or folder of the copy. */
  remove(file: string): ProjectCopy;
  /** Deletes the copy. */
  dispose(): void;
}

/** Copies every file git knows of (tracked, or new and not ignored) to a new temporary folder. */
export function copyProject(name: string): ProjectCopy {
  const root = mkdtempSync(path.join(tmpdir(), `portfolio-${name}-`));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(PROJECT_ROOT, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(PROJECT_ROOT, file), path.join(root, file));
  }
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const copy: ProjectCopy = {
    root,
    read: (file) => readFileSync(path.join(root, file), 'utf8'),
    edit(file, from, to) {
      const text = copy.read(file);
      const changed = text.replace(from, to);
      if (changed === text) throw new Error(`project copy: ${String(from)} not found in ${file}`);
      writeFileSync(path.join(root, file), changed);
      return copy;
    },
    write(file, text) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
      return copy;
    },
    remove(file) {
      rmSync(path.join(root, file), { recursive: true });
      return copy;
    },
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
  return copy;
}
