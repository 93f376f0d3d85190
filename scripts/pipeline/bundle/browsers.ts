/**
 * The browsers the site is built for: those that run the es2022 JavaScript the bundle targets, named as
 * esbuild names them (Vite maps `es2022` to this same list). The CSS is lowered for them twice over, and
 * both passes must agree: once as Lightning CSS compiles each stylesheet (the config's `css.lightningcss`
 * targets, which keep fallbacks such as `100vh` before `100dvh`), and once as Vite's minifier runs
 * (`build.cssTarget`).
 */
import type { CSSOptions } from 'vite';

/** Lightning CSS's targets, as Vite's `css.lightningcss` takes them. */
type LightningTargets = Exclude<NonNullable<CSSOptions['lightningcss']>['targets'], undefined>;

export const BROWSERS = ['chrome94', 'edge94', 'firefox93', 'opera80', 'safari16.4', 'ios16.4'];

/** Lightning CSS's name for a browser esbuild names otherwise. */
const LIGHTNING_NAMES: Record<string, string> = { ios: 'ios_saf' };

/** `browsers` as Lightning CSS's targets: each version as `major << 16 | minor << 8`. */
export function lightningTargets(browsers: readonly string[]): LightningTargets {
  const targets: Record<string, number> = {};
  for (const browser of browsers) {
    const match = /^([a-z]+)(\d+)(?:\.(\d+))?$/.exec(browser);
    if (!match?.[1] || !match[2]) throw new Error(`not a browser and version: ${browser}`);
    targets[LIGHTNING_NAMES[match[1]] ?? match[1]] = (Number(match[2]) << 16) | (Number(match[3] ?? 0) << 8);
  }
  return targets;
}
