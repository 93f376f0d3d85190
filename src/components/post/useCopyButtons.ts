import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { COPY_BUTTON_ATTRIBUTE, COPY_LABEL, copyText } from './copy-code.ts';

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
 * Wires every copy button inside `container` with one delegated click listener: copies the code
 * block's text, shows "Copied" for two seconds and announces the result through `announce`.
 */
export function useCopyButtons(container: RefObject<HTMLElement | null>, announce: (message: string) => void): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const timers = new Map<HTMLButtonElement, number>();

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLButtonElement>(`button[${COPY_BUTTON_ATTRIBUTE}]`);
      if (!button || !root.contains(button)) return;
      const code = button.closest('figure')?.querySelector('pre code');
      void copyText(code?.textContent ?? '')
        .then(
          () => {
            setLabel(button, COPY_LABEL.copied);
            announce('Code copied to clipboard');
          },
          () => {
            setLabel(button, COPY_LABEL.failed);
            announce('Copying failed. Select the code and copy it by hand.');
          },
        )
        .finally(() => {
          // The textarea fallback takes focus; give it back to the button.
          if (document.activeElement !== button) button.focus();
          window.clearTimeout(timers.get(button));
          timers.set(
            button,
            window.setTimeout(() => setLabel(button, COPY_LABEL.idle), RESET_MS),
          );
        });
    };

    root.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('click', onClick);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [container, announce]);
}
