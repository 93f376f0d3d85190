/**
 * The shapes of the review's artifact as the pull request's comment reads it: `review.json` (what `npm run review`
 * found), `checks.json` (what `npm run check:changes` found), `pull-request` (the number the first
 * workflow was run for) and the close-ups in `images/`. The second workflow gets these from a run of
 * the pull request's own code, which a fork may have changed at will: so every file is read as untrusted
 * text, checked field by field against the shapes below, with a limit on every length and count, and
 * refused whole when anything is off. This module imports nothing but Node's own modules (the second
 * workflow runs it from the default branch with no packages installed).
 */
/** A run of text in an excerpt: unchanged, or added or removed by the change. */
export interface FragmentData {
  text: string;
  change?: 'added' | 'removed';
}

/** One page the content made at the base that leads nowhere now (the rename guard's finding). */
export interface RenameFindingData {
  path: string;
  was: string;
  replacement?: { file: string; path: string; why: string; aliasesLine: string };
}

/** One entity of the content that changed: `projects/rover: stack +Zephyr −LiDAR`. */
export interface EntityData {
  entity: string;
  /** `draft`, `scheduled: goes live on …`, `unlisted`. */
  labels: string[];
  changes: string[];
  details: { label: string; excerpt: FragmentData[] }[];
}

/** One width's pictures of a changed page: close-ups in `images/`, and the share of pixels that changed. */
export interface ShotData {
  width: number;
  percent?: number;
  changed?: number;
  before?: string;
  after?: string;
}

/** One route of the site that the change adds, removes or changes. */
export interface PageData {
  route: string;
  status: 'added' | 'removed' | 'changed';
  /** `changed (+3 −1 words, 1 new picture)`. */
  summary: string;
  excerpts: FragmentData[][];
  shots: ShotData[];
}

/** `review.json`: what the review found, for the comment. */
export interface ReviewData {
  format: typeof REVIEW_FORMAT;
  base: string;
  head: string;
  notes: string[];
  /** The ref the rename guard compared with, as the review names it. */
  renamesSince: string;
  renames: RenameFindingData[];
  content: EntityData[];
  pages: PageData[];
  unchanged: string[];
  /** Why there are no pictures, when there are none. */
  picturesSkipped?: string;
}

/** A word the change adds that no dictionary, the owner's word list or the rest of the site has. */
export interface SpellingFinding {
  file: string;
  line: number;
  word: string;
  suggestions: string[];
}

/** An outbound link the change adds that is gone (`broken`) or that its site would not let us check. */
export interface LinkFinding {
  file: string;
  line: number;
  url: string;
  outcome: 'broken' | 'unchecked';
  /** `answered 404`, `the host does not resolve`, `no answer within 10 s`. */
  reason: string;
}

/** `checks.json`: the advisory checks of what the change adds. */
export interface ChecksData {
  format: typeof CHECKS_FORMAT;
  /** The ref compared with, as given. */
  since: string;
  /** The owner's word list, as a path in the repository. */
  wordList: string;
  wordsChecked: number;
  linksChecked: number;
  spelling: SpellingFinding[];
  links: LinkFinding[];
}

export const REVIEW_FORMAT = 'content-review/1';
export const CHECKS_FORMAT = 'content-checks/1';

/** Limits on what the artifact may hold: far above a real review's, far below what would hurt. */
export const LIMITS = {
  jsonBytes: 2_000_000,
  pictureBytes: 3_000_000,
  pictures: 200,
  text: 2_000,
  list: 500,
  fragments: 200,
} as const;

/** A site path the comment may print in a table or a link: letters, digits and `-._~%/` only. */
export const ROUTE = /^\/[A-Za-z0-9._~%/-]{0,300}$/;
/** A picture's file name, as the review writes it. */
export const PICTURE = /^[a-z0-9][a-z0-9-]{0,150}\.png$/;

/** Thrown for a value that is not of the expected shape; `at` says where. */
export class ArtifactError extends Error {
  constructor(at: string, expected: string) {
    super(`${at}: expected ${expected}`);
    this.name = 'ArtifactError';
  }
}

type Check<T> = (value: unknown, at: string) => T;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str: Check<string> = (value, at) => {
  if (typeof value !== 'string' || value.length > LIMITS.text) throw new ArtifactError(at, 'a short string');
  return value;
};
const matching =
  (pattern: RegExp, what: string): Check<string> =>
  (value, at) => {
    const text = str(value, at);
    if (!pattern.test(text)) throw new ArtifactError(at, what);
    return text;
  };
const num: Check<number> = (value, at) => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1e12)
    throw new ArtifactError(at, 'a number from 0');
  return value;
};
const whole: Check<number> = (value, at) => {
  const n = num(value, at);
  if (!Number.isInteger(n)) throw new ArtifactError(at, 'a whole number');
  return n;
};
const oneOf =
  <T extends string>(...values: T[]): Check<T> =>
  (value, at) => {
    if (!values.includes(value as T)) throw new ArtifactError(at, values.join(' or '));
    return value as T;
  };
const list =
  <T>(item: Check<T>, max: number = LIMITS.list): Check<T[]> =>
  (value, at) => {
    if (!Array.isArray(value) || value.length > max) throw new ArtifactError(at, `a list of at most ${max}`);
    return value.map((v, i) => item(v, `${at}[${i}]`));
  };
const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, at) =>
    value === undefined ? undefined : check(value, at);

/** An object with exactly the fields of `shape` (those missing from it are refused too). */
function object<T>(shape: { [K in keyof T]-?: Check<T[K]> }): Check<T> {
  return (value, at) => {
    if (!isObject(value)) throw new ArtifactError(at, 'an object');
    for (const key of Object.keys(value)) if (!(key in shape)) throw new ArtifactError(`${at}.${key}`, 'no such field');
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries<Check<unknown>>(shape)) {
      const checked = check(value[key], `${at}.${key}`);
      if (checked !== undefined) out[key] = checked;
    }
    return out as T;
  };
}

const fragment = object<FragmentData>({ text: str, change: optional(oneOf('added', 'removed')) });
const excerpt = list(fragment, LIMITS.fragments);
const picture = optional(matching(PICTURE, 'a picture file name'));

const reviewData = object<ReviewData>({
  format: oneOf(REVIEW_FORMAT),
  base: str,
  head: str,
  notes: list(str, 50),
  renamesSince: str,
  renames: list(
    object<RenameFindingData>({
      path: str,
      was: str,
      replacement: optional(object({ file: str, path: str, why: str, aliasesLine: str })),
    }),
  ),
  content: list(
    object<EntityData>({
      entity: str,
      labels: list(str, 10),
      changes: list(str, 100),
      details: list(object({ label: str, excerpt })),
    }),
  ),
  pages: list(
    object<PageData>({
      route: matching(ROUTE, 'a site path'),
      status: oneOf('added', 'removed', 'changed'),
      summary: str,
      excerpts: list(excerpt, 100),
      shots: list(
        object<ShotData>({
          width: whole,
          percent: optional(num),
          changed: optional(whole),
          before: picture,
          after: picture,
        }),
        4,
      ),
    }),
  ),
  unchanged: list(str),
  picturesSkipped: optional(str),
});

const checksData = object<ChecksData>({
  format: oneOf(CHECKS_FORMAT),
  since: str,
  wordList: str,
  wordsChecked: whole,
  linksChecked: whole,
  spelling: list(object<SpellingFinding>({ file: str, line: whole, word: str, suggestions: list(str, 5) })),
  links: list(
    object<LinkFinding>({ file: str, line: whole, url: str, outcome: oneOf('broken', 'unchecked'), reason: str }),
  ),
});

/** `review.json`'s text, checked; throws an ArtifactError naming the first field that is off. */
export function parseReview(text: string): ReviewData {
  return reviewData(JSON.parse(text) as unknown, 'review.json');
}

/** `checks.json`'s text, checked. */
export function parseChecks(text: string): ChecksData {
  return checksData(JSON.parse(text) as unknown, 'checks.json');
}
