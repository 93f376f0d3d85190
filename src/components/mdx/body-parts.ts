/**
 * What a compiled body is made of, and the island element's format: shared by the build that writes
 * a body (scripts/pipeline/mdx/), the renderer that turns it into HTML and marks its islands
 * (render-body.ts) and the browser module that finds and hydrates them (islands.ts). A leaf module.
 */

/** One piece of a compiled body: HTML as the build wrote it, or a component of the MDX map. */
export type BodyPart = string | ComponentPart;

/** A component of the MDX map in a body, as the post wrote it. */
export interface ComponentPart {
  /** Its name in the map (names.ts). */
  component: string;
  /** Its props, as the post and the build gave them (a picture the bundler made, a list of sections). */
  props: Record<string, unknown>;
  /** What it holds: HTML and components. */
  children: BodyPart[];
  /** Stands in a line of text: an island's element is a `<span>`, not a `<div>`. */
  inline?: true;
}

/** The attribute naming the component an island element holds: `<div data-island="Gallery" …>`. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The attribute holding the URL of the island's module, which exports the component by that name. */
export const ISLAND_URL_ATTRIBUTE = 'data-island-url';

/** The attribute holding an island's props as JSON (an `IslandData`). */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/** Set on an island's element once it has hydrated (for tests, and for anyone debugging the page). */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';

/** The attribute of the element holding a slot of an island: HTML of the body, numbered in the island. */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';

/**
 * What an island's components hold: a component (its name, its module's URL, its props and what it holds),
 * or the body's HTML, as the number of the slot element that holds it in the page.
 */
export type IslandChild =
  { component: string; url: string; props: Record<string, unknown>; children: IslandChild[] } | { slot: number };

/** What an island's props attribute holds: enough to render it again, the same, in the browser. */
export interface IslandData {
  props: Record<string, unknown>;
  children: IslandChild[];
  /** React's `identifierPrefix` for its ids, the same on both sides, so two islands never share an id. */
  idPrefix: string;
}

/**
 * The module that hydrates a body's islands (islands.ts): a page with a body names it for its first
 * script to fetch with the app, beside the page's own module, and it starts loading the islands' code.
 */
export const ISLANDS_MODULE = 'src/components/mdx/islands.ts';

/** The attribute of the element that holds a body's HTML on a page (one per page). */
export const BODY_ATTRIBUTE = 'data-body';

/** A compiled body's module, as the server's bundle and the dev server import it. */
export interface BodyModule {
  parts: readonly BodyPart[];
  /** In the dev server: calls `listener` with the parts of each new version of the body as it is edited. */
  onUpdate?: (listener: (parts: readonly BodyPart[]) => void) => () => void;
}
