/**
 * The resume as a PDF, drawn with pdfkit from the same content as the home page: name, role and
 * contact (with every profile link), profile, experience, projects, talks and skills, each section left
 * out when it has nothing in it; a job, project or talk marked `resume: false` is left off.
 * Its text is real (selectable and searchable), set in DejaVu Sans Condensed, embedded with only the
 * glyphs used; a fixed creation date makes the same content give the same bytes.
 */
import PDFDocument from 'pdfkit';
import type { LoadedContent } from '../content/load.ts';
import {
  drawContact,
  heading,
  jobBlock,
  MARGIN,
  MUTED,
  paragraph,
  projectBlock,
  skillGrid,
  talkBlock,
  type Draw,
  type Layout,
} from './blocks.ts';

/** What the resume needs from the content folder. */
export type ResumeContent = Pick<LoadedContent, 'site' | 'experience' | 'projects' | 'skills' | 'talks'>;

/** The sample's accent, the resume's colour when the owner sets none (`theme.accent`). */
const DEFAULT_ACCENT = '#0b7a5b';

/** The PDF and how many A4 pages it has. */
export interface RenderedResume {
  pdf: Buffer;
  pages: number;
}

/**
 * Renders the resume; `created` is written as its creation date (and seeds its file ID). A job, a
 * project or the skills never split across pages: a block that does not fit starts the next page,
 * and a heading stays with the block under it.
 */
export async function renderResume(content: ResumeContent, created: Date): Promise<RenderedResume> {
  const { site, skills } = content;
  const onResume = <T extends { resume: boolean }>(entries: readonly T[]) => entries.filter((entry) => entry.resume);
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

  const layout: Layout = {
    left: MARGIN,
    width: doc.page.width - MARGIN * 2,
    bottom: doc.page.height - MARGIN,
    accent: site.theme.accent ?? DEFAULT_ACCENT,
  };
  const section = sectionWriter(doc, margins, layout);
  drawContact(doc, site, layout);
  const profile: Draw[] = [
    (d) => paragraph(d, layout, site.intro),
    (d) => paragraph(d, layout, site.about.paragraph, MUTED),
  ];
  section('Profile', profile, 0.5);
  section(
    'Experience',
    onResume(content.experience).map((job) => jobBlock(job, layout)),
    0.8,
  );
  section(
    'Projects',
    onResume(content.projects).map((project) => projectBlock(project, layout)),
    0.8,
  );
  section(
    'Talks',
    onResume(content.talks).map((talk) => talkBlock(talk, layout)),
    0.6,
  );
  section('Skills', skills.length > 0 ? [skillGrid(skills, layout)] : [], 0);
  doc.end();
  return { pdf: await done, pages };
}

/**
 * The function that draws a section into `doc`: its heading kept with its first block, then each block
 * whole, `gap` lines apart. A section with no blocks (no jobs, say) is left out, heading and all.
 */
function sectionWriter(
  doc: PDFKit.PDFDocument,
  margins: PDFKit.PDFDocumentOptions['margins'],
  layout: Layout,
): (title: string, blocks: readonly Draw[], gap: number) => void {
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
    if (doc.y > MARGIN && doc.y + heightOf(block, ...keepWith) > layout.bottom) doc.addPage();
    block(doc);
  };
  return (title, blocks, gap) => {
    if (blocks.length === 0) return;
    doc.moveDown(0.9);
    blocks.forEach((block, index) => {
      if (index === 0) {
        // The first block follows its heading at once: the two fit together here, or the heading has
        // just started a page, and a block no page can hold would only strand the heading if it moved on.
        keepTogether(heading(title, layout), block);
        block(doc);
      } else {
        doc.moveDown(gap);
        keepTogether(block);
      }
    });
  };
}
