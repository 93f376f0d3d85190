/** The home page's content: profile, projects, experience and skills. */
declare module 'virtual:content' {
  const content: import('./schema.ts').SiteContent;
  export default content;
}

/** Posts, loaded only by the post route and the blog index, so the home page's code does not grow with each post. */
declare module 'virtual:posts' {
  /** Every published post, oldest first (with drafts, marked, in the dev server only). */
  export const posts: import('./schema.ts').PostSummary[];
  /** The compiled MDX of each post by slug: React `lazy` components, each post's code its own chunk. */
  export const postBodies: Record<string, import('react').LazyExoticComponent<import('mdx/types').MDXContent>>;
}
