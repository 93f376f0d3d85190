import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { afterAll, describe, expect, it } from 'vitest';
import { formatIssue } from './issues.ts';
import { FrontmatterLanguageError, parseFrontmatter, YAML_ONLY } from './frontmatter.ts';

const source = [
  '---', // 1
  '# a comment', // 2
  'title: Rover', // 3
  'stack:', // 4
  '  - ROS 2', // 5
  '  - C++', // 6
  'links:', // 7
  '  - label: Source', // 8
  '    href: https://example.com', // 9
  'photo: { src: a.jpg, alt: A }', // 10
  '---', // 11
  '', // 12
  'Body text.', // 13
  '',
].join('\n');

describe('parseFrontmatter', () => {
  const file = parseFrontmatter('content/x.md', source);

  it('returns the data and the body', () => {
    expect(file.data).toEqual({
      title: 'Rover',
      stack: ['ROS 2', 'C++'],
      links: [{ label: 'Source', href: 'https://example.com' }],
      photo: { src: 'a.jpg', alt: 'A' },
    });
    expect(file.body.trim()).toBe('Body text.');
    expect(file.syntaxIssues).toEqual([]);
  });

  it.each([
    [['title'], 3],
    [['stack'], 4],
    [['stack', 0], 5],
    [['stack', 1], 6],
    [['links', 0], 8],
    [['links', 0, 'href'], 9],
    [['photo', 'alt'], 10],
  ] as const)('finds the line of %o: %i', (path, line) => {
    expect(file.lineOf(path)).toBe(line);
  });

  it('falls back to the nearest existing parent', () => {
    expect(file.lineOf(['links', 0, 'title'])).toBe(8);
    expect(file.lineOf(['stack', 5])).toBe(4);
  });

  it('points a missing top-level field at the start of the block', () => {
    expect(file.lineOf(['tagline'])).toBe(1);
  });

  it('gives the same lines when the same text is parsed twice (gray-matter caches by text)', () => {
    expect(parseFrontmatter('content/x.md', source).lineOf(['links', 0, 'href'])).toBe(9);
  });

  it('reports a YAML syntax error at its line', () => {
    const broken = parseFrontmatter('content/y.md', '---\ntitle: a\nrole: RF: Engineer\n---\n');
    expect(broken.syntaxIssues.map(formatIssue)).toEqual([
      'content/y.md:3 frontmatter: expected valid YAML (Nested mappings are not allowed in compact mappings); a colon followed by a space starts a new key; put the whole value in quotes',
    ]);
  });

  it('reports a quote that is never closed at the line where it opens', () => {
    const broken = parseFrontmatter(
      'content/y.md',
      "---\ntitle: 'Rig: a test bench\ndescription: A rover.\ndate: 2025-09-14\n---\n",
    );
    expect(broken.syntaxIssues.map(formatIssue)).toEqual([
      "content/y.md:2 frontmatter: expected valid YAML (Missing closing 'quote); close the quote on the line where it opens",
    ]);
  });

  it('reports an unclosed quote in a list item at that item', () => {
    const broken = parseFrontmatter('content/y.md', '---\nskills:\n  - C\n  - "Zephyr\n  - ROS 2\n---\n');
    expect(broken.syntaxIssues.map(formatIssue)).toEqual([
      'content/y.md:4 frontmatter: expected valid YAML (Missing closing "quote); close the quote on the line where it opens',
    ]);
  });

  it('gives the line where the frontmatter closes', () => {
    expect(file.endLine).toBe(11);
    expect(parseFrontmatter('content/z.md', 'title: a\n').endLine).toBeUndefined();
  });

  it('reports a key written twice', () => {
    const broken = parseFrontmatter('content/y.md', '---\ntitle: a\ntitle: b\n---\n');
    expect(broken.syntaxIssues.map(formatIssue)).toEqual([
      'content/y.md:3 frontmatter: expected valid YAML (Map keys must be unique)',
    ]);
  });

  it('reports a file without a frontmatter block', () => {
    const bare = parseFrontmatter('content/z.md', 'title: a\n');
    expect(bare.syntaxIssues.map(formatIssue)).toEqual([
      'content/z.md:1 frontmatter: expected the file to start with a --- frontmatter block',
    ]);
    expect(bare.lineOf(['title'])).toBeUndefined();
  });

  describe.each([
    ['a UTF-8 byte-order mark', (text: string) => `\uFEFF${text}`],
    ['CRLF line endings', (text: string) => text.replace(/\n/g, '\r\n')],
    ['spaces after the --- fences', (text: string) => text.replace(/^---$/gm, '---  ')],
    ['no newline at the end', (text: string) => text.replace(/\n+$/, '')],
  ])('a file saved with %s', (_variant, save) => {
    const saved = parseFrontmatter('content/x.md', save(source));

    it('reads as the clean file: same data, body, lines and no problems', () => {
      expect(saved.syntaxIssues).toEqual([]);
      expect(saved.data).toEqual(file.data);
      expect(saved.body).toBe(file.body);
      expect(saved.endLine).toBe(file.endLine);
      expect(saved.lineOf(['links', 0, 'href'])).toBe(9);
    });
  });
});

describe('frontmatter in another language than YAML', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'frontmatter-'));
  const marker = path.join(dir, 'PWNED');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** A block that writes the marker file if anything evaluates it. */
  const payload = (opening: string) =>
    `${opening}\n{ order: 3, company: require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran') || 'Acme' }\n---\n\nBody.\n`;
  const refusal = (found: string) =>
    `content/experience/acme.md:1 frontmatter: expected a line of --- alone, opening YAML frontmatter, got ${found}, a language the site does not read; frontmatter is YAML only, and nothing in a content file runs: write --- alone, then each field as YAML, such as title: My post`;

  it.each(['---js', '---JS', '---javascript', '--- js', '---coffee', '---json', '---yaml', '----', '---toml'])(
    'refuses a file opening with %s at line 1, and runs nothing of it',
    (opening) => {
      const read = parseFrontmatter('content/experience/acme.md', payload(opening));
      expect(read.syntaxIssues.map(formatIssue)).toEqual([refusal(JSON.stringify(opening))]);
      expect(read.data).toEqual({});
      expect(read.opened).toBe(false);
      expect(existsSync(marker)).toBe(false);
    },
  );

  it.each(['js', 'javascript', 'coffee', 'json'])(
    'gives gray-matter an engine for %s that refuses, so it evaluates nothing even when handed the block',
    (language) => {
      expect(() => matter(payload(`---${language}`), YAML_ONLY)).toThrow(FrontmatterLanguageError);
      expect(existsSync(marker)).toBe(false);
    },
  );

  it('leaves gray-matter no engine for any other language', () => {
    expect(() => matter(payload('---lua'), YAML_ONLY)).toThrow('gray-matter engine "lua" is not registered');
    expect(existsSync(marker)).toBe(false);
  });
});

describe('a YAML alias bomb', () => {
  it('fails at the line of its first alias, without expanding it', () => {
    const level = (name: string, of: string) => `${name}: &${name} [${Array(9).fill(`*${of}`).join(', ')}]`;
    const text = [
      '---', // 1
      'title: Laughs', // 2
      'a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]', // 3
      level('b', 'a'), // 4
      level('c', 'b'),
      level('d', 'c'),
      level('e', 'd'),
      level('f', 'e'),
      '---',
      '',
    ].join('\n');
    const read = parseFrontmatter('content/site.md', text);
    expect(read.syntaxIssues.map(formatIssue)).toEqual([
      'content/site.md:4 frontmatter: expected YAML whose aliases (*name) repeat a value a few times, got aliases that repeat aliases (Excessive alias count indicates a resource exhaustion attack); write the values out instead',
    ]);
    expect(read.data).toEqual({});
  });

  it('reads a few aliases as the values they repeat', () => {
    expect(parseFrontmatter('content/site.md', '---\na: &x [C, Rust]\nb: *x\n---\n').data).toEqual({
      a: ['C', 'Rust'],
      b: ['C', 'Rust'],
    });
  });
});
