/**
 * The built HTML is valid (html-validate with .htmlvalidate.mjs), and the browser bundle carries no
 * build-time tool: content is parsed, compiled and highlighted before it ships.
 */
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { DIST, listFiles, readDist } from '../support/dist.ts';
import { htmlFiles } from '../support/site-pages.ts';

describe('html-validate', () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());

  it.each(htmlFiles())('%s is valid', async (file) => {
    const report = await validator.validateFile(path.join(DIST, file));
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
    expect(messages).toEqual([]);
  });
});

/** Strings that only these libraries contain (string literals survive minification). */
const buildTimeOnly = {
  'js-yaml': ['YAMLException', 'tag:yaml.org,2002:'],
  yaml: ['YAMLParseError'],
  'gray-matter': ['excerpt_separator'],
  micromark: ['codeFencedFenceSequence'],
  '@mdx-js/mdx': ['remark-mdx', 'mdxjs.com/migrating'],
  shiki: ['Invalid decoration offset'],
  'shiki oniguruma engine': ['Must invoke loadWasm first'],
  zod: ['ZodError'],
  // Diagrams are drawn at build time: neither the renderer nor its layout engine reaches a page.
  'beautiful-mermaid': ['Invalid mermaid header'],
  elkjs: ['org.eclipse.elk.layered'],
};

describe('browser bundle', () => {
  const scripts = listFiles().filter((f) => f.startsWith('assets/') && f.endsWith('.js'));

  it('has scripts to check', () => {
    expect(scripts.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(buildTimeOnly))('contains no %s', (_library, needles) => {
    const found = scripts.flatMap((file) => needles.filter((n) => readDist(file).includes(n)).map((n) => `${file}: ${n}`));
    expect(found).toEqual([]);
  });
});
