import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { BLOG_PATH, HOME_PATH } from '../../lib/routes-paths.ts';
import { withBase } from '../../lib/urls.ts';
import { SearchIcon } from '../icons.tsx';
import styles from './SearchButton.module.css';
import { SEARCH_NAVIGATE_EVENT } from './search-opener.ts';

const noSubscription = () => () => {};
/** What the link is once a script runs it: a button that opens the search dialog, with its shortcuts. */
const scriptedRole = { role: 'button', 'aria-haspopup': 'dialog', 'aria-keyshortcuts': '/ Control+K Meta+K' } as const;

/**
 * The header's Search. In the HTML a link to the blog index (home on a site without posts), which is
 * where it leads without JavaScript; the page's first script makes it open the search dialog (search-opener.ts), and once
 * hydrated React renders it as that button. It also opens the pages the dialog finds, with the router.
 */
export function SearchButton({ hasBlog }: { hasBlog: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    // The dialog has its own React root, outside the router: it asks the app to open a page by this event.
    const open = (event: Event) => {
      event.preventDefault();
      void navigate((event as CustomEvent<string>).detail);
    };
    addEventListener(SEARCH_NAVIGATE_EVENT, open);
    return () => removeEventListener(SEARCH_NAVIGATE_EVENT, open);
  }, [navigate]);
  // False in the HTML and while hydrating, so the markup matches; true once the page runs in a browser.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <a
      href={withBase(hasBlog ? BLOG_PATH : HOME_PATH)}
      className={styles.button}
      data-search-open=""
      {...(scripted && scriptedRole)}
    >
      <SearchIcon />
      <span className="visually-hidden">Search</span>
    </a>
  );
}
