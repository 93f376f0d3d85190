/**
 * The budgets of the builds: time warm and cold at scale, the cold build and the one-post change as ratios
 * within the same run, peak memory, the cost of a post, and the JavaScript at scale.
 */
import { BUDGET, type Check } from './budget-limits.ts';
import { mb, median, ms } from './format.ts';
import type { Measurement } from './measurement.ts';
import { peakOf, perPost, scaleRatios, timesOf, type Rung } from './scale.ts';

/** The builds: time warm and cold at scale, peak memory, the cost of a post, and the JavaScript at scale. */
export function buildChecks({ scale, scaleLoads, compile, site }: Measurement): Check[] {
  const siteRung = scale.rungs[0] as Rung;
  const largest = scale.rungs[scale.rungs.length - 1] as Rung;
  const siteWarm = median(timesOf(siteRung, 'warm'));
  const budgetRung = scale.rungs.find((r) => r.posts === BUDGET.coldBuildPosts);
  const coldMs = budgetRung ? median(timesOf(budgetRung, 'cold')) : Number.NaN;
  const perPostCold = perPost(scale, largest, 'cold');
  const ratio = perPostCold / compile.total;
  const { coldOverBase, changeOverCold } = scaleRatios(scale, BUDGET.coldBuildPosts);
  const notBuilt = `not built at ${BUDGET.coldBuildPosts} posts (SCALE_SIZES)`;
  const first = scaleLoads.get(0);
  const most = scaleLoads.get(largest.posts);
  const smallest = [...scaleLoads.entries()].find(([posts, js]) => posts !== largest.posts && js.post)?.[1];
  return [
    [
      'build of the content as it is, warm, <= 20 s',
      Number.isFinite(siteWarm) ? siteWarm <= BUDGET.buildMs : 'skip',
      Number.isFinite(siteWarm) ? `${(siteWarm / 1000).toFixed(1)} s` : 'no warm build in the short mode',
    ],
    [
      `cold build with ${BUDGET.coldBuildPosts} posts added < ${BUDGET.coldBuildMs / 1000} s`,
      budgetRung ? coldMs < BUDGET.coldBuildMs : 'skip',
      budgetRung ? `${(coldMs / 1000).toFixed(1)} s` : notBuilt,
    ],
    [
      `cold build with ${BUDGET.coldBuildPosts} posts added <= ${BUDGET.coldOverBase}x the content as it is (${site.posts.length} posts), cold`,
      budgetRung ? coldOverBase <= BUDGET.coldOverBase : 'skip',
      budgetRung ? `${coldOverBase.toFixed(1)}x` : notBuilt,
    ],
    [
      `one-post change at ${BUDGET.coldBuildPosts} posts added <= ${BUDGET.changeOverCold * 100} % of its cold build`,
      Number.isFinite(changeOverCold) ? changeOverCold <= BUDGET.changeOverCold : 'skip',
      Number.isFinite(changeOverCold)
        ? `${Math.round(changeOverCold * 100)} %`
        : `${notBuilt}, or not the largest size`,
    ],
    [
      `peak memory of any build < 1 GB`,
      peakOf(scale) < BUDGET.peakBytes,
      `${mb(peakOf(scale))} (at most ${largest.posts} posts added)`,
    ],
    [
      `per post added <= ${BUDGET.perPostOverCompile}x the compile floor`,
      largest.posts > 0 && ratio <= BUDGET.perPostOverCompile,
      `${ms(perPostCold)} ms cold at ${largest.posts} posts / ${ms(compile.total)} ms = ${ratio.toFixed(2)}x`,
    ],
    [
      `scale: home JS unchanged with ${largest.posts} more posts`,
      first?.home !== undefined && most?.home !== undefined && first.home.raw === most.home.raw,
      `${first?.home?.raw ?? '–'} B -> ${most?.home?.raw ?? '–'} B raw`,
    ],
    [
      `scale: a post page's JS grows <= 1 KB brotli with more posts`,
      smallest?.post && most?.post ? most.post.br - smallest.post.br <= BUDGET.postJsGrowthBytes : 'skip',
      smallest?.post && most?.post
        ? `${smallest.post.br} B -> ${most.post.br} B brotli`
        : 'no post page built at two sizes',
    ],
  ];
}
