/**
 * One Lighthouse run in a fresh headless Chromium (Debian's), reduced to the figures the benchmark
 * prints: category scores, the load metrics, what the page fetched, and the audits the budgets read.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, findBrowser } from '../tools/browser.ts';

/** Lighthouse's two presets: mobile (its default, simulated slow 4G and a 4× slower CPU) and desktop. */
export type Preset = 'mobile' | 'desktop';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

/**
 * Audits whose outcome the budgets check, besides the category scores: Lighthouse 13's insights that
 * replaced the image audits (image delivery: responsive sizes, modern formats) and the LCP image's
 * (lcp discovery: priority, not lazy). Offscreen images lost their audit; the budgets' own check that
 * every image but the hero is lazy covers them.
 */
export const IMAGE_DELIVERY = 'image-delivery-insight';
export const LCP_DISCOVERY = 'lcp-discovery-insight';
const CHECKED_AUDITS = [IMAGE_DELIVERY, LCP_DISCOVERY] as const;

/** One request the page made. */
export interface Request {
  url: string;
  resourceType: string;
  transferSize: number;
}

/** What the benchmark keeps of one run. */
export interface RunResult {
  scores: Partial<Record<Category, number>>;
  metrics: Record<Metric, number>;
  requests: Request[];
  /** The LCP element's HTML snippet, as Lighthouse shows it. */
  lcpElement: string | undefined;
  /** Checked audits that did not pass, with Lighthouse's title. */
  failedChecks: string[];
  /** Audits below a full score in a category that is below 100 (the reasons behind a lost point). */
  lostPoints: string[];
  warnings: string[];
  /** Elements that moved, with their share of the layout shift score (empty when nothing moved). */
  layoutShifts: string[];
  /** The main thread's long tasks, by what ran them, with their duration. */
  longTasks: string[];
}

/** Chromium flags for this machine: headless (chrome-launcher starts a headed browser by default), and the tools' own. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Runs Lighthouse once on `url` with `preset`, in a Chromium of its own. */
export async function runLighthouse(
  url: string,
  preset: Preset,
  categories: readonly Category[] = CATEGORIES,
): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: findBrowser(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      disableFullPageScreenshot: true,
    };
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return summarize(result.lhr);
  } finally {
    chrome.kill();
  }
}

function summarize(lhr: Result): RunResult {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores: Partial<Record<Category, number>> = {};
  const lostPoints: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === null) continue;
    scores[id] = Math.round(category.score * 100);
    if (scores[id] === 100) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1)
        lostPoints.push(`${id}: ${ref.id} (${audit.displayValue ?? audit.score})`);
    }
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, metric(id)])) as Record<
    Metric,
    number
  >;
  const requestItems =
    (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  const requests = requestItems.map((item) => ({
    url: String(item.url),
    resourceType: typeof item.resourceType === 'string' ? item.resourceType : '',
    transferSize: Number(item.transferSize ?? 0),
  }));
  // Lighthouse 13 names the LCP element in its LCP breakdown insight: a list whose node item is the element.
  const lcpDetails = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: Array<{ type?: string; snippet?: string }> } | undefined;
  const lcpElement = lcpDetails?.items?.find((item) => item.type === 'node')?.snippet;
  const failedChecks = CHECKED_AUDITS.flatMap((id) => {
    const audit = lhr.audits[id];
    return audit && audit.score !== null && audit.scoreDisplayMode !== 'notApplicable' && audit.score < 1
      ? [`${id}: ${audit.title}`]
      : [];
  });
  const shiftItems =
    (
      lhr.audits['layout-shifts']?.details as
        { items?: Array<{ score?: number; node?: { selector?: string; snippet?: string } }> } | undefined
    )?.items ?? [];
  const layoutShifts = shiftItems.map(
    (item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? '(unknown element)'}`,
  );
  const taskItems =
    (lhr.audits['long-tasks']?.details as { items?: Array<{ url?: string; duration?: number }> } | undefined)?.items ??
    [];
  // `url` is the script a task ran, or a word such as "Unattributable" when Lighthouse cannot tell.
  const taskSource = (url: string | undefined) =>
    url && URL.canParse(url) ? new URL(url).pathname : (url ?? 'unknown');
  const longTasks = taskItems.map((item) => `${Math.round(item.duration ?? 0)} ms ${taskSource(item.url)}`);
  return {
    scores,
    metrics,
    requests,
    lcpElement,
    failedChecks,
    lostPoints,
    warnings: lhr.runWarnings.map(String),
    layoutShifts,
    longTasks,
  };
}
