/** How build messages name files: relative to the project root, with forward slashes. */
import path from 'node:path';

/** `file` relative to the working directory (the project root when run through npm). */
export function displayPath(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/');
}
