/**
 * The floor the site is measured against: a copy of the built site whose pages have every `<script>`
 * and module preload removed, so they paint exactly as a page with no JavaScript would.
 */
import { cp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The page without scripts: removes `<script>…</script>` elements and `<link rel="modulepreload">` tags. */
export function stripScripts(html: string): string {
  return html
    .replace(/[ \t]*<script\b[^>]*>[\s\S]*?<\/script>[ \t]*\n?/gi, '')
    .replace(/[ \t]*<link\b[^>]*\brel=["']?modulepreload\b[^>]*>[ \t]*\n?/gi, '');
}

/** Copies `from` to `to` and strips the scripts from every HTML file in the copy. */
export async function makeFloor(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
  const entries = await readdir(to, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    await writeFile(file, stripScripts(await readFile(file, 'utf8')));
  }
}
