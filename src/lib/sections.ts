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

/** Every `#anchor` that exists on the home page. */
export const homeAnchorIds: readonly string[] = [TOP_ID, HERO_ID, ...homeSections.map((s) => s.id)];
