/** The review's one kind of expected failure: a message for the reader, printed as it is, without a stack. */

/** A problem with the reviewer's input or a revision; `lines` are printed one per line. */
export class ReviewError extends Error {
  readonly lines: readonly string[];

  constructor(lines: string | readonly string[]) {
    const all = typeof lines === 'string' ? [lines] : lines;
    super(all.join('\n'));
    this.name = 'ReviewError';
    this.lines = all;
  }
}
