import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { postSchema } from '../../src/content/schema.ts';
import { FIXTURE_CONTENT } from '../../tests/support/fixture-build.ts';
import { fixtureContent } from '../../tests/support/fixture-content.ts';
import { compileCost } from './compile-cost.ts';
import { choosePostTemplate, generatedPost, generatedPostFile } from './post-template.ts';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'post-template-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The frontmatter of an MDX source, parsed, and its body. */
function split(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  return { data: parse(match?.[1] ?? '') as Record<string, unknown>, body: text.slice(match?.[0].length ?? 0) };
}

describe('choosePostTemplate', () => {
  it('takes the longest published post of the content, never a draft', () => {
    const { posts, drafts } = fixtureContent();
    const longest = [...posts].sort((a, b) => readFileSync(b.file).length - readFileSync(a.file).length)[0];
    const template = choosePostTemplate(FIXTURE_CONTENT);
    expect(template.file).toBe(path.resolve(longest?.file ?? ''));
    expect(template.label).toBe(`blog/${path.basename(longest?.file ?? '')}`);
    expect(drafts.map((d) => path.resolve(d.file))).not.toContain(template.file);
  });

  it('uses its own post, which the post schema accepts and the MDX pipeline compiles, when the content has none', async () => {
    const dir = tempDir();
    const template = choosePostTemplate(dir);
    expect(template.file).toBeUndefined();
    expect(postSchema.safeParse(split(template.text).data).success).toBe(true);
    const file = path.join(dir, 'template.mdx');
    writeFileSync(file, template.text);
    const cost = await compileCost(file, 1, 0);
    expect(cost.runs).toHaveLength(1);
  }, 30_000);

  it('leaves drafts out: content whose only post is a draft has no template of its own', () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'blog'));
    writeFileSync(
      path.join(dir, 'blog', 'wip.mdx'),
      '---\ntitle: Wip\ndescription: D.\ndate: 2026-01-01\ndraft: true\n---\n\nText.\n',
    );
    expect(choosePostTemplate(dir).file).toBeUndefined();
  });
});

describe('generatedPost', () => {
  const template = readFileSync(choosePostTemplate(FIXTURE_CONTENT).file ?? '', 'utf8');

  it('keeps the body word for word, with its own title, description and an earlier date, and no slug', () => {
    const original = split(template);
    const copy = split(generatedPost(template, 12));
    expect(copy.body).toBe(original.body);
    expect(copy.data.title).toBe('Generated post 012 for the build scale check');
    expect(copy.data.description).not.toBe(original.data.description);
    expect(copy.data.slug).toBeUndefined();
    const days = (Date.parse(String(original.data.date)) - Date.parse(String(copy.data.date))) / 86_400_000;
    expect(days).toBe(12);
    expect(postSchema.safeParse(copy.data).success).toBe(true);
  });

  it('takes none of the template’s old addresses, which are the template’s own, and is on the lists', () => {
    const withOld = template.replace(/^---\n/, '---\nunlisted: true\n');
    expect(split(withOld).data.aliases).toBeDefined();
    const copy = split(generatedPost(withOld, 3));
    expect([copy.data.aliases, copy.data.unlisted]).toEqual([undefined, undefined]);
    const timed = split(generatedPost(template.replace(/^date: (.+)$/m, 'date: $1 09:30'), 1));
    expect(String(timed.data.date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names each generated post so it sorts in order', () => {
    expect([generatedPostFile(2), generatedPostFile(10), generatedPostFile(200)]).toEqual([
      'generated-002.mdx',
      'generated-010.mdx',
      'generated-200.mdx',
    ]);
  });
});
