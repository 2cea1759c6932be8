// Shared steps of the matching journeys: a signed-in browser context in a language and width,
// the mock outbox, and a small RFC 4180 reader for the downloaded CSV.
import type { BrowserContext, Page } from 'playwright-core';

export { outbox } from '../account/journey-helpers';

const api = { 'x-csrf': '1' };

/** A browser context signed in as the demo buyer (one sign-in step for every journey). */
export { buyerContext as signedInContext } from '../discovery/discovery-helpers';

/** Calls a BFF route with the context's session (set-up steps that are not under test). */
export const callBff = async (context: BrowserContext, name: string, data: object) =>
  (await context.request.post(`/api/${name}`, { data, headers: api })).json();

/** Parses CSV text (RFC 4180: quoted fields, doubled quotes, CRLF) into rows of fields. */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) {
      field += c;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    }
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
};

/** The page must never scroll sideways (UI.md: nothing scrolls sideways at 390 px). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
