/** Reading the text of a PDF written by pdfkit, for tests of the resume. */
import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, as far as pdfkit writes it: every content stream inflated, then the hex
 * strings of its TJ/Tj operators decoded (WinAnsi, close enough to latin1 for these checks), one
 * line per operator.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let body = pdf.subarray(start, end);
    try {
      body = inflateSync(body);
    } catch {
      // Not compressed (or not Flate): read it as it is.
    }
    for (const op of body.toString('latin1').matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('') : (op[2] ?? '');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
