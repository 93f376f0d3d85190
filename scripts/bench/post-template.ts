/**
 * The post the scale check copies: the longest published post of the content, or, when the content has
 * none, a post of the benchmark's own with what a post usually holds (sections, a table, highlighted
 * code, maths, a callout). Generated copies are never published: they live in the benchmark's work folder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';

/** The post generated posts are made from. */
export interface PostTemplate {
  /** The MDX source. */
  text: string;
  /** The file it was read from (inside the content folder), or undefined for the benchmark's own. */
  file: string | undefined;
  /** How the report names it: `blog/<name>.mdx`, or the benchmark's own template. */
  label: string;
}

/** A file's frontmatter block and body. */
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

/** Whether an MDX source is a post the build publishes (not `draft: true`). */
function isPublished(text: string): boolean {
  const block = FRONTMATTER.exec(text)?.[1];
  if (block === undefined) return false;
  try {
    const data: unknown = parse(block);
    return typeof data === 'object' && data !== null && (data as { draft?: unknown }).draft !== true;
  } catch {
    return false;
  }
}

/** The longest published post in `contentDir/blog` (by its source), or the benchmark's own template. */
export function choosePostTemplate(contentDir: string): PostTemplate {
  const blog = path.join(contentDir, 'blog');
  const posts = existsSync(blog)
    ? readdirSync(blog)
        .filter((name) => name.endsWith('.mdx') && !name.startsWith('_'))
        .sort()
        .map((name) => ({ name, text: readFileSync(path.join(blog, name), 'utf8') }))
        .filter(({ text }) => isPublished(text))
    : [];
  const longest = posts.sort((a, b) => b.text.length - a.text.length)[0];
  if (!longest) return { text: BENCH_POST, file: undefined, label: 'the benchmark’s own template post' };
  return { text: longest.text, file: path.join(blog, longest.name), label: `blog/${longest.name}` };
}

/** An ISO date `days` before `date` (YYYY-MM-DD). */
function daysBefore(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/**
 * Generated post number `n` (1-based) made from `template`: its own title and description, no fixed
 * slug, and a date `n` days before the template's, so the posts spread over the months and years an
 * owner's blog would. The body is the template's, word for word.
 */
export function generatedPost(template: string, n: number): string {
  const match = FRONTMATTER.exec(template);
  const data = (match ? parse(match[1] ?? '') : {}) as Record<string, unknown>;
  const number = String(n).padStart(3, '0');
  const date =
    typeof data.date === 'string'
      ? data.date.slice(0, 10)
      : data.date instanceof Date
        ? data.date.toISOString().slice(0, 10)
        : '2026-01-01';
  // A copy takes none of the template's old addresses (each is the template's own) and is on the lists.
  const { slug: _slug, draft: _draft, aliases: _aliases, unlisted: _unlisted, ...rest } = data;
  const fields: Record<string, unknown> = {
    ...rest,
    title: `Generated post ${number} for the build scale check`,
    description: `Generated post ${number}, a copy of another post, for the benchmark's build scale check.`,
    date: daysBefore(date, n),
  };
  // An `updated` date before the new publication date would be refused by nothing, but reads oddly.
  if (typeof fields.updated === 'string' && fields.updated < String(fields.date)) delete fields.updated;
  if (fields.updated instanceof Date) fields.updated = fields.updated.toISOString().slice(0, 10);
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n${match ? template.slice(match[0].length) : template}`;
}

/** The file name of generated post `n`. */
export const generatedPostFile = (n: number): string => `generated-${String(n).padStart(3, '0')}.mdx`;

/**
 * The benchmark's own post, for content without one: about 1,100 words in six sections, with a
 * contents list, a table, two highlighted code blocks, inline and display maths and a callout.
 */
const BENCH_POST = `---
title: A template post for the build scale check
description: The benchmark's own post, copied to measure what each post adds to the build.
date: 2026-01-15
---

This post exists only inside the benchmark's work folder. It is copied many times over to measure what
one more post costs the build, so it holds what a post usually holds: a few sections of prose, a
table, two blocks of highlighted code, some maths and a callout. Its words say nothing in particular;
their number and their markup are what count.

<Contents />

## The question

A site built from Markdown grows one post at a time. Each post is parsed, checked, compiled to a module,
highlighted, bundled and rendered to a page of its own. The question this section stands for is simple:
how much of the build's time follows the number of posts, and how much is paid once, whatever the
content? A generator whose cost per post is close to the cost of compiling that post alone has little
overhead left to remove. One whose cost per post is several times that number spends its time
elsewhere: in bundling, in rendering, in work repeated for every page.

The measurement is the difference between two builds of the same content, one with a number of copies
of this post added. Dividing that difference by the number of copies gives the cost of one post, and
comparing it with the cost of compiling this post on its own gives the overhead.

## What a post holds

| Part              | Where it is handled         | What it costs                                          |
| ----------------- | --------------------------- | ------------------------------------------------------ |
| Frontmatter       | The content check           | A YAML parse and a schema check, under a millisecond   |
| Prose             | The MDX compile             | Parsing, the syntax tree, the module's JavaScript      |
| Code blocks       | Highlighting                | A grammar and a theme for each block, the largest part |
| Maths             | Typesetting                 | One layout per formula                                 |
| The page          | Prerendering                | One render of the page to HTML                         |
| Links and anchors | The content check's linking | A lookup for each link                                 |

The table itself is part of the measurement: tables are parsed by an extension of the Markdown parser,
and each cell becomes an element of the page.

## Some code

A small function with a loop, in a language the highlighter knows well:

\`\`\`ts title="median.ts"
/** The median of a list of numbers: the middle one, or the mean of the two in the middle. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
\`\`\`

And a second block in another language, so a second grammar is loaded and used:

\`\`\`python title="spread.py"
def spread(values: list[float]) -> tuple[float, float, float]:
    """The median with the smallest and the largest value."""
    ordered = sorted(values)
    middle = len(ordered) // 2
    median = ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2
    return median, ordered[0], ordered[-1]
\`\`\`

Highlighting is usually the largest part of a post's compile: each token of each line is matched
against the grammar, and each gets its colour from the theme, for the light and the dark scheme alike.

## Some maths

The cost per post is the difference of two build times divided by the number of posts added,
$c = (t_n - t_0) / n$, and its ratio to the compile floor $f$ is $r = c / f$. Over a run of $k$ builds
the spread of the figures matters as much as their median:

$$
\\tilde{c} = \\operatorname{median}_{i = 1}^{k} \\frac{t_{n,i} - t_{0,i}}{n}
$$

A ratio close to one means the build adds little to the compile of each post.

> [!NOTE]
> A machine shared with other work measures its own load as well as the build. Read the figures as a
> range, compare them with the floor measured in the same run, and note the load average beside them.

## Reading the figures

A cold build starts with an empty cache: every image is encoded, every preview card drawn, every post
compiled. A warm build reuses what the cache holds, so it shows what a repeat build costs when nothing
changed. A one-post change sits between the two: one post is compiled again, and everything that depends
on it is rendered again. The point of a cache is to make that last figure small, whatever the number of
posts.

Memory follows the same logic. A build that holds every post's compiled module at once grows with the
content; a build that streams its work holds a bounded amount. The peak of the build's memory is
measured with it, so a growing site does not find its limits on the host that deploys it.

## What is left

The remaining paragraphs are here for their length. A post of a thousand words or so is typical of a
build log: long enough to explain a piece of work, short enough to read in a few minutes. The figures of
the benchmark are per post, so a site whose posts are longer or shorter than this one will find its own
cost by running the benchmark on its own content, where the longest of its posts is the template.

Each copy of this post gets its own title and description, and a date a day earlier than the one before,
so the blog's index spreads them over months and years as an owner's posts would spread. Their bodies are
this one, word for word: the measurement is of the build, not of the words.
`;
