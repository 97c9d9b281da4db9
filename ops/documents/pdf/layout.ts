import { type FontFace, textWidth } from './helvetica';

/** A document as its author writes it: a title and a flow of blocks. */
export interface PdfDocument {
  readonly title: string;
  readonly subtitle?: string;
  readonly blocks: readonly Block[];
}

export type Block =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'bullet'; readonly text: string };

/** One line of text placed on a page, in points from the bottom-left corner. */
export interface PlacedLine {
  readonly x: number;
  readonly y: number;
  readonly face: FontFace;
  readonly size: number;
  readonly text: string;
}

/** A4 in points, with margins that leave room for the footer. */
export const PAGE = { width: 595, height: 842, margin: 56, footerY: 32 } as const;

const STYLE = {
  title: { face: 'bold', size: 18, before: 0, after: 4 },
  subtitle: { face: 'regular', size: 11, before: 0, after: 10 },
  heading: { face: 'bold', size: 12, before: 10, after: 2 },
  paragraph: { face: 'regular', size: 10, before: 4, after: 0 },
  bullet: { face: 'regular', size: 10, before: 2, after: 0 },
} as const satisfies Record<string, { face: FontFace; size: number; before: number; after: number }>;

const BULLET_INDENT = 14;
const leading = (size: number) => size * 1.4;

/** Greedy word wrap to `width` points; a word longer than a line stands alone on it. */
export function wrap(text: string, face: FontFace, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, face, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Flows the document onto as many pages as it needs. */
export function layOut(document: PdfDocument): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  const textWidthAvailable = PAGE.width - 2 * PAGE.margin;

  const place = (style: (typeof STYLE)[keyof typeof STYLE], lines: string[], indent = 0, marker?: string, keepWithNext = 0) => {
    const lineHeight = leading(style.size);
    y -= style.before;
    if (y - lineHeight * (1 + keepWithNext) < PAGE.margin) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
    lines.forEach((text, index) => {
      if (y - lineHeight < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= lineHeight;
      const page = pages[pages.length - 1];
      if (index === 0 && marker) page.push({ x: PAGE.margin, y, face: style.face, size: style.size, text: marker });
      page.push({ x: PAGE.margin + indent, y, face: style.face, size: style.size, text });
    });
    y -= style.after;
  };

  place(STYLE.title, wrap(document.title, STYLE.title.face, STYLE.title.size, textWidthAvailable));
  if (document.subtitle) place(STYLE.subtitle, wrap(document.subtitle, STYLE.subtitle.face, STYLE.subtitle.size, textWidthAvailable));
  for (const block of document.blocks) {
    const style = STYLE[block.kind];
    const indent = block.kind === 'bullet' ? BULLET_INDENT : 0;
    const lines = wrap(block.text, style.face, style.size, textWidthAvailable - indent);
    place(style, lines, indent, block.kind === 'bullet' ? '•' : undefined, block.kind === 'heading' ? 2 : 0);
  }
  return pages;
}
