/**
 * The posts' compiler in a real Vite pipeline (a dev server with only its plugins): the content check
 * reads each post's structure from the bundler's own compile, which equals what the structural pipeline
 * alone finds; a post is compiled once per source, for every environment; a built page's module for it
 * is its stylesheets alone, and each component of the map lives in the module its declaration names.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWithGallery } from '../../../tests/support/fixture-content.ts';
import { inspectPost, type PostInspector } from './inspect.ts';
import { mdxComponents } from '../../../src/components/mdx/index.ts';
import { MDX_COMPONENTS } from '../../../src/components/mdx/names.ts';
import { PROJECT_ROOT } from '../settings.ts';
import { stylesheetsModule } from './compiled-bodies.ts';
import { isPost, postCompiler } from './plugin.ts';

/** The test site's richest post: a gallery, a table, code blocks and a contents list. */
const rich = postWithGallery();
const richFile = path.resolve(rich.file);
const richSource = readFileSync(richFile, 'utf8');
const dir = path.resolve('.tmp/mdx-plugin');

let server: ViteDevServer;
/** The build's inspector: it has the bundler compile each post (here the dev server stands in). */
let inspect: PostInspector;
/** The dev server's inspector: it reads the compile the browser's request made, if any. */
let inspectDev: PostInspector;
/** Files the inspector had the bundler compile, in order. */
const compiled: string[] = [];

/** Writes a post into the fixture folder and returns its absolute path. */
function post(name: string, source: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, source);
  return file;
}

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  const compiler = postCompiler();
  server = await createServer({
    root: process.cwd(),
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false, watch: null },
    plugins: compiler.plugins,
  });
  inspectDev = compiler.inspector();
  inspect = compiler.inspector(async (file) => {
    compiled.push(path.basename(file));
    // A file rewritten by the test is new to the module graph: as after the watcher's change event.
    const module = server.environments.client.moduleGraph.getModuleById(file);
    if (module) server.environments.client.moduleGraph.invalidateModule(module);
    return server.environments.client.transformRequest(file);
  });
});

afterAll(async () => {
  await server.close();
});

describe('postCompiler', () => {
  it('reads the ids and links the structural pipeline finds from the compile of the module', async () => {
    const structure = await inspect(richFile, richSource);
    expect(structure.ids.size).toBeGreaterThanOrEqual(rich.sections.length);
    expect(structure.issues).toEqual([]);
    expect(structure).toEqual(await inspectPost(richFile, richSource));
    const module = await server.environments.client.transformRequest(richFile);
    expect(module?.code).toContain('function MDXContent');
  });

  it('compiles a post once per source: the check and the bundle share the compile', async () => {
    const file = post('once.mdx', '## One\n');
    compiled.length = 0;
    await inspect(file, '## One\n');
    await inspect(file, '## One\n');
    expect(compiled).toEqual(['once.mdx']);
    const changed = '## One\n\n## Two\n';
    post('once.mdx', changed);
    expect([...(await inspect(file, changed)).ids]).toEqual(['one', 'two']);
    expect(compiled).toEqual(['once.mdx', 'once.mdx']);
  });

  it('in the dev server, reads a post not yet compiled with the structural pipeline, then the compile of the module', async () => {
    const source = '## Dev\n\n[out](https://example.com/)\n';
    const file = post('dev.mdx', source);
    const before = await inspectDev(file, source);
    expect(before).toEqual(await inspectPost(file, source));
    // Read once while the source stays the same.
    expect(await inspectDev(file, source)).toBe(before);
    await server.environments.client.transformRequest(file);
    const after = await inspectDev(file, source);
    // Now the one the module's compile recorded (a new object, equal to the structural read), every time.
    expect(after).not.toBe(before);
    expect(after).toEqual(before);
    expect(await inspectDev(file, source)).toBe(after);
  });

  it('reports invalid MDX as the structural check does, with its line', async () => {
    const broken = '# Post\n\nSome text.\n\nA sum {1 +} here.\n';
    const file = post('broken.mdx', broken);
    const issues = (await inspect(file, broken)).issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: '.tmp/mdx-plugin/broken.mdx', field: 'MDX', line: 5 });
    expect(issues).toEqual((await inspectPost(file, broken)).issues);
  });

  it('reports gallery problems as content issues', async () => {
    const source = '# Post\n\n<Gallery>\n  <GalleryImage src="./missing.jpg" caption="A caption" />\n</Gallery>\n';
    const file = post('gallery.mdx', source);
    const issues = (await inspect(file, source)).issues;
    expect(issues).toEqual((await inspectPost(file, source)).issues);
    expect(issues[0]).toMatchObject({ line: 4, field: 'GalleryImage alt' });
  });

  it('compiles a fixed file after a failure', async () => {
    const file = post('fixed.mdx', '<Gallery>\n');
    expect((await inspect(file, '<Gallery>\n')).issues).toHaveLength(1);
    post('fixed.mdx', '## Fixed\n');
    expect((await inspect(file, '## Fixed\n')).issues).toEqual([]);
  });

  it('gives every environment of the dev server the one compile: the module of HTML and components, which updates itself', async () => {
    const file = post('shared.mdx', '## Shared\n\nA [link](/blog).\n');
    const browser = await server.environments.client.transformRequest(file);
    const other = await server.environments.ssr.transformRequest(file);
    for (const code of [browser?.code, other?.code]) expect(code).toContain('<h2 id=\\"shared\\">');
    expect(browser?.code).toContain('import.meta.hot.accept(');
  });
});

describe('the browser’s part of a body', () => {
  it('is its stylesheets alone: no HTML, no code', () => {
    const code = stylesheetsModule({
      stylesheets: ['/site/katex.min.css', '/site/content/blog/a.mdx.code.css'],
      components: ['src/components/mdx/Gallery.tsx'],
    });
    expect(code).toBe('import "/site/katex.min.css";\nimport "/site/content/blog/a.mdx.code.css";\n');
  });

  it.for(Object.entries(MDX_COMPONENTS))(
    'finds %s of the MDX map in the module its declaration names, which exports the map’s component by that name',
    async ([name, { module }]) => {
      const exported = (await import(/* @vite-ignore */ path.join(PROJECT_ROOT, module))) as Record<string, unknown>;
      expect(exported[name]).toBe(mdxComponents[name as keyof typeof mdxComponents]);
    },
  );

  it('compiles .mdx modules and projects’ .md bodies, and no other Markdown', () => {
    expect(isPost('/site/content/blog/a-post.mdx')).toBe(true);
    expect(isPost('/site/content/blog/a-post.mdx?import')).toBe(true);
    expect(isPost('/site/content/projects/rover.md')).toBe(true);
    expect(isPost('/site/content/projects/rover.mdx')).toBe(true);
    expect(isPost('/site/content/site.md')).toBe(false);
    expect(isPost('/site/content/experience/lab.md')).toBe(false);
    expect(isPost('/site/src/App.tsx')).toBe(false);
  });
});
