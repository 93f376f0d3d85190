import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { onCopyResult } from './copy-buttons.ts';
import { COPY_LABEL } from './copy-code.ts';

/** How long a button says "Copied" before it reads "Copy" again. */
const RESET_MS = 2000;

/** A message for a polite live region, and a function that (re)announces one. */
export function useAnnouncer(): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  const frame = useRef(0);
  const announce = useCallback((next: string) => {
    // Clear first, so the same message twice in a row is announced twice.
    setMessage('');
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setMessage(next));
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  return [message, announce];
}

/** Sets the button's visible label without replacing the text node React rendered. */
function setLabel(button: HTMLButtonElement, label: string): void {
  const text = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
  if (text) text.nodeValue = label;
  else button.append(label);
}

/**
 * Shows what became of each press on a copy button inside `container` (the page's first script did the
 * copying, see copy-buttons.ts): the button says "Copied" for two seconds and `announce` tells screen
 * readers. A press made before the page hydrated is shown once it has: changing the button's text
 * earlier would make the page differ from what React hydrates.
 */
export function useCopyFeedback(container: RefObject<HTMLElement | null>, announce: (message: string) => void): void {
  useEffect(() => {
    const timers = new Map<HTMLButtonElement, number>();
    const stop = onCopyResult(({ button, copied }) => {
      if (!container.current?.contains(button)) return;
      setLabel(button, copied ? COPY_LABEL.copied : COPY_LABEL.failed);
      announce(copied ? 'Code copied to clipboard' : 'Copying failed. Select the code and copy it by hand.');
      window.clearTimeout(timers.get(button));
      timers.set(
        button,
        window.setTimeout(() => setLabel(button, COPY_LABEL.idle), RESET_MS),
      );
    });
    return () => {
      stop();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [container, announce]);
}
