/** The home page's sections: one list feeds the nav, the page and the content link checker. */

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

/** Home sections after the hero, in page order, with their nav labels. */
export const homeSections = [
  { id: 'about', label: 'About' },
  { id: 'projects', label: 'Projects' },
  { id: 'experience', label: 'Experience' },
  { id: 'skills', label: 'Skills' },
  { id: 'contact', label: 'Contact' },
] as const;

export type HomeSectionId = (typeof homeSections)[number]['id'];

/** How many entries the home page's lists have: a section with none is left out. */
export interface SectionCounts {
  projects: number;
  experience: number;
  skills: number;
}

/** The home sections the page shows, in page order: About and Contact always, a list only when it has entries. */
export function presentSections(counts: SectionCounts): HomeSectionId[] {
  return homeSections.map((s) => s.id).filter((id) => !(id in counts) || counts[id as keyof SectionCounts] > 0);
}

/** Every `#anchor` on a home page that shows `sections`. */
export function homeAnchorIds(sections: readonly HomeSectionId[]): string[] {
  return [TOP_ID, HERO_ID, ...sections];
}
