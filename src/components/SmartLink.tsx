import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isAppPage } from '../route-table.ts';
import { isInternal, withBase } from '../lib/urls.ts';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string | undefined;
}

/**
 * A content link: an href starting with "/" stays in this tab (a page of
 * the app through the router, a file such as the resume as a plain link); `#anchors` stay on the
 * page; anything else opens in a new tab.
 */
export function SmartLink({ href, children, className }: SmartLinkProps) {
  if (isInternal(href)) {
    if (isAppPage(href)) {
      return (
        <Link to={href} className={className}>
          {children}
        </Link>
      );
    }
    return (
      <a href={withBase(href)} className={className}>
        {children}
      </a>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
