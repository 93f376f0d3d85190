/**
 * The owner's profile, as every page's frame shows it: the app's own chunk carries it, less its links,
 * which each built page carries itself (src/frame-links.ts).
 */
declare module 'virtual:site' {
  const site: Omit<import('./schema.ts').SiteProfile, 'links'>;
  export default site;
}

/** The owner's accent colours (theme.accent in site.md): a stylesheet after tokens.css, empty without one. */
declare module 'virtual:theme.css' {}

/** The owner's analytics provider, added by the page's first script; an empty module without one. */
declare module 'virtual:analytics' {}
