/**
 * The keys that open search from anywhere on the page. Pure and small: the page's first script carries
 * them (the keys inside the dialog are in search-list.ts, which loads with the dialog).
 */

/** The part of a keyboard event the shortcuts read. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** The part of an event's target that says whether the visitor is typing into it. */
export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
}

/** True when `target` takes typed text: a text field, a text area, a select or editable content. */
export function isTypingTarget(target: KeyTarget | null): boolean {
  if (!target) return false;
  return target.isContentEditable === true || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName ?? '');
}

/** True for the keys that open search: `/`, and Ctrl-K or ⌘-K; never while the visitor types into a field. */
export function opensSearch(press: KeyPress, target: KeyTarget | null): boolean {
  if (isTypingTarget(target) || press.altKey) return false;
  if (press.key === '/') return !press.ctrlKey && !press.metaKey;
  return press.key.toLowerCase() === 'k' && press.ctrlKey !== press.metaKey;
}
