/**
 * Reads a content file's frontmatter with gray-matter, parsing the YAML with `yaml` so that every
 * field can be traced back to its line for error messages.
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
}

/** Parses `text` (the text of `file`, as saved: see normalizeSource) into data, body and line lookups. */
export function parseFrontmatter(file: string, text: string): FrontmatterFile {
  const source = normalizeSource(text);
  let doc: Document.Parsed | undefined;
  const counter = new LineCounter();
  const parsed = matter(source, {
    engines: {
      yaml: (text: string) => {
        doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
        const value: unknown = doc.toJS();
        return value && typeof value === 'object' ? value : {};
      },
    },
  });
  // gray-matter skips the engine when the block holds only comments; parse it anyway, so its lines resolve.
  if (!doc && parsed.matter.trim() !== '') {
    doc = parseDocument(parsed.matter, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  }
  const hasFrontmatter = source.startsWith('---');
  const lines = source.split('\n');
  const closing = hasFrontmatter ? lines.findIndex((line, i) => i > 0 && line === '---') : -1;
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
  if (!hasFrontmatter) {
    syntaxIssues.push({
      file,
      line: 1,
      field: 'frontmatter',
      expected: 'expected the file to start with a --- frontmatter block',
    });
  }

  const data = (doc && doc.errors.length === 0 ? (doc.toJS() as unknown) : parsed.data) ?? {};
  return {
    data: typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {},
    body: parsed.content,
    syntaxIssues,
    endLine: closing === -1 ? undefined : closing + 1,
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
