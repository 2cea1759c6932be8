import request from 'supertest';
import { createMockApp } from '../../app';
import { generateSeed } from '../../seed/index';

const { app } = createMockApp({ productCount: 300 });

/** Every xref entry points at the start of its object: a viewer finds each one. */
const xrefIsSound = (pdf: string): boolean => {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  const table = pdf.slice(startxref);
  const entries = [...table.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  return (
    table.startsWith('xref\n') &&
    entries.length === 6 &&
    entries.every((offset, i) => pdf.startsWith(`${i + 1} 0 obj`, offset))
  );
};

describe('export catalogue PDFs (docs/rules/discovery.md)', () => {
  it('serves each back issue a PDF a viewer can open, as application/pdf', async () => {
    const catalogues = generateSeed(20260401, 300).contents.filter(
      (c) => c.classification === 'catalog',
    );
    expect(catalogues.length).toBeGreaterThanOrEqual(8);
    for (const c of catalogues) {
      expect(c.file_url).toBe(`/images/catalogues/${c.code}.pdf`);
      const res = await request(app).get(c.file_url!).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = Buffer.from(res.body as Buffer).toString('latin1');
      expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
      expect(xrefIsSound(pdf)).toBe(true);
      expect(pdf).toContain('(Kakehashi Export Catalogue) Tj');
    }
  });

  it('answers 404 for a catalogue that does not exist', async () => {
    for (const path of [
      '/images/catalogues/catalog-2024-monsoon.pdf',
      '/images/catalogues/catalog-2024-spring.svg',
      '/images/catalogues/../api.pdf',
    ])
      expect((await request(app).get(path)).status).toBe(404);
  });
});
