/**
 * The resume as a PDF, drawn with pdfkit from the same content as the home page: name, role and
 * contact, profile, experience, projects and skills. Standard PDF fonts keep it small and its text
 * real (selectable and searchable); a fixed creation date makes the same content give the same bytes.
 */
import PDFDocument from 'pdfkit';
import type { LoadedContent } from '../content/load.ts';

/** What the resume needs from the content folder. */
export type ResumeContent = Pick<LoadedContent, 'site' | 'experience' | 'projects' | 'skills'>;

const ACCENT = '#0b7a5b';
const TEXT = '#14202b';
const MUTED = '#4a5868';
const RULE = '#c9d3dc';
const MARGIN = 54;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** Renders the resume; `created` is written as its creation date (and seeds its file ID). */
export function renderResume(content: ResumeContent, created: Date): Promise<Buffer> {
  const { site, experience, projects, skills } = content;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `${site.name} – Resume`,
      Author: site.name,
      Subject: site.role,
      Keywords: skills.join(', '),
      Creator: site.url,
      Producer: 'PDFKit',
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const left = MARGIN;

  const heading = (title: string) => {
    doc.moveDown(0.9);
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    doc.font(BOLD).fontSize(10).fillColor(ACCENT).text(title.toUpperCase(), left, doc.y, { characterSpacing: 1.2 });
    const y = doc.y + 3;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 8;
  };
  const paragraph = (text: string, color = TEXT) => {
    doc.font(FONT).fontSize(10).fillColor(color).text(text, left, doc.y, { width, lineGap: 2.5 });
  };
  const bullets = (items: readonly string[]) => {
    doc.font(FONT).fontSize(10).fillColor(TEXT);
    for (const item of items) {
      const y = doc.y;
      doc
        .circle(left + 4, y + 5, 1.6)
        .fillColor(ACCENT)
        .fill();
      doc.fillColor(TEXT).text(item, left + 14, y, { width: width - 14, lineGap: 2 });
      doc.moveDown(0.2);
    }
  };
  const stack = (items: readonly string[]) => {
    doc.font(BOLD).fontSize(8.5).fillColor(MUTED).text('Stack: ', left, doc.y, { continued: true });
    doc.font(FONT).text(items.join(' · '), { width });
  };
  /** A bold title with a right-aligned note (the period) on the same line. */
  const titleLine = (title: string, note?: string) => {
    const y = doc.y;
    if (note) doc.font(FONT).fontSize(10).fillColor(MUTED).text(note, left, y, { width, align: 'right' });
    doc
      .font(BOLD)
      .fontSize(11.5)
      .fillColor(TEXT)
      .text(title, left, y, { width: width - 90 });
  };

  // Name, role and contact.
  doc.font(BOLD).fontSize(24).fillColor(TEXT).text(site.name, left, MARGIN);
  doc.font(BOLD).fontSize(12).fillColor(ACCENT).text(site.role);
  doc.moveDown(0.4);
  const bare = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const contactLines: { text: string; link?: string }[][] = [
    [
      { text: site.email, link: `mailto:${site.email}` },
      { text: site.location },
      { text: bare(site.url), link: site.url },
    ],
    [
      { text: `${site.codeHost.label}: ${bare(site.codeHost.url)}`, link: site.codeHost.url },
      { text: `${site.network.label}: ${bare(site.network.url)}`, link: site.network.url },
    ],
  ];
  doc.font(FONT).fontSize(9.5).fillColor(MUTED);
  for (const line of contactLines) {
    doc.text('', left, doc.y);
    line.forEach((item, index) => {
      const last = index === line.length - 1;
      doc.text(item.text, { continued: !last, link: item.link ?? null, lineGap: 1.5 });
      if (!last) doc.text('   ·   ', { continued: true, link: null });
    });
  }

  heading('Profile');
  paragraph(site.intro);
  doc.moveDown(0.5);
  paragraph(site.about.paragraph, MUTED);

  heading('Experience');
  experience.forEach((job, index) => {
    if (index > 0) doc.moveDown(0.8);
    titleLine(job.role, job.period);
    doc.font(BOLD).fontSize(10).fillColor(ACCENT).text(job.company, left, doc.y, { width });
    doc.moveDown(0.3);
    bullets(job.highlights);
    stack(job.stack);
  });

  heading('Projects');
  projects.forEach((project, index) => {
    if (index > 0) doc.moveDown(0.8);
    titleLine(project.title);
    doc.font(BOLD).fontSize(10).fillColor(ACCENT).text(project.tagline, left, doc.y, { width });
    doc.moveDown(0.2);
    paragraph(project.description);
    stack(project.stack);
  });

  heading('Skills');
  const columns = 3;
  const columnWidth = width / columns;
  const top = doc.y;
  const perColumn = Math.ceil(skills.length / columns);
  let bottom = top;
  skills.forEach((skill, index) => {
    const column = Math.floor(index / perColumn);
    const row = index % perColumn;
    const x = left + column * columnWidth;
    const y = top + row * 16;
    doc
      .rect(x, y + 3, 4, 4)
      .fillColor(ACCENT)
      .fill();
    doc
      .font(FONT)
      .fontSize(10)
      .fillColor(TEXT)
      .text(skill, x + 10, y, { width: columnWidth - 14, lineBreak: false });
    bottom = Math.max(bottom, y + 16);
  });
  doc.y = bottom;

  doc.end();
  return done;
}
