/**
 * What the header's menu gains once hydrated (Header.tsx). The menu is a native popover, so from the
 * first paint the browser opens it from its button, tells assistive technology whether it is open, and
 * closes it on Escape (focus back on the button) or a tap outside. These add: focus on the first link
 * when it opens, and closing when a link in it is followed or focus moves out of it.
 */
import type { FocusEvent, MouseEvent, ToggleEvent } from 'react';

/** The menu panel's handlers (closing a closed popover does nothing, so they need not ask). */
export const menuPanelEvents = {
  /**
   * The first link takes focus as the menu opens: the browser focuses a popover's autofocus element
   * while showing it, so mark the first link just before. Only while it opens: from 900px the closed
   * popover is the header's row, and an autofocus there would take focus when the page loads.
   */
  onBeforeToggle(event: ToggleEvent<HTMLElement>): void {
    event.currentTarget.querySelector('a')?.toggleAttribute('autofocus', event.newState === 'open');
  },
  /** A followed link closes the menu. */
  onClick(event: MouseEvent<HTMLElement>): void {
    if ((event.target as Element).closest('a')) event.currentTarget.hidePopover();
  },
  /** Focus moving out of the menu, to anything but its button, closes it. */
  onBlur(event: FocusEvent<HTMLElement>): void {
    const next = event.relatedTarget;
    const panel = event.currentTarget;
    if (next && !panel.contains(next) && next.getAttribute('popovertarget') !== panel.id) panel.hidePopover();
  },
};
