/**
 * Content problems and their one-line wording: `file:line field: expected …, got …`.
 * Every check in the build reports through here so all errors read the same way. A leaf module: the
 * content check and the MDX pipeline both report through it, and it imports neither.
 */
import path from 'node:path';

/** How build messages name files: relative to the working directory (the project root when run through npm), with forward slashes. */
export function displayPath(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/');
}

/** One problem in one content file. */
export interface ContentIssue {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  /** 1-based line, when the problem can be pinned to one. */
  line?: number | undefined;
  /** Dotted field path such as `links[0].href`, or a short subject such as `link`. */
  field: string;
  /** What was expected, starting with "expected" where it fits. */
  expected: string;
  /** What was found instead, already described for a reader (see `describeValue`). */
  found?: string | undefined;
  /** How to fix a common mistake, when the problem looks like one. */
  hint?: string | undefined;
}

/** Formats one issue as the single line the build prints. */
export function formatIssue(issue: ContentIssue): string {
  const where = issue.line === undefined ? issue.file : `${issue.file}:${issue.line}`;
  const found = issue.found === undefined ? '' : `, got ${issue.found}`;
  const hint = issue.hint === undefined ? '' : `; ${issue.hint}`;
  return `${where} ${issue.field}: ${issue.expected}${found}${hint}`;
}

/** Thrown when content is invalid; its message lists every problem, one per line. */
export class ContentError extends Error {
  readonly issues: readonly ContentIssue[];

  constructor(issues: readonly ContentIssue[]) {
    const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
    super(`Invalid content (${count}):\n${issues.map(formatIssue).join('\n')}`);
    this.name = 'ContentError';
    this.issues = issues;
  }
}

/**
 * The content problems inside a failed build's error, each once. Rolldown gathers the errors of every
 * module that failed into `errors`, in the order they happened, so one bad file can arrive several
 * times: as its own module's error, and in the content check's report of every file. The longest
 * report comes first (the content check's, in file and line order), then any problem only the others
 * name; undefined when the failure was not about content.
 */
export function contentIssuesOf(error: unknown): ContentIssue[] | undefined {
  const reports: (readonly ContentIssue[])[] = [];
  const visit = (e: unknown) => {
    if (typeof e !== 'object' || e === null) return;
    const { issues, errors } = e as { issues?: unknown; errors?: unknown };
    if (Array.isArray(issues)) reports.push(issues as ContentIssue[]);
    if (Array.isArray(errors)) errors.forEach(visit);
  };
  visit(error);
  const found = new Map<string, ContentIssue>();
  // A stable sort: reports of the same length keep the order they happened in.
  for (const report of [...reports].sort((a, b) => b.length - a.length)) {
    for (const issue of report) if (!found.has(formatIssue(issue))) found.set(formatIssue(issue), issue);
  }
  return found.size === 0 ? undefined : [...found.values()];
}

const MAX_SHOWN = 40;

/** Describes a value the way an author would recognise it in their file. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') {
    if (value.trim() === '') return 'empty text';
    const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
    return JSON.stringify(shown);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  if (value instanceof Date) return `date ${value.toISOString().slice(0, 10)}`;
  if (Array.isArray(value)) {
    if (value.length === 0) return 'an empty list';
    return value.length === 1 ? 'a list of 1 item' : `a list of ${value.length} items`;
  }
  return 'a group of fields';
}

/** Formats a field path: `['links', 0, 'href']` becomes `links[0].href`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? 'frontmatter' : out;
}

/** The closest candidate within two edits, for "did you mean" hints on misspelt field names. */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
