/**
 * What a compiled body is made of, shared by the build that writes it (scripts/pipeline/mdx/), the
 * renderer that turns it into HTML (src/components/mdx/render-body.ts) and the browser that brings its
 * islands to life (src/components/mdx/islands.ts, src/client-pages.ts). A leaf module: no React here.
 */

/** One piece of a compiled body: HTML as the build wrote it, or a component of the MDX map. */
export type BodyPart = string | ComponentPart;

/** A component of the MDX map in a body, as the post wrote it. */
export interface ComponentPart {
  /** Its name in the map (names.ts). */
  component: string;
  /** Its props, as the post and the build gave them (a picture the bundler made, a list of sections). */
  props: Record<string, unknown>;
  /**
   * What it holds. A static component gets them as HTML; an island only components (with their props),
   * which its props attribute carries to the browser.
   */
  children: BodyPart[];
  /** Hydrates in the browser (names.ts). */
  island?: true;
  /** Stands in a line of text: its island element is a `<span>`, not a `<div>`. */
  inline?: true;
}

/** The attribute naming the island an element holds: `<div data-island="Gallery" …>`. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The attribute holding an island's props as JSON (an `IslandData`). */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/** Set on an island's element once it has hydrated (for tests, and for anyone debugging the page). */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';

/** What an island's props attribute holds: enough to render it again, the same, in the browser. */
export interface IslandData {
  props: Record<string, unknown>;
  /** Components only (with their props): an island holds no HTML of the body's. */
  children: ComponentPart[];
  /** React's `identifierPrefix` for its ids, the same on both sides, so two islands never share an id. */
  idPrefix: string;
}

/** The attribute of the element that holds a body's HTML on a page (one per page). */
export const BODY_ATTRIBUTE = 'data-body';

/** A compiled body's module, as the build's bundle and the dev server import it. */
export interface BodyModule {
  parts: readonly BodyPart[];
  /** In the dev server: calls `listener` with the parts of each new version of the body as it is edited. */
  onUpdate?: (listener: (parts: readonly BodyPart[]) => void) => () => void;
}
