/**
 * Promises for React's `use()`. A component that suspended on `use(promise)` must call `use()`
 * again when React replays it, so code-split components always go through `use()`; marking the
 * promise settled (the `status`/`value` fields React reads) lets `use()` return at once after a
 * preload, so hydration never waits on a chunk that is already there.
 */

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** `promise`, marked fulfilled or rejected as soon as it settles so `use()` can read it synchronously. */
export function trackForUse<T>(promise: Promise<T>): Promise<T> {
  const tracked: Tracked<T> = promise;
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}
