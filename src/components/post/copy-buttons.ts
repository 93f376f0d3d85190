/**
 * What a code copy button does: copy its code block, inside the press, as browsers require of the
 * clipboard. Loaded by the page's first script on pages that have copy buttons (entry-client.tsx), long
 * before React hydrates, so the home page never downloads it; the post page shows and announces each
 * result once hydrated (useCopyFeedback.ts). No React here.
 */
import { COPY_BUTTON_ATTRIBUTE, DIFF_LINE_CLASS } from './copy-code.ts';

/** Copies `text`: the async Clipboard API where the page may use it, otherwise a selected textarea. */
export async function copyText(text: string, doc: Document = document): Promise<void> {
  const view = doc.defaultView;
  // Only secure contexts have navigator.clipboard, although its type says it is always there.
  if (view?.isSecureContext) {
    try {
      await view.navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied or not allowed here (e.g. inside a frame): try the older way below.
    }
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Set from script, not markup, so a strict style-src still allows it.
  area.style.position = 'fixed';
  area.style.inset = '0 auto auto 0';
  area.style.opacity = '0';
  doc.body.append(area);
  area.select();
  // execCommand is deprecated but remains the only fallback for browsers without the Clipboard API.
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- see the line above
  const copied = doc.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser refused to copy');
}

/** What became of a press on a copy button. */
export interface CopyResult {
  button: HTMLButtonElement;
  /** Whether the code reached the clipboard. */
  copied: boolean;
}

/** Results nobody has shown yet: presses made before the post page hydrated. */
const unseen: CopyResult[] = [];
let showResult: ((result: CopyResult) => void) | undefined;

/**
 * The code a block's Copy puts on the clipboard: its lines as the result reads, so without the lines a
 * diff removes. Line numbers and diff markers are drawn by CSS, so no line's text holds them. A blank
 * line holds one space (rehype-pretty-code's, so the line keeps its height): it is copied empty.
 */
export function codeText(code: Element): string {
  const lines = [...code.children].filter((line) => line.hasAttribute('data-line'));
  if (lines.length === 0) return code.textContent;
  return lines
    .filter((line) => !line.classList.contains(DIFF_LINE_CLASS.removed))
    .map((line) => (line.textContent === ' ' ? '' : line.textContent))
    .join('\n');
}

/** The copy button an event happened on, if any. */
const copyButton = (target: EventTarget | null): HTMLButtonElement | null | undefined =>
  target instanceof Element ? target.closest<HTMLButtonElement>(`button[${COPY_BUTTON_ATTRIBUTE}]`) : null;

/**
 * Makes every copy button on `doc`, present and future, copy its code block when pressed, starting with
 * the presses in `early` (the targets of clicks made while this module was loading).
 */
export function wireCopyButtons(early: readonly (EventTarget | null)[] = [], doc: Document = document): void {
  const copy = (target: EventTarget | null) => {
    const button = copyButton(target);
    if (!button) return;
    const code = button.closest('figure')?.querySelector('pre code');
    void copyText(code ? codeText(code) : '', doc).then(
      () => report({ button, copied: true }),
      () => report({ button, copied: false }),
    );
  };
  early.forEach(copy);
  // Capturing: see theme-toggle.ts.
  doc.addEventListener('click', (event) => copy(event.target), true);
}

function report(result: CopyResult): void {
  // The textarea fallback takes focus; give it back to the button.
  if (result.button.ownerDocument.activeElement !== result.button) result.button.focus();
  if (showResult) showResult(result);
  else unseen.push(result);
}

/** Hands every copy result to `show`, first those made before it was called; returns the function that stops it. */
export function onCopyResult(show: (result: CopyResult) => void): () => void {
  showResult = show;
  for (const result of unseen.splice(0)) show(result);
  return () => {
    if (showResult === show) showResult = undefined;
  };
}
