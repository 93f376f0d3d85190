/**
 * Broken-content fixtures: a copy of the real `content/` folder with one file changed, so each test
 * shows exactly the edit that breaks it. Copies live under `.tmp/` inside the project, because
 * content errors name files relative to the working directory.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The real content folder every fixture starts from. */
export const CONTENT_DIR = path.resolve('content');

/** Where fixtures are written; `.tmp/` is gitignored. */
export const FIXTURES_DIR = path.resolve('.tmp', 'content-fixtures');

/** A content folder copy. `shown` is its path as error messages print it. */
export interface ContentFixture {
  dir: string;
  shown: string;
  /** Replaces `from` with `to` in `file` (relative to the fixture); fails if `from` is not there. */
  edit(file: string, from: string | RegExp, to: string): ContentFixture;
  /** Writes `file` with `text`. */
  write(file: string, text: string): ContentFixture;
  /** Deletes `file`. */
  remove(file: string): ContentFixture;
  /** Deletes the copy. */
  dispose(): void;
}

/** Copies `content/` to `.tmp/content-fixtures/<name>/content`, replacing any earlier copy. */
export function contentFixture(name: string): ContentFixture {
  const dir = path.join(FIXTURES_DIR, name, 'content');
  rmSync(path.dirname(dir), { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(CONTENT_DIR, dir, { recursive: true });
  const fixture: ContentFixture = {
    dir,
    shown: path.relative(process.cwd(), dir).split(path.sep).join('/'),
    edit(file, from, to) {
      const full = path.join(dir, file);
      const text = readFileSync(full, 'utf8');
      const changed = text.replace(from, to);
      if (changed === text) throw new Error(`contentFixture: ${String(from)} not found in ${file}`);
      writeFileSync(full, changed);
      return fixture;
    },
    write(file, text) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
      return fixture;
    },
    remove(file) {
      rmSync(path.join(dir, file), { recursive: true });
      return fixture;
    },
    dispose() {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    },
  };
  return fixture;
}
