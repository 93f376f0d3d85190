import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { isAppPage } from '../../route-table.ts';
import { isInternal, withBase } from '../../lib/urls.ts';

export type PostLinkProps = ComponentProps<'a'> & {
  /** A file next to the post: the build made `href` the file's URL, base path included. */
  file?: boolean;
};

/**
 * Every link in a post, as its author wrote it: a site path (`/blog/karl`, `/resume.pdf`) gets the
 * base path, as frontmatter links do, and a page of the app opens through the router; a file next to
 * the post keeps the URL the build gave it; `#anchors` and other URLs stay as written.
 */
export function PostLink({ href, file = false, children, ...rest }: PostLinkProps) {
  if (href !== undefined && !file && isInternal(href)) {
    if (isAppPage(href)) {
      return (
        <Link to={href} {...rest}>
          {children}
        </Link>
      );
    }
    return (
      <a href={withBase(href)} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
