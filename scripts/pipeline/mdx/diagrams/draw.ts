/**
 * Mermaid diagrams drawn at build time by beautiful-mermaid: an SVG string from the diagram's source,
 * with no DOM and no browser. This module knows the renderer; `figure.ts` turns its SVG into the page's
 * markup, and `remark/diagrams.ts` reports what fails at the post's line.
 *
 * beautiful-mermaid never reports a syntax error: a line its parser does not understand is left out of
 * the drawing without a word. `unreadLines` finds those lines, asking the renderer itself (so the check
 * follows whatever the installed renderer reads): a line is unread when the drawing is the same without
 * it and the line alone draws nothing.
 */
import { parseMermaid, renderMermaidSVG } from 'beautiful-mermaid';

/** A kind of diagram the site draws: its name for readers, and what its first line says. */
export interface DiagramKind {
  id: 'flowchart' | 'state' | 'sequence' | 'class' | 'er';
  /** The accessible name of a diagram without a title, e.g. "Flowchart". */
  name: string;
  header: RegExp;
  /** Whether the renderer's exported parser reads it (then only the parse is compared, not a layout). */
  parsed: boolean;
}

/** Every kind the site draws. XY charts (the renderer's sixth) carry colours of their own: see KIND_HINT. */
export const DIAGRAM_KINDS: readonly DiagramKind[] = [
  { id: 'flowchart', name: 'Flowchart', header: /^(graph|flowchart)\b/i, parsed: true },
  { id: 'state', name: 'State diagram', header: /^stateDiagram(-v2)?\s*$/i, parsed: true },
  { id: 'sequence', name: 'Sequence diagram', header: /^sequenceDiagram\s*$/i, parsed: false },
  { id: 'class', name: 'Class diagram', header: /^classDiagram\s*$/i, parsed: false },
  { id: 'er', name: 'Entity relationship diagram', header: /^erDiagram\s*$/i, parsed: false },
];

/** What to write instead when the first line names no kind the site draws. */
export const KIND_HINT =
  'the site draws flowcharts (flowchart LR), state diagrams (stateDiagram-v2), sequence diagrams (sequenceDiagram), class diagrams (classDiagram) and entity relationship diagrams (erDiagram)';

/** The renderer's colours: CSS variables the site's stylesheet (src/styles/diagrams.css) defines. */
const COLOURS = { bg: 'var(--diagram-bg)', fg: 'var(--diagram-fg)', transparent: true } as const;

/** A line the renderer skips: blank, or a Mermaid comment. */
const isSkipped = (line: string) => line.trim() === '' || line.trim().startsWith('%%');

/** The source's lines, and the index of its first line that is not blank or a comment (its header). */
export function sourceLines(source: string): { lines: string[]; header: number } {
  const lines = source.split('\n');
  return { lines, header: lines.findIndex((line) => !isSkipped(line)) };
}

/** The kind the header line names, if the site draws it. */
export function diagramKind(header: string): DiagramKind | undefined {
  return DIAGRAM_KINDS.find((kind) => kind.header.test(header.trim()));
}

/** Renders `source` to an SVG string; throws the renderer's own error. */
export function drawSvg(source: string): string {
  return renderMermaidSVG(source, COLOURS);
}

/** The drawing as a comparable string: the parse alone where the renderer exports its parser. */
function drawing(source: string, kind: DiagramKind): string {
  if (!kind.parsed) return drawSvg(source);
  // Labels keep their line breaks as they are: JSON's "\\n" would glue two words into one.
  return JSON.stringify(parseMermaid(source), (_key, value: unknown) =>
    value instanceof Map
      ? [...value]
      : value instanceof Set
        ? [...value]
        : typeof value === 'string'
          ? value.replace(/\s+/g, ' ')
          : value,
  );
}

/** Lines that close a block: dropping one can leave the drawing as it was while the line was read. */
const CLOSER = /^(end|\})$/;

/** The words of a text: runs of letters, digits and underscores, lowercased. */
const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []);

/** Each kind's own words, which a line may hold without their appearing in the drawing. */
const SYNTAX_WORDS: Record<DiagramKind['id'], readonly string[]> = {
  flowchart: ['graph', 'flowchart', 'subgraph', 'direction', 'tb', 'td', 'bt', 'rl', 'lr'],
  state: ['state', 'as', 'direction', 'tb', 'td', 'bt', 'rl', 'lr'],
  sequence: [
    'participant',
    'actor',
    'as',
    'note',
    'over',
    'left',
    'right',
    'of',
    'loop',
    'alt',
    'else',
    'opt',
    'par',
    'and',
    'critical',
    'break',
    'rect',
  ],
  class: ['class'],
  // The crow's-foot ends of a relationship: `||--o{`.
  er: ['o'],
};

/** True when every word of `line` that is not syntax appears in `drawn`. */
function wordsDrawn(line: string, drawn: string, kind: DiagramKind): boolean {
  const seen = wordsOf(drawn);
  const syntax = new Set([...SYNTAX_WORDS[kind.id], 'br']);
  return [...wordsOf(line)].every((word) => syntax.has(word) || seen.has(word));
}

/**
 * The lines (indices into the source's lines) the renderer leaves out of the drawing of `source`, in
 * whole or in part. A line is read when it draws, alone, every word it holds (syntax aside); or, for a
 * line that only means something in its block (a class's member), when the drawing changes without it
 * and shows every word it holds.
 */
export function unreadLines(source: string, kind: DiagramKind): number[] {
  const { lines, header } = sourceLines(source);
  const headerLine = lines[header] ?? '';
  let whole: string | undefined;
  const unread: number[] = [];
  for (let index = header + 1; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (isSkipped(line) || CLOSER.test(line.trim())) continue;
    if (wordsDrawn(line, drawing(`${headerLine}\n${line}`, kind), kind)) continue;
    // From the header on: the renderer takes a comment before it for the header, for some kinds.
    whole ??= drawing(lines.slice(header).join('\n'), kind);
    const without = drawing(lines.filter((_, other) => other !== index && other >= header).join('\n'), kind);
    if (without !== whole && wordsDrawn(line, whole, kind)) continue;
    unread.push(index);
  }
  return unread;
}
