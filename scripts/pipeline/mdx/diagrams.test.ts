/**
 * Mermaid diagrams through the MDX pipeline: a ```mermaid fence becomes a figure with the SVG inline,
 * without styles the site's policy would block, with ids of its own, a name for assistive technology and
 * its source as text; what would draw a wrong diagram fails the compile and the content check at its line.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPost } from '../../../tests/support/render-post.ts';
import { inspectPost } from './inspect.ts';
import { mdxOptions } from './options.ts';
import { DIAGRAMS_CSS, MAX_DIAGRAM_BYTES } from './remark/diagrams.ts';

const dir = path.resolve('.tmp/mdx-diagrams');
const shown = '.tmp/mdx-diagrams';

const FLOWCHART =
  '```mermaid title="Power path"\nflowchart LR\n  cell[Cell] --> main{MCU}\n  main --> top[Radio]\n```\n';
const STATES = '```mermaid\nstateDiagram-v2\n  [*] --> Asleep\n  Asleep --> Awake: alarm\n```\n';

/** Compiles `source` as `<dir>/<name>.mdx`: its compiled code and its HTML, as the build renders it. */
async function render(name: string, source: string): Promise<{ code: string; html: string }> {
  const { code, html } = await renderPost(path.join(dir, `${name}.mdx`), source);
  return { code, html };
}

/** The post's problems, from a compile and from the content check without one: they must agree. */
async function problems(source: string): Promise<string[]> {
  const file = path.join(dir, 'broken.mdx');
  const error: unknown = await compile(new VFile({ path: file, value: source }), mdxOptions).then(
    () => new Error('compiled'),
    (e: unknown) => e,
  );
  const fromCompile = (error instanceof Error ? error.message : String(error)).split('\n').slice(1);
  const structure = await inspectPost(file, source);
  const fromCheck = structure.issues.map((issue) => {
    const hint = issue.hint === undefined ? '' : `; ${issue.hint}`;
    return `${issue.file}:${issue.line ?? '?'} ${issue.field}: ${issue.expected}, got ${issue.found ?? ''}${hint}`;
  });
  expect(fromCheck).toEqual(fromCompile);
  return fromCompile;
}

beforeAll(async () => {
  await mkdir(dir, { recursive: true });
});

describe('a diagram on the page', () => {
  it('is a figure with the SVG inline, named by its title, with its source as text and its stylesheet imported', async () => {
    const { code, html } = await render('flowchart', `Intro.\n\n${FLOWCHART}`);
    expect(code).toContain(`import ${JSON.stringify(DIAGRAMS_CSS)};`);
    expect(html).toMatch(
      /^<p>Intro\.<\/p>\n<figure class="diagram" data-diagram="flowchart"><figcaption id="diagram-1-caption">Power path<\/figcaption><div class="diagram-canvas" data-pagefind-ignore=""><svg [^>]*role="img" aria-labelledby="diagram-1-caption">/,
    );
    // The body's HTML leaves a `>` in text as it is, which HTML allows.
    expect(html).toContain(
      '</svg></div><details class="diagram-source"><summary>Diagram source</summary><pre>flowchart LR\n  cell[Cell] --> main{MCU}\n  main --> top[Radio]</pre></details></figure>',
    );
    // The labels are drawn as text.
    expect(html).toMatch(/<text[^>]*>Cell<\/text>/);
  });

  it('carries no style the site’s policy would block, and fetches nothing', async () => {
    const { html } = await render('no-styles', FLOWCHART);
    expect(html).not.toMatch(/<style| style="|@import|https?:\/\/fonts/);
  });

  it('gives every id the diagram’s own prefix, so two diagrams or the page’s own ids never clash', async () => {
    const { html } = await render('two', `${FLOWCHART}\n${STATES}`);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(ids.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^diagram-[12]-/.test(id))).toBe(true);
    for (const [, target] of html.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(target);
  });

  it('is named by its kind when the fence has no title, and has no caption', async () => {
    const { html } = await render('untitled', STATES);
    expect(html).toMatch(/<svg [^>]*role="img" aria-label="State diagram">/);
    expect(html).not.toContain('<figcaption');
  });

  it('leaves the post without the stylesheet when it has no diagram', async () => {
    const { code } = await render('none', 'Just text.\n');
    expect(code).not.toContain(DIAGRAMS_CSS);
  });

  it('does not count towards the reading time', async () => {
    const words = Array.from({ length: 150 }, (_, i) => `n${i}[Step ${i} of the loop] --> n${i + 1}`).join('\n  ');
    const withDiagram = await inspectPost(
      path.join(dir, 'long.mdx'),
      `## A\n\nShort.\n\n\`\`\`mermaid\nflowchart TB\n  ${words}\n\`\`\`\n`,
    );
    expect(withDiagram.readingMinutes).toBe(1);
  });
});

describe('a diagram that cannot be drawn as written fails at its line', () => {
  it.each([
    [
      'flowchart',
      'flowchart LR\n  a[Sensor] -->|I2C| b{MCU}\n  b -.-> c[(Flash)]\n  subgraph Power\n    d((Cell)) ==> b\n  end',
    ],
    [
      'state',
      'stateDiagram-v2\n  [*] --> Idle\n  Idle --> Busy: start\n  state Busy {\n    [*] --> Work\n  }\n  Busy --> [*]',
    ],
    ['sequence', 'sequenceDiagram\n  participant A as Host\n  A->>B: Hello\n  B-->>A: Hi\n  Note over A,B: handshake'],
    ['class', 'classDiagram\n  class Logger {\n    +int interval\n    +wake() void\n  }\n  Logger --> Modem : uses'],
    ['entity relationship', 'erDiagram\n  LOGGER ||--o{ READING : records\n  READING {\n    int mm\n  }'],
  ])('passes a %s diagram that Mermaid’s grammar reads and the renderer draws whole', async (_, diagram) => {
    expect(await problems(`\`\`\`mermaid\n%% a comment\n${diagram}\n\`\`\`\n`)).toEqual([]);
  });

  it('names a kind the site does not draw, at the diagram’s first line, with the kinds it draws', async () => {
    expect(await problems('Text.\n\n```mermaid\npie title Pets\n  "Dogs" : 3\n```\n')).toEqual([
      `${shown}/broken.mdx:4 diagram: expected a kind of diagram the site draws on the first line, got "pie title Pets"; the site draws flowcharts (flowchart LR), state diagrams (stateDiagram-v2), sequence diagrams (sequenceDiagram), class diagrams (classDiagram) and entity relationship diagrams (erDiagram)`,
    ]);
  });

  it('points a Mermaid title block to the fence’s title', async () => {
    const [problem] = await problems('```mermaid\n---\ntitle: Power\n---\nflowchart LR\n  a --> b\n```\n');
    expect(problem).toBe(
      `${shown}/broken.mdx:2 diagram: expected a kind of diagram the site draws on the first line, got "---"; write the title in the fence instead: \`\`\`mermaid title="…"; the site draws flowcharts (flowchart LR), state diagrams (stateDiagram-v2), sequence diagrams (sequenceDiagram), class diagrams (classDiagram) and entity relationship diagrams (erDiagram)`,
    );
  });

  it('gives the renderer’s own message when it cannot draw the diagram', async () => {
    expect(await problems('```mermaid\ngraph\n  a --> b\n```\n')).toEqual([
      `${shown}/broken.mdx:2 diagram: expected a diagram the renderer can draw (Invalid mermaid header: "graph". Expected "graph TD", "flowchart LR", "stateDiagram-v2", etc.), got "graph"`,
    ]);
  });

  it('names each line the renderer would leave out, at its own line', async () => {
    expect(
      await problems('Text.\n\n```mermaid\nsequenceDiagram\n  A->>B: Hi\n  autonumber\n  activate B\n```\n'),
    ).toEqual([
      `${shown}/broken.mdx:6 diagram: expected a line the diagram renderer draws, got "autonumber", which it would leave out of the drawing; write it as the renderer reads it, or leave it out`,
      `${shown}/broken.mdx:7 diagram: expected a line the diagram renderer draws, got "activate B", which it would leave out of the drawing; write it as the renderer reads it, or leave it out`,
    ]);
  });
});

describe('a diagram Mermaid would not read, or the site would not draw as written, fails at its line', () => {
  it('names the line Mermaid’s grammar refuses with the grammar’s message, where the renderer would draw something else', async () => {
    // beautiful-mermaid draws `A[ -->` as a node "A"; Mermaid's grammar expects the bracket closed.
    expect(await problems('Text.\n\n```mermaid\nflowchart LR\n  A[ -->\n```\n')).toEqual([
      `${shown}/broken.mdx:5 diagram: expected a diagram Mermaid’s grammar reads (Expecting 'SQE', 'DOUBLECIRCLEEND', 'PE', '-)', 'STADIUMEND', 'SUBROUTINEEND', 'PIPE', 'CYLINDEREND', 'DIAMOND_STOP', 'TAGEND', 'TRAPEND', 'INVTRAPEND', 'UNICODE_TEXT', 'TEXT', 'TAGSTART', got the end of the diagram), got "A[ -->"`,
    ]);
    // Comments and blank lines before the line keep its number.
    expect(
      await problems('```mermaid\n%% the uplink\n\nsequenceDiagram\n  %% a comment\n  A->>B: Hi\n  B->>A Hello\n```\n'),
    ).toEqual([
      `${shown}/broken.mdx:7 diagram: expected a diagram Mermaid’s grammar reads (Expecting 'TXT', got 'NEWLINE'), got "B->>A Hello"`,
    ]);
  });

  it.each([
    ['a state', 'stateDiagram-v2\n  [*] --> A\n  A -> B', 3, 'A -> B', /^Expecting 'SPACE', .*, got 'INVALID'$/],
    [
      'a class',
      'classDiagram\n  Logger --> ',
      2,
      'Logger -->',
      /^Expecting .*, got 'NEWLINE'$|got the end of the diagram$/,
    ],
    [
      'an entity relationship',
      'erDiagram\n  A ||--o{ B has',
      2,
      'A ||--o{ B has',
      /^Expecting 'COLON', .*got 'UNICODE_TEXT'$/,
    ],
  ])('refuses %s diagram the grammar does not read, at its line', async (_, diagram, row, line, message) => {
    const [problem = ''] = await problems(`\`\`\`mermaid\n${diagram}\n\`\`\`\n`);
    const match = /^(.*?) diagram: expected a diagram Mermaid’s grammar reads \((.*)\), got (".*")$/.exec(problem);
    expect(match?.[1]).toBe(`${shown}/broken.mdx:${row + 1}`);
    expect(match?.[2]).toMatch(message);
    expect(match?.[3]).toBe(JSON.stringify(line));
  });

  it('refuses a %%{init}%% directive and a click at their lines: the site would ignore both', async () => {
    expect(
      await problems(
        '```mermaid\n%%{init: {"theme": "dark"}}%%\nflowchart LR\n  a --> b\n  click a "https://example.org" "Open"\n```\n',
      ),
    ).toEqual([
      `${shown}/broken.mdx:2 diagram: expected no %%{…}%% directive, got "%%{init: {\\"theme\\": \\"dark\\"}}%%"; the site draws every diagram in its own colours, fonts and layout, so a directive would be ignored; leave it out`,
      `${shown}/broken.mdx:5 diagram: expected no click or link in a diagram, got "click a \\"https://example.org\\" \\"Open\\""; a diagram on the page is a picture, which opens no link and runs no script; link to the page in the post’s text instead`,
    ]);
  });

  it('refuses a diagram over the size limit at its first line, before reading it', async () => {
    const nodes = Array.from({ length: 400 }, (_, i) => `  n${i}[Step ${i}] --> n${i + 1}`).join('\n');
    const source = `flowchart TB\n${nodes}`;
    expect(await problems(`Text.\n\n\`\`\`mermaid\n${source}\n\`\`\`\n`)).toEqual([
      `${shown}/broken.mdx:4 diagram: expected a diagram of at most ${MAX_DIAGRAM_BYTES.toLocaleString('en-US')} bytes of source, got ${Buffer.byteLength(source).toLocaleString('en-US')} bytes; split it into diagrams of a part each, which a reader can follow on a phone`,
    ]);
  });

  it('refuses colours of the diagram’s own, which would not follow the themes', async () => {
    expect(await problems('```mermaid\nflowchart LR\n  a --> b\n  style a fill:#f9f\n```\n')).toEqual([
      `${shown}/broken.mdx:4 diagram: expected a diagram in the site’s colours, got "style a fill:#f9f"; style, classDef, class, linkStyle and ::: give it colours of its own, which would not follow the light and dark themes; leave them out`,
    ]);
  });

  it('refuses a class diagram’s own colours, and takes its class blocks for what they are', async () => {
    expect(await problems('```mermaid\nclassDiagram\n  class A {\n    +int x\n  }\n  cssClass "A" hot\n```\n')).toEqual(
      [
        `${shown}/broken.mdx:6 diagram: expected a diagram in the site’s colours, got "cssClass \\"A\\" hot"; style, classDef, cssClass, linkStyle and ::: give it colours of its own, which would not follow the light and dark themes; leave them out`,
      ],
    );
  });

  it('accepts a title and nothing else after ```mermaid, at the fence’s line', async () => {
    expect(await problems('Text.\n\n```mermaid showLineNumbers\nflowchart LR\n  a --> b\n```\n')).toEqual([
      `${shown}/broken.mdx:3 diagram: expected title="…" or nothing after \`\`\`mermaid, got "showLineNumbers"`,
    ]);
  });
});
