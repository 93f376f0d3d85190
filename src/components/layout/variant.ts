/** Which navigation the header carries: the home sections' links (home), or a Back link home (every other page). */
export type LayoutVariant = 'home' | 'page';
