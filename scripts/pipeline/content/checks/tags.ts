/**
 * One spelling for each tag. Tags are written by hand across many files, and `ros2` in one post and
 * `ros-2` in another would split one topic over two pages and two feeds. Tags that differ only in their
 * hyphens or underscores (`ros2`, `ros-2`, `ros_2`), in the order of their words (`embedded-rust`,
 * `rust-embedded`) or in a plural "s" (`sensor`, `sensors`) are one tag: each spelling but the one
 * more posts and projects use is reported, at its line, with that one as the did-you-mean.
 */
import type { ContentIssue } from '../issues.ts';

/** One tag as a content file writes it. */
export interface TagUse {
  tag: string;
  file: string;
  line?: number | undefined;
  /** Its field, e.g. `tags[1]`. */
  field: string;
}

/** A word without a plural "s" (`sensors`, not `bus`, `gps` or `class`). */
const singular = (word: string) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word);

/**
 * What spellings of one tag have in common: its words, singular, run together (`ros2` and `ros-2`), and
 * the same words in any order (`embedded-rust` and `rust-embedded`). Two tags sharing either are one.
 */
function spellingKeys(tag: string): [string, string] {
  const words = tag.split(/[-_]+/).filter(Boolean).map(singular);
  return [`joined:${words.join('')}`, `sorted:${[...words].sort().join('-')}`];
}

/** The tags in groups of spellings of one tag, each group's spellings in the order first used. */
function spellingGroups(tags: readonly string[]): string[][] {
  // Union-find over the tags: two tags with a key in common join one group.
  const parent = new Map<string, string>(tags.map((tag) => [tag, tag]));
  const root = (tag: string): string => {
    const up = parent.get(tag) ?? tag;
    return up === tag ? tag : root(up);
  };
  const byKey = new Map<string, string>();
  for (const tag of tags) {
    for (const key of spellingKeys(tag)) {
      const other = byKey.get(key);
      if (other === undefined) byKey.set(key, tag);
      else if (root(other) !== root(tag)) parent.set(root(tag), root(other));
    }
  }
  const groups = new Map<string, string[]>();
  for (const tag of tags) groups.set(root(tag), [...(groups.get(root(tag)) ?? []), tag]);
  return [...groups.values()];
}

/** A content issue for each use of a tag spelled unlike the commoner spelling of the same tag. */
export function tagSpellingIssues(uses: readonly TagUse[]): ContentIssue[] {
  const usesOfTag = new Map<string, TagUse[]>();
  for (const use of uses) usesOfTag.set(use.tag, [...(usesOfTag.get(use.tag) ?? []), use]);
  const issues: ContentIssue[] = [];
  for (const group of spellingGroups([...usesOfTag.keys()])) {
    const spellings = new Map(group.map((tag) => [tag, usesOfTag.get(tag) ?? []]));
    if (spellings.size < 2) continue;
    // The spelling most files use, and of those the one used first, is taken as meant.
    const [meant, [first]] = [...spellings.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
    if (!first) continue;
    const where = first.line === undefined ? first.file : `${first.file}:${first.line}`;
    for (const [tag, usesOf] of spellings) {
      if (tag === meant) continue;
      for (const use of usesOf) {
        issues.push({
          file: use.file,
          line: use.line,
          field: use.field,
          expected: 'expected each tag spelled one way',
          found: JSON.stringify(tag),
          hint: `did you mean "${meant}", as ${where} writes it?`,
        });
      }
    }
  }
  return issues;
}
