/**
 * The resume as a PDF, drawn with pdfkit from the same content as the home page: name, role and
 * contact (with every profile link), profile, experience, projects, talks and skills, each section left
 * out when it has nothing in it; a job, project or talk marked `resume: false` is left off.
 * Its text is real (selectable and searchable), set in DejaVu Sans Condensed, embedded with only the
 * glyphs used; a fixed creation date makes the same content give the same bytes.
 */
import PDFDocument from 'pdfkit';
import type { LoadedContent } from '../content/load.ts';
import { formatDate } from '../../../src/lib/posts.ts';
import { BOLD, FONT } from './fonts.ts';

/** What the resume needs from the content folder. */
export type ResumeContent = Pick<LoadedContent, 'site' | 'experience' | 'projects' | 'skills' | 'talks'>;

/** The sample's accent, the resume's colour when the owner sets none (`theme.accent`). */
const DEFAULT_ACCENT = '#0b7a5b';
const TEXT = '#14202b';
const MUTED = '#4a5868';
const RULE = '#c9d3dc';
const MARGIN = 54;
/** The PDF and how many A4 pages it has. */
export interface RenderedResume {
  pdf: Buffer;
  pages: number;
}

/** Draws one block (an entry, a heading) at the document's current position. */
type Draw = (doc: PDFKit.PDFDocument) => void;

/**
 * Renders the resume; `created` is written as its creation date (and seeds its file ID). A job, a
 * project or the skills never split across pages: a block that does not fit starts the next page,
 * and a heading stays with the block under it.
 */
export async function renderResume(content: ResumeContent, created: Date): Promise<RenderedResume> {
  const { site, skills } = content;
  const onResume = <T extends { resume: boolean }>(entries: readonly T[]) => entries.filter((entry) => entry.resume);
  const [experience, projects, talks] = [
    onResume(content.experience),
    onResume(content.projects),
    onResume(content.talks),
  ];
  const ACCENT = site.theme.accent ?? DEFAULT_ACCENT;
  const margins = { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN };
  const doc = new PDFDocument({
    size: 'A4',
    margins,
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
  let pages = 1;
  doc.on('pageAdded', () => (pages += 1));

  const width = doc.page.width - MARGIN * 2;
  const left = MARGIN;
  const bottom = doc.page.height - MARGIN;

  // Blocks are measured by drawing them on a page too tall to break, with the same fonts and width:
  // the same code draws and measures, so the two cannot disagree. That page is never written out.
  const scratch = new PDFDocument({ size: [doc.page.width, 100_000], margins });
  const heightOf = (...blocks: Draw[]) => {
    scratch.y = MARGIN;
    for (const draw of blocks) draw(scratch);
    return scratch.y - MARGIN;
  };
  /** Draws `block` on this page if it fits there together with `keepWith` (drawn later by the caller), else on a new one. */
  const keepTogether = (block: Draw, ...keepWith: Draw[]) => {
    // A block taller than a page breaks anyway; starting it on a fresh page would only add a blank one.
    if (doc.y > MARGIN && doc.y + heightOf(block, ...keepWith) > bottom) doc.addPage();
    block(doc);
  };

  const heading =
    (title: string): Draw =>
    (d) => {
      d.font(BOLD).fontSize(10).fillColor(ACCENT).text(title.toUpperCase(), left, d.y, { characterSpacing: 1.2 });
      const y = d.y + 3;
      d.moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      d.y = y + 8;
    };
  /**
   * A section: its heading kept with its first block, then each block whole, `gap` lines apart. A
   * section with no blocks (no jobs, say) is left out, heading and all.
   */
  const section = (title: string, blocks: readonly Draw[], gap: number) => {
    if (blocks.length === 0) return;
    doc.moveDown(0.9);
    blocks.forEach((block, index) => {
      if (index === 0) {
        // The first block follows its heading at once: the two fit together here, or the heading has
        // just started a page, and a block no page can hold would only strand the heading if it moved on.
        keepTogether(heading(title), block);
        block(doc);
      } else {
        doc.moveDown(gap);
        keepTogether(block);
      }
    });
  };
  const paragraph = (d: PDFKit.PDFDocument, text: string, color = TEXT) => {
    d.font(FONT).fontSize(10).fillColor(color).text(text, left, d.y, { width, lineGap: 2.5 });
  };
  const bullets = (d: PDFKit.PDFDocument, items: readonly string[]) => {
    d.font(FONT).fontSize(10).fillColor(TEXT);
    for (const item of items) {
      const y = d.y;
      d.circle(left + 4, y + 5, 1.6)
        .fillColor(ACCENT)
        .fill();
      d.fillColor(TEXT).text(item, left + 14, y, { width: width - 14, lineGap: 2 });
      d.moveDown(0.2);
    }
  };
  const stack = (d: PDFKit.PDFDocument, items: readonly string[]) => {
    d.font(BOLD).fontSize(8.5).fillColor(MUTED).text('Stack: ', left, d.y, { continued: true });
    d.font(FONT).text(items.join(' · '), { width });
  };
  /** A bold title with a right-aligned note (the period) on the same line. */
  const titleLine = (d: PDFKit.PDFDocument, title: string, note?: string) => {
    const y = d.y;
    if (note) d.font(FONT).fontSize(10).fillColor(MUTED).text(note, left, y, { width, align: 'right' });
    d.font(BOLD)
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

  section('Profile', [(d) => paragraph(d, site.intro), (d) => paragraph(d, site.about.paragraph, MUTED)], 0.5);

  section(
    'Experience',
    experience.map((job) => (d) => {
      titleLine(d, job.role, job.period);
      d.font(BOLD).fontSize(10).fillColor(ACCENT).text(job.company, left, d.y, { width });
      d.moveDown(0.3);
      bullets(d, job.highlights);
      stack(d, job.stack);
    }),
    0.8,
  );

  section(
    'Projects',
    projects.map((project) => (d) => {
      titleLine(d, project.title);
      d.font(BOLD).fontSize(10).fillColor(ACCENT).text(project.tagline, left, d.y, { width });
      d.moveDown(0.2);
      paragraph(d, project.description);
      stack(d, project.stack);
    }),
    0.8,
  );

  section(
    'Talks',
    talks.map((talk) => (d) => {
      titleLine(d, talk.title, formatDate(talk.date));
      d.font(BOLD).fontSize(10).fillColor(ACCENT).text(talk.event, left, d.y, { width });
    }),
    0.6,
  );

  const columns = 3;
  const columnWidth = width / columns;
  const perColumn = Math.ceil(skills.length / columns);
  const skillGrid: Draw = (d) => {
    const top = d.y;
    skills.forEach((skill, index) => {
      const x = left + Math.floor(index / perColumn) * columnWidth;
      const y = top + (index % perColumn) * 16;
      d.rect(x, y + 3, 4, 4)
        .fillColor(ACCENT)
        .fill();
      d.font(FONT)
        .fontSize(10)
        .fillColor(TEXT)
        .text(skill, x + 10, y, { width: columnWidth - 14, lineBreak: false });
    });
    d.y = top + perColumn * 16;
  };
  section('Skills', skills.length > 0 ? [skillGrid] : [], 0);

  doc.end();
  return { pdf: await done, pages };
}
