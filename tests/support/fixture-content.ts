/**
 * What the test site's content files say, read straight from `tests/fixtures/content` with
 * gray-matter: the expected values tests compare the built site against. Independent of the build's
 * loader on purpose, so a loader that drops or reorders something cannot agree with itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { FIXTURE_CONTENT } from './fixture-build.ts';

/** A link as the content writes it. */
export interface FixtureLink {
  label: string;
  href: string;
}

/** The owner's profile (`site.md`). */
export interface FixtureSite {
  url: string;
  name: string;
  role: string;
  headline: string;
  intro: string;
  description: string;
  location: string;
  focus: string[];
  email: string;
  codeHost: { label: string; url: string };
  network: { label: string; url: string };
  resume: string;
  photo: { src: string; alt: string };
  about: { paragraph: string; bullets: string[] };
  quickLinks: FixtureLink[];
  contactIntro: string;
  blog: { name: string; description?: string; pageSize?: number };
  intros: { projects?: string; experience?: string; skills?: string };
}

/** A project card. */
export interface FixtureProject {
  slug: string;
  order: number;
  title: string;
  tagline: string;
  description: string;
  stack: string[];
  /** Empty when the file has no `links` (a project with nothing public to link to). */
  links: FixtureLink[];
  /** Its tags; empty when it has none. */
  tags: string[];
  /** Its file, relative to the content folder: `projects/<slug>.md` or `.mdx`. */
  file: string;
  /** The text below its frontmatter: a project with a body has a page of its own. */
  body: string;
  /** Its body's `##` headings. */
  sections: string[];
}

/** A job. */
export interface FixtureJob {
  slug: string;
  order: number;
  company: string;
  role: string;
  period: string;
  highlights: string[];
  stack: string[];
}

/** A gallery image as the post writes it. */
export interface FixtureImage {
  src: string;
  alt: string;
  caption: string;
}

/** A fenced code block as the post writes it. */
export interface FixtureCode {
  lang: string;
  title?: string;
  /** Everything after the language on the opening fence (`title="…" showLineNumbers {3}`). */
  meta: string;
  /** The code between the fences, without the last newline. */
  source: string;
}

/** A post: its frontmatter, and what its body holds. */
export interface FixturePost {
  slug: string;
  /** The file, relative to the project root. */
  file: string;
  title: string;
  description: string;
  date: string;
  updated?: string;
  repo?: string;
  draft: boolean;
  /** Its tags; empty when it has none. */
  tags: string[];
  /** The body after the frontmatter, as written. */
  body: string;
  /** The text of each `## ` heading, in order. */
  sections: string[];
  /** Every `<GalleryImage>`, in order. */
  gallery: FixtureImage[];
  /** Its fenced code blocks, in order. */
  code: FixtureCode[];
  /** Its Markdown images (`![alt](src "title")`), in order. */
  images: { src: string; alt: string; title?: string }[];
  /** Its Markdown links to files next to it (`[text](./folder/file.ext)`), in order. */
  files: { href: string; text: string }[];
  /** Its footnotes (`[^label]: text`), in the order they are written. */
  footnotes: { label: string; text: string }[];
}

/** Everything the test site says. */
export interface FixtureContent {
  site: FixtureSite;
  skills: string[];
  /** By `order`, as the home page lists them. */
  projects: FixtureProject[];
  /** By `order`, as the home page lists them. */
  experience: FixtureJob[];
  /** Published posts, oldest first (by date, then title), as Previous/Next follow them. */
  posts: FixturePost[];
  /** Posts with `draft: true`. */
  drafts: FixturePost[];
}

const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

function frontmatter(file: string): { data: Record<string, unknown>; content: string } {
  // gray-matter caches by text; a copy of the result keeps the cache unchanged.
  const { data, content } = matter(readFileSync(file, 'utf8'));
  return { data: { ...data }, content };
}

function entries(folder: string, extension: string): { slug: string; file: string }[] {
  const dir = path.join(FIXTURE_CONTENT, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension) && !name.startsWith('_'))
    .sort()
    .map((name) => ({ slug: name.slice(0, -extension.length), file: path.join(dir, name) }));
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';

function readPost({ slug, file }: { slug: string; file: string }): FixturePost {
  const { data, content } = frontmatter(file);
  return {
    slug: typeof data.slug === 'string' ? data.slug : slug,
    file: path.relative(process.cwd(), file).split(path.sep).join('/'),
    title: String(data.title),
    description: String(data.description),
    date: dateText(data.date),
    ...(data.updated === undefined ? {} : { updated: dateText(data.updated) }),
    ...(typeof data.repo === 'string' ? { repo: data.repo } : {}),
    draft: data.draft === true,
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    body: content,
    sections: [...content.matchAll(/^## (.+)$/gm)].map((m) => (m[1] ?? '').trim()),
    gallery: [...content.matchAll(/<GalleryImage\b[^>]*\/>/g)].map(([tag]) => ({
      src: attribute(tag, 'src'),
      alt: attribute(tag, 'alt'),
      caption: attribute(tag, 'caption'),
    })),
    code: [...content.matchAll(/^```(\w+)(.*)\n([\s\S]*?)\n```$/gm)].map((m) => {
      const meta = (m[2] ?? '').trim();
      const title = /\btitle="([^"]*)"/.exec(meta)?.[1];
      return { lang: m[1] ?? '', ...(title === undefined ? {} : { title }), meta, source: m[3] ?? '' };
    }),
    images: [...content.matchAll(/!\[([^\]]*)\]\(([^)\s]+)(?: "([^"]*)")?\)/g)].map((m) => ({
      alt: m[1] ?? '',
      src: m[2] ?? '',
      ...(m[3] === undefined ? {} : { title: m[3] }),
    })),
    files: [...content.matchAll(/(?<!!)\[([^\]]*)\]\((\.\.?\/[^)\s]+)\)/g)].map((m) => ({
      text: m[1] ?? '',
      href: m[2] ?? '',
    })),
    footnotes: [...content.matchAll(/^\[\^([^\]]+)\]: (.+)$/gm)].map((m) => ({ label: m[1] ?? '', text: m[2] ?? '' })),
  };
}

let cached: FixtureContent | undefined;

/** The test site's projects that have a page (a body), in the cards' order. */
export function projectsWithPages(): FixtureProject[] {
  return fixtureContent().projects.filter((project) => project.body !== '');
}

/** The test site's content, read once per test file. */
export function fixtureContent(): FixtureContent {
  if (cached) return cached;
  const byOrder = <T extends { order: number; slug: string }>(a: T, b: T) =>
    a.order - b.order || a.slug.localeCompare(b.slug);
  const all = entries('blog', '.mdx').map(readPost);
  cached = {
    site: frontmatter(path.join(FIXTURE_CONTENT, 'site.md')).data as unknown as FixtureSite,
    skills: frontmatter(path.join(FIXTURE_CONTENT, 'skills.md')).data.skills as string[],
    projects: [...entries('projects', '.md'), ...entries('projects', '.mdx')]
      .map(({ slug, file }) => {
        const { data, content } = frontmatter(file);
        const body = content.trim();
        const sections = [...body.matchAll(/^## (.+)$/gm)].map((m) => (m[1] ?? '').trim());
        return {
          slug,
          links: [],
          tags: [],
          ...data,
          file: path.relative(FIXTURE_CONTENT, file).split(path.sep).join('/'),
          body,
          sections,
        } as unknown as FixtureProject;
      })
      .sort(byOrder),
    experience: entries('experience', '.md')
      .map(({ slug, file }) => ({ slug, ...frontmatter(file).data }) as unknown as FixtureJob)
      .sort(byOrder),
    posts: all
      .filter((post) => !post.draft)
      .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title)),
    drafts: all.filter((post) => post.draft),
  };
  return cached;
}

/** The published post with a gallery (the test site has one), for tests of the gallery and its previews. */
export function postWithGallery(): FixturePost {
  const post = fixtureContent().posts.find((p) => p.gallery.length > 0);
  if (!post) throw new Error('the test site has no published post with a gallery');
  return post;
}

/** The published post with a Markdown image that stands alone in its paragraph (the test site has one). */
export function postWithMarkdownImage(): FixturePost {
  const post = fixtureContent().posts.find((p) => p.images.length > 0);
  if (!post) throw new Error('the test site has no published post with a Markdown image');
  return post;
}

/** A published post without a gallery (the test site has one). */
export function postWithoutGallery(): FixturePost {
  const post = fixtureContent().posts.find((p) => p.gallery.length === 0);
  if (!post) throw new Error('the test site has no published post without a gallery');
  return post;
}

/** The published post with footnotes and a code block showing a diff (the test site has one). */
export function postWithCodeLines(): FixturePost {
  const post = fixtureContent().posts.find(
    (p) => p.footnotes.length > 0 && p.code.some((c) => c.source.includes('[!code ++]')),
  );
  if (!post) throw new Error('the test site has no published post with footnotes and a diff');
  return post;
}
