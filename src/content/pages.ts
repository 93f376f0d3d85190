/**
 * What each page is rendered from: its part of the content, worked out by its route entry
 * (src/route-table.ts) at build time and carried by the page, so a page ships its own data and never
 * the whole content; and the small parts of it the entries make alike (a post's card, a neighbour's link).
 */
import type { Pagination } from '../lib/pagination.ts';
import type { SeriesData } from '../lib/series.ts';
import type { TagCount } from '../lib/tags.ts';
import type {
  BodyRef,
  ContentPage,
  ConversationData,
  Experience,
  HomeProfile,
  PostSummary,
  Project,
  SiteProfile,
  Talk,
} from './schema.ts';

/** What every page component receives: its own data, and the owner's profile for the frame around it. */
export interface PageProps<D> {
  data: D;
  site: SiteProfile;
  /** The HTML of its body, if it shows one; none on the prerendered page, whose document has it. */
  bodyHtml?: string | undefined;
}

/** Home: the profile, projects, experience, skills, talks and the featured posts. */
export interface HomeData {
  profile: HomeProfile;
  projects: Project[];
  experience: Experience[];
  skills: string[];
  /** Newest first. */
  talks: Talk[];
  /** The newest featured posts (at most WRITING_LIMIT), newest first. */
  writing: PostCardData[];
}

/** A post as a list shows it. */
export type PostCardData = Pick<
  PostSummary,
  'slug' | 'title' | 'description' | 'date' | 'readingMinutes' | 'draft' | 'tags'
> & {
  cover?: Pick<NonNullable<PostSummary['cover']>, 'alt' | 'picture'>;
};

/** A post's card, from its summary: what a list ships of it. */
export const postCard = ({
  slug,
  title,
  description,
  date,
  readingMinutes,
  draft,
  tags,
  cover,
}: PostSummary): PostCardData => ({
  slug,
  title,
  description,
  date,
  readingMinutes,
  draft,
  tags,
  ...(cover && { cover: { alt: cover.alt, picture: cover.picture } }),
});

/** One page of the blog index: its posts, newest first, and where it stands among the pages. */
export interface BlogIndexData extends Pagination {
  posts: PostCardData[];
  /** Posts on every page together. */
  total: number;
}

/** A neighbouring post, as Previous and Next name it. */
export type PostLinkData = Pick<PostSummary, 'slug' | 'title'>;

/** The neighbouring `post`'s link, if there is one. */
export const postLink = (post: PostSummary | undefined): PostLinkData | undefined =>
  post && { slug: post.slug, title: post.title };

/**
 * A post page: the post, its neighbours in date order (`alone` when the site has no other post), its
 * series, the posts related to it, and its body.
 */
export interface PostData {
  post: PostSummary;
  previous?: PostLinkData | undefined;
  next?: PostLinkData | undefined;
  /** True when the post is the site's only one: it has no neighbour at all. */
  alone: boolean;
  /** The series the post is a part of, with every part. */
  series?: SeriesData | undefined;
  /** At most three posts sharing the most of its tags, newest first among equals. */
  related: PostCardData[];
  body: BodyRef;
  /** What its end offers readers: every post and project page has one (SiteContent.conversations). */
  conversation?: ConversationData | undefined;
}

/** The tags page: every tag in use, with its counts. */
export interface TagsData {
  tags: TagCount[];
}

/** One page of a tag's page: the tag, the projects that carry it (on its first page), and a page of its posts. */
export interface TagData extends Pagination {
  tag: string;
  /** Posts that carry the tag, on every page together. */
  total: number;
  /** Projects that carry the tag, all of them listed on its first page. */
  projectTotal: number;
  posts: PostCardData[];
  /** The projects this page lists: every one on the first page, none on the later ones. */
  projects: Project[];
}

/** A neighbouring project with a page, as Previous and Next name it. */
export type ProjectLinkData = Pick<Project, 'slug' | 'title'>;

/** The neighbouring `project`'s link, if there is one. */
export const projectLink = (project: Project | undefined): ProjectLinkData | undefined =>
  project && { slug: project.slug, title: project.title };

/** A project's page: the project, its neighbours among projects with pages, the posts sharing its tags, its body. */
export interface ProjectData {
  project: Project;
  previous?: ProjectLinkData | undefined;
  next?: ProjectLinkData | undefined;
  /** At most three posts sharing the most of its tags, newest first among equals. */
  related: PostCardData[];
  body: BodyRef;
  /** What its end offers readers: every post and project page has one (SiteContent.conversations). */
  conversation?: ConversationData | undefined;
}

/** A page from content/pages/: the page and its body. */
export interface ContentPageData {
  page: ContentPage;
  body: BodyRef;
}
