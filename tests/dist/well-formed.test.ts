/**
 * Every file a feed reader, a crawler or a browser parses is well-formed, read with real parsers: each
 * test site's feeds and sitemap as XML 1.0 (saxes), its pages as HTML with no parse error (parse5, the
 * WHATWG algorithm), and each page's data as JSON.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../support/dist.ts';
import { fixtureDist, type FixtureVariant } from '../support/fixture-build.ts';
import { htmlErrors, xmlErrors } from '../support/well-formed.ts';

const VARIANTS: FixtureVariant[] = ['root', 'subpath', 'large', 'data-engineer', 'no-blog', 'firmware-security'];

describe.each(VARIANTS)('the %s test site', (variant) => {
  const dir = fixtureDist(variant);
  const files = listFiles(dir);
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  /** Each file of `extension` whose parse found problems, with them. */
  const broken = (extension: string, problems: (text: string) => string[]) =>
    files
      .filter((file) => file.endsWith(extension))
      .map((file) => ({ file, problems: problems(read(file)) }))
      .filter(({ problems: found }) => found.length > 0);

  it('has feeds and a sitemap that parse as XML', () => {
    expect(files.filter((file) => file.endsWith('.xml'))).toContain('sitemap.xml');
    expect(broken('.xml', xmlErrors)).toEqual([]);
  });

  it('has pages that parse as HTML without a parse error', () => {
    expect(broken('.html', htmlErrors)).toEqual([]);
  });

  it('has page data that parses as JSON', () => {
    expect(
      broken('page-data.json', (text) => {
        try {
          JSON.parse(text);
          return [];
        } catch (error) {
          return [String(error)];
        }
      }),
    ).toEqual([]);
  });
});
