/**
 * The blocks the resume is drawn from (render.ts places them): the contact lines at the top, a
 * section's heading, a job, a project, a talk and the skills grid, and the text they are made of. Each
 * draws at the document's current position on the page `layout` describes.
 */
import { formatDate } from '../../../src/lib/posts.ts';
import type { ResumeContent } from './render.ts';
import { BOLD, FONT } from './fonts.ts';

export const TEXT = '#14202b';
export const MUTED = '#4a5868';
const RULE = '#c9d3dc';
/** The page's margin, on every side. */
export const MARGIN = 54;

/** Draws one block (an entry, a heading) at the document's current position. */
export type Draw = (doc: PDFKit.PDFDocument) => void;

/** Where text goes on the page (its left edge and width, the lowest a block may end) and the accent colour. */
export interface Layout {
  left: number;
  width: number;
  bottom: number;
  accent: string;
}

/** A section's heading: its title in capitals over a rule. */
export function heading(title: string, { left, width, accent }: Layout): Draw {
  return (d) => {
    d.font(BOLD).fontSize(10).fillColor(accent).text(title.toUpperCase(), left, d.y, { characterSpacing: 1.2 });
    const y = d.y + 3;
    d.moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    d.y = y + 8;
  };
}

/** The top of the first page: name, role, and the contact details, each a link where it leads somewhere. */
export function drawContact(doc: PDFKit.PDFDocument, site: ResumeContent['site'], { left, accent }: Layout): void {
  doc.font(BOLD).fontSize(24).fillColor(TEXT).text(site.name, left, MARGIN);
  doc.font(BOLD).fontSize(12).fillColor(accent).text(site.role);
  doc.moveDown(0.4);
  const bare = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const contactLines: { text: string; link?: string }[][] = [
    [
      { text: site.email, link: `mailto:${site.email}` },
      { text: site.location },
      { text: bare(site.url), link: site.url },
    ],
    site.links.map((link) => ({ text: `${link.label}: ${bare(link.url)}`, link: link.url })),
  ].filter((line) => line.length > 0);
  doc.font(FONT).fontSize(9.5).fillColor(MUTED);
  for (const line of contactLines) {
    doc.text('', left, doc.y);
    line.forEach((item, index) => {
      const last = index === line.length - 1;
      doc.text(item.text, { continued: !last, link: item.link ?? null, lineGap: 1.5 });
      if (!last) doc.text('   ·   ', { continued: true, link: null });
    });
  }
}

/** A paragraph across the text's width. */
export function paragraph(d: PDFKit.PDFDocument, { left, width }: Layout, text: string, color = TEXT): void {
  d.font(FONT).fontSize(10).fillColor(color).text(text, left, d.y, { width, lineGap: 2.5 });
}

function bullets(d: PDFKit.PDFDocument, { left, width, accent }: Layout, items: readonly string[]): void {
  d.font(FONT).fontSize(10).fillColor(TEXT);
  for (const item of items) {
    const y = d.y;
    d.circle(left + 4, y + 5, 1.6)
      .fillColor(accent)
      .fill();
    d.fillColor(TEXT).text(item, left + 14, y, { width: width - 14, lineGap: 2 });
    d.moveDown(0.2);
  }
}

function stack(d: PDFKit.PDFDocument, { left, width }: Layout, items: readonly string[]): void {
  d.font(BOLD).fontSize(8.5).fillColor(MUTED).text('Stack: ', left, d.y, { continued: true });
  d.font(FONT).text(items.join(' · '), { width });
}

/** A bold title with a right-aligned note (the period) on the same line. */
function titleLine(d: PDFKit.PDFDocument, { left, width }: Layout, title: string, note?: string): void {
  const y = d.y;
  if (note) d.font(FONT).fontSize(10).fillColor(MUTED).text(note, left, y, { width, align: 'right' });
  d.font(BOLD)
    .fontSize(11.5)
    .fillColor(TEXT)
    .text(title, left, y, { width: width - 90 });
}

/** A line in the accent colour under an entry's title: a job's company, a project's tagline, a talk's event. */
function accentLine(d: PDFKit.PDFDocument, { left, width, accent }: Layout, text: string): void {
  d.font(BOLD).fontSize(10).fillColor(accent).text(text, left, d.y, { width });
}

/** A job: role and period, company, highlights, stack. */
export function jobBlock(job: ResumeContent['experience'][number], layout: Layout): Draw {
  return (d) => {
    titleLine(d, layout, job.role, job.period);
    accentLine(d, layout, job.company);
    d.moveDown(0.3);
    bullets(d, layout, job.highlights);
    stack(d, layout, job.stack);
  };
}

/** A project: title, tagline, description, stack. */
export function projectBlock(project: ResumeContent['projects'][number], layout: Layout): Draw {
  return (d) => {
    titleLine(d, layout, project.title);
    accentLine(d, layout, project.tagline);
    d.moveDown(0.2);
    paragraph(d, layout, project.description);
    stack(d, layout, project.stack);
  };
}

/** A talk: title and date, event. */
export function talkBlock(talk: ResumeContent['talks'][number], layout: Layout): Draw {
  return (d) => {
    titleLine(d, layout, talk.title, formatDate(talk.date));
    accentLine(d, layout, talk.event);
  };
}

/** The skills in three columns, filled top to bottom. */
export function skillGrid(skills: readonly string[], { left, width, accent }: Layout): Draw {
  const columns = 3;
  const columnWidth = width / columns;
  const perColumn = Math.ceil(skills.length / columns);
  return (d) => {
    const top = d.y;
    skills.forEach((skill, index) => {
      const x = left + Math.floor(index / perColumn) * columnWidth;
      const y = top + (index % perColumn) * 16;
      d.rect(x, y + 3, 4, 4)
        .fillColor(accent)
        .fill();
      d.font(FONT)
        .fontSize(10)
        .fillColor(TEXT)
        .text(skill, x + 10, y, { width: columnWidth - 14, lineBreak: false });
    });
    d.y = top + perColumn * 16;
  };
}
