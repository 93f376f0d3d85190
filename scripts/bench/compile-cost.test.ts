import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCost } from './compile-cost.ts';

describe('compileCost', () => {
  it("times every stage of the pipeline, in order, and the median run's stages add up to its whole", async () => {
    const dir = path.resolve('.tmp/compile-cost');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, 'post.mdx');
    await writeFile(file, '---\ntitle: T\n---\n\n## One\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n```c\nint x;\n```\n');
    const cost = await compileCost(file, 5, 0);
    expect(cost.stages.map(([stage]) => stage)).toEqual([
      'parse (micromark: MDX, GFM)',
      'remark plugins, mdast to hast',
      'rehypeFootnoteIds',
      'rehypeSlug',
      'rehypeFrameIds',
      'rehypeSections',
      'rehypeGallery',
      'rehypeContentFiles',
      'rehypeFootnotes',
      'rehypeDiagramsStylesheet',
      'rehypeMaths',
      'rehypeCallouts',
      'rehypePrettyCode',
      'rehypeCodeLines',
      'rehypeCopyButton',
      'rehypeCodeStyles',
      'rehypeTables',
      'rehypeBodyModule',
      'the module to JavaScript (recma)',
    ]);
    // Several runs, so the figures come from one of them: medians taken stage by stage would not add up.
    expect(cost.runs).toHaveLength(5);
    expect(cost.runs).toContain(cost.total);
    expect(cost.runs.filter((run) => run < cost.total)).toHaveLength(2);
    const sum = cost.stages.reduce((total, [, ms]) => total + ms, 0);
    expect(sum).toBeCloseTo(cost.total, 6);
    expect(cost.total).toBeGreaterThan(0);
  });
});
