/** The resume's font files (no pdfkit here: the resume's cache reads them without drawing anything). */
import { createRequire } from 'node:module';

/**
 * An embedded Unicode font, not one of PDF's standard fonts: those draw only the WinAnsi characters,
 * and pdfkit wrote any other (a minus sign, a Ł, an İ) as bytes that showed as other letters.
 * DejaVu covers Latin, Greek, Cyrillic and the common symbols; the condensed cut sets as tightly as Helvetica.
 */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
export const FONT = fontFile('DejaVuSansCondensed.ttf');
export const BOLD = fontFile('DejaVuSansCondensed-Bold.ttf');
