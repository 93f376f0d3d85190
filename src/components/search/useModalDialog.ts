import { useLayoutEffect, type RefObject } from 'react';

/**
 * Opens the `<dialog>` in `ref` as a modal as it mounts and hands it to `onShow`; closes it on a click
 * on its backdrop, and calls `onClosed` once it has closed (Esc, a close button, the backdrop). Layout
 * effects run in the commit's own task: a close can never come between the dialog showing and its
 * close being heard.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  onShow: (dialog: HTMLDialogElement) => void,
  onClosed: () => void,
): void {
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    onShow(dialog);
  }, [ref, onShow]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // A click whose target is the dialog itself landed on the backdrop: the frame fills the box.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onClosed);
    };
  }, [ref, onClosed]);
}
