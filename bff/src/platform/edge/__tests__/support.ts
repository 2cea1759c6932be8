import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { toAppError } from '../../api/error-handler';
import { sendResult } from '../../http/result-writer';

/** A minimal app for the edge pieces: JSON, cookies, then the pieces under test, then errors. */
export const minimalApp = (mount: (app: Express) => void): Express => {
  const app = express();
  app.use(express.json());
  app.use(cookieParser());
  mount(app);
  app.use(resultErrors);
  return app;
};

/** Stand-in for core's error handler: an AppError becomes its Result (message = code). */
export const resultErrors: ErrorRequestHandler = (error, _req, res, _next) => {
  const appError = toAppError(error);
  const result = {
    status: appError.code,
    data: null,
    message: appError.code,
    errors: appError.errors,
  };
  sendResult(res, result, appError.httpStatus);
};

/** A Content-Security-Policy header as its directives: name → values. */
export const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

export const hashedScript = 'index-Ab12Cd34.js';

/** A temporary Vite-like build: index.html with an external module script and one asset. */
export const fakeDist = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kk-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>\n<html lang="en">\n<head><meta name="robots" content="noindex, nofollow" />` +
      `<script type="module" crossorigin src="/assets/${hashedScript}"></script></head>` +
      `<body><div id="root"></div></body>\n</html>\n`,
  );
  writeFileSync(
    path.join(dir, 'assets', hashedScript),
    `console.log(${JSON.stringify('x'.repeat(4000))});\n`,
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};
