/**
 * The code of the content's virtual modules, one function each, shared by the build and the dev server:
 * - `virtual:site`: the owner's profile as every page's frame shows it (the app's own chunk carries it);
 * - `virtual:content`: the whole content, and a loader for each compiled MDX body, for the server
 *   entry (which prerenders each page from it) and the dev server's pages. A built page in the browser
 *   gets only its own part, as data.
 * Images are imported with the presets of images.ts, so the bundler makes them and the code gets their URLs.
 */
import path from 'node:path';
import { HOME_FIELDS, type HomeProfile, type PostSummary, type SiteProfile } from '../../../../src/content/schema.ts';
import { presentSections } from '../../../../src/lib/sections.ts';
import { GALLERY_IMAGE_QUERY, PREVIEW_IMAGE_QUERY, PROFILE_IMAGE_QUERY } from '../../images/presets.ts';
import type { PostCard } from '../../preview-card/preview-card.ts';
import type { LoadedContent } from '../load.ts';

export const SITE_ID = 'virtual:site';
export const CONTENT_ID = 'virtual:content';

/** A path as an import specifier: forward slashes on every system. */
const specifier = (file: string) => JSON.stringify(file.split(path.sep).join('/'));

/** The profile every page gets, without its photo (which the module imports as a picture). */
export function siteProfile(loaded: LoadedContent, siteUrl: string | undefined): Omit<SiteProfile, 'photo'> {
  const { photo: _photo, ...fields } = loaded.site;
  const site = Object.fromEntries(
    Object.entries(fields).filter(([key]) => !(HOME_FIELDS as readonly string[]).includes(key)),
  ) as Omit<SiteProfile, 'photo' | 'sections' | 'hasBlog' | 'hasTags'>;
  return {
    ...site,
    url: siteUrl ?? site.url,
    sections: presentSections({
      projects: loaded.projects.length,
      experience: loaded.experience.length,
      skills: loaded.skills.length,
    }),
    hasBlog: loaded.posts.length > 0,
    hasTags: [...loaded.posts, ...loaded.projects].some((entry) => entry.tags.length > 0),
  };
}

/** `virtual:site`: the profile, with the photo as a responsive picture. */
export function siteModule(loaded: LoadedContent, siteUrl: string | undefined): string {
  return [
    `import picture from ${specifier(`${loaded.photoFile}?${PROFILE_IMAGE_QUERY}`)};`,
    `const site = ${JSON.stringify(siteProfile(loaded, siteUrl))};`,
    `site.photo = { alt: ${JSON.stringify(loaded.site.photo.alt)}, picture };`,
    'export default site;',
  ].join('\n');
}

/**
 * `virtual:content`: the profile (from `virtual:site`), the lists, and the posts oldest first. Each
 * post's first gallery image is imported twice, as the list's picture (the gallery's own sizes, so no
 * new files) and as the link-preview JPEG; a post without one imports its preview card (`cards`, by
 * slug) as its link preview, when the build drew one; so does a project with a page (`projectCards`).
 * `bodies` loads each post's and each project page's compiled MDX.
 */
export function contentModule(
  loaded: LoadedContent,
  cards: ReadonlyMap<string, PostCard>,
  projectCards: ReadonlyMap<string, PostCard> = new Map(),
): string {
  const imports: string[] = [];
  const posts = loaded.posts.map((post, i) => {
    const { cover, ...summary } = post;
    const known = JSON.stringify(summary satisfies Omit<PostSummary, 'cover' | 'previewCard'>);
    if (!cover) {
      const card = cards.get(post.slug);
      if (!card) return known;
      imports.push(`import card${i} from ${specifier(card.file)};`);
      return `{ ...${known}, previewCard: { alt: ${JSON.stringify(card.alt)}, preview: { src: card${i}, w: ${card.w}, h: ${card.h} } } }`;
    }
    imports.push(
      `import picture${i} from ${specifier(`${cover.file}?${GALLERY_IMAGE_QUERY}`)};`,
      `import preview${i} from ${specifier(`${cover.file}?${PREVIEW_IMAGE_QUERY}`)};`,
    );
    return `{ ...${known}, cover: { alt: ${JSON.stringify(cover.alt)}, picture: picture${i}, preview: preview${i} } }`;
  });
  const sources = [...loaded.posts.map((post) => post.source), ...bodySources(loaded.projects)];
  const bodies = sources.map((source) => `${JSON.stringify(source)}: () => import(${specifier(path.resolve(source))})`);
  const { projects: known, experience, skills } = loaded;
  const projects = known.map((project, i) => {
    const card = projectCards.get(project.slug);
    if (!project.page || !card) return JSON.stringify(project);
    imports.push(`import projectCard${i} from ${specifier(card.file)};`);
    const previewCard = `{ alt: ${JSON.stringify(card.alt)}, preview: { src: projectCard${i}, w: ${card.w}, h: ${card.h} } }`;
    return `{ ...${JSON.stringify(project)}, page: { ...${JSON.stringify(project.page)}, previewCard: ${previewCard} } }`;
  });
  const home = Object.fromEntries(HOME_FIELDS.map((key) => [key, loaded.site[key]])) as HomeProfile;
  return [
    `import site from ${JSON.stringify(SITE_ID)};`,
    ...imports,
    `const lists = ${JSON.stringify({ home, experience, skills })};`,
    `export default { site, ...lists, projects: [${projects.join(', ')}], posts: [${posts.join(', ')}] };`,
    `export const bodies = {${bodies.join(', ')}};`,
  ].join('\n');
}

/** The body files of the projects that have pages, relative to the project root. */
export function bodySources(projects: LoadedContent['projects']): string[] {
  return projects.flatMap((project) => (project.page ? [project.page.source] : []));
}
