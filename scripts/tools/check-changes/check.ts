/**
 * The checks of what a change adds to the content, as data (for the pull request's comment) and as
 * lines (for the terminal): the spelling of its new words and the outbound links it adds. Advisory:
 * a finding is a line naming the file and line, never a failure.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHECKS_FORMAT, type ChecksData, type LinkFinding } from '../pr-comment/artifact.ts';
import { addedContent, contentAt } from './added.ts';
import { checkLinks, type LinkOutcome } from './links.ts';
import { misspellings, parseWordList } from './spelling.ts';

/** The owner's word list: a file of the content folder, one word a line. */
export const WORD_LIST = 'words.txt';

/** What the checks compare: the repository, its content folder, and the commit the change is made on. */
export interface CheckInput {
  root: string;
  /** The content folder, relative to `root`. */
  contentDir: string;
  commit: string;
  /** The ref as the reader gave it (`HEAD~1`, `origin/main`). */
  since: string;
  /** How each link is checked (links.ts's checkLink unless a test says otherwise). */
  checkLink?: (url: string) => Promise<LinkOutcome>;
}

/** Runs both checks on what the working tree adds to the content since `commit`. */
export async function checkChanges(input: CheckInput): Promise<ChecksData> {
  const { root, contentDir, commit } = input;
  const added = addedContent(root, contentDir, commit);
  const before = contentAt(path.join(root, contentDir), commit);
  const wordList = path.posix.join(contentDir.split(path.sep).join('/'), WORD_LIST);
  const listFile = path.join(root, wordList);
  const ownerWords = existsSync(listFile) ? parseWordList(readFileSync(listFile, 'utf8')) : [];
  const prose = added.flatMap(({ file, lines }) => lines.map(({ line, prose: text }) => ({ file, line, prose: text })));
  const spelling = await misspellings(prose, ownerWords, before.words);
  // Each new address once, at the first line that adds it.
  const firstAt = new Map<string, { file: string; line: number }>();
  for (const { file, lines } of added)
    for (const { line, links } of lines)
      for (const url of links) if (!before.links.has(url) && !firstAt.has(url)) firstAt.set(url, { file, line });
  const outcomes = await checkLinks(firstAt.keys(), input.checkLink);
  const links: LinkFinding[] = [];
  for (const [url, at] of firstAt) {
    const found = outcomes.get(url);
    if (found && found.outcome !== 'ok') links.push({ ...at, url, outcome: found.outcome, reason: found.reason });
  }
  return {
    format: CHECKS_FORMAT,
    since: input.since,
    wordList,
    wordsChecked: spelling.checked,
    linksChecked: firstAt.size,
    spelling: spelling.findings,
    links,
  };
}

/** The checks' findings as lines for the terminal: a heading, then one line per finding, each naming file:line. */
export function formatChecks(checks: ChecksData, sinceLabel: string): string[] {
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  const lines = [`Checks of what the change adds since ${sinceLabel} (advisory: they never fail the build)`];
  lines.push(
    checks.spelling.length === 0
      ? `Spelling: ${plural(checks.wordsChecked, 'new word')} checked, all known.`
      : `Spelling: ${plural(checks.wordsChecked, 'new word')} checked; not in the dictionary, ${checks.wordList} or the rest of the site:`,
  );
  for (const f of checks.spelling) {
    const suggestions = f.suggestions.length > 0 ? ` (${f.suggestions.join(', ')}?)` : '';
    lines.push(
      `${f.file}:${f.line} "${f.word}" is not a known word${suggestions}; if it is right, add it to ${checks.wordList}`,
    );
  }
  const broken = checks.links.filter((l) => l.outcome === 'broken');
  const unchecked = checks.links.filter((l) => l.outcome === 'unchecked');
  lines.push(
    checks.linksChecked === 0
      ? 'Links: the change adds no outbound link.'
      : `Links: ${plural(checks.linksChecked, 'new outbound link')} checked, ${broken.length} broken, ${unchecked.length} could not be checked${checks.links.length > 0 ? ':' : '.'}`,
  );
  for (const l of broken) lines.push(`${l.file}:${l.line} ${l.url} is broken: ${l.reason}`);
  for (const l of unchecked)
    lines.push(`${l.file}:${l.line} ${l.url} could not be checked: ${l.reason}; open it yourself`);
  return lines;
}
