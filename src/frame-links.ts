/**
 * The owner's profile links, as the frame (the header's icons, Contact) shows them, whoever renders it.
 * They are not in the app's code, which every page loads and caches: a built page carries them in its
 * HTML, in a JSON block of their own that the prerenderer writes (PROFILE_LINKS_ID), so the app's
 * script is the same size with two links as with twelve. The prerenderer and the dev server hand over
 * the content's own; the browser of a built site reads the page's block, once.
 */
import { createContext, useContext } from 'react';
import type { ProfileLink } from './content/schema.ts';
import { PROFILE_LINKS_ID } from './lib/page-data.ts';

/** The links as they are now: the dev server's change as the owner edits site.md. */
export type LinksSource = () => ProfileLink[];

export const LinksSourceContext = createContext<LinksSource>(() => {
  throw new Error('no source of the profile links was provided to the app');
});

/** The profile links, read again each time the app renders. */
export function useProfileLinks(): ProfileLink[] {
  return useContext(LinksSourceContext)();
}

/** The links a prerendered page carries in its block (none if it has no block). */
export function pageLinks(): LinksSource {
  const text = document.getElementById(PROFILE_LINKS_ID)?.textContent;
  const links = text ? (JSON.parse(text) as ProfileLink[]) : [];
  return () => links;
}
