import type { ComponentProps } from 'react';

export type PostLinkProps = ComponentProps<'a'> & {
  /** The file's URL, base path included, as the bundler gave it. */
  href: string;
};

/**
 * A link to a file next to the post (`[datasheet](./post/spec.pdf)`): the build imports the file, so
 * the bundler copies it under a hashed name, and this links to that URL, with the other attributes a
 * raw `<a>` was written with. Every other link in a post is plain HTML, its site paths given the base
 * path at build time; once hydrated, the page opens those of the app's pages through the router
 * (MdxBody.tsx).
 */
export function PostLink({ href, children, ...rest }: PostLinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
