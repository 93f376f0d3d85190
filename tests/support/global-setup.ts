/**
 * Global setup of the dist and browser layers: the test site is built, at the root and under
 * /portfolio/, and so are the other test sites (or up-to-date builds are reused), before any test
 * file runs, so files never race to build them and no test waits for a build. See fixture-build.ts.
 */
import { fixtureBuild, SHARED_VARIANTS } from './fixture-build.ts';

export default async function setup(): Promise<void> {
  for (const variant of SHARED_VARIANTS) await fixtureBuild(variant);
}
