import { textWidth } from './helvetica';
import { layOut, PAGE, wrap, type PdfDocument } from './layout';
import { writePdf } from './writer';

const longDocument: PdfDocument = {
  title: 'Long (test) document',
  blocks: Array.from({ length: 60 }, (_, index) => ({
    kind: index % 5 === 0 ? 'heading' : 'paragraph',
    text: `Section ${index}: the supply of electricity and gas to business premises costs £1.50 a day – more or less.`,
  })),
};

/** Reads the xref table and the object each entry points at. */
function crossReference(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const [header, range, ...entries] = text.slice(startxref).split('\n');
  const count = Number(range.split(' ')[1]);
  return { text, header, count, entries: entries.slice(0, count) };
}

describe('writePdf', () => {
  it('starts with the PDF 1.4 header and ends with %%EOF', () => {
    const pdf = writePdf(longDocument);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.toString('latin1').endsWith('%%EOF\n')).toBe(true);
  });

  it('has an xref whose every in-use offset points at its own object', () => {
    const { text, header, count, entries } = crossReference(writePdf(longDocument));
    expect(header).toBe('xref');
    expect(entries[0]).toBe('0000000000 65535 f ');
    for (let id = 1; id < count; id += 1) {
      expect(entries[id]).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entries[id].slice(0, 10));
      expect(text.startsWith(`${id} 0 obj\n`, offset)).toBe(true);
    }
    expect(text).toContain(`/Size ${count} /Root 1 0 R`);
  });

  it('declares each stream length as the bytes between stream and endstream', () => {
    const text = writePdf(longDocument).toString('latin1');
    const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g)];
    expect(streams.length).toBeGreaterThan(1);
    for (const [, length, body] of streams) expect(Buffer.byteLength(body, 'latin1')).toBe(Number(length));
  });

  it('spreads a long document over several pages and counts them in the page tree', () => {
    const pages = layOut(longDocument);
    expect(pages.length).toBeGreaterThan(1);
    expect(writePdf(longDocument).toString('latin1')).toContain(`/Count ${pages.length}`);
    for (const line of pages.flat()) expect(line.y).toBeGreaterThanOrEqual(PAGE.margin);
  });

  it('escapes brackets and writes pound signs and dashes in WinAnsi', () => {
    const text = writePdf(longDocument).toString('latin1');
    expect(text).toContain('/Title (Long \\(test\\) document)');
    expect(text).toContain('\\2431.50');
    expect(text).toContain('\\226 more or less');
  });

  it('refuses characters outside the documents\' font set rather than print them wrong', () => {
    expect(() => writePdf({ title: 'Emoji ☺', blocks: [] })).toThrow(/not in the documents' Helvetica set/);
  });
});

describe('wrap', () => {
  it('keeps every line within the width and loses no word', () => {
    const text = 'The Customer must allow access to meters and should provide readings when asked by the Supplier.';
    const lines = wrap(text, 'regular', 10, 150);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 'regular', 10)).toBeLessThanOrEqual(150);
    expect(lines.join(' ')).toBe(text);
  });
});
