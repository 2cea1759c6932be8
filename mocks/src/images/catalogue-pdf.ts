/**
 * The export catalogues' PDF files (docs/rules/discovery.md#screens /catalog): a small, valid
 * one-page PDF 1.4 written in code — a title page naming the issue — so a buyer who opens a back
 * issue gets a document their viewer opens, without a binary in the repository.
 */

const seasonNames: Record<string, string> = {
  spring: 'Spring',
  summer: 'Summer',
  autumn: 'Autumn',
  winter: 'Winter',
};

const cataloguePath = /^catalog-(\d{4})-(spring|summer|autumn|winter)\.pdf$/;

/** PDF string literal: only printable ASCII (the standard fonts' range), with ( ) \ escaped. */
const pdfText = (s: string): string =>
  `(${s.replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, (c) => `\\${c}`)})`;

/** A one-page PDF with the given lines (first one large), in Helvetica. */
export const onePagePdf = (title: string, lines: readonly string[]): Buffer => {
  const text = [
    'BT',
    '/F1 28 Tf',
    '56 760 Td',
    `${pdfText(title)} Tj`,
    '/F1 12 Tf',
    ...lines.flatMap((line) => ['0 -24 Td', `${pdfText(line)} Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title ${pdfText(title)} /Producer (Kakehashi mock) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/** The PDF of a catalogue file name (`catalog-2024-spring.pdf`), or undefined for any other. */
export const cataloguePdf = (file: string): Buffer | undefined => {
  const match = cataloguePath.exec(file);
  if (!match) return undefined;
  const [, year, season] = match;
  const name = `${seasonNames[season ?? ''] ?? ''} ${year}`;
  return onePagePdf(`Kakehashi Export Catalogue`, [
    `${name} issue`,
    'Japanese products for export, picked by the Kakehashi team.',
    'The products of this issue, with prices and export facts, are on the catalogue page.',
  ]);
};
