/**
 * The build at scale: the content as it is, then copies of it with generated posts added (say 50 and
 * 200), each built cold (an empty cache) and warm (the same cache again), and at the largest size a
 * build after one post is edited. From these come the cost of one more post, cold and warm, the peak
 * memory of the build, and the cost of a one-post change.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { median } from './format.ts';
import { BuildFailedError, contentWithPosts, editOnePost, timeBuild, type TimedBuild } from './build-timing.ts';
import type { PostTemplate } from './post-template.ts';

/** The builds of one size: the content with `posts` generated posts added (`warm` is empty when not built warm). */
export interface Rung {
  posts: number;
  /** Where its last build is (for the content as it is, the site the rest of the benchmark measures). */
  out: string;
  cold: TimedBuild[];
  warm: TimedBuild[];
}

/** Every build of the scale check. */
export interface Scale {
  /** The content as it is first (0 posts added), then each size in increasing order. */
  rungs: Rung[];
  /** Builds of the largest size, warm, each after one post was edited. */
  change: TimedBuild[];
}

/** What `measureScale` needs. */
export interface ScaleOptions {
  root: string;
  /** The benchmark's work folder: content copies, their output and their caches go in it. */
  work: string;
  contentDir: string;
  /** Where the content as it is is built (from a copy, as every size is): the site the benchmark measures. */
  siteOut: string;
  /** Posts to add, e.g. [50, 200]. */
  sizes: readonly number[];
  /** Cold and warm builds of each size. */
  runs: number;
  /** Whether to build each size warm too; without, the one-post change follows the cold build. */
  warm: boolean;
  template: PostTemplate;
  /** The site URL every build is made for (SITE_URL): the run works it out once. */
  siteUrl: string;
  log: (line: string) => void;
}

/**
 * Builds every size `runs` times, cold then warm, taking the sizes in turn within each run so a change
 * in the machine's load falls on all of them; then times the one-post change at the largest size.
 */
export async function measureScale(options: ScaleOptions): Promise<Scale> {
  const { root, work, contentDir, siteOut, runs, warm, template, siteUrl, log } = options;
  const sizes = [...new Set(options.sizes)].filter((n) => n > 0).sort((a, b) => a - b);
  const rungs: Rung[] = [
    { posts: 0, out: siteOut, cold: [], warm: [] },
    ...sizes.map((posts) => ({ posts, out: path.join(work, `out-${posts}`), cold: [], warm: [] })),
  ];
  // Every size is built from one folder: the content's path shows in the built files (where a post
  // came from), so builds from folders of different names would differ by more than their posts.
  const dir = path.join(work, 'content');
  const largest = rungs[rungs.length - 1] as Rung;
  // A content problem names its file in the copy: name it in the owner's folder instead.
  const shown = (folder: string) => path.relative(process.cwd(), folder) || '.';
  const build = async (env: Record<string, string>) => {
    try {
      return await timeBuild(root, env);
    } catch (error) {
      if (!(error instanceof BuildFailedError)) throw error;
      throw new BuildFailedError(error.message.split(shown(dir)).join(shown(contentDir)));
    }
  };
  const change: TimedBuild[] = [];
  for (let run = 1; run <= runs; run++) {
    for (const rung of rungs) {
      contentWithPosts(contentDir, dir, rung.posts, template.text);
      const env = {
        CONTENT_DIR: dir,
        OUT_DIR: rung.out,
        CACHE_DIR: path.join(work, `cache-${rung.posts}`),
        SITE_URL: siteUrl,
      };
      const what = rung.posts === 0 ? 'the content as it is' : `the content + ${rung.posts} generated posts`;
      rmSync(env.CACHE_DIR, { recursive: true, force: true });
      log(`build ${run}/${runs}: ${what}, cold`);
      rung.cold.push(await build(env));
      if (warm) {
        log(`build ${run}/${runs}: ${what}, warm`);
        rung.warm.push(await build(env));
      }
      if (rung === largest && rung.posts > 0) {
        editOnePost(dir, run);
        log(`build ${run}/${runs}: ${what}, warm, one post edited`);
        change.push(await build(env));
      }
    }
  }
  return { rungs, change };
}

/** The times of a size's builds of `kind`, in ms. */
export const timesOf = (rung: Rung, kind: 'cold' | 'warm'): number[] => rung[kind].map((b) => b.ms);

/** What one more post costs a build of `kind`, in ms: the difference of the medians, per post added. */
export function perPost(scale: Scale, rung: Rung, kind: 'cold' | 'warm'): number {
  const base = scale.rungs[0];
  if (!base || rung.posts === 0) return Number.NaN;
  const ms = (builds: TimedBuild[]) => median(builds.map((b) => b.ms));
  return (ms(rung[kind]) - ms(base[kind])) / rung.posts;
}

/** The highest peak memory of any build, in bytes. */
export function peakOf(scale: Scale): number {
  return Math.max(
    0,
    ...scale.rungs.flatMap((r) => [...r.cold, ...r.warm].map((b) => b.peakBytes)),
    ...scale.change.map((b) => b.peakBytes),
  );
}

/**
 * The build at `posts` generated posts against the content as it is, cold, and the one-post change
 * against that cold build, as ratios of the medians: what a site's growth and an edit cost, on this
 * machine's load of the moment alike. NaN where the run did not build it.
 */
export function scaleRatios(scale: Scale, posts: number): { coldOverBase: number; changeOverCold: number } {
  const ms = (builds: readonly TimedBuild[]) => (builds.length > 0 ? median(builds.map((b) => b.ms)) : Number.NaN);
  const rung = scale.rungs.find((r) => r.posts === posts);
  const base = scale.rungs[0];
  const cold = rung ? ms(rung.cold) : Number.NaN;
  const largest = scale.rungs[scale.rungs.length - 1];
  return {
    coldOverBase: base ? cold / ms(base.cold) : Number.NaN,
    changeOverCold: rung && rung === largest ? ms(scale.change) / cold : Number.NaN,
  };
}
