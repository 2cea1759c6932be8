// Baseline: the work the gateway cannot skip, and nothing else (issue 28 item 2). A bare Express
// app doing per request only what the gateway must do for that case, with the gateway's own
// session cipher and store key, and the route's contract schemas (imported: the same work):
// - POST /api/items/list (signed-in, proxied): check X-CSRF, parse and check the body against
//   its contract, read the session cookie and the session from the same Redis (one GETEX),
//   open the sealed record, call the upstream with a keep-alive agent and the credentials,
//   parse the answer, check its data against the route's contract, send the upstream's bytes;
// - POST /api/category/trees (cached member-independent read): check X-CSRF, parse and check
//   the body, look its key (name, language cookie, body) up in memory, send the stored bytes
//   with their ETag (304 when the browser has them);
// - GET / (a member page): read the session (one GETEX, opened), send the stored HTML.
// The stored answers are the gateway's own (BENCH_ANSWERS_FILE, recorded by stack.ts).
import fs from 'node:fs';
import http from 'node:http';
import express, { type Request, type Response } from 'express';
import Redis from 'ioredis';
import { apiRoutes } from '@kakehashi/contracts';
import { createRecordCipher } from '../../../bff/src/platform/session/record-cipher';
import { sessionStoreKey } from '../../../bff/src/platform/session/session-repository';
import type { RecordedAnswer } from './memory-answers';

const env = process.env;
const port = Number(env.PORT ?? 3103);
const upstream = new URL(env.BENCH_UPSTREAM ?? 'http://127.0.0.1:4010/api/v1');
const redis = new Redis(env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
  keyPrefix: env.REDIS_KEY_PREFIX ?? 'kk:',
});
const cipher = createRecordCipher({ current: env.SESSION_ENCRYPTION_KEY ?? '', old: [] });
const idleTtlMs = 1800 * 1000; // SESSION_IDLE_TTL_S's default: the gateway's own sessions slide by it
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const answers = JSON.parse(
  fs.readFileSync(env.BENCH_ANSWERS_FILE ?? '', 'utf8'),
) as RecordedAnswer[];
const stored = (path: string) => {
  const answer = answers.find((a) => a.path === path);
  if (!answer) throw new Error(`required-work: no recorded answer for ${path}`);
  return { ...answer, body: Buffer.from(answer.bodyBase64, 'base64') };
};

type SessionView = {
  language: 'jp' | 'en';
  clientId?: string;
  tokens?: { accessToken: string; refreshToken: string; userId: string; expiresAt: number };
};

/** The session cookie's record: one GETEX, opened with the gateway's cipher; null when none. */
const session = async (req: Request): Promise<SessionView | null> => {
  const id = /(?:^|;\s*)(?:__Host-)?kk_sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (!id) return null;
  const key = sessionStoreKey(id);
  const sealed = await redis.getex(key, 'PX', idleTtlMs);
  const plain = sealed && cipher.open(sealed, key);
  return plain ? (JSON.parse(plain) as SessionView) : null;
};

const refuse = (res: Response, status: number) => void res.status(status).end();

/** One upstream POST on the kept-alive agent: its status and bytes. */
const post = (name: string, body: unknown, headers: Record<string, string>) =>
  new Promise<{ status: number; bytes: Buffer }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      new URL(`${upstream.pathname}/${name}`, upstream),
      {
        method: 'POST',
        agent,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

const items = apiRoutes['items/list'];
const trees = apiRoutes['category/trees'];
const treesAnswer = stored('/api/category/trees');
const page = stored('/');

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.get('/healthz', (_req, res) => void res.send('ok'));
app.use('/api', (req, res, next) => (req.get('x-csrf') === '1' ? next() : refuse(res, 403)));
app.use('/api', express.json());

app.post('/api/items/list', async (req, res) => {
  const body = items.body.safeParse(req.body);
  if (!body.success) return refuse(res, 400);
  const record = await session(req);
  if (!record?.tokens || record.tokens.expiresAt <= Date.now()) return refuse(res, 401);
  const { status, bytes } = await post('items/list', body.data, {
    'accept-language': record.language === 'jp' ? 'ja' : 'en',
    'x-client-id': record.clientId ?? '',
    'x-access-token': record.tokens.accessToken,
    'x-user-id': record.tokens.userId,
    'x-refresh-token': record.tokens.refreshToken,
  });
  const answer = JSON.parse(bytes.toString('utf8')) as { status?: string; data?: unknown };
  if (status !== 200 || answer.status !== 'E000-000') return refuse(res, 502);
  if (!items.data.safeParse(answer.data).success) return refuse(res, 502);
  res.type('application/json').end(bytes);
});

// The cached read's one entry, under the key the gateway's cache would find it by.
const memory = new Map([[`category/trees:en:{}`, treesAnswer]]);
app.post('/api/category/trees', (req, res) => {
  const body = trees.body.safeParse(req.body);
  if (!body.success) return refuse(res, 400);
  const language = /(?:^|;\s*)kk_lang=(jp|en)/.exec(req.headers.cookie ?? '')?.[1] ?? 'en';
  const hit = memory.get(`category/trees:${language}:${JSON.stringify(body.data)}`);
  if (!hit) return refuse(res, 404);
  const etag = hit.etag ?? '';
  res.setHeader('etag', etag);
  if (req.headers['if-none-match'] === etag) return refuse(res, 304);
  res.type(hit.contentType).end(hit.body);
});

app.get('/', async (req, res) => {
  const record = await session(req);
  if (!record?.tokens) return refuse(res, 401);
  res.type(page.contentType).end(page.body);
});

app.listen(port, '127.0.0.1');
// Exits normally when stopped, so a `--cpu-prof` run writes its profile (bench:profile).
process.once('SIGTERM', () => process.exit(0));
