/**
 * Code copy buttons: the build writes them into each code block (scripts/build/mdx/rehype-copy-button.ts)
 * and the post page wires their clicks (useCopyButtons.ts). Both read these names from here.
 */

/** Attribute that marks a copy button (`data-copy-code`). */
export const COPY_BUTTON_ATTRIBUTE = 'data-copy-code';

/** The button's visible label at rest and just after a copy (or a failed one). */
export const COPY_LABEL = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' } as const;

/** The button's accessible name, which stays the same whatever the visible label says. */
export const COPY_BUTTON_NAME = 'Copy code to clipboard';

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
