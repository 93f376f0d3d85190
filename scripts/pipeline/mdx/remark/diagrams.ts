/**
 * Mermaid diagrams: each ```` ```mermaid ```` fence is drawn at build time (diagrams/draw.ts) and becomes
 * a figure with the SVG inline (diagrams/figure.ts), so a page with diagrams needs no script and no
 * browser draws them. A post with a diagram imports the diagrams' stylesheet, as a post with maths
 * imports KaTeX's.
 *
 * Everything that would draw a wrong diagram fails the build at the fence's line, or at the line of
 * the diagram that is wrong: a type the site does not draw, a diagram over the size limits, a line
 * Mermaid's own grammar refuses (diagrams/grammar.ts; beautiful-mermaid would draw something else), the
 * renderer's own error, a line the renderer would leave out, colours of the diagram's own (they would
 * not follow the site's schemes), a directive or a click the site would ignore, and fence options
 * other than a title. It runs in the remark stage, so the content check without a compile (inspect.ts)
 * finds the same problems.
 */
import path from 'node:path';
import type { Element, Root as HastRoot } from 'hast';
import type { Code, Parent, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError, type ContentIssue, displayPath } from '../../content/issues.ts';
import { PROJECT_ROOT } from '../../settings.ts';
import { diagramKind, drawSvg, KIND_HINT, sourceLines, unreadLines, type DiagramKind } from '../diagrams/draw.ts';
import { DIAGRAM_CLASS, diagramFigure } from '../diagrams/figure.ts';
import { grammarError } from '../diagrams/grammar.ts';
import { esmImport } from '../jsx.ts';

/** The diagrams' stylesheet: their colours from the site's tokens, in both schemes and in print. */
export const DIAGRAMS_CSS = path.join(PROJECT_ROOT, 'src', 'styles', 'diagrams.css');

/** The fence's one option: `title="…"` (or with single quotes). */
const TITLE_META = /^title=(?:"([^"]*)"|'([^']*)')$/;

/**
 * Statements that give a diagram colours of its own. In a class diagram `class Logger {` declares a
 * class, and `cssClass` is what gives one a style.
 */
const OWN_COLOURS = /^(style|classDef|class|linkStyle)\s|:::/;
const OWN_CLASS_COLOURS = /^(style|classDef|cssClass|linkStyle)\s|:::/;

/** A Mermaid directive (`%%{init: …}%%`), which sets the renderer's theme, fonts or layout. */
const DIRECTIVE = /^%%\{/;

/** Statements that make a part of a diagram a link or a script's trigger (flowchart, class, sequence). */
const INTERACTION = /^(click|callback)\s|^links?\s+[^\s:]+\s*:|^link\s+\S+\s+"/;

/**
 * The most a diagram's source may hold, in bytes, checked before anything reads it: a 5,000-byte
 * flowchart draws in about 3 s here into an SVG of up to 170 KB, and is more than a reader can follow
 * on a phone (about 60 nodes with labels, or 120 messages).
 */
export const MAX_DIAGRAM_BYTES = 5000;

/** Why a row of a diagram (0-based) cannot be drawn as written. */
interface Problem {
  row: number;
  expected: string;
  found: string;
  hint?: string | undefined;
}

/** A drawn diagram, or why it cannot be drawn. */
type Drawn = { svg: string; kind: string; name: string } | { problems: Problem[] };

/** Drawn diagrams by source: the content check and the compile of one post draw each diagram once. */
const drawnCache = new Map<string, Promise<Drawn>>();
const CACHE_LIMIT = 200;

/** A statement the site does not draw: what it is, what the site expected instead, and why. */
interface Refused {
  pattern: (kind: DiagramKind) => RegExp;
  expected: string;
  hint: (kind: DiagramKind) => string;
}

/** Statements the site does not draw, by the first that a line matches. */
const REFUSED: readonly Refused[] = [
  {
    pattern: () => DIRECTIVE,
    expected: 'expected no %%{…}%% directive',
    hint: () =>
      'the site draws every diagram in its own colours, fonts and layout, so a directive would be ignored; leave it out',
  },
  {
    pattern: () => INTERACTION,
    expected: 'expected no click or link in a diagram',
    hint: () =>
      'a diagram on the page is a picture, which opens no link and runs no script; link to the page in the post’s text instead',
  },
  {
    pattern: (kind) => (kind.id === 'class' ? OWN_CLASS_COLOURS : OWN_COLOURS),
    expected: 'expected a diagram in the site’s colours',
    hint: (kind) =>
      `style, classDef, ${kind.id === 'class' ? 'cssClass' : 'class'}, linkStyle and ::: give it colours of its own, which would not follow the light and dark themes; leave them out`,
  },
];

/** The problems of `row`'s line that no reading of the diagram needs: statements the site does not draw. */
function lineProblems(line: string, row: number, kind: DiagramKind): Problem[] {
  const statement = line.trim();
  const refused = REFUSED.find(({ pattern }) => pattern(kind).test(statement));
  if (!refused) return [];
  return [{ row, expected: refused.expected, found: JSON.stringify(statement), hint: refused.hint(kind) }];
}

/** What Mermaid's grammar says of the diagram from `header` on: its error as a problem, or none. */
async function grammarProblems(lines: readonly string[], header: number): Promise<Problem[]> {
  // Comment and directive lines as Mermaid would drop them, but kept as lines, so its line numbers are the source's.
  const error = await grammarError(
    lines.map((line) => (isComment(line) ? '' : line)),
    header,
  );
  if (!error) return [];
  return [
    {
      row: error.row,
      expected: `expected a diagram Mermaid’s grammar reads (${error.message})`,
      found: JSON.stringify((lines[error.row] ?? '').trim()),
    },
  ];
}

/** A Mermaid comment or directive line. */
const isComment = (line: string) => line.trim().startsWith('%%');

/** Draws `source`, or says at which of its rows (0-based) and why it cannot be drawn as written. */
function draw(source: string): Promise<Drawn> {
  const cached = drawnCache.get(source);
  if (cached) return cached;
  const drawn = drawChecked(source);
  if (drawnCache.size >= CACHE_LIMIT) drawnCache.delete(drawnCache.keys().next().value ?? '');
  drawnCache.set(source, drawn);
  return drawn;
}

async function drawChecked(source: string): Promise<Drawn> {
  const { lines, header } = sourceLines(source);
  const headerLine = (lines[header] ?? '').trim();
  const kind = diagramKind(headerLine);
  if (header === -1 || !kind) {
    return {
      problems: [
        {
          row: Math.max(header, 0),
          expected: 'expected a kind of diagram the site draws on the first line',
          found: header === -1 ? 'an empty diagram' : JSON.stringify(headerLine),
          hint:
            headerLine === '---'
              ? `write the title in the fence instead: \`\`\`mermaid title="…"; ${KIND_HINT}`
              : KIND_HINT,
        },
      ],
    };
  }
  const bytes = Buffer.byteLength(source);
  if (bytes > MAX_DIAGRAM_BYTES)
    return {
      problems: [
        {
          row: header,
          expected: `expected a diagram of at most ${MAX_DIAGRAM_BYTES.toLocaleString('en-US')} bytes of source`,
          found: `${bytes.toLocaleString('en-US')} bytes`,
          hint: 'split it into diagrams of a part each, which a reader can follow on a phone',
        },
      ],
    };
  const problems = lines.flatMap((line, row) => lineProblems(line, row, kind));
  const grammar = await grammarProblems(lines, header);
  if (grammar.length > 0) return { problems: [...problems, ...grammar].sort((a, b) => a.row - b.row) };
  try {
    // From the header on: for some kinds the renderer takes a comment before it for the header.
    const svg = drawSvg(lines.slice(header).join('\n'));
    const reported = new Set(problems.map((problem) => problem.row));
    for (const row of unreadLines(source, kind).filter((unread) => !reported.has(unread))) {
      problems.push({
        row,
        expected: 'expected a line the diagram renderer draws',
        found: `${JSON.stringify((lines[row] ?? '').trim())}, which it would leave out of the drawing`,
        hint: 'write it as the renderer reads it, or leave it out',
      });
    }
    return problems.length > 0 ? { problems } : { svg, kind: kind.id, name: kind.name };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.push({
      row: header,
      expected: `expected a diagram the renderer can draw (${reason})`,
      found: JSON.stringify(headerLine),
    });
    return { problems };
  }
}

/** The fence's title, or the issue its other options make. */
function fenceTitle(node: Code, issue: (expected: string, found: string) => void): string | undefined {
  const meta = node.meta?.trim();
  if (!meta) return undefined;
  const match = TITLE_META.exec(meta);
  if (!match) {
    issue('expected title="…" or nothing after ```mermaid', JSON.stringify(meta));
    return undefined;
  }
  return (match[1] ?? match[2] ?? '').trim() || undefined;
}

/** Remark plugin: draws each mermaid fence into a figure, or fails the compile at the lines that are wrong. */
export default function remarkDiagrams() {
  return async (tree: Root, file: VFile) => {
    const fences: { node: Code; parent: Parent }[] = [];
    visit(tree, 'code', (node: Code, _index, parent) => {
      if (node.lang === 'mermaid' && parent) fences.push({ node, parent });
    });
    const issues: ContentIssue[] = [];
    let count = 0;
    // One after another, in the post's order: each figure's ids are numbered by its place.
    for (const { node, parent } of fences) {
      const fence = node.position?.start.line;
      const issue = (expected: string, found: string, hint?: string, line = fence) =>
        issues.push({ file: displayPath(file.path), line, field: 'diagram', expected, found, hint });
      const title = fenceTitle(node, issue);
      const drawn = await draw(node.value);
      if ('problems' in drawn) {
        // The diagram's first row is on the line after the fence.
        for (const p of drawn.problems)
          issue(p.expected, p.found, p.hint, fence === undefined ? undefined : fence + 1 + p.row);
        continue;
      }
      count += 1;
      const figure = diagramFigure({
        svg: drawn.svg,
        source: node.value,
        kind: drawn.kind,
        title,
        fallbackName: drawn.name,
        prefix: `diagram-${count}-`,
      });
      // A node of its own: on the fence's `code` node, remark-rehype would wrap the figure in a `<pre>`.
      const drawnNode = {
        type: 'diagram',
        position: node.position,
        data: { hName: figure.tagName, hProperties: figure.properties, hChildren: figure.children },
      };
      parent.children.splice(parent.children.indexOf(node), 1, drawnNode as unknown as Code);
    }
    if (issues.length > 0) throw new ContentError(issues);
  };
}

/** Rehype plugin: a post with a diagram imports the diagrams' stylesheet, so only such pages load it. */
export function rehypeDiagramsStylesheet() {
  return (tree: HastRoot) => {
    const figures: Element[] = [];
    visit(tree, 'element', (node) => {
      const classes = node.properties.className;
      if (node.tagName === 'figure' && Array.isArray(classes) && classes.includes(DIAGRAM_CLASS)) figures.push(node);
    });
    if (figures.length > 0) tree.children.unshift(esmImport(DIAGRAMS_CSS));
  };
}
