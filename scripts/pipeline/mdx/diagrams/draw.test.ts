/**
 * The renderer and the site's stylesheet agree: every colour variable beautiful-mermaid's SVG uses, for
 * every kind the site draws, is one src/styles/diagrams.css defines (the SVG's own <style> is removed).
 * And the lines the renderer leaves out of a drawing are found, whatever kind of diagram holds them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_KINDS, diagramKind, drawSvg, sourceLines, unreadLines } from './draw.ts';

/** A small diagram of each kind the site draws, using what each kind draws. */
const SAMPLES: Record<string, string> = {
  flowchart:
    'flowchart LR\n  a[Sensor] -->|I2C| b{MCU}\n  b -.-> c[(Flash)]\n  subgraph Power\n    d((Cell)) ==> b\n  end',
  state:
    'stateDiagram-v2\n  [*] --> Idle\n  Idle --> Busy: start\n  state Busy {\n    [*] --> Work\n  }\n  Busy --> [*]',
  sequence:
    'sequenceDiagram\n  participant A as Host\n  A->>B: Hello\n  B-->>A: Hi\n  Note over A,B: handshake\n  loop every second\n    A->>B: ping\n  end',
  class:
    'classDiagram\n  class Logger {\n    +int interval\n    +wake() void\n  }\n  Logger --> Modem : uses\n  Sensor <|-- Pressure',
  er: 'erDiagram\n  LOGGER ||--o{ READING : records\n  READING {\n    int mm\n    string at\n  }',
};

const stylesheet = readFileSync('src/styles/diagrams.css', 'utf8');
/** The custom properties diagrams.css sets on a diagram's svg. */
const defined = new Set([...stylesheet.matchAll(/^\s*(--[\w-]+)\s*:/gm)].map((m) => m[1]));

describe('the diagrams’ stylesheet', () => {
  it('has a sample of every kind the site draws', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(DIAGRAM_KINDS.map((kind) => kind.id).sort());
  });

  it.each(Object.entries(SAMPLES))('defines every colour variable the renderer’s %s uses', (_, source) => {
    const svg = drawSvg(source);
    // The renderer's own <style> is where it defines its variables; the figure removes it.
    const drawing = svg.replace(/<style>[\s\S]*?<\/style>/g, '').replace(/ style="[^"]*"/, '');
    const used = new Set([...drawing.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });

  it.each(Object.entries(SAMPLES))(
    'defines every variable the renderer’s own style block derives, for a %s',
    (_, source) => {
      const style = drawSvg(source).match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
      const derived = [...style.matchAll(/^\s*(--_[\w-]+)\s*:/gm)].map((m) => m[1]);
      expect(derived.length).toBeGreaterThan(0);
      expect(derived.filter((name) => !defined.has(name))).toEqual([]);
    },
  );
});

/** The unread lines of `source`, as written. */
function unread(source: string): string[] {
  const { lines, header } = sourceLines(source);
  const kind = diagramKind(lines[header] ?? '');
  if (!kind) throw new Error('no kind');
  return unreadLines(source, kind).map((row) => (lines[row] ?? '').trim());
}

describe('lines the renderer leaves out', () => {
  it.each(Object.entries(SAMPLES))('finds none in a %s it draws whole', (_, source) => {
    expect(unread(source)).toEqual([]);
  });

  it.each([
    ['a flowchart arrow it does not know', 'flowchart LR\n  a --> b\n  b -> c\n  c --> d', ['b -> c']],
    ['a flowchart line it reads only in part', 'flowchart LR\n  a[Sensor --> b\n  b --> c', ['a[Sensor --> b']],
    ['a state transition written with a short arrow', 'stateDiagram-v2\n  [*] --> A\n  A -> B\n  A --> C', ['A -> B']],
    ['a message without its colon', 'sequenceDiagram\n  Alice->>Bob Hello\n  Bob->>Alice: Hi', ['Alice->>Bob Hello']],
    [
      'sequence features the renderer lacks',
      'sequenceDiagram\n  autonumber\n  A->>B: Hi\n  activate B',
      ['autonumber', 'activate B'],
    ],
    [
      'an accessibility title in the diagram',
      'flowchart LR\n  accTitle: Power path\n  a --> b',
      ['accTitle: Power path'],
    ],
  ])('finds %s', (_, source, lines) => {
    expect(unread(source)).toEqual(lines);
  });

  it.each([
    ['a participant declared in the order of first use', 'sequenceDiagram\n  participant A\n  A->>B: Hi'],
    ['a node declared before it is linked', 'flowchart TB\n  a\n  a --> b'],
    ['a label broken over two lines', 'flowchart TB\n  a["Cell<br/>3.6 V"] --> b'],
    ['the end of a block', 'flowchart TB\n  subgraph P\n    a --> b\n  end'],
  ])('leaves %s alone', (_, source) => {
    expect(unread(source)).toEqual([]);
  });
});
