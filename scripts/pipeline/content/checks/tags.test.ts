import { describe, expect, it } from 'vitest';
import { formatIssue } from '../issues.ts';
import { tagSpellingIssues, type TagUse } from './tags.ts';

const use = (tag: string, file: string, line = 6): TagUse => ({ tag, file, line, field: 'tags[0]' });

/** The issues of `uses`, as the build prints them. */
const printed = (uses: TagUse[]) => tagSpellingIssues(uses).map(formatIssue);

describe('one spelling for each tag', () => {
  it.each([
    ['hyphens', 'ros-2', 'ros2'],
    ['underscores', 'embedded-rust', 'embedded_rust'],
    ['word order', 'embedded-rust', 'rust-embedded'],
    ['a plural "s"', 'sensor-network', 'sensor-networks'],
    ['a plural "s" and word order together', 'motor-driver', 'drivers-motor'],
  ])('reports two spellings that differ in %s, at the rarer one’s line, with a did-you-mean', (_, meant, other) => {
    const uses = [
      use(meant, 'content/blog/a.mdx', 6),
      use(meant, 'content/projects/p.md', 12),
      use(other, 'content/blog/b.mdx', 7),
    ];
    expect(printed(uses)).toEqual([
      `content/blog/b.mdx:7 tags[0]: expected each tag spelled one way, got "${other}"; did you mean "${meant}", as content/blog/a.mdx:6 writes it?`,
    ]);
  });

  it('takes the spelling used first as meant when both are used as often', () => {
    const uses = [use('rust-embedded', 'content/blog/a.mdx'), use('embedded-rust', 'content/blog/b.mdx')];
    expect(printed(uses)).toEqual([
      'content/blog/b.mdx:6 tags[0]: expected each tag spelled one way, got "embedded-rust"; did you mean "rust-embedded", as content/blog/a.mdx:6 writes it?',
    ]);
  });

  it('groups every spelling of one tag, however they are linked', () => {
    const uses = [use('ros-2', 'a.mdx'), use('ros-2', 'b.mdx'), use('ros2', 'c.mdx'), use('2-ros', 'd.mdx')];
    expect(tagSpellingIssues(uses).map((issue) => [issue.file, issue.hint])).toEqual([
      ['c.mdx', 'did you mean "ros-2", as a.mdx:6 writes it?'],
      ['d.mdx', 'did you mean "ros-2", as a.mdx:6 writes it?'],
    ]);
  });

  it.each([
    ['different words', ['low-power', 'power-electronics']],
    ['short words ending in s', ['gps', 'gp', 'bus', 'bu', 'ros']],
    ['a double s', ['class', 'clas']],
    ['one tag used everywhere', ['nb-iot', 'nb-iot', 'nb-iot']],
  ])('leaves %s alone', (_, tags) => {
    expect(tagSpellingIssues(tags.map((tag, i) => use(tag, `content/blog/${i}.mdx`)))).toEqual([]);
  });
});
