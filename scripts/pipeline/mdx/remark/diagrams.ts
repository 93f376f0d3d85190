/**
 * Mermaid diagrams: each ```` ```mermaid ```` fence is drawn at build time (diagrams/draw.ts) and becomes
 * a figure with the SVG inline (diagrams/figure.ts), so a page with diagrams needs no script and no
 * browser draws them. A post with a diagram imports the diagrams' stylesheet, as a post with maths
 * imports KaTeX's.
 *
 * Everything that would draw a wrong diagram fails the build at the fence's line, or at the line of
 * the diagram that is wrong: a type the site does not draw, the renderer's own error, a line the
 * renderer would leave out, colours of the diagram's own (they would not follow the site's schemes),
 * and fence options other than a title. It runs in the remark stage, so the content check without a
 * compile (inspect.ts) finds the same problems.
 */
import path from 'node:path';
import type { Element, Root as HastRoot } from 'hast';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError, type ContentIssue, displayPath } from '../../content/issues.ts';
import { PROJECT_ROOT } from '../../settings.ts';
import { diagramKind, drawSvg, KIND_HINT, sourceLines, unreadLines } from '../diagrams/draw.ts';
import { DIAGRAM_CLASS, diagramFigure } from '../diagrams/figure.ts';
import { esmImport } from '../jsx.ts';

/** The diagrams' stylesheet: their colours from the site's tokens, in both schemes and in print. */
export const DIAGRAMS_CSS = path.join(PROJECT_ROOT, 'src', 'styles', 'diagrams.css');

/** The fence's one option: `title="…"` (or with single quotes). */
const TITLE_META = /^title=(?:"([^"]*)"|'([^']*)')$/;

/** Statements that give a diagram colours of its own. */
const OWN_COLOURS = /^(style|classDef|class|linkStyle)\s|:::/;

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
const drawnCache = new Map<string, Drawn>();
const CACHE_LIMIT = 200;

/** Draws `source`, or says at which of its rows (0-based) and why it cannot be drawn as written. */
function draw(source: string): Drawn {
  const cached = drawnCache.get(source);
  if (cached) return cached;
  const { lines, header } = sourceLines(source);
  const headerLine = (lines[header] ?? '').trim();
  const kind = diagramKind(headerLine);
  let drawn: Drawn;
  if (header === -1 || !kind) {
    drawn = {
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
  } else {
    const problems = lines.flatMap((line, row): Problem[] =>
      OWN_COLOURS.test(line.trim())
        ? [
            {
              row,
              expected: 'expected a diagram in the site’s colours',
              found: JSON.stringify(line.trim()),
              hint: 'style, classDef, class, linkStyle and ::: give it colours of its own, which would not follow the light and dark themes; leave them out',
            },
          ]
        : [],
    );
    try {
      const svg = drawSvg(source);
      const reported = new Set(problems.map((problem) => problem.row));
      for (const row of unreadLines(source, kind).filter((unread) => !reported.has(unread))) {
        problems.push({
          row,
          expected: 'expected a line the diagram renderer draws',
          found: `${JSON.stringify((lines[row] ?? '').trim())}, which it would leave out of the drawing`,
          hint: 'write it as the renderer reads it, or leave it out',
        });
      }
      drawn = problems.length > 0 ? { problems } : { svg, kind: kind.id, name: kind.name };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      problems.push({
        row: header,
        expected: `expected a diagram the renderer can draw (${reason})`,
        found: JSON.stringify(headerLine),
      });
      drawn = { problems };
    }
  }
  if (drawnCache.size >= CACHE_LIMIT) drawnCache.delete(drawnCache.keys().next().value ?? '');
  drawnCache.set(source, drawn);
  return drawn;
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
  return (tree: Root, file: VFile) => {
    const issues: ContentIssue[] = [];
    let count = 0;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      const fence = node.position?.start.line;
      const issue = (expected: string, found: string, hint?: string, line = fence) =>
        issues.push({ file: displayPath(file.path), line, field: 'diagram', expected, found, hint });
      const title = fenceTitle(node, issue);
      const drawn = draw(node.value);
      if ('problems' in drawn) {
        // The diagram's first row is on the line after the fence.
        for (const p of drawn.problems)
          issue(p.expected, p.found, p.hint, fence === undefined ? undefined : fence + 1 + p.row);
        return;
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
      parent.children.splice(index, 1, drawnNode as unknown as Code);
    });
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
