/**
 * Global setup of the dist and browser layers: the test site is built (or an up-to-date build is
 * reused) before any test file runs, so files never race to build it. See fixture-build.ts.
 */
import { fixtureBuild } from './fixture-build.ts';

export default async function setup(): Promise<void> {
  await fixtureBuild('root');
}
