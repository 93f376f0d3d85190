/**
 * A copy of a content folder to edit without touching the original: for the tests' broken-content
 * fixtures and the benchmark of live editing. Each edit fails loudly when its text is not there, so a
 * copy never silently differs from what its caller meant.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A content folder copy. `shown` is its path as error messages print it. */
export interface ContentCopy {
  dir: string;
  shown: string;
  /** Replaces `from` with `to` in `file` (relative to the copy); fails if `from` is not there. */
  edit(file: string, from: string | RegExp, to: string): ContentCopy;
  /** Writes `file` with `text`. */
  write(file: string, text: string): ContentCopy;
  /** Deletes `file`. */
  remove(file: string): ContentCopy;
  /** Deletes the copy. */
  dispose(): void;
}

/** Copies the folder `from` to `dir` (a `content` folder inside a folder of the copy's own), replacing any earlier copy. */
export function copyContent(from: string, dir: string): ContentCopy {
  rmSync(path.dirname(dir), { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(from, dir, { recursive: true });
  const copy: ContentCopy = {
    dir,
    shown: path.relative(process.cwd(), dir).split(path.sep).join('/'),
    edit(file, pattern, to) {
      const full = path.join(dir, file);
      const text = readFileSync(full, 'utf8');
      const changed = text.replace(pattern, to);
      if (changed === text) throw new Error(`content copy: ${String(pattern)} not found in ${file}`);
      writeFileSync(full, changed);
      return copy;
    },
    write(file, text) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
      return copy;
    },
    remove(file) {
      rmSync(path.join(dir, file), { recursive: true });
      return copy;
    },
    dispose() {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    },
  };
  return copy;
}
