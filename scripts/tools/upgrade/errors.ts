/** The upgrade's one kind of expected failure: a message for the owner, printed as it is, without a stack. */

/** A problem the owner can act on; `lines` are printed one per line. */
export class UpgradeError extends Error {
  readonly lines: readonly string[];

  constructor(lines: string | readonly string[]) {
    const all = typeof lines === 'string' ? [lines] : lines;
    super(all.join('\n'));
    this.name = 'UpgradeError';
    this.lines = all;
  }
}
