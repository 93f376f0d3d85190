/**
 * What the test site's content files say, read straight from `tests/fixtures/content` with
 * gray-matter: the expected values tests compare the built site against. Independent of the build's
 * loader on purpose, so a loader that drops or reorders something cannot agree with itself.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { FIXTURE_CONTENT, FIXTURE_NOW } from './fixture-build.ts';

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
  /** Empty when the file has none. */
  links: { label: string; url: string; header?: boolean }[];
  resume: string;
  resumeMaxPages?: number;
  photo: { src: string; alt: string };
  about: { paragraph: string; bullets?: string[] };
  /** Empty when the file has none. */
  quickLinks: FixtureLink[];
  contactIntro: string;
  blog: { name: string; description?: string; pageSize?: number; nav?: boolean };
  intros: { projects?: string; experience?: string; skills?: string };
  home?: { sections?: string[] };
  theme?: { accent?: string };
  analytics?: { provider: string; id: string; script?: string };
  repository?: { url: string; branch: string };
  /** The owner's time zone; UTC when the file has none. */
  timezone: string;
  /** Paths removed on purpose; empty when the file has none. */
  removed: string[];
}

/** A talk (`talks/<slug>.md`). */
export interface FixtureTalk {
  slug: string;
  title: string;
  event: string;
  date: string;
  slides?: string;
  video?: string;
  recording?: string;
  /** False when the file says `resume: false`. */
  resume: boolean;
}

/** A page of its own (`pages/<slug>.md` or `.mdx`). */
export interface FixturePage {
  slug: string;
  title: string;
  description: string;
  nav?: { label: string; order: number };
  /** Its file, relative to the content folder. */
  file: string;
  body: string;
  /** Its body's `##` headings. */
  sections: string[];
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
  /** False when the file says `resume: false`. */
  resume: boolean;
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
  /** False when the file says `resume: false`. */
  resume: boolean;
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
  /** Everything after the language on the opening fence (`title="…" showLineNumbers{41} {43}`). */
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
  /** Its day, YYYY-MM-DD. */
  date: string;
  /** The time of day its date gives (HH:MM, in the site's time zone), if any. */
  time?: string;
  updated?: string;
  repo?: string;
  draft: boolean;
  /** True when the file says `unlisted: true`. */
  unlisted: boolean;
  /** Its old paths (`aliases:`); empty when it has none. */
  aliases: string[];
  /** Its tags; empty when it has none. */
  tags: string[];
  /** True when the file says `featured: true`. */
  featured: boolean;
  /** The body after the frontmatter, as written. */
  body: string;
  /** The text of each `## ` heading, in order. */
  sections: string[];
  /** Every `<GalleryImage>`, in order. */
  gallery: FixtureImage[];
  /** Its fenced code blocks, in order (Mermaid diagrams are not code: see `diagrams`). */
  code: FixtureCode[];
  /** Its Mermaid diagrams (```mermaid fences), in order: the title and the source. */
  diagrams: { title?: string; source: string }[];
  /** The series it is a part of, and its place there when the frontmatter gives one. */
  series?: string;
  seriesOrder?: number;
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
  /** Published posts on the site's lists, oldest first (by date, time, then title), as Previous/Next follow them. */
  posts: FixturePost[];
  /** Posts with `draft: true`. */
  drafts: FixturePost[];
  /** Posts dated after FIXTURE_NOW in the site's time zone (not drafts), which the shared builds leave out. */
  scheduled: FixturePost[];
  /** Published posts with `unlisted: true`. */
  unlisted: FixturePost[];
  /** Newest first. */
  talks: FixtureTalk[];
  /** By slug. */
  pages: FixturePage[];
}

const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

function frontmatter(file: string): { data: Record<string, unknown>; content: string } {
  // gray-matter caches by text; a copy of the result keeps the cache unchanged.
  const { data, content } = matter(readFileSync(file, 'utf8'));
  return { data: { ...data }, content };
}

function entries(root: string, folder: string, extension: string): { slug: string; file: string }[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension) && !name.startsWith('_'))
    .sort()
    .map((name) => ({ slug: name.slice(0, -extension.length), file: path.join(dir, name) }));
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';

/** The fenced blocks of a body, in order. */
function fences(content: string): FixtureCode[] {
  return [...content.matchAll(/^```(\w+)(.*)\n([\s\S]*?)\n```$/gm)].map((m) => {
    const meta = (m[2] ?? '').trim();
    const title = /\btitle="([^"]*)"/.exec(meta)?.[1];
    return { lang: m[1] ?? '', ...(title === undefined ? {} : { title }), meta, source: m[3] ?? '' };
  });
}

function readPost({ slug, file }: { slug: string; file: string }): FixturePost {
  const { data, content } = frontmatter(file);
  const [date = '', time] = dateText(data.date).split(/[ T]/);
  return {
    slug: typeof data.slug === 'string' ? data.slug : slug,
    file: path.relative(process.cwd(), file).split(path.sep).join('/'),
    title: String(data.title),
    description: String(data.description),
    date,
    ...(time === undefined ? {} : { time }),
    unlisted: data.unlisted === true,
    aliases: Array.isArray(data.aliases) ? data.aliases.map(String) : [],
    ...(data.updated === undefined ? {} : { updated: dateText(data.updated) }),
    ...(typeof data.repo === 'string' ? { repo: data.repo } : {}),
    draft: data.draft === true,
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    featured: data.featured === true,
    ...(typeof data.series === 'string' ? { series: data.series } : {}),
    ...(typeof data.seriesOrder === 'number' ? { seriesOrder: data.seriesOrder } : {}),
    body: content,
    sections: [...content.matchAll(/^## (.+)$/gm)].map((m) => (m[1] ?? '').trim()),
    gallery: [...content.matchAll(/<GalleryImage\b[^>]*\/>/g)].map(([tag]) => ({
      src: attribute(tag, 'src'),
      alt: attribute(tag, 'alt'),
      caption: attribute(tag, 'caption'),
    })),
    code: fences(content).filter((fence) => fence.lang !== 'mermaid'),
    diagrams: fences(content)
      .filter((fence) => fence.lang === 'mermaid')
      .map(({ title, source }) => ({ ...(title === undefined ? {} : { title }), source })),
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

/** The day and time FIXTURE_NOW is in `zone`, as `YYYY-MM-DD HH:MM`: read with Intl's Swedish format, which is that. */
function wallClock(zone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(FIXTURE_NOW);
}

const cached = new Map<string, FixtureContent>();

/** The test site's projects that have a page (a body), in the cards' order. */
export function projectsWithPages(): FixtureProject[] {
  return fixtureContent().projects.filter((project) => project.body !== '');
}

/** A test site's content (the test site's, unless `root` names another), read once per test file. */
export function fixtureContent(root: string = FIXTURE_CONTENT): FixtureContent {
  const known = cached.get(root);
  if (known) return known;
  const byOrder = <T extends { order: number; slug: string }>(a: T, b: T) =>
    a.order - b.order || a.slug.localeCompare(b.slug);
  const all = entries(root, 'blog', '.mdx').map(readPost);
  const site = {
    links: [],
    quickLinks: [],
    timezone: 'UTC',
    removed: [],
    ...frontmatter(path.join(root, 'site.md')).data,
  } as unknown as FixtureSite;
  const due = (post: FixturePost) => !post.draft && `${post.date} ${post.time ?? '00:00'}` > wallClock(site.timezone);
  const published = all.filter((post) => !post.draft && !due(post));
  const content: FixtureContent = {
    site,
    skills: frontmatter(path.join(root, 'skills.md')).data.skills as string[],
    projects: [...entries(root, 'projects', '.md'), ...entries(root, 'projects', '.mdx')]
      .map(({ slug, file }) => {
        const { data, content } = frontmatter(file);
        const body = content.trim();
        const sections = [...body.matchAll(/^## (.+)$/gm)].map((m) => (m[1] ?? '').trim());
        return {
          slug,
          links: [],
          tags: [],
          resume: true,
          ...data,
          file: path.relative(root, file).split(path.sep).join('/'),
          body,
          sections,
        } as unknown as FixtureProject;
      })
      .sort(byOrder),
    experience: entries(root, 'experience', '.md')
      .map(({ slug, file }) => ({ slug, resume: true, ...frontmatter(file).data }) as unknown as FixtureJob)
      .sort(byOrder),
    posts: published
      .filter((post) => !post.unlisted)
      .sort(
        (a, b) =>
          a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.title.localeCompare(b.title),
      ),
    drafts: all.filter((post) => post.draft),
    scheduled: all.filter(due),
    unlisted: published.filter((post) => post.unlisted),
    talks: entries(root, 'talks', '.md')
      .map(({ slug, file }) => {
        const { data } = frontmatter(file);
        return { slug, resume: true, ...data, date: dateText(data.date) } as unknown as FixtureTalk;
      })
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
    pages: [...entries(root, 'pages', '.md'), ...entries(root, 'pages', '.mdx')]
      .map(({ slug, file }) => {
        const { data, content: text } = frontmatter(file);
        const body = text.trim();
        return {
          slug,
          ...data,
          file: path.relative(root, file).split(path.sep).join('/'),
          body,
          sections: [...body.matchAll(/^## (.+)$/gm)].map((m) => (m[1] ?? '').trim()),
        } as unknown as FixturePage;
      })
      .sort((a, b) => a.slug.localeCompare(b.slug)),
  };
  cached.set(root, content);
  return content;
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
