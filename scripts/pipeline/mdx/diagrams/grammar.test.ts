/**
 * Mermaid's grammar in Node, with DOMPurify left without a DOM: every kind the site draws parses, labels
 * and all (so a Mermaid or DOMPurify release that breaks the way grammar.ts loads them fails here), and a
 * line the grammar refuses is named with its message.
 */
import { describe, expect, it } from 'vitest';
import { DIAGRAM_KINDS } from './draw.ts';
import { grammarError } from './grammar.ts';

/** A diagram of each kind, each with labels Mermaid cleans with DOMPurify as it reads them. */
const SAMPLES: Record<string, string> = {
  flowchart: 'flowchart LR\n  a["Cell <b>3.6 V</b>"] -->|I2C| b{MCU}',
  state: 'stateDiagram-v2\n  [*] --> Idle\n  Idle --> Busy: start <i>now</i>',
  sequence: 'sequenceDiagram\n  participant A as Host\n  A->>B: Hello <br/> there',
  class: 'classDiagram\n  class Logger {\n    +int interval\n  }\n  Logger --> Modem : uses',
  er: 'erDiagram\n  LOGGER ||--o{ READING : records',
};

describe('Mermaid’s grammar at build time', () => {
  it('has a sample of every kind the site draws', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(DIAGRAM_KINDS.map((kind) => kind.id).sort());
  });

  it.each(Object.entries(SAMPLES))('reads a %s with labels, in Node, with no DOM', async (_, source) => {
    expect(await grammarError(source.split('\n'), 0)).toBeUndefined();
  });

  it('names the row it stops at from the diagram’s first line, and the grammar’s message on one line', async () => {
    const lines = ['', 'flowchart LR', '  a --> b', '  c[ -->'];
    expect(await grammarError(lines, 1)).toEqual({
      row: 3,
      message:
        "Expecting 'SQE', 'DOUBLECIRCLEEND', 'PE', '-)', 'STADIUMEND', 'SUBROUTINEEND', 'PIPE', 'CYLINDEREND', 'DIAMOND_STOP', 'TAGEND', 'TRAPEND', 'INVTRAPEND', 'UNICODE_TEXT', 'TEXT', 'TAGSTART', got the end of the diagram",
    });
  });
});
