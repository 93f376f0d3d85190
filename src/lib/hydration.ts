/**
 * Work that must end before the page counts as interactive: the islands of its body, which hydrate on
 * their own once the page around them has (src/components/mdx/islands.ts). The app marks the document
 * hydrated once it is all done (App.tsx), which is what the tests wait for.
 */

const pending = new Set<Promise<unknown>>();

/** Counts `work` in before the page is interactive. */
export function hydrationWork(work: Promise<unknown>): void {
  pending.add(work);
  const done = () => pending.delete(work);
  work.then(done, done);
}

/** Settles once the work counted in so far (and any counted in meanwhile) has ended, however it ended. */
export async function hydrationDone(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
