/**
 * The built HTML is valid (html-validate with .htmlvalidate.mjs), and the browser bundle carries no
 * build-time tool: content is parsed, compiled and highlighted before it ships.
 */
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { DIST, listFiles, readDist } from '../support/dist.ts';

describe('html-validate', () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());

  it.each(['index.html', 'blog/index.html', 'blog/karl/index.html', '404.html'])('%s is valid', async (file) => {
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
};

describe('browser bundle', () => {
  const scripts = listFiles().filter((f) => f.startsWith('assets/') && f.endsWith('.js'));

  it('has scripts to check', () => {
    expect(scripts.length).toBeGreaterThan(0);
  });

  it('wraps its CommonJS modules (React, react-dom) in function expressions, which V8 compiles while streaming', () => {
    const vendor = scripts.filter((f) => path.basename(f).startsWith('vendor-'));
    expect(vendor).toHaveLength(1);
    const code = readDist(vendor[0] ?? '');
    // Minified, a wrapper is `x=t((function(e,t){` once rewritten and `x=t(((e,t)=>{` before.
    expect(code.match(/[\w$]=[\w$]\(\(function\([\w$,]*\)\{/g)?.length).toBeGreaterThanOrEqual(4);
    expect(code.match(/[\w$]=[\w$]\(\(\(?[\w$,]*\)?=>\{/g)).toBeNull();
  });

  it.each(Object.entries(buildTimeOnly))('contains no %s', (_library, needles) => {
    const found = scripts.flatMap((file) => needles.filter((n) => readDist(file).includes(n)).map((n) => `${file}: ${n}`));
    expect(found).toEqual([]);
  });
});
