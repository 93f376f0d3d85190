/**
 * The docs stay true to the code, and to their size (README.md at most 150 lines, CONTRIBUTING.md at
 * most 250): CONTRIBUTING.md's folder tree names only paths that exist and every folder of src/ and
 * scripts/; every npm script the docs name exists, and CONTRIBUTING.md lists every script; links
 * between the docs resolve, anchors included; no passage dates a measurement; and the
 * architecture guide names only paths that exist, has a row for every Vite plugin of the config, and
 * draws its diagram with the site's own pipeline. A folder added, a script renamed, a heading reworded
 * or a plugin added fails here until the docs follow.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../scripts/pipeline/config.ts';
import { readSettings } from '../../scripts/pipeline/settings.ts';
import {
  codeBlocks,
  datedPassages,
  folderTree,
  linkProblems,
  pathsNamed,
  pluginTableProblems,
  scriptsNamed,
  scriptsTable,
  tableCode,
  treeProblems,
  type ConfigPlugin,
  type Doc,
  type PathKind,
} from '../support/docs-check.ts';
import { FIXTURE_CONTENT } from '../support/fixture-build.ts';
import { renderPost } from '../support/mdx-render.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** What a path of this repository is. */
const kind: PathKind = (repoPath) => {
  try {
    return statSync(path.join(ROOT, repoPath)).isDirectory() ? 'folder' : 'file';
  } catch {
    return undefined;
  }
};

const read = (repoPath: string) => readFileSync(path.join(ROOT, repoPath), 'utf8');

/** The docs: the landing page, the owner's guide, the contributors' guide, and the test and benchmark references. */
const DOCS: Doc[] = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'tests/README.md',
  'scripts/bench/README.md',
].map((file) => ({ file, text: read(file) }));

const CONTRIBUTING = read('CONTRIBUTING.md');
const SCRIPTS = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
const TREE_HEADING = 'Layers and the folder tree';
const SCRIPTS_HEADING = 'Scripts';

/** Every folder under `top` (itself included), from the root, with forward slashes. */
function foldersUnder(top: string): string[] {
  const below = readdirSync(path.join(ROOT, top), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return [top, ...below].sort();
}

describe('the docs’ sizes', () => {
  // Sized for their readers: a landing page, and a contributors' guide whose internals live in
  // docs/architecture.md and in the comments of the modules they describe.
  it.each([
    ['README.md', 150],
    ['CONTRIBUTING.md', 250],
  ] as const)('%s is at most %i lines', (file, limit) => {
    expect(read(file).trimEnd().split('\n').length).toBeLessThanOrEqual(limit);
  });
});

describe('CONTRIBUTING.md’s folder tree', () => {
  const tree = folderTree(CONTRIBUTING, TREE_HEADING);

  it('names only paths that exist, and every folder of src/ and scripts/', () => {
    expect(tree.problems).toEqual([]);
    expect(tree.entries.length).toBeGreaterThan(0);
    expect(treeProblems(tree.entries, kind, [...foldersUnder('src'), ...foldersUnder('scripts')])).toEqual([]);
  });
});

describe('the npm scripts in the docs', () => {
  it.each(DOCS.map((doc) => [doc.file, doc] as const))('%s names only scripts package.json has', (_file, doc) => {
    const unknown = scriptsNamed(doc.text).filter(({ script }) => !SCRIPTS.includes(script));
    expect(unknown.map(({ script, line }) => `line ${line}: npm run ${script}`)).toEqual([]);
  });

  it('CONTRIBUTING.md’s scripts table lists every script of package.json, once', () => {
    const listed = scriptsTable(CONTRIBUTING, SCRIPTS_HEADING) ?? [];
    expect([...listed].sort()).toEqual([...SCRIPTS].sort());
  });
});

describe('the links between the docs', () => {
  it('lead to files that exist, and to headings that exist', () => {
    expect(linkProblems(DOCS, kind, read)).toEqual([]);
  });
});

describe('the docs’ figures', () => {
  it.each(DOCS.map((doc) => [doc.file, doc] as const))('%s dates no measurement', (_file, doc) => {
    expect(datedPassages(doc.text)).toEqual([]);
  });
});

describe('the architecture guide', () => {
  const guide = read('docs/architecture.md');

  it('names only paths that exist', () => {
    const named = pathsNamed(guide);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter(({ path: named }) => kind(named.replace(/\/$/, '')) === undefined)).toEqual([]);
  });

  it('has a row for every Vite plugin of the site’s config, naming the hooks of the site’s own', () => {
    const settings = readSettings({ CONTENT_DIR: FIXTURE_CONTENT });
    const plugins = ['build', 'serve'].flatMap((command) => {
      const config = siteConfig({ command: command as 'build' | 'serve', ...settings });
      // A config's plugins may be nested in lists (a plugin that is several, such as React's).
      return ((config.plugins ?? []) as unknown[]).flat(3) as ConfigPlugin[];
    });
    const unique = [...new Map(plugins.filter(Boolean).map((plugin) => [plugin.name, plugin])).values()];
    expect(unique.length).toBeGreaterThan(10);
    expect(pluginTableProblems(tableCode(guide, 'The Vite plugins'), unique)).toEqual([]);
  });

  it('draws its data flow with the site’s own diagram pipeline, as a post’s diagram', async () => {
    const [diagram] = codeBlocks(guide, 'mermaid');
    expect(diagram).toBeDefined();
    const html = await renderPost(
      'architecture-diagram',
      `## The data flow\n\n\`\`\`mermaid\n${diagram ?? ''}\n\`\`\`\n`,
    );
    expect(html).toMatch(/<figure class="diagram"[^>]*>[^]*<svg [^>]*role="img"/);
  });
});

describe('the checks of the docs', () => {
  /** A small repository: src/ with lib/, and scripts/ with tools/. */
  const files: Record<string, 'file' | 'folder'> = {
    src: 'folder',
    'src/lib': 'folder',
    'src/lib/a.ts': 'file',
    scripts: 'folder',
    'scripts/tools': 'folder',
    'guide.md': 'file',
    'docs/x.md': 'file',
  };
  const fakeKind: PathKind = (repoPath) => files[repoPath];
  const tree = (lines: string[]) => ['## Tree', '', '```text', ...lines, '```', ''].join('\n');

  it('reads a tree’s nesting, and takes a line indented further as a description', () => {
    const { entries, problems } = folderTree(
      tree([
        'src/          the app',
        '  lib/        pure logic',
        '    a.ts      one module, with a description',
        '              that runs over two lines',
        'scripts/',
        '  tools/      tools',
      ]),
      'Tree',
    );
    expect(problems).toEqual([]);
    expect(entries.map((entry) => entry.path)).toEqual([
      'src/',
      'src/lib/',
      'src/lib/a.ts',
      'scripts/',
      'scripts/tools/',
    ]);
    expect(treeProblems(entries, fakeKind, ['src', 'src/lib', 'scripts', 'scripts/tools'])).toEqual([]);
  });

  it('fails a tree that names a path that is not there, or leaves out a folder', () => {
    const { entries } = folderTree(tree(['src/', '  lib/', '    b.ts      gone', '  gone/', 'scripts/']), 'Tree');
    expect(treeProblems(entries, fakeKind, ['src', 'src/lib', 'scripts', 'scripts/tools'])).toEqual([
      'tree line 6: src/lib/b.ts does not exist',
      'tree line 7: src/gone/ does not exist',
      'scripts/tools/ is a folder of the code, but the tree does not name it',
    ]);
  });

  it('fails a tree with a line that is under no folder, or a folder written as a file', () => {
    const { entries, problems } = folderTree(tree(['src', ' lib/']), 'Tree');
    expect(problems).toEqual(['tree line 5: "lib/" is indented 1 spaces, not two more than a folder above it']);
    expect(treeProblems(entries, fakeKind, [])).toEqual(['tree line 4: src is a folder; write src/']);
    expect(folderTree('## Other\n', 'Tree').problems).toEqual([
      'no folder tree (a code block) under the heading "Tree"',
    ]);
  });

  it('finds the scripts a document names, in text and code, and a scripts table’s rows', () => {
    const doc = [
      '# Scripts',
      '',
      'Run `npm run build && npm start`, then npm test; npm run new:post: a post.',
      '',
      '```sh',
      'npm run bench -- --short',
      'npm ci',
      '```',
      '',
      '| Script | What |',
      '| - | - |',
      '| `npm run dev` | serves |',
      '| `npm test` | tests `npm run lint` too |',
    ].join('\n');
    expect(scriptsNamed(doc)).toEqual([
      { script: 'build', line: 3 },
      { script: 'start', line: 3 },
      { script: 'test', line: 3 },
      { script: 'new:post', line: 3 },
      { script: 'bench', line: 6 },
      { script: 'dev', line: 12 },
      { script: 'test', line: 13 },
      { script: 'lint', line: 13 },
    ]);
    expect(scriptsTable(doc, 'Scripts')).toEqual(['dev', 'test']);
  });

  it('fails a link to a file or an anchor that does not exist, and follows no link in code', () => {
    const guide = [
      '# Guide',
      '',
      '## How it works',
      '',
      'See [works](#how-it-works), [x](docs/x.md#top), [lib](src/lib/), [site](https://example.com/#nowhere).',
      'But [gone](docs/gone.md), [bad](#how-it-fails), [out](../elsewhere.md) and [gone too][ref].',
      '',
      '`[not a link](nowhere.md)`',
      '',
      '```md',
      '[not a link either](nowhere.md)',
      '```',
      '',
      '[ref]: ./missing.png',
    ].join('\n');
    const problems = linkProblems([{ file: 'guide.md', text: guide }], fakeKind, (file) =>
      file === 'docs/x.md' ? '# Top\n' : guide,
    );
    expect(problems).toEqual([
      'guide.md:6: docs/gone.md: docs/gone.md does not exist',
      'guide.md:6: #how-it-fails: guide.md has no heading with the id "how-it-fails"',
      'guide.md:6: ../elsewhere.md leads out of the repository',
      'guide.md:14: ./missing.png: missing.png does not exist',
    ]);
  });

  it('fails a table of plugins that misses a plugin, names one the config lacks, or gets a plugin’s hooks wrong', () => {
    const table = [
      '## Plugins',
      '',
      '| Plugin | Where | Hooks | What |',
      '| - | - | - | - |',
      '| `portfolio:a` | build | `load`, `resolveId` | a |',
      '| `portfolio:b` | build | `load` | b |',
      '| `portfolio:gone` | build | `load` | gone |',
    ].join('\n');
    const plugins = [
      { name: 'portfolio:a', apply: 'build', resolveId: () => null, load: () => null },
      { name: 'portfolio:b', enforce: 'pre', transform: () => null },
      { name: 'vite:other', transform: () => null },
      { name: 'portfolio:new', load: () => null },
    ];
    expect(pluginTableProblems(tableCode(table, 'Plugins'), plugins)).toEqual([
      'line 6: portfolio:b has the hooks transform, the row names load',
      'vite:other has no row',
      'portfolio:new has no row',
      'line 7: portfolio:gone is no plugin of the config',
    ]);
  });

  it('finds the paths a document names in inline code, the owner’s content aside', () => {
    expect(
      pathsNamed(
        'See `src/App.tsx`, `scripts/` and `vite.config.ts`; not `content/site.md`, `page-data.json` or `/blog`.',
      ),
    ).toEqual([
      { path: 'src/App.tsx', line: 1 },
      { path: 'scripts/', line: 1 },
      { path: 'vite.config.ts', line: 1 },
    ]);
  });

  it('finds a dated passage, but not a date in code', () => {
    const doc = 'Measured on 26 November: 3 s. On November 27 it took 4 s.\n\n```\npost a: updated 2026-03-01\n```\n';
    expect(datedPassages(doc)).toEqual(['line 1: 26 November', 'line 1: November 27']);
  });
});
