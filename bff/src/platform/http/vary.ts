import type { Response } from 'express';

/**
 * `res.vary(field)`, with the two cases every answer meets done without parsing the header: no
 * `Vary` yet (the edge's CORS policy names `Origin` first) and one other field in it (a page's or
 * a stored read's `Origin, Accept-Encoding`). Anything else goes to Express's own, which parses
 * the list and leaves out a field already named.
 */
export const addVary = (res: Response, field: string) => {
  const current = res.getHeader('Vary');
  if (current === undefined) return void res.setHeader('Vary', field);
  if (
    typeof current === 'string' &&
    /^[A-Za-z][A-Za-z-]*$/.test(current) &&
    current.toLowerCase() !== field.toLowerCase()
  )
    return void res.setHeader('Vary', `${current}, ${field}`);
  res.vary(field);
};
