import { createHash } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { cataloguePdf } from '../images/catalogue-pdf';
import { imageSpecOf } from '../images/image-catalogue';
import { imagesMount } from '../images/image-paths';
import { renderSvg } from '../images/render-svg';

type Rendered = { body: Buffer; etag: string };

// The catalogue is finite (a few thousand paths with every product look); the memo keeps the
// most recent ones and forgets the oldest past this many.
const memoLimit = 2000;
const rendered = new Map<string, Rendered>();

const renderOnce = (path: string): Rendered | undefined => {
  const hit = rendered.get(path);
  if (hit) return hit;
  if (rendered.size >= memoLimit) rendered.delete(rendered.keys().next().value as string);
  const spec = imageSpecOf(path);
  if (!spec) return undefined;
  const body = Buffer.from(renderSvg(spec), 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const out = { body, etag };
  rendered.set(path, out);
  return out;
};

const notFound = (res: Response): void => {
  res.status(404).type('text/plain').send('Not Found');
};

/**
 * Product and content pictures, served outside the API base path as the SaaS's CDN would:
 * generated SVGs, cacheable for a day, with an ETag so revalidation is a 304.
 */
export const imageRoutes = (): express.Router => {
  const router = express.Router();
  // The export catalogues' PDFs: generated on request (small), cacheable like the pictures.
  router.get('/catalogues/:file', (req: Request<{ file: string }>, res, next) => {
    const pdf = cataloguePdf(req.params.file);
    if (!pdf) return next();
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${req.params.file}"`,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(pdf);
  });
  router.get('/:group/:file', (req: Request<{ group: string; file: string }>, res) => {
    const image = renderOnce(`${imagesMount}/${req.params.group}/${req.params.file}`);
    if (!image) return notFound(res);
    res.set({
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
      ETag: image.etag,
      // Opened directly, an SVG is a document: forbid everything but its inline styling.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.fresh) return void res.status(304).end();
    res.send(image.body);
  });
  router.use((_req, res) => notFound(res));
  return router;
};
