/**
 * Spelling of the words a change adds, with cspell (cspell-lib, its library): English as the US and
 * Britain spell it, plus the owner's word list. A word the rest of the site already uses (in the content
 * as it was before the change) is the owner's, not a slip, and is not reported; nor is one on the word
 * list. Each unknown word is reported once per file, at its first line, with cspell's suggestions.
 */
import { getDefaultSettings, mergeSettings, spellCheckDocument } from 'cspell-lib';
import type { SpellingFinding } from '../pr-comment/artifact.ts';

/** The languages words are checked in: either spelling of English is right. */
const LANGUAGES = 'en,en-GB';

/** A line of prose the change added. */
export interface AddedProse {
  file: string;
  line: number;
  prose: string;
}

/** The words of a text, lowercased, as a reader would list them (apostrophes kept inside a word). */
export function wordsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu) ?? []).map((word) => word.toLowerCase());
}

/** The owner's word list's words: one a line; empty lines and lines starting with `#` are left out. */
export function parseWordList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * The words of `lines` that cspell does not know and that are neither in `ownerWords` nor in `known`
 * (lowercased words the site already uses). Returns them with how many words were checked.
 */
export async function misspellings(
  lines: readonly AddedProse[],
  ownerWords: readonly string[],
  known: ReadonlySet<string>,
): Promise<{ findings: SpellingFinding[]; checked: number }> {
  const checked = lines.reduce((n, l) => n + wordsOf(l.prose).length, 0);
  if (checked === 0) return { findings: [], checked };
  const settings = mergeSettings(await getDefaultSettings(), { language: LANGUAGES, words: [...ownerWords] });
  // One document, a line of prose a line: cspell loads its dictionaries once, and offsets map back to lines.
  const starts: number[] = [];
  let text = '';
  for (const line of lines) {
    starts.push(text.length);
    text += `${line.prose.replace(/[\r\n]/g, ' ')}\n`;
  }
  // A document of its own, checked as plain text (what is not prose is gone already), with no
  // configuration file searched for: the same words get the same answer in any checkout.
  const { issues, errors } = await spellCheckDocument(
    { uri: 'file:///added-prose.txt', text, languageId: 'plaintext', locale: LANGUAGES },
    { generateSuggestions: true, numSuggestions: 3, noConfigSearch: true, forceCheck: true },
    settings,
  );
  if (errors && errors.length > 0) throw new Error(`cspell: ${errors.map((e) => e.message).join('; ')}`);
  const owner = new Set(ownerWords.map((w) => w.toLowerCase()));
  const findings: SpellingFinding[] = [];
  const reported = new Set<string>();
  for (const issue of issues) {
    const word = issue.text;
    const lower = word.toLowerCase();
    if (known.has(lower) || owner.has(lower)) continue;
    let index = starts.length - 1;
    while (index > 0 && (starts[index] ?? 0) > issue.offset) index -= 1;
    const at = lines[index];
    if (!at || reported.has(`${at.file}\0${lower}`)) continue;
    reported.add(`${at.file}\0${lower}`);
    findings.push({ file: at.file, line: at.line, word, suggestions: (issue.suggestions ?? []).slice(0, 3) });
  }
  return { findings, checked };
}
