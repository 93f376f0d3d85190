/**
 * The floor the site is measured against: a copy of the built site whose pages have every `<script>`
 * and module preload removed, so they paint exactly as a page with no JavaScript would.
 */
import { cp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { attributeOf, parsedElements, parseHtml } from '../pipeline/prerender/built-site.ts';

/**
 * The page without scripts: its `<script>` elements and `<link rel="modulepreload">` tags taken out where the
 * parser found them, each with the indentation before it and the line break after, every other byte kept.
 */
export function stripScripts(html: string): string {
  const cuts = [...parsedElements(parseHtml(html, { locations: true }))]
    .filter(
      (e) =>
        e.tagName === 'script' ||
        (e.tagName === 'link' && attributeOf(e, 'rel')?.split(/\s+/).includes('modulepreload')),
    )
    .flatMap(({ sourceCodeLocation: at }) => (at ? [widened(html, at.startOffset, at.endOffset)] : []));
  return cuts.reduceRight((text, [start, end]) => text.slice(0, start) + text.slice(end), html);
}

/** `[start, end)` of `html` with the spaces and tabs on either side, and one line break after. */
function widened(html: string, start: number, end: number): [number, number] {
  let from = start;
  while (from > 0 && (html[from - 1] === ' ' || html[from - 1] === '\t')) from -= 1;
  let to = end;
  while (html[to] === ' ' || html[to] === '\t') to += 1;
  if (html[to] === '\n') to += 1;
  return [from, to];
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
