/**
 * Each page's first script, as the bundler wrote it, imports nothing statically. A static import
 * (of the app's or React's chunk) would make the browser fetch and run that chunk before
 * DOMContentLoaded, so the controls the first script wires before any React (menu, theme, Back to top,
 * copy buttons, search) would wait for the whole app on a slow phone. Which modules stay in the first
 * script is set by FIRST_SCRIPT in scripts/pipeline/bundle/chunks.ts; a module it imports that the list misses
 * lands in a shared chunk, and this test fails.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles, readDist, readPage } from '../support/dist.ts';
import { appPageFiles } from '../support/site-pages.ts';

/** A static `import … from "…"` or `import "…"` (not `import(` or `import.meta`). */
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[{*$\w][^;]*?from\s*)?["'][^"']+["']/;

describe('the first script', () => {
  it.each(appPageFiles())('%s loads one module script, at low priority, which imports nothing statically', (file) => {
    const scripts = readPage(file)
      .tags('script')
      .filter((s) => s.properties.type === 'module' && typeof s.properties.src === 'string');
    expect(scripts).toHaveLength(1);
    // Marked after Vite wrote the tag (lowPriorityEntry, scripts/pipeline/bundle/entry-script.ts): this
    // fails if Vite writes its tag another way and the mark no longer lands.
    expect(scripts[0]?.properties.fetchPriority).toBe('low');
    const src = String(scripts[0]?.properties.src);
    const code = readDist(src.replace(/^\//, ''));
    expect(code.match(STATIC_IMPORT)?.[0] ?? null, src).toBeNull();
  });

  it('loads the app by a chunk of its own, which no other chunk imports: search opens without it', () => {
    const first = readDist(String(readPage('index.html').tags('script').find((s) => s.properties.src)?.properties.src).slice(1));
    const hydrate = /import\(["'`]\.\/(hydrate-[\w-]+\.js)["'`]\)/.exec(first)?.[1];
    expect(hydrate).toBeDefined();
    const importers = listFiles()
      .filter((file) => file.startsWith('assets/') && file.endsWith('.js'))
      .filter((file) => new RegExp(`from\\s*["']\\./${hydrate ?? ''}["']`).test(readDist(file)));
    expect(importers).toEqual([]);
  });

  it('loads no code that only the search dialog uses with the app (chunks decided by importer)', () => {
    const first = readDist(String(readPage('index.html').tags('script').find((s) => s.properties.src)?.properties.src).slice(1));
    const hydrate = /import\(["'`]\.\/(hydrate-[\w-]+\.js)["'`]\)/.exec(first)?.[1] ?? '';
    // The app: the hydrate chunk and every chunk it imports statically, however deep.
    const app = new Set<string>();
    const visit = (file: string) => {
      if (app.has(file)) return;
      app.add(file);
      for (const [, next] of readDist(`assets/${file}`).matchAll(/from\s*["']\.\/([\w.-]+\.js)["']/g)) visit(next ?? '');
    };
    visit(hydrate);
    expect(app.size).toBeGreaterThan(2);
    // Where the dialog loads Pagefind from: src/lib/search.ts, which only the dialog's modules import.
    const withSearch = listFiles().filter((file) => file.endsWith('.js') && readDist(file).includes('pagefind.js'));
    expect(withSearch.length).toBeGreaterThan(0);
    expect(withSearch.filter((file) => app.has(path.posix.basename(file)))).toEqual([]);
  });

  it('would notice a static import, as the bundler writes one', () => {
    expect('const a=1;\nimport{B as e}from"./app-DJt8qeYX.js";').toMatch(STATIC_IMPORT);
    expect('import"./side-effect-abc.js";').toMatch(STATIC_IMPORT);
    expect('void import("./hydrate-abc.js");const u=import.meta.url').not.toMatch(STATIC_IMPORT);
  });
});
