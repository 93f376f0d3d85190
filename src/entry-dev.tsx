/**
 * The page's script in `npm run dev`, which the dev server serves in place of entry-client.tsx (see
 * devEntryPlugin in scripts/pipeline/config.ts). Nothing is prerendered there, so the page is an empty
 * shell: the first taps are wired as a built page wires them, and the app renders at once from the
 * content as it is now (dev-pages.ts), again at each content edit.
 */
import { createRoot } from 'react-dom/client';
import { BrowserApp } from './App.tsx';
import { wireBackToTop } from './components/layout/back-to-top.ts';
import { wireThemeToggle } from './components/layout/theme-toggle.ts';
import { wireSearch } from './components/search/search-opener.ts';
import { devLinks, devPages } from './dev-pages.ts';
import './styles/global.css';
// The owner's accent (theme.accent in site.md), after the tokens it overrides; empty without one.
import 'virtual:theme.css';

wireThemeToggle();
wireBackToTop();
wireSearch();
void import('./components/post/copy-buttons.ts').then((buttons) => buttons.wireCopyButtons([]));

const container = document.getElementById('root');
if (container) createRoot(container).render(<BrowserApp pages={devPages} links={devLinks} />);
