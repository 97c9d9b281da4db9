/** Widths (1/1000 em) of the standard Helvetica faces for WinAnsi codes 32-126, from Adobe's AFM files. */
const REGULAR_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD_ASCII = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** The few characters beyond ASCII the documents use: WinAnsi code and width in each face. */
const EXTRA: Record<string, { code: number; regular: number; bold: number }> = {
  '£': { code: 0xa3, regular: 556, bold: 556 },
  '•': { code: 0x95, regular: 350, bold: 350 },
  '–': { code: 0x96, regular: 556, bold: 556 },
  '’': { code: 0x92, regular: 222, bold: 278 },
};

export type FontFace = 'regular' | 'bold';

function glyph(char: string, face: FontFace): { code: number; width: number } {
  const ascii = char.charCodeAt(0);
  if (char.length === 1 && ascii >= 32 && ascii <= 126) {
    return { code: ascii, width: (face === 'bold' ? BOLD_ASCII : REGULAR_ASCII)[ascii - 32] };
  }
  const extra = EXTRA[char];
  if (!extra) throw new Error(`Character ${JSON.stringify(char)} is not in the documents' Helvetica set`);
  return { code: extra.code, width: extra[face] };
}

/** Width in points of `text` set in `face` at `size`. */
export function textWidth(text: string, face: FontFace, size: number): number {
  let units = 0;
  for (const char of text) units += glyph(char, face).width;
  return (units * size) / 1000;
}

/** A PDF literal string in WinAnsi, kept 7-bit so byte offsets equal character offsets. */
export function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const { code } = glyph(char, 'regular');
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code > 126) out += `\\${code.toString(8)}`;
    else out += char;
  }
  return `(${out})`;
}
