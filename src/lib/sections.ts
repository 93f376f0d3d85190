/** The home page's sections: one list feeds the nav, the page and the content link checker; and the frame's ids. */
import { PAGE_DATA_ID, PROFILE_LINKS_ID } from './page-data.ts';

/** The hero's id; `#home` scrolls to the top of the home page. */
export const HERO_ID = 'home';

/** Id of the element at the very top of every page, the target of "Top" links. */
export const TOP_ID = 'top';

/**
 * Id of every page's `<main>`, the skip link's target. index.html's `<link rel="expect">` names it too:
 * browsers that support that hold the first paint until the parser reaches `<main>`, so the header is
 * never painted half parsed (its nav would move when the rest of the header arrives).
 */
export const MAIN_ID = 'main';

/** Id of the element the app renders into: index.html's `<div id="root">`. */
export const ROOT_ID = 'root';

/** Id of a project page's "Related posts" heading, after its body. */
export const RELATED_POSTS_ID = 'related-posts';

/** Id of the heading of a post's or project page's replies, after its body. */
export const REPLIES_ID = 'replies';

/**
 * Every id the page around a post's or project's body has (the frame, the page's data block, what
 * follows the body): a heading in the body never takes one, or a link to it would land elsewhere.
 * tests/dist checks that the built pages have no other (besides React's own `useId` ids).
 */
export const FRAME_IDS: readonly string[] = [
  ROOT_ID,
  PAGE_DATA_ID,
  PROFILE_LINKS_ID,
  TOP_ID,
  MAIN_ID,
  RELATED_POSTS_ID,
  REPLIES_ID,
];

/**
 * The home sections after the hero, by id, in their default order: the spec's (About, Projects,
 * Experience, Skills, Contact), with Writing and Talks, which the spec does not have, before Contact.
 * `home.sections` in site.md picks and orders them.
 */
export const HOME_SECTION_IDS = ['about', 'projects', 'experience', 'skills', 'writing', 'talks', 'contact'] as const;

export type HomeSectionId = (typeof HOME_SECTION_IDS)[number];

/** Each section's heading and nav label. */
export const SECTION_LABELS: Record<HomeSectionId, string> = {
  about: 'About',
  projects: 'Projects',
  experience: 'Experience',
  skills: 'Skills',
  writing: 'Writing',
  talks: 'Talks',
  contact: 'Contact',
};

/** How many entries the home page's lists have: a section with none is left out. */
export interface SectionCounts {
  projects: number;
  experience: number;
  skills: number;
  /** Featured posts. */
  writing: number;
  talks: number;
}

/**
 * The home sections the page shows, in page order (`order`, else the default): About and Contact
 * whenever listed, a list only when it has entries.
 */
export function presentSections(
  counts: SectionCounts,
  order: readonly HomeSectionId[] = HOME_SECTION_IDS,
): HomeSectionId[] {
  return order.filter((id) => !(id in counts) || counts[id as keyof SectionCounts] > 0);
}

/** Every `#anchor` on a home page that shows `sections`. */
export function homeAnchorIds(sections: readonly HomeSectionId[]): string[] {
  return [TOP_ID, HERO_ID, ...sections];
}

/** What a home page's sections are counted from: its lists, and each post's `featured`. */
export interface SectionSources {
  projects: readonly unknown[];
  experience: readonly unknown[];
  skills: readonly unknown[];
  talks: readonly unknown[];
  posts: readonly { featured?: boolean | undefined }[];
}

/** The counts `presentSections` decides by, from the content. */
export function sectionCounts({ projects, experience, skills, talks, posts }: SectionSources): SectionCounts {
  return {
    projects: projects.length,
    experience: experience.length,
    skills: skills.length,
    writing: posts.filter((post) => post.featured === true).length,
    talks: talks.length,
  };
}
