/**
 * Reads a content file's frontmatter with gray-matter, parsing the YAML with `yaml` so that every
 * field can be traced back to its line for error messages.
 *
 * Frontmatter is YAML and only YAML. gray-matter reads a file that opens with `---js` (or `---coffee`,
 * `---json`…) in that language, and its JavaScript engine evaluates the block with `require` and
 * `process` in scope: a content file could run a program on every build, in the dev server and in a
 * review. Here a first line other than a bare `---` is refused before gray-matter sees the file, and
 * gray-matter's engines for other languages are replaced by ones that refuse (see YAML_ONLY). Every
 * reader of content (the loader, and through it the build, the dev server and the review; the site
 * URL in site-url.ts) reads frontmatter here.
 */
import matter from 'gray-matter';
import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Node,
  type YAMLError,
} from 'yaml';
import type { ContentIssue } from './issues.ts';
import { normalizeSource } from './source.ts';

/** The line that opens (and closes) a frontmatter block. */
const FENCE = '---';

/** Thrown by a gray-matter engine for any language but YAML: nothing is evaluated. */
export class FrontmatterLanguageError extends Error {
  readonly language: string;

  constructor(language: string) {
    super(`frontmatter in ${language} is not read: frontmatter is YAML only`);
    this.name = 'FrontmatterLanguageError';
    this.language = language;
  }
}

/** An engine that refuses its language, in place of one of gray-matter's own. */
const refuse = (language: string) => () => {
  throw new FrontmatterLanguageError(language);
};

/**
 * gray-matter's options for YAML alone: YAML is the language of every block, and each of gray-matter's
 * other engines (JavaScript, which it evaluates; CoffeeScript; JSON) refuses. A language it has no
 * engine for throws gray-matter's own "not registered" error, which evaluates nothing either.
 */
export const YAML_ONLY = {
  language: 'yaml',
  engines: Object.fromEntries(
    ['javascript', 'js', 'coffee', 'coffeescript', 'cson', 'json', 'toml'].map((name) => [name, refuse(name)]),
  ),
} as const;

/** A parsed file: its data, its body and a way to find the line of any field. */
export interface FrontmatterFile {
  data: Record<string, unknown>;
  body: string;
  /**
   * 1-based line in the whole file of the field at `path`, or of its nearest existing parent; a
   * missing top-level field points at line 1, where the frontmatter block starts.
   */
  lineOf(path: readonly PropertyKey[]): number | undefined;
  /** YAML syntax problems, already as issues. */
  syntaxIssues: ContentIssue[];
  /** 1-based line of the `---` that closes the frontmatter; `body` starts on the line after it. */
  endLine: number | undefined;
  /**
   * False when the file opens with something other than a bare `---` (`---js`): nothing of it was
   * read, its one issue says so, and the rest of the file is no body to check.
   */
  opened: boolean;
}

/** Parses `text` (the text of `file`, as saved: see normalizeSource) into data, body and line lookups. */
export function parseFrontmatter(file: string, text: string): FrontmatterFile {
  const source = normalizeSource(text);
  const lines = source.split('\n');
  const opening = lines[0] ?? '';
  if (opening.startsWith(FENCE) && opening !== FENCE) return refusedFile(languageIssue(file, JSON.stringify(opening)));
  let doc: Document.Parsed | undefined;
  let value: unknown;
  let tooManyAliases: ReferenceError | undefined;
  const counter = new LineCounter();
  const readYaml = (yaml: string) => {
    doc = parseDocument(yaml, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
    try {
      // yaml's own guard: an alias that repeats aliases grows exponentially (a "billion laughs").
      value = doc.errors.length === 0 ? doc.toJS() : undefined;
    } catch (error) {
      if (!(error instanceof ReferenceError)) throw error;
      tooManyAliases = error;
    }
    return value && typeof value === 'object' ? value : {};
  };
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source, { ...YAML_ONLY, engines: { ...YAML_ONLY.engines, yaml: readYaml } });
  } catch (error) {
    if (!(error instanceof FrontmatterLanguageError)) throw error;
    return refusedFile(languageIssue(file, JSON.stringify(error.language)));
  }
  // gray-matter skips the engine when the block holds only comments; parse it anyway, so its lines resolve.
  if (!doc && parsed.matter.trim() !== '') readYaml(parsed.matter);
  const hasFrontmatter = source.startsWith(FENCE);
  const closing = hasFrontmatter ? lines.findIndex((line, i) => i > 0 && line === FENCE) : -1;
  // gray-matter hands over the YAML text from the newline that ends the opening `---`, so the
  // YAML's own line numbers are already the file's.
  const toFileLine = (pos: number) => counter.linePos(pos).line;

  const syntaxIssues: ContentIssue[] = (doc?.errors ?? []).map((e) => ({
    file,
    line: toFileLine(doc ? errorStart(doc, e) : e.pos[0]),
    field: 'frontmatter',
    expected: `expected valid YAML (${e.message.split('\n')[0] ?? 'syntax error'})`,
    hint: yamlHint(e),
  }));
  if (tooManyAliases && doc) {
    syntaxIssues.push({
      file,
      line: toFileLine(firstAlias(doc)),
      field: 'frontmatter',
      expected: 'expected YAML whose aliases (*name) repeat a value a few times',
      found: `aliases that repeat aliases (${tooManyAliases.message})`,
      hint: 'write the values out instead',
    });
  }
  if (!hasFrontmatter) {
    syntaxIssues.push({
      file,
      line: 1,
      field: 'frontmatter',
      expected: 'expected the file to start with a --- frontmatter block',
    });
  }

  const data = (doc && syntaxIssues.length === 0 ? value : parsed.data) ?? {};
  return {
    data: typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {},
    body: parsed.content,
    syntaxIssues,
    endLine: closing === -1 ? undefined : closing + 1,
    opened: true,
    lineOf(path) {
      if (!doc) return undefined;
      let node: Node | null | undefined = doc.contents;
      let line: number | undefined = hasFrontmatter ? 1 : undefined;
      for (const part of path) {
        if (isMap(node)) {
          const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === part);
          if (!pair) break;
          const key = pair.key as Node;
          if (key.range) line = toFileLine(key.range[0]);
          node = pair.value as Node | null;
        } else if (isSeq(node) && typeof part === 'number') {
          const item = node.items[part] as Node | undefined;
          if (!item) break;
          if (item.range) line = toFileLine(item.range[0]);
          node = item;
        } else break;
      }
      return line;
    },
  };
}

/** The problem of a file whose frontmatter opens in another language than YAML (`found`, as written). */
function languageIssue(file: string, found: string): ContentIssue {
  return {
    file,
    line: 1,
    field: 'frontmatter',
    expected: 'expected a line of --- alone, opening YAML frontmatter',
    found: `${found}, a language the site does not read`,
    hint: 'frontmatter is YAML only, and nothing in a content file runs: write --- alone, then each field as YAML, such as title: My post',
  };
}

/** A file none of which was read, with the one problem that says why. */
function refusedFile(issue: ContentIssue): FrontmatterFile {
  return { data: {}, body: '', syntaxIssues: [issue], endLine: undefined, opened: false, lineOf: () => 1 };
}

/** Where the first alias (`*name`) of `doc` starts. */
function firstAlias(doc: Document.Parsed): number {
  let at = 0;
  visit(doc, {
    Alias(_key, node) {
      if (node.range) at = node.range[0];
      return visit.BREAK;
    },
  });
  return at;
}

/**
 * Where the mistake behind a YAML error starts. A quote that is never closed is found at the end of
 * the document, where the parser gives up; the author needs the line where the quote opens.
 */
function errorStart(doc: Document.Parsed, error: YAMLError): number {
  const at = error.pos[0];
  if (error.code !== 'MISSING_CHAR') return at;
  let start = at;
  visit(doc, {
    Scalar(_key, node) {
      const quoted = node.type === 'QUOTE_SINGLE' || node.type === 'QUOTE_DOUBLE';
      if (quoted && node.range && node.range[0] < at && at <= node.range[2]) start = node.range[0];
    },
  });
  return start;
}

/** A fix for the YAML mistakes authors make most. */
function yamlHint(error: YAMLError): string | undefined {
  if (error.code === 'MISSING_CHAR' && error.message.startsWith('Missing closing')) {
    return 'close the quote on the line where it opens';
  }
  // `role: RF: Engineer`: the second colon and space start a key inside the value.
  if (error.message.startsWith('Nested mappings are not allowed in compact mappings')) {
    return 'a colon followed by a space starts a new key; put the whole value in quotes';
  }
  return undefined;
}
