/**
 * The docs against the code, read with a Markdown parser (remark with GitHub's extensions), so a path in
 * a code block is never read as a link and a `#` in one never as a heading:
 * - the folder tree in CONTRIBUTING.md: each path it names exists, and every folder of the code is in it;
 * - the npm scripts the docs name exist, and CONTRIBUTING.md's scripts table lists every script;
 * - the links between the docs lead to a file that exists and, with a `#anchor`, to a heading of it;
 * - no passage dates a measurement ("on 26 November"): the benchmark prints figures, the docs say how.
 * Each check is a function of the docs' text and of what it asks about the files, so its tests can feed
 * it docs of their own.
 */
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Heading, Nodes, Root, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** What a path of the repository is: a file, a folder, or nothing. */
export type PathKind = (repoPath: string) => 'file' | 'folder' | undefined;

/** A Markdown file of the repository: its path (forward slashes, from the root) and its text. */
export interface Doc {
  file: string;
  text: string;
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** The Markdown tree of `text`, GitHub-flavoured (tables, autolinks). */
export function parseMarkdown(text: string): Root {
  return parser.parse(text);
}

/** The text a reader sees in a node: its text and inline code, joined. */
function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return 'children' in node ? node.children.map((child) => plainText(child)).join('') : '';
}

/** The first heading whose text contains `title`, and the nodes after it until the next heading of its level or higher. */
function section(root: Root, title: string): Root['children'] | undefined {
  const start = root.children.findIndex((node) => node.type === 'heading' && plainText(node).includes(title));
  const heading = root.children[start] as Heading | undefined;
  if (!heading) return undefined;
  const rest = root.children.slice(start + 1);
  const end = rest.findIndex((node) => node.type === 'heading' && node.depth <= heading.depth);
  return end === -1 ? rest : rest.slice(0, end);
}

/** One entry of a folder tree: the path it names (folders end in `/`) and the line it is on. */
export interface TreeEntry {
  path: string;
  line: number;
}

/**
 * The paths the folder tree under the heading `title` names. The tree is the section's first code block:
 * one entry a line, its name first (a folder's ends in `/`), then its description after two or more
 * spaces; a child is indented two spaces more than its folder, and a line indented further than that
 * continues the description above it.
 */
export function folderTree(markdown: string, title: string): { entries: TreeEntry[]; problems: string[] } {
  const block = section(parseMarkdown(markdown), title)?.find((node) => node.type === 'code');
  if (!block) return { entries: [], problems: [`no folder tree (a code block) under the heading "${title}"`] };
  const entries: TreeEntry[] = [];
  const problems: string[] = [];
  /** The folders open at each depth: the last folder entry seen at that indentation. */
  const open: { indent: number; path: string }[] = [];
  let lastIndent = -2;
  block.value.split('\n').forEach((text, index) => {
    const line = (block.position?.start.line ?? 0) + 1 + index;
    const match = /^( *)(\S+)/.exec(text);
    if (!match) return;
    const indent = match[1]?.length ?? 0;
    const name = match[2] ?? '';
    if (indent > lastIndent + 2) return;
    lastIndent = indent;
    while (open.length > 0 && (open.at(-1)?.indent ?? 0) >= indent) open.pop();
    const parent = open.at(-1);
    if (indent % 2 !== 0 || (indent > 0 && parent?.indent !== indent - 2)) {
      problems.push(`tree line ${line}: "${name}" is indented ${indent} spaces, not two more than a folder above it`);
      return;
    }
    const entryPath = `${parent?.path ?? ''}${name}`;
    entries.push({ path: entryPath, line });
    if (name.endsWith('/')) open.push({ indent, path: entryPath });
  });
  return { entries, problems };
}

/**
 * Where a folder tree and the repository disagree: an entry that names no file or folder (or a folder
 * that is a file), and a folder of `folders` that no entry names.
 */
export function treeProblems(entries: readonly TreeEntry[], kind: PathKind, folders: readonly string[]): string[] {
  const problems: string[] = [];
  for (const { path: entryPath, line } of entries) {
    const isFolder = entryPath.endsWith('/');
    const found = kind(entryPath.replace(/\/$/, ''));
    if (found === undefined) problems.push(`tree line ${line}: ${entryPath} does not exist`);
    else if (isFolder && found !== 'folder') problems.push(`tree line ${line}: ${entryPath} is a file, not a folder`);
    else if (!isFolder && found !== 'file')
      problems.push(`tree line ${line}: ${entryPath} is a folder; write ${entryPath}/`);
  }
  const named = new Set(entries.map((entry) => entry.path.replace(/\/$/, '')));
  for (const folder of folders) {
    if (!named.has(folder)) problems.push(`${folder}/ is a folder of the code, but the tree does not name it`);
  }
  return problems;
}

/** `npm run <script>`, `npm start` and `npm test`, wherever they are written. */
const SCRIPT_CALL = /\bnpm (?:run ([\w-]+(?::[\w-]+)*)|(start|test)\b)/g;

/** Each npm script `text` runs: `npm run build && npm start` → build, start. */
function scriptCalls(text: string): string[] {
  return [...text.matchAll(SCRIPT_CALL)].map((match) => match[1] ?? match[2] ?? '');
}

/** Every npm script a document names, in text, inline code and code blocks, with its line. */
export function scriptsNamed(markdown: string): { script: string; line: number }[] {
  const named: { script: string; line: number }[] = [];
  visit(parseMarkdown(markdown), (node) => {
    if (node.type !== 'text' && node.type !== 'inlineCode' && node.type !== 'code') return;
    const start = node.position?.start.line ?? 0;
    node.value.split('\n').forEach((text, index) => {
      // A code block's text starts on the line after its fence.
      const line = start + index + (node.type === 'code' ? 1 : 0);
      for (const script of scriptCalls(text)) named.push({ script, line });
    });
  });
  return named;
}

/** The scripts the first column of the first table under the heading `title` names, one a row. */
export function scriptsTable(markdown: string, title: string): string[] | undefined {
  const table = section(parseMarkdown(markdown), title)?.find((node): node is Table => node.type === 'table');
  return table?.children.slice(1).flatMap((row) => {
    const first = row.children[0];
    return first ? scriptCalls(plainText(first)).slice(0, 1) : [];
  });
}

/** The ids GitHub gives the headings of a document (`## How it works` → `how-it-works`). */
export function headingIds(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  visit(parseMarkdown(markdown), 'heading', (node: Heading) => {
    ids.add(slugger.slug(plainText(node)));
  });
  return ids;
}

/**
 * Every link, image and link definition in `docs` that leads nowhere: a relative path that names no file
 * or folder of the repository (or climbs out of it), or a `#anchor` that no heading of the target (a
 * Markdown file) has. Links with a scheme (`https:`, `mailto:`) are another site's and are not followed.
 */
export function linkProblems(docs: readonly Doc[], kind: PathKind, read: (repoPath: string) => string): string[] {
  const problems: string[] = [];
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let found = ids.get(file);
    if (!found) {
      found = headingIds(read(file));
      ids.set(file, found);
    }
    return found;
  };
  for (const doc of docs) {
    visit(parseMarkdown(doc.text), (node) => {
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
      if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(node.url)) return;
      const where = `${doc.file}:${node.position?.start.line ?? 0}`;
      const [rawPath = '', anchor] = node.url.split('#');
      const target = rawPath === '' ? doc.file : resolveInRepo(doc.file, decodeURI(rawPath));
      if (target === undefined) {
        problems.push(`${where}: ${node.url} leads out of the repository`);
        return;
      }
      if (kind(target) === undefined) {
        problems.push(`${where}: ${node.url}: ${target} does not exist`);
        return;
      }
      if (anchor !== undefined && target.endsWith('.md') && !idsOf(target).has(anchor)) {
        problems.push(`${where}: ${node.url}: ${target} has no heading with the id "${anchor}"`);
      }
    });
  }
  return problems;
}

/** `link` (a relative path, or one from the root when it starts with `/`) as seen from `file`; undefined outside the repository. */
function resolveInRepo(file: string, link: string): string | undefined {
  const resolved = path.posix.normalize(
    link.startsWith('/') ? link.slice(1) : path.posix.join(path.posix.dirname(file), link),
  );
  if (resolved === '..' || resolved.startsWith('../')) return undefined;
  return resolved.replace(/\/$/, '') || '.';
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';

/** Passages outside code that give a day of a month (`26 November`, `November 26`): a dated measurement. */
export function datedPassages(markdown: string): string[] {
  const dated = new RegExp(`\\b(?:\\d{1,2} (?:${MONTHS})|(?:${MONTHS}) \\d{1,2})\\b`, 'g');
  const found: string[] = [];
  visit(parseMarkdown(markdown), 'text', (node) => {
    for (const match of node.value.matchAll(dated)) found.push(`line ${node.position?.start.line ?? 0}: ${match[0]}`);
  });
  return found;
}

/** The first table under the heading `title`: each row's cells (the header row left out), as the inline code each holds. */
export function tableCode(markdown: string, title: string): { line: number; cells: string[][] }[] {
  const table = section(parseMarkdown(markdown), title)?.find((node): node is Table => node.type === 'table');
  return (table?.children.slice(1) ?? []).map((row) => ({
    line: row.position?.start.line ?? 0,
    cells: row.children.map((cell) => {
      const code: string[] = [];
      visit(cell, 'inlineCode', (node) => {
        code.push(node.value);
      });
      return code;
    }),
  }));
}

/** A path of the repository as the docs write one: under a folder of the code, tests or docs, or a config at the root. */
const REPO_PATH =
  /^(?:(?:src|scripts|tests|docs|public|\.github)\/[\w./-]*|tsconfig[\w.]*\.json|vite\.config\.ts|package\.json|index\.html)$/;

/** Every path of the repository a document names in inline code, with its line (the owner's content/ aside: it is data). */
export function pathsNamed(markdown: string): { path: string; line: number }[] {
  const named: { path: string; line: number }[] = [];
  visit(parseMarkdown(markdown), 'inlineCode', (node) => {
    if (REPO_PATH.test(node.value)) named.push({ path: node.value, line: node.position?.start.line ?? 0 });
  });
  return named;
}

/** The code of each ` ```<lang> ` block of a document, in order. */
export function codeBlocks(markdown: string, lang: string): string[] {
  const blocks: string[] = [];
  visit(parseMarkdown(markdown), 'code', (node) => {
    if (node.lang === lang) blocks.push(node.value);
  });
  return blocks;
}

/** A Vite plugin as the config lists it: its name and its properties (hooks among them). */
export interface ConfigPlugin {
  name: string;
  [property: string]: unknown;
}

/** A plugin's properties that are not hooks. */
const NOT_HOOKS = new Set([
  'name',
  'apply',
  'enforce',
  'api',
  'applyToEnvironment',
  'sharedDuringBuild',
  'perEnvironmentStartEndDuringDev',
  'perEnvironmentWatchChangeDuringDev',
]);

/**
 * Where a table of plugins (first cell: the plugins a row is about, in inline code; third: their hooks)
 * and the config's plugins disagree: a plugin without a row, a row naming no plugin of the config, and a
 * plugin of the site's own (`portfolio:`) whose row does not name exactly its hooks.
 */
export function pluginTableProblems(
  rows: readonly { line: number; cells: string[][] }[],
  plugins: readonly ConfigPlugin[],
): string[] {
  const problems: string[] = [];
  const byName = new Map(plugins.map((plugin) => [plugin.name, plugin]));
  const rowOf = new Map(rows.flatMap((row) => (row.cells[0] ?? []).map((name) => [name, row] as const)));
  for (const plugin of plugins) {
    const row = rowOf.get(plugin.name);
    if (!row) {
      problems.push(`${plugin.name} has no row`);
      continue;
    }
    if (!plugin.name.startsWith('portfolio:')) continue;
    const hooks = Object.keys(plugin)
      .filter((key) => !NOT_HOOKS.has(key))
      .sort();
    const listed = [...(row.cells[2] ?? [])].sort();
    if (hooks.join() !== listed.join())
      problems.push(
        `line ${row.line}: ${plugin.name} has the hooks ${hooks.join(', ')}, the row names ${listed.join(', ') || 'none'}`,
      );
  }
  for (const name of rowOf.keys())
    if (!byName.has(name)) problems.push(`line ${rowOf.get(name)?.line ?? 0}: ${name} is no plugin of the config`);
  return problems;
}
