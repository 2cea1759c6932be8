// Baseline: the ceiling for an Express answer. A bare Express app that answers recorded bytes
// from memory (express.send: its ETag and 304 included) for the routes in BENCH_ANSWERS_FILE.
import fs from 'node:fs';
import express from 'express';

export type RecordedAnswer = {
  method: 'get' | 'post';
  path: string;
  contentType: string;
  /** The gateway's ETag of the answer, when it sent one. */
  etag?: string;
  bodyBase64: string;
};

const answers = JSON.parse(
  fs.readFileSync(process.env.BENCH_ANSWERS_FILE ?? '', 'utf8'),
) as RecordedAnswer[];
const port = Number(process.env.PORT ?? 3101);

const app = express();
app.disable('x-powered-by');
app.get('/healthz', (_req, res) => void res.send('ok'));
for (const answer of answers) {
  const body = Buffer.from(answer.bodyBase64, 'base64');
  app[answer.method](answer.path, (_req, res) => void res.type(answer.contentType).send(body));
}
app.listen(port, '127.0.0.1');
