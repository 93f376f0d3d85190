/** Reads back what pdfkit wrote: the text of each page, for tests of the resume. */
import { inflateSync } from 'node:zlib';

/**
 * The text of each page, in page order, as far as pdfkit writes it: the page's content stream
 * (found through the page tree's /Kids and each page's /Contents) inflated, then the hex strings of
 * its TJ/Tj operators decoded (WinAnsi, close enough to latin1 for these checks), one line per operator.
 */
export function pdfPages(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  /** Where object `id` starts, or -1. */
  const objectAt = (id: string) => raw.search(new RegExp(`(?:^|\\s)${id} 0 obj\\b`));
  const kids = /\/Type \/Pages\s*\/Count \d+\s*\/Kids \[([^\]]*)\]/.exec(raw)?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].map(([, page = '']) => {
    const at = objectAt(page);
    const contents = at === -1 ? undefined : /\/Contents (\d+) 0 R/.exec(raw.slice(at, raw.indexOf('endobj', at)))?.[1];
    if (contents === undefined) return '';
    const stream = /stream\r?\n/g;
    stream.lastIndex = objectAt(contents);
    const found = stream.exec(raw);
    if (!found) return '';
    const from = found.index + found[0].length;
    return streamText(pdf.subarray(from, raw.indexOf('endstream', from)));
  });
}

/** The text one content stream draws, a line per text operator. */
function streamText(stream: Buffer): string {
  let body = stream;
  try {
    body = inflateSync(stream);
  } catch {
    // Not compressed (or not Flate): read it as it is.
  }
  const lines: string[] = [];
  for (const op of body.toString('latin1').matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
    const hex =
      op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('') : (op[2] ?? '');
    lines.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return lines.join('\n');
}

/** The text of the whole PDF, page after page. */
export function pdfText(pdf: Buffer): string {
  return pdfPages(pdf).join('\n');
}

/** How many pages the PDF says it has (the /Count of its page tree). */
export function pdfPageCount(pdf: Buffer): number {
  const counts = [...pdf.toString('latin1').matchAll(/\/Type \/Pages\s*\/Count (\d+)/g)].map((m) => Number(m[1]));
  return Math.max(0, ...counts);
}
