/**
 * The code of the content's virtual modules, one function each, shared by the build and the dev server:
 * - `virtual:site`: the owner's profile as every page's frame shows it (the app's own chunk carries it),
 *   less the profile links, whose number is the owner's: a page carries them in its HTML instead (see
 *   src/frame-links.ts), so the app's code is the same with two links as with twelve;
 * - `virtual:content`: the whole content (the profile with its links), and a loader for each compiled
 *   body (its HTML), for the server entry (which prerenders each page from it) and the dev server's
 *   pages. A built page in the browser gets only its own part, as data.
 * - `virtual:theme.css`: the owner's accent and its derived shades (theme.ts), after tokens.css; empty without one;
 * - `virtual:analytics`: the page's first script adds the owner's analytics provider (see
 *   src/lib/analytics.ts), in a build only; empty without `analytics` in site.md, so no byte of it is built.
 * Images are imported with the presets of images.ts, so the bundler makes them and the code gets their URLs.
 */
import path from 'node:path';
import {
  BUILD_FIELDS,
  HOME_FIELDS,
  type HomeProfile,
  type PostSummary,
  type ProfileLink,
  type SiteProfile,
} from '../../../../src/content/schema.ts';
import { linkKind } from '../../../../src/lib/profile-links.ts';
import { sourceRepository } from '../../../../src/lib/repository.ts';
import { presentSections, sectionCounts } from '../../../../src/lib/sections.ts';
import { analyticsSetup } from '../../analytics/providers.ts';
import { PROJECT_ROOT } from '../../settings.ts';
import { themeStylesheet } from '../../theme/theme.ts';
import { GALLERY_IMAGE_QUERY, PREVIEW_IMAGE_QUERY, PROFILE_IMAGE_QUERY } from '../../images/presets.ts';
import type { PostCard } from '../../preview-card/preview-card.ts';
import { contentHistoryAtHead, type FileHistory } from '../../dates/git-history.ts';
import { pageDates } from '../../dates/post-dates.ts';
import { conversations } from '../conversations.ts';
import type { LoadedContent } from '../load.ts';

export const SITE_ID = 'virtual:site';
export const CONTENT_ID = 'virtual:content';
export const THEME_ID = 'virtual:theme.css';
export const ANALYTICS_ID = 'virtual:analytics';

/** The analytics loader's module, which `virtual:analytics` calls when the owner names a provider. */
const ANALYTICS_LOADER = path.join(PROJECT_ROOT, 'src', 'lib', 'analytics.ts');

/** A path as an import specifier: forward slashes on every system. */
const specifier = (file: string) => JSON.stringify(file.split(path.sep).join('/'));

/**
 * The profile every page's frame gets, without its photo (which the module imports as a picture) and
 * its links (see profileLinks). `icons` is the site path of the icon sprite (scripts/pipeline/icons/).
 */
export function siteProfile(
  loaded: LoadedContent,
  siteUrl: string | undefined,
  icons: string,
): Omit<SiteProfile, 'photo' | 'links'> {
  const { photo: _photo, links: _links, repository, ...fields } = loaded.site;
  const omitted: readonly string[] = [...HOME_FIELDS, ...BUILD_FIELDS];
  const site = Object.fromEntries(Object.entries(fields).filter(([key]) => !omitted.includes(key))) as Omit<
    SiteProfile,
    'photo' | 'links' | 'repository' | 'sections' | 'nav' | 'hasBlog' | 'hasTags' | 'icons'
  >;
  const source = sourceRepository(repository);
  return {
    ...site,
    url: siteUrl ?? site.url,
    icons,
    // Worked out here, so the page's code carries no table of forges.
    ...(source && { repository: source }),
    sections: presentSections(sectionCounts(loaded), loaded.site.home.sections),
    nav: loaded.pages
      .flatMap((page) => (page.nav ? [{ label: page.nav.label, slug: page.slug, order: page.nav.order }] : []))
      .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
      .map(({ label, slug }) => ({ label, slug })),
    hasBlog: loaded.posts.length > 0,
    hasTags: [...loaded.posts, ...loaded.projects].some((entry) => entry.tags.length > 0),
  };
}

/** Each profile link with the kind of site it leads to, which names its icon (worked out here: no table of hosts in a page). */
export function profileLinks(loaded: Pick<LoadedContent, 'site'>): ProfileLink[] {
  return loaded.site.links.map((link) => ({ ...link, icon: linkKind(link.url) }));
}

/** `virtual:site`: the profile less its links, with the photo as a responsive picture. */
export function siteModule(loaded: LoadedContent, siteUrl: string | undefined, icons: string): string {
  return [
    `import picture from ${specifier(`${loaded.photoFile}?${PROFILE_IMAGE_QUERY}`)};`,
    `const site = ${JSON.stringify(siteProfile(loaded, siteUrl, icons))};`,
    `site.photo = { alt: ${JSON.stringify(loaded.site.photo.alt)}, picture };`,
    'export default site;',
  ].join('\n');
}

/** The modules `virtual:content` is made of (see contentModules). */
export const CONTENT_PART_IDS = {
  data: 'virtual:content/data',
  posts: 'virtual:content/posts',
  conversations: 'virtual:content/conversations',
  pictures: 'virtual:content/pictures',
  bodies: 'virtual:content/bodies',
} as const;

/** Each content module's id as resolved (a virtual module's, with Vite's `\0`), by the id imported. */
export const RESOLVED = new Map(
  [SITE_ID, CONTENT_ID, ...Object.values(CONTENT_PART_IDS), THEME_ID, ANALYTICS_ID].map((id) => [id, `\0${id}`]),
);

/** `virtual:content` and the modules it is made of, by resolved id: which code of ContentModules each is. */
export const CONTENT_PARTS: ReadonlyMap<string, keyof ContentModules> = new Map([
  [`\0${CONTENT_ID}`, 'content'],
  ...Object.entries(CONTENT_PART_IDS).map(([part, id]) => [`\0${id}`, part as keyof ContentModules] as const),
]);

/** The code of `virtual:content` and of each module it is made of. */
export interface ContentModules {
  /** `virtual:content`: the content assembled from the others, and the bodies' loaders. */
  content: string;
  /** The values of the content that are neither a post's nor a picture, as JSON: what a headline edit changes. */
  data: string;
  /** The posts' summaries, listed and unlisted, as JSON: what a post's title or date edited changes. */
  posts: string;
  /** What the end of each post and project page offers readers, as JSON (see conversations.ts). */
  conversations: string;
  /** The pictures of the posts, project pages and pages (their imports), by post source and by slug. */
  pictures: string;
  /** A loader of each compiled body, by its source. */
  bodies: string;
}

/**
 * The code of `virtual:content` itself: it assembles the content from its parts and holds none of it, so
 * it is the same for any content (the dev server serves it as it is while the content is broken, and
 * each part throws instead: see dev-plugin.ts).
 */
export const CONTENT_CODE = [
  `import profile from ${JSON.stringify(SITE_ID)};`,
  `import data from ${JSON.stringify(CONTENT_PART_IDS.data)};`,
  `import list from ${JSON.stringify(CONTENT_PART_IDS.posts)};`,
  `import conversation from ${JSON.stringify(CONTENT_PART_IDS.conversations)};`,
  `import pictures from ${JSON.stringify(CONTENT_PART_IDS.pictures)};`,
  `export { bodies } from ${JSON.stringify(CONTENT_PART_IDS.bodies)};`,
  // Each value with its pictures, its fields in the order of the content's types.
  'const posts = (list) => list.map((post) => ({ ...post, ...pictures.posts[post.source] }));',
  'const projects = data.projects.map((project) => {',
  '  const previewCard = project.page && pictures.projects[project.slug];',
  '  return previewCard ? { ...project, page: { ...project.page, previewCard } } : project;',
  '});',
  'const pages = data.pages.map((page) => ({ ...page, ...pictures.pages[page.slug] }));',
  'const site = { ...profile, links: data.links };',
  'export default { site, ...data.lists, ...conversation, projects, posts: posts(list.posts), unlisted: posts(list.unlisted), pages };',
].join('\n');

/**
 * `virtual:content`: the profile (from `virtual:site`, with its links), the lists, and the posts oldest
 * first, made of modules so that an edit rebuilds only what it changed: the values, which import
 * nothing, in three (`data`: the profile's lists, projects and pages; `posts`: the posts' summaries;
 * `conversations`: what the end of each page offers readers); the pictures (`pictures`), which import
 * every image and change only with a picture; and the bodies' loaders (`bodies`), which change only when
 * a body is added or removed. In the dev server, site.md's headline edited changes `data` alone, a
 * post's title `posts` and `conversations`, and a post's text none of them.
 *
 * Each post's first gallery image is imported twice, as the list's picture (the gallery's own sizes, so
 * no new files) and as the link-preview JPEG; a post without one imports its preview card (`cards`, by
 * slug) as its link preview, when the build drew one; so does a project with a page (`projectCards`).
 * `bodies` loads the compiled MDX of each post, project page and page from content/pages/ (which
 * imports its preview card as a project page does). `siteUrl` is the address the build is for: the
 * conversations' (Reply by email, share links) page addresses.
 */
export function contentModules(
  loaded: LoadedContent,
  siteUrl: string,
  cards: ReadonlyMap<string, PostCard>,
  projectCards: ReadonlyMap<string, PostCard> = new Map(),
  pageCards: ReadonlyMap<string, PostCard> = new Map(),
): ContentModules {
  const imports: string[] = [];
  const pictures = { posts: [] as string[], projects: [] as string[], pages: [] as string[] };
  const picture = (list: string[], key: string, value: string) => list.push(`${JSON.stringify(key)}: ${value}`);
  const all = [...loaded.posts, ...loaded.unlisted];
  const summaries = all.map((post, i) => {
    const { cover: _cover, ...summary } = post;
    const pictured = postPicture(post, i, cards.get(post.slug));
    if (pictured) {
      imports.push(...pictured.imports);
      picture(pictures.posts, post.source, pictured.value);
    }
    return summary satisfies Omit<PostSummary, 'cover' | 'previewCard'>;
  });
  const sources = [...all.map((post) => post.source), ...bodySources(loaded)];
  const bodies = sources.map((source) => `${JSON.stringify(source)}: () => import(${specifier(path.resolve(source))})`);
  const { projects: known, experience, skills } = loaded;
  // A project page's dates, for its h-entry: from git, read once, only when the site has such a page.
  const first = known.find((project) => project.page)?.page;
  const history = first
    ? contentHistoryAtHead(path.dirname(path.resolve(first.source))).files
    : new Map<string, FileHistory>();
  const projects = known.map((bare, i) => {
    const project = bare.page ? { ...bare, page: { ...bare.page, ...pageDates(bare.page.source, history) } } : bare;
    const card = projectCards.get(project.slug);
    if (project.page && card) {
      imports.push(`import projectCard${i} from ${specifier(card.file)};`);
      picture(
        pictures.projects,
        project.slug,
        `{ alt: ${JSON.stringify(card.alt)}, preview: { src: projectCard${i}, w: ${card.w}, h: ${card.h} } }`,
      );
    }
    return project;
  });
  loaded.pages.forEach((page, i) => {
    const card = pageCards.get(page.slug);
    if (!card) return;
    imports.push(`import pageCard${i} from ${specifier(card.file)};`);
    picture(
      pictures.pages,
      page.slug,
      `{ previewCard: { alt: ${JSON.stringify(card.alt)}, preview: { src: pageCard${i}, w: ${card.w}, h: ${card.h} } } }`,
    );
  });
  const home = Object.fromEntries(HOME_FIELDS.map((key) => [key, loaded.site[key]])) as HomeProfile;
  const { talks } = loaded;
  // What the end of each post and project page offers readers, and the webmention endpoint every page names.
  const conversation = { conversations: conversations(loaded, siteUrl), webmention: loaded.conversation.webmention };
  const data = {
    links: profileLinks(loaded),
    lists: { home, experience, skills, talks },
    projects,
    pages: loaded.pages,
  };
  const posts = { posts: summaries.slice(0, loaded.posts.length), unlisted: summaries.slice(loaded.posts.length) };
  const object = (entries: string[]) => `{${entries.join(', ')}}`;
  return {
    content: CONTENT_CODE,
    data: `export default ${JSON.stringify(data)};`,
    posts: `export default ${JSON.stringify(posts)};`,
    conversations: `export default ${JSON.stringify(conversation)};`,
    pictures: [
      ...imports,
      `export default { posts: ${object(pictures.posts)}, projects: ${object(pictures.projects)}, pages: ${object(pictures.pages)} };`,
    ].join('\n'),
    bodies: `export const bodies = ${object(bodies)};`,
  };
}

/**
 * Post `i`'s pictures, as the fields they add to its summary and the imports they need: its first gallery
 * image as its cover (the list's picture and the link preview), or else its preview card, if drawn.
 */
function postPicture(
  { cover }: LoadedContent['posts'][number],
  i: number,
  card: PostCard | undefined,
): { imports: string[]; value: string } | undefined {
  if (cover) {
    return {
      imports: [
        `import picture${i} from ${specifier(`${cover.file}?${GALLERY_IMAGE_QUERY}`)};`,
        `import preview${i} from ${specifier(`${cover.file}?${PREVIEW_IMAGE_QUERY}`)};`,
      ],
      value: `{ cover: { alt: ${JSON.stringify(cover.alt)}, picture: picture${i}, preview: preview${i} } }`,
    };
  }
  if (!card) return undefined;
  return {
    imports: [`import card${i} from ${specifier(card.file)};`],
    value: `{ previewCard: { alt: ${JSON.stringify(card.alt)}, preview: { src: card${i}, w: ${card.w}, h: ${card.h} } } }`,
  };
}

/** The body files of the projects that have pages and of the pages from content/pages/, relative to the project root. */
export function bodySources({ projects, pages }: Pick<LoadedContent, 'projects' | 'pages'>): string[] {
  return [
    ...projects.flatMap((project) => (project.page ? [project.page.source] : [])),
    ...pages.map((page) => page.source),
  ];
}

/** `virtual:theme.css`: the owner's colours, or nothing. */
export function themeModule(loaded: Pick<LoadedContent, 'site'>): string {
  return themeStylesheet(loaded.site.theme);
}

/** `virtual:analytics` in a build: the provider's script, added as the page loads; an empty module without one. */
export function analyticsModule(loaded: Pick<LoadedContent, 'site'>): string {
  const { analytics } = loaded.site;
  if (!analytics) return 'export {};\n';
  return [
    `import { loadAnalytics } from ${specifier(ANALYTICS_LOADER)};`,
    `loadAnalytics(${JSON.stringify(analyticsSetup(analytics).script)});`,
  ].join('\n');
}
