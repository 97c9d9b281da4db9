import { pdfString } from './helvetica';
import { layOut, PAGE, type PdfDocument, type PlacedLine } from './layout';

const FONT_RESOURCE = { regular: 'F1', bold: 'F2' } as const;

function contentStream(lines: readonly PlacedLine[], footer: string): string {
  const text = (line: PlacedLine) =>
    `BT /${FONT_RESOURCE[line.face]} ${line.size} Tf ${line.x.toFixed(2)} ${line.y.toFixed(2)} Td ${pdfString(line.text)} Tj ET`;
  const footerLine: PlacedLine = { x: PAGE.margin, y: PAGE.footerY, face: 'regular', size: 8, text: footer };
  return [...lines, footerLine].map(text).join('\n');
}

/**
 * Writes a PDF 1.4 file: standard Helvetica faces (no embedding), uncompressed page streams and a
 * cross-reference table whose offsets are byte positions, so any reader opens it.
 */
export function writePdf(document: PdfDocument): Buffer {
  const pages = layOut(document);
  // Objects 1-4 are fixed; each page then takes two numbers: the page and its content stream.
  const pageIds = pages.map((_, index) => 5 + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, index) => {
    const stream = contentStream(lines, `${document.title} – page ${index + 1} of ${pages.length}`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index] + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });
  objects.push(`<< /Title ${pdfString(document.title)} /Producer (Broker portal document builder) >>`);
  const infoId = objects.length;

  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
  ].join('\n');
  body += `${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
