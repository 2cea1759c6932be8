import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/** The repository root, for paths in configuration given relative to it (e.g. `web/dist`). */
const repoRoot = path.resolve(__dirname, '../../..');

/**
 * Serves the built React app with an SPA fallback to index.html for page GETs (walking
 * skeleton; issue 5 adds caching headers, page guards and language redirects). Without a build
 * it answers a plain hint instead of failing.
 */
export const createWebApp = (webDistDir: string) => {
  const root = path.resolve(repoRoot, webDistDir);
  const index = path.join(root, 'index.html');
  const router = Router();
  router.use(express.static(root, { index: false }));
  router.get('/{*page}', (_req, res) => {
    if (!fs.existsSync(index))
      return void res
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`, then reload.');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.sendFile(index);
  });
  return router;
};
