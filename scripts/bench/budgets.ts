/**
 * The benchmark's budgets and their checks: each passed, missed, or not measured in this run (a size it
 * did not build, a page the site lacks), with what was measured. Printed after the figures as a table
 * and one line that counts the misses.
 */
import { BUDGET, type Check } from './budget-limits.ts';
import { buildChecks } from './build-budgets.ts';
import { kb, median, ms, table } from './format.ts';
import { CATEGORIES, IMAGE_DELIVERY, LCP_DISCOVERY } from './lighthouse.ts';
import { auditFindings, lcpElements, metricOf, runsOf, scoreOf } from './lighthouse-runs.ts';
import { loadedOf, pageOf, type Measurement } from './measurement.ts';
import { names } from './observed.ts';
import { total } from './page-files.ts';

/** Every budget, checked against one run's figures. */
export function checkBudgets(m: Measurement): Check[] {
  return [...lighthouseChecks(m), ...homeChecks(m), ...imageChecks(m), ...requestChecks(m), ...buildChecks(m)];
}

/** Lighthouse's scores, LCP against the floor, CLS and TBT, page by page. */
function lighthouseChecks({ options, routes, measured, lighthouse }: Measurement): Check[] {
  const checks: Check[] = [];
  const mobile = options.presets.includes('mobile');
  for (const route of routes.filter((r) => !measured.includes(r)))
    checks.push([`Lighthouse, ${route}`, 'skip', 'not measured: BENCH_PAGES leaves its kind out']);
  for (const route of measured) {
    for (const preset of options.presets) {
      const runs = runsOf(lighthouse, route, preset, 'site');
      const medians = CATEGORIES.map((c) => median(scoreOf(runs, c)));
      checks.push([
        `Lighthouse 100 x4, ${route} ${preset}`,
        runs.length > 0 && medians.every((s) => s === 100),
        medians.join(' / '),
      ]);
    }
  }
  for (const route of mobile ? measured : []) {
    const lcp = median(metricOf(runsOf(lighthouse, route, 'mobile', 'site'), 'lcp'));
    const floorLcp = median(metricOf(runsOf(lighthouse, route, 'mobile', 'no-JS floor'), 'lcp'));
    const lcpRatio = lcp / floorLcp;
    checks.push([
      `mobile LCP <= ${BUDGET.lcpOverFloor}x no-JS floor, ${route}`,
      lcpRatio <= BUDGET.lcpOverFloor,
      `${ms(lcp)} / ${ms(floorLcp)} ms = ${lcpRatio.toFixed(3)}x`,
    ]);
  }
  for (const route of measured) {
    const cls = Math.max(...options.presets.flatMap((p) => metricOf(runsOf(lighthouse, route, p, 'site'), 'cls')));
    checks.push([`CLS 0.00, ${route}`, cls < BUDGET.cls, `worst run ${cls.toFixed(3)}`]);
    if (!mobile) continue;
    const tbts = metricOf(runsOf(lighthouse, route, 'mobile', 'site'), 'tbt');
    const tbt = median(tbts);
    // The floor runs no script: whatever blocking time it shows is the machine, not the site.
    const floorTbt = median(metricOf(runsOf(lighthouse, route, 'mobile', 'no-JS floor'), 'tbt'));
    checks.push([
      `mobile TBT <= ${BUDGET.tbtMs} ms, ${route}`,
      tbt <= BUDGET.tbtMs,
      `${ms(tbt)} ms (no-JS floor: ${ms(floorTbt)} ms${floorTbt > 0 ? ', from a busy machine' : ''})`,
    ]);
    checks.push([
      `mobile TBT median <= no-JS floor's median + ${BUDGET.tbtOverFloorMs} ms, ${route}`,
      tbts.length > 0 && tbt - floorTbt <= BUDGET.tbtOverFloorMs,
      `${ms(tbt)} ms against ${ms(floorTbt)} ms: ${ms(tbt - floorTbt)} ms over`,
    ]);
    const worst = Math.max(...tbts);
    checks.push([
      `mobile TBT of every run <= no-JS floor + ${BUDGET.tbtOverFloorMs} ms, ${route}`,
      tbts.length > 0 && worst - floorTbt <= BUDGET.tbtOverFloorMs,
      `worst run ${ms(worst)} ms, floor median ${ms(floorTbt)} ms: ${ms(worst - floorTbt)} ms over`,
    ]);
  }
  return checks;
}

/** Home's first round trip and JavaScript, and the post's own code. */
function homeChecks(m: Measurement): Check[] {
  const home = pageOf(m, m.site.home);
  const firstTrip = home.html.br + total(home.css).br;
  const homeJs = loadedOf(m, m.site.home).js;
  return [
    [
      'home HTML + render-blocking CSS <= 14 KB brotli',
      firstTrip <= BUDGET.firstRoundTripBytes,
      `${kb(home.html.br)} + ${kb(total(home.css).br)} = ${kb(firstTrip)}`,
    ],
    [
      'home JavaScript <= 80 KB brotli',
      total(homeJs).br <= BUDGET.homeJsBytes,
      `${kb(total(homeJs).br)} in ${homeJs.length} files`,
    ],
    postCodeCheck(m),
  ];
}

/** Fonts, and requests to other hosts. */
function requestChecks(m: Measurement): Check[] {
  const { routes, lighthouse } = m;
  const fonts = routes.flatMap((r) => [...pageOf(m, r).fonts, ...loadedOf(m, r).fonts]);
  const fontBytes = total([...new Map(fonts.map((f) => [f.file, f])).values()]).raw;
  const fontDisplay = routes.flatMap((r) => pageOf(m, r).fontDisplay);
  const badFonts =
    fonts.filter((f) => !f.file.endsWith('.woff2')).length + fontDisplay.filter((d) => d !== 'swap').length;
  const thirdParty = new Set([
    ...routes.flatMap((r) => [...pageOf(m, r).thirdPartyUrls, ...loadedOf(m, r).thirdParty]),
    ...[...lighthouse.results.values()].flatMap((runs) =>
      runs.flatMap((r) =>
        r.requests
          .map((q) => q.url)
          .filter((u) => /^https?:/.test(u) && !lighthouse.origins.includes(new URL(u).origin)),
      ),
    ),
  ]);
  return [
    [
      'fonts: system stack or WOFF2 + swap, <= 40 KB',
      fontBytes <= BUDGET.fontBytes && badFonts === 0,
      fonts.length ? `${kb(fontBytes)} in ${fonts.length} files` : 'system font stack, no font files',
    ],
    [
      'nothing from third-party hosts',
      thirdParty.size === 0,
      thirdParty.size ? [...thirdParty].slice(0, 3).join(', ') : 'every request same-origin',
    ],
  ];
}

/** The post's own code: what its page loads that home does not, and that home must not load in any run. */
function postCodeCheck(m: Measurement): Check {
  const post = m.site.posts[0];
  if (!post) return ['post code loads only on the post', 'skip', 'the site has no posts'];
  const homeFiles = new Set(loadedOf(m, m.site.home).js.map((f) => f.file));
  const postOnly = loadedOf(m, post).js.filter((f) => !homeFiles.has(f.file));
  const homeRequested = new Set(
    runsOf(m.lighthouse, m.site.home, 'mobile', 'site').flatMap((r) =>
      r.requests
        .filter((q) => q.resourceType === 'Script')
        .map((q) => new URL(q.url).pathname.slice(m.site.base.length)),
    ),
  );
  const leaked = postOnly.filter((f) => homeRequested.has(f.file));
  return [
    'post code loads only on the post',
    postOnly.length > 0 && leaked.length === 0,
    leaked.length
      ? `home loads ${names(leaked)}`
      : postOnly.length
        ? `${names(postOnly)} not on home`
        : 'the post loads no code of its own',
  ];
}

/** Every picture in modern formats, sized, the hero eager and every other image lazy, none too large on home. */
function imageChecks(m: Measurement): Check[] {
  const { site, routes, options, measured, lighthouse } = m;
  const home = pageOf(m, site.home);
  const raster = /\.(jpe?g|png)$/i;
  const allImgs = routes.flatMap((r) => pageOf(m, r).imgTags.map((t) => ({ route: r, ...t })));
  const noModern = allImgs.filter(
    (t) => raster.test(t.src) && !t.sourceTypes.some((s) => /image\/(avif|webp)/.test(s)),
  );
  const imageAudits = auditFindings(lighthouse, [IMAGE_DELIVERY]);
  const hero = home.imgTags.filter((t) => t.fetchPriority?.toLowerCase() === 'high');
  const heroOk = hero.length === 1 && hero[0]?.loading?.toLowerCase() !== 'lazy';
  const lcpImg = [...lcpElements(lighthouse, measured, options.presets)].filter(
    (l) => l.startsWith(`${site.home} `) && /: <img/i.test(l),
  );
  const lcpIsHero = lcpImg.every((l) => hero.some((h) => l.includes(h.src) || /fetchpriority="high"/i.test(l)));
  const eagerOthers = allImgs.filter(
    (t) => t.fetchPriority?.toLowerCase() !== 'high' && t.loading?.toLowerCase() !== 'lazy',
  );
  const bigImages = home.images.filter((i) => i.raw > BUDGET.imageBytes);
  const listed = (images: { route: string; src: string }[]) => images.map((t) => `${t.route} ${t.src}`).join(', ');
  return [
    [
      'images: AVIF/WebP <source> with a fallback <img>',
      noModern.length === 0,
      noModern.length ? listed(noModern) : `${allImgs.length} <img>, all in <picture>`,
    ],
    [
      'images: sized for their slot, in modern formats (Lighthouse’s image delivery)',
      imageAudits.size === 0,
      imageAudits.size ? [...imageAudits].join('; ') : 'no findings in any run',
    ],
    [
      'images: hero photo in the HTML, eager, fetchpriority=high',
      heroOk && lcpIsHero,
      `${hero.length} high-priority <img> on home${lcpImg.length ? '; it is the LCP element in some runs' : '; the LCP element is text in every run'}`,
    ],
    [
      'images: every other image lazy (gallery, cards below the first)',
      eagerOthers.length === 0,
      eagerOthers.length
        ? listed(eagerOthers)
        : `${allImgs.filter((t) => t.loading?.toLowerCase() === 'lazy').length} lazy`,
    ],
    [
      'images: none over 60 KB on home',
      bigImages.length === 0,
      `largest ${kb(Math.max(0, ...home.images.map((i) => i.raw)))} of ${home.images.length} referenced`,
    ],
  ];
}

/** The budgets as the report ends: Lighthouse's note on the LCP image, the table, and the count of misses. */
export function budgetLines(m: Measurement, checks: readonly Check[]): string[] {
  // Not budgets, but worth knowing: Lighthouse's own view of how the LCP image is loaded.
  const lcpAudits = auditFindings(m.lighthouse, [LCP_DISCOVERY]);
  const decided = checks.filter(([, ok]) => ok !== 'skip');
  const missed = decided.filter(([, ok]) => !ok).length;
  const skipped = checks.length - decided.length;
  return [
    ...(lcpAudits.size > 0
      ? ['Note (not a budget): Lighthouse on the LCP image', ...[...lcpAudits].map((line) => `  ${line}`), '']
      : []),
    'Budgets',
    table(
      ['', 'budget', 'measured'],
      checks.map(([name, ok, detail]) => [ok === 'skip' ? 'SKIP' : ok ? 'PASS' : 'FAIL  <<<', name, detail]),
    ),
    '',
    (missed === 0
      ? `All ${decided.length} budgets measured were met.`
      : `${missed} of ${decided.length} budgets measured MISSED (marked FAIL).`) +
      (skipped > 0 ? ` ${skipped} not measured in this run (SKIP).` : ''),
  ];
}
