/** Reads back a PDF's text with pdf.js (Mozilla's PDF reader), for tests of the resume. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page, in page order, as a PDF reader extracts it (through each font's ToUnicode
 * map, so every character reads back as the one drawn): its runs of text joined, a newline where pdf.js
 * sees a line end.
 */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const document = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const { items } = await (await document.getPage(number)).getTextContent();
      pages.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages;
  } finally {
    // pdf.js 6 tears a document down through the task that loaded it (PDFDocumentProxy.destroy is gone).
    await task.destroy();
  }
}

/** The text of the whole PDF, page after page. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfPages(pdf)).join('\n');
}

/** How many pages the PDF says it has (the /Count of its page tree). */
export function pdfPageCount(pdf: Buffer): number {
  const counts = [...pdf.toString('latin1').matchAll(/\/Type \/Pages\s*\/Count (\d+)/g)].map((m) => Number(m[1]));
  return Math.max(0, ...counts);
}
