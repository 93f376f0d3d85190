/**
 * The posts' bodies for the content check: each published post (and, in the dev server, each draft)
 * inspected for the ids it defines, the links it holds, its gallery images and its problems, with its
 * summary for the pages. A post whose frontmatter failed is read too, so one build reports every
 * problem of the file. Links from a post with problems are not checked: they would be reported
 * missing while the post is the problem.
 */
import type { PostFrontmatter } from '../../../src/content/schema.ts';
import { byDate } from '../../../src/lib/posts.ts';
import { postPath } from '../../../src/lib/routes-paths.ts';
import type { RouteContent } from '../../../src/route-entry.ts';
import { contentHistoryAtHead, type FileHistory } from '../dates/git-history.ts';
import { updatedDate } from '../dates/post-dates.ts';
import { goesLive, isLive, postMoment, zonedIso, type PostMoment } from '../dates/schedule.ts';
import { GALLERY_IMAGE_MIN } from '../images/presets.ts';
import { emptyStructure, type FoundLink, type PostInspector, type PostStructure } from '../mdx/inspect.ts';
import type { BodyReading } from './bodies.ts';
import { postBodyIssues } from './checks/post-body.ts';
import { displayPath } from './issues.ts';
import type { LoadedPost, SkippedDraft, SkippedScheduled } from './load.ts';
import { intendedSlug, type Parsed, type Slugged } from './read.ts';
import { seriesIssues } from './checks/series.ts';

/** What reading the posts found. */
export interface PostReading extends Omit<BodyReading, 'bodies'> {
  /** Oldest first: the posts on the site's lists. */
  summaries: LoadedPost[];
  /** Oldest first: the posts built at their URLs and on no list (`unlisted: true`). */
  unlisted: LoadedPost[];
  skippedDrafts: SkippedDraft[];
  /** Posts whose date is still to come in the owner's time zone, left out of a build. */
  skippedScheduled: SkippedScheduled[];
  /** Each listed post as a link may reach it: its slug and the ids its body defines (for the route table). */
  anchors: RouteContent['posts'][number][];
  /** Each unlisted post as a link may reach it. */
  unlistedAnchors: RouteContent['unlisted'][number][];
}

/** What decides which posts a build has: drafts and posts still to come are only the dev server's. */
export interface PostSelection {
  /** Include drafts and posts still to come (the dev server does). */
  drafts: boolean;
  /** The build's clock (build-date.ts). */
  now: Date;
  /** The owner's time zone (`timezone` in site.md). */
  timezone: string;
}

/** How readPosts reads: which posts, with what, and the files whose names the check refused. */
type PostReadOptions = PostSelection & {
  inspect: PostInspector;
  /** A post's source as its entry was read (ReadCache.source). */
  source: (file: string) => string;
  contentDir: string;
  badNames: ReadonlySet<string>;
};

/**
 * Reads every post of `posts` (`valid` are those whose frontmatter passed, with their slugs); drafts
 * only with `drafts`, and `badNames` are files whose names the check refused.
 */
export async function readPosts(
  posts: readonly Parsed<PostFrontmatter>[],
  valid: readonly Slugged<PostFrontmatter>[],
  options: PostReadOptions,
): Promise<PostReading> {
  const reading: PostReading = {
    issues: [],
    links: [],
    images: [],
    unchecked: new Set(),
    summaries: [],
    unlisted: [],
    skippedDrafts: [],
    skippedScheduled: [],
    anchors: [],
    unlistedAnchors: [],
  };
  let history: Map<string, FileHistory> | undefined;
  const byFile = new Map(valid.map((post) => [post.file, post]));
  for (const entry of posts) {
    const post = byFile.get(entry.file);
    const when = post ? liveness(post, options, reading) : {};
    if (when === undefined) continue;
    const { moment, scheduled } = when;
    const unlisted = post?.value.unlisted === true;
    const shown = displayPath(entry.file);
    // A file whose frontmatter is no YAML (`---js`) was not read at all: its body is not compiled either.
    const structure = entry.fm.opened
      ? await options.inspect(entry.file, options.source(entry.file))
      : emptyStructure();
    // A body check needs a compiled body: a post that failed to compile has its reason already.
    const own =
      structure.issues.length > 0 || !entry.fm.opened
        ? structure.issues
        : postBodyIssues(shown, entry.fm, structure.sections);
    reading.issues.push(...own);
    const slug = post?.slug ?? intendedSlug(entry);
    const route = postPath(slug);
    const anchors = unlisted ? reading.unlistedAnchors : reading.anchors;
    if (!post && reading.anchors.some((p) => p.slug === slug)) continue;
    anchors.push({
      slug,
      ids: [...structure.ids],
      ...(post && {
        date: postMoment(post.value.date).day,
        title: post.value.title,
        tags: post.value.tags,
        featured: post.value.featured === true,
      }),
    });
    if (!post || own.length > 0 || options.badNames.has(entry.file)) reading.unchecked.add(route);
    reading.links.push(
      ...structure.links.map((l: FoundLink) => ({
        file: shown,
        line: l.line,
        field: 'link',
        href: l.href,
        page: route,
      })),
    );
    if (!post) continue;
    for (const image of structure.images) {
      reading.images.push([
        { file: shown, line: image.line, field: 'GalleryImage src' },
        image.file,
        GALLERY_IMAGE_MIN,
      ]);
    }
    const { updated, source } = updatedDate(
      { date: moment?.day ?? post.value.date, updated: post.value.updated },
      post.file,
      () => (history ??= contentHistoryAtHead(options.contentDir).files),
    );
    const summary = summaryOf(post, structure, shown, { updated, updatedSource: source });
    if (moment?.time !== undefined) {
      summary.time = moment.time;
      summary.publishedAt = zonedIso({ day: moment.day, time: moment.time }, options.timezone);
    }
    if (scheduled !== undefined) summary.scheduled = scheduled;
    (unlisted ? reading.unlisted : reading.summaries).push(summary);
  }
  reading.summaries.sort(byDate);
  reading.unlisted.sort(byDate);
  // Each published part of a series at its own place.
  const published = new Set(reading.summaries.map((summary) => summary.source));
  reading.issues.push(
    ...seriesIssues(
      valid
        .filter((post) => published.has(displayPath(post.file)))
        .map((post) => ({
          file: displayPath(post.file),
          series: post.value.series,
          seriesOrder: post.value.seriesOrder,
          lineOf: (field) => post.fm.lineOf([field]),
        })),
    ),
  );
  return reading;
}

/**
 * When `post` goes live: its date as a moment, and, for a post still to come, when it goes live. Undefined
 * when the build leaves it out, which `reading` then records: a draft (not compiled or checked, so a
 * half-written post never stops a build), or a post still to come, which the first build on its day
 * publishes. The dev server (`drafts`) has both.
 */
function liveness(
  post: Slugged<PostFrontmatter>,
  options: PostSelection,
  reading: PostReading,
): { moment?: PostMoment; scheduled?: string | undefined } | undefined {
  const source = displayPath(post.file);
  if (post.value.draft === true && !options.drafts) {
    reading.skippedDrafts.push({ slug: post.slug, source });
    return undefined;
  }
  const moment = postMoment(post.value.date);
  const scheduled = isLive(moment, options.now, options.timezone) ? undefined : goesLive(moment, options.timezone);
  if (scheduled !== undefined && !options.drafts) {
    reading.skippedScheduled.push({ slug: post.slug, source, goesLive: scheduled });
    return undefined;
  }
  return { moment, scheduled };
}

/** A published post's summary, as lists, feeds and its page read it; `source` is its file as shown. */
function summaryOf(
  post: Slugged<PostFrontmatter>,
  structure: PostStructure,
  source: string,
  dates: Pick<LoadedPost, 'updated' | 'updatedSource'>,
): LoadedPost {
  return {
    slug: post.slug,
    title: post.value.title,
    description: post.value.description,
    date: postMoment(post.value.date).day,
    ...dates,
    ...(post.value.repo ? { repo: post.value.repo } : {}),
    ...(post.value.series === undefined ? {} : { series: post.value.series }),
    ...(post.value.seriesOrder === undefined ? {} : { seriesOrder: post.value.seriesOrder }),
    ...(post.value.discussion.length === 0 ? {} : { discussion: post.value.discussion }),
    ...(post.value.replyByEmail === undefined ? {} : { replyByEmail: post.value.replyByEmail }),
    source,
    readingMinutes: structure.readingMinutes,
    draft: post.value.draft === true,
    ...(post.value.unlisted === true ? { unlisted: true } : {}),
    ids: [...structure.ids],
    tags: post.value.tags,
    featured: post.value.featured === true,
    cover: structure.cover,
  };
}
