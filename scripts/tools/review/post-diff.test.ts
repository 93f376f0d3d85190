import path from 'node:path';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import type { FieldChanges } from './fields.ts';
import { readPostBody } from './post-body.ts';
import { diffPostBody } from './post-diff.ts';
import { plainExcerpt } from './words.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'post-diff-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(path.join(dir, 'a.jpg'), 'first picture');
writeFileSync(path.join(dir, 'b.jpg'), 'second picture');

const post = (body: string) => `---\ntitle: T\n---\n\n${body}\n`;

async function changes(before: string, after: string, files: Record<string, string> = {}) {
  const a = await readPostBody(path.join(dir, 'post.mdx'), post(before));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);
  const b = await readPostBody(path.join(dir, 'post.mdx'), post(after));
  const out: FieldChanges = { changes: [], details: [] };
  diffPostBody(a, b, out);
  return { changes: out.changes, details: out.details.map((d) => [d.label, d.excerpts.map((e) => plainExcerpt(e))]) };
}

const PARAGRAPH = `## Hardware

The mechanical design is a rocker-bogie on 2020 aluminium extrusion. A rocker-bogie keeps all six
wheels on the ground over the 10 cm ruts and cable trenches between rows without springs, which
means fewer parts to tune.`;

describe('diffPostBody', () => {
  it('shows a one-word edit in a hard-wrapped paragraph as that one word', async () => {
    const rewrapped = `## Hardware

The mechanical design is a rocker-bogie on 2020 aluminium extrusion. A rocker-bogie keeps all six wheels
on the ground over the 12 cm ruts and cable trenches between rows without springs, which means fewer
parts to tune.`;
    expect(await changes(PARAGRAPH, rewrapped)).toEqual({
      changes: ['section "Hardware" edited (+1 −1 words)'],
      details: [
        [
          '"Hardware"',
          [
            '…rocker-bogie keeps all six wheels on the ground over the [-10-]{+12+} cm ruts and cable trenches between rows without springs, which…',
          ],
        ],
      ],
    });
  });

  it('names sections added, removed and renamed', async () => {
    const before = `## One\n\nAlpha beta gamma delta.\n\n## Two\n\nEpsilon zeta.\n`;
    const after = `## First\n\nAlpha beta gamma delta.\n\n## Three\n\nEta theta iota.\n`;
    expect((await changes(before, after)).changes).toEqual([
      'section "One" renamed "First"',
      'section "Three" added (3 words)',
      'section "Two" removed (2 words)',
    ]);
  });

  it('names a gallery image replaced by content, re-captioned, or swapped for another file', async () => {
    const gallery = (src: string, caption: string) =>
      `<Gallery>\n  <GalleryImage src="${src}" alt="A picture" caption="${caption}" />\n</Gallery>\n\n## S\n\nText.`;
    expect(
      (await changes(gallery('./a.jpg', 'Old caption'), gallery('./a.jpg', 'New caption'), { 'a.jpg': 'new bytes' }))
        .changes,
    ).toEqual(['gallery image ./a.jpg replaced', 'gallery image ./a.jpg re-captioned']);
    expect((await changes(gallery('./a.jpg', 'C'), gallery('./b.jpg', 'C'))).changes).toEqual([
      'gallery image 1 replaced (./a.jpg → ./b.jpg)',
    ]);
  });

  it('names a changed code block by its title, with lines added and removed', async () => {
    const code = (line: string) => `## S\n\nText.\n\n\`\`\`c title="motor.c"\nint a;\n${line}\n\`\`\``;
    expect((await changes(code('int b;'), code('int c;\nint d;'))).changes).toEqual([
      'code block motor.c changed (+2 −1 lines)',
    ]);
  });

  it('finds nothing when only the line wrapping changed', async () => {
    expect((await changes(PARAGRAPH, PARAGRAPH.replace(/\n(?!\n)/g, ' '))).changes).toEqual([]);
  });
});
