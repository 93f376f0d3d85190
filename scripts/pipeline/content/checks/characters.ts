/**
 * Characters no text of the site may hold: control characters (a vertical tab pasted from a word
 * processor, U+0000, an escape), lone surrogates and noncharacters (U+FFFE). XML forbids them, so one
 * in a title would make the feeds fail to parse, and HTML reads each as a parse error. They are refused
 * at their line rather than removed: they are invisible in most editors, and a build that quietly
 * changed the text would publish something other than the file says (and than a review shows). Tab and
 * the line breaks are text like any other.
 */
import { type ContentIssue, formatPath } from '../issues.ts';
import type { FrontmatterFile } from '../frontmatter.ts';

/** One character that no text may hold. */
const FORBIDDEN = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;

/** Names of the forbidden characters authors meet, by character. */
const NAMES: Readonly<Record<string, string>> = {
  '\u0000': 'a null character',
  '\u0008': 'a backspace',
  '\u000B': 'a vertical tab',
  '\u000C': 'a form feed',
  '\u001B': 'an escape character',
  '\u007F': 'a delete character',
};

/** `char` as an author can find it: its name, when it has a common one, and its code point. */
export function describeCharacter(char: string): string {
  const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  const name = NAMES[char] ?? (/\p{Cc}/u.test(char) ? 'a control character' : 'a character that is no text');
  return `${name} (${code})`;
}

/** Where `text` holds a forbidden character: its index, and how the problem reads after "got". */
export function forbiddenCharacter(text: string): { index: number; found: string } | undefined {
  const match = FORBIDDEN.exec(text);
  if (!match) return undefined;
  const line = text.slice(text.lastIndexOf('\n', match.index - 1) + 1, match.index);
  const before = line.slice(-20).replace(/^\s+/, '');
  const place = before === '' ? 'at the start' : `after ${JSON.stringify(before)}`;
  return { index: match.index, found: `${describeCharacter(match[0])} ${place}` };
}

/** What a refused character's issue asks for, and how to fix it. */
export const CHARACTER_PROBLEM = {
  expected: 'expected text without control characters',
  hint: 'delete it (most editors do not show it; text pasted from a word processor often carries one)',
} as const;

/** One issue for each text value of a file's frontmatter that holds a forbidden character, at its field's line. */
export function frontmatterCharacterIssues(file: string, fm: FrontmatterFile): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string') {
      const found = forbiddenCharacter(value);
      if (found) {
        issues.push({ file, line: fm.lineOf(path), field: formatPath(path), ...CHARACTER_PROBLEM, found: found.found });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, [...path, i]));
    } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      for (const [key, item] of Object.entries(value)) {
        // A key is text of the file too (a wrong one is reported as unknown, showing it).
        if (forbiddenCharacter(key)) visit(key, [...path, key]);
        visit(item, [...path, key]);
      }
    }
  };
  visit(fm.data, []);
  return issues;
}
