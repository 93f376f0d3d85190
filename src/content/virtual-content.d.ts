/**
 * The whole content: only the server entry (which prerenders each page from it) and the dev server's
 * pages read it; a built page gets its own part as data, never the whole. Its types are the build's
 * alone (tsconfig.browser.json leaves this file out), so browser code cannot import it.
 */
declare module 'virtual:content' {
  const content: import('./schema.ts').SiteContent;
  export default content;
  /** Each compiled body (a post's or a page's) by its source file (`BodyRef.source`), loaded when first rendered. */
  export const bodies: Record<
    string,
    (() => Promise<import('../components/mdx/body-parts.ts').BodyModule>) | undefined
  >;
}
