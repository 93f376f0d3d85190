import { describe, expect, it } from 'vitest';
import { closestName, ContentError, contentIssuesOf, describeValue, formatIssue, formatPath } from './issues.ts';

describe('formatIssue', () => {
  it('writes file:line field: expected, got found', () => {
    expect(
      formatIssue({
        file: 'content/projects/rover.md',
        line: 4,
        field: 'stack',
        expected: 'expected a list of tags',
        found: '"ROS2"',
      }),
    ).toBe('content/projects/rover.md:4 stack: expected a list of tags, got "ROS2"');
  });

  it('leaves out the line when there is none', () => {
    expect(
      formatIssue({
        file: 'content/site.md',
        field: 'file',
        expected: 'expected the owner’s profile here',
        found: 'no such file',
      }),
    ).toBe('content/site.md file: expected the owner’s profile here, got no such file');
  });

  it('leaves out ", got" when nothing was found to describe', () => {
    expect(formatIssue({ file: 'content/skills.md', line: 3, field: 'skillz', expected: 'unknown field' })).toBe(
      'content/skills.md:3 skillz: unknown field',
    );
  });
});

describe('ContentError', () => {
  it('counts the problems and lists one per line', () => {
    const error = new ContentError([
      { file: 'a.md', line: 1, field: 'title', expected: 'expected a title', found: 'nothing' },
      { file: 'b.md', line: 2, field: 'order', expected: 'expected a whole number', found: '"x"' },
    ]);
    expect(error.message).toBe(
      'Invalid content (2 problems):\na.md:1 title: expected a title, got nothing\nb.md:2 order: expected a whole number, got "x"',
    );
  });

  it('says "1 problem" for one', () => {
    expect(new ContentError([{ file: 'a.md', field: 'x', expected: 'expected y' }]).message).toBe(
      'Invalid content (1 problem):\na.md x: expected y',
    );
  });
});

describe('describeValue', () => {
  it.each([
    [undefined, 'nothing'],
    [null, 'an empty value'],
    ['', 'empty text'],
    ['   ', 'empty text'],
    ['ROS2', '"ROS2"'],
    ['say "hi"', '"say \\"hi\\""'],
    [3, 'number 3'],
    [true, 'boolean true'],
    [new Date('2025-09-14T00:00:00Z'), 'date 2025-09-14'],
    [[], 'an empty list'],
    [['a'], 'a list of 1 item'],
    [['a', 'b'], 'a list of 2 items'],
    [{ a: 1 }, 'a group of fields'],
  ])('describes %o as %s', (value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });

  it('shortens long text to 40 characters and an ellipsis', () => {
    expect(describeValue('x'.repeat(41))).toBe(`"${'x'.repeat(40)}…"`);
    expect(describeValue('x'.repeat(40))).toBe(`"${'x'.repeat(40)}"`);
  });
});

describe('formatPath', () => {
  it.each([
    [['links', 0, 'href'], 'links[0].href'],
    [['photo', 'src'], 'photo.src'],
    [['stack', 2], 'stack[2]'],
    [['title'], 'title'],
    [[], 'frontmatter'],
  ] as const)('formats %o as %s', (path, expected) => {
    expect(formatPath(path)).toBe(expected);
  });
});

describe('closestName', () => {
  const fields = ['slug', 'order', 'title', 'tagline', 'description', 'stack', 'links'];

  it('finds a misspelt field one edit away', () => {
    expect(closestName('tittle', fields)).toBe('title');
  });

  it('finds a field two edits away', () => {
    expect(closestName('stak', fields)).toBe('stack');
    expect(closestName('tagln', fields)).toBe('tagline');
  });

  it('ignores case', () => {
    expect(closestName('Title', fields)).toBe('title');
  });

  it('suggests nothing three or more edits away', () => {
    expect(closestName('summary', fields)).toBeUndefined();
  });

  it('prefers the closest of several candidates', () => {
    expect(closestName('rol', ['role', 'roles'])).toBe('role');
  });
});

describe('contentIssuesOf', () => {
  const a = { file: 'a.md', line: 1, field: 'title', expected: 'expected a title', found: 'nothing' };
  const b = { file: 'b.md', field: 'order', expected: 'expected a whole number' };

  it('collects the issues of every error rolldown gathered, each once', () => {
    const error = Object.assign(new Error('Build failed with 2 errors'), {
      errors: [new ContentError([a, b]), new ContentError([a])],
    });
    expect(contentIssuesOf(error)).toEqual([a, b]);
  });

  it("puts the content check's full report first, in its order, though a module's own error came earlier", () => {
    const c = { file: 'c.mdx', line: 17, field: 'GalleryImage src', expected: 'expected an image file' };
    const d = { file: 'd.mdx', line: 3, field: 'MDX', expected: 'expected valid MDX' };
    const error = Object.assign(new Error('Build failed with 3 errors'), {
      errors: [new ContentError([c]), new ContentError([a, b, c]), new ContentError([d])],
    });
    expect(contentIssuesOf(error)).toEqual([a, b, c, d]);
  });

  it('reads a ContentError thrown on its own', () => {
    expect(contentIssuesOf(new ContentError([b]))).toEqual([b]);
  });

  it('returns undefined for other failures', () => {
    expect(contentIssuesOf(new Error('disk full'))).toBeUndefined();
    expect(contentIssuesOf('oops')).toBeUndefined();
  });
});
