import http from 'node:http';
import { gzipSync } from 'node:zlib';
import express, { type ErrorRequestHandler } from 'express';
import { listen } from '../../../__tests__/support/stack';
import { requestContext, requestIdOf } from '../../observability/request-context';
import { bodyErrorStatus } from '../body-errors';
import { jsonBody, parseJsonBody, rawBodyOf } from '../json-body';

// docs/security.md#request-bodies: the `/api` JSON body reader. A body sent as is in UTF-8 is read
// by the reader itself, a compressed one or one in another charset by body-parser; both answer
// every refusal with a 4xx and a type.

type Answer = {
  status: number;
  body: { body?: unknown; type?: string; raw?: string | null; id?: string };
};

let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const app = express();
  app.use(requestContext());
  app.use(jsonBody({ limit: '4kb', maxDepth: 4 }), parseJsonBody);
  app.use((req, res) => {
    res.json({
      body: req.body as unknown,
      raw: rawBodyOf(req)?.toString('utf8') ?? null,
      id: requestIdOf(res),
    });
  });
  const refused: ErrorRequestHandler = (error: { type?: string }, _req, res, _next) => {
    res.status(bodyErrorStatus(error) ?? 500).json({ type: error.type });
  };
  app.use(refused);
  const listening = await listen(app);
  url = listening.url;
  close = listening.close;
});
afterAll(() => close());

/** One POST with exactly these bytes and headers (no Content-Length when `chunked`). */
const post = (body: Uint8Array | string, headers: Record<string, string> = {}, chunked = false) =>
  new Promise<Answer>((resolve, reject) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
    const req = http.request(`${url}/api/x`, {
      method: 'POST',
      headers: {
        'x-request-id': 'json-body-test-0001',
        ...(chunked ? {} : { 'content-length': String(bytes.length) }),
        ...headers,
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          body: JSON.parse(Buffer.concat(chunks).toString()) as Answer['body'],
        }),
      );
    });
    req.on('error', reject);
    if (chunked) {
      // Two writes: the body arrives in chunks with no declared length.
      req.write(bytes.subarray(0, 3));
      req.end(bytes.subarray(3));
    } else req.end(bytes);
  });

describe('the JSON body reader', () => {
  it('reads a UTF-8 body sent as is, and keeps a short one’s bytes', async () => {
    const res = await post('{"name":"抹茶","tags":["a"]}', { 'content-type': 'application/json' });
    expect(res.status).toBe(200);
    expect(res.body.body).toEqual({ name: '抹茶', tags: ['a'] });
    expect(res.body.raw).toBe('{"name":"抹茶","tags":["a"]}');
    expect(res.body.id).toBe('json-body-test-0001');
  });

  it('reads a chunked body without a declared length', async () => {
    const res = await post('{"limit":5}', {}, true);
    expect([res.status, res.body.body]).toEqual([200, { limit: 5 }]);
  });

  it('takes what body-parser takes: a byte-order mark, an empty body, any content type', async () => {
    expect((await post('\uFEFF{"a":1}')).body.body).toEqual({ a: 1 });
    expect((await post('')).body.body).toEqual({});
    expect((await post('[1]', { 'content-type': 'text/plain' })).body.body).toEqual([1]);
    expect((await post('{}', { 'content-type': 'application/json; charset=UTF-8' })).status).toBe(
      200,
    );
  });

  it('does not keep a long body’s bytes', async () => {
    const res = await post(`{"note":"${'x'.repeat(1100)}"}`);
    expect(res.status).toBe(200);
    expect(res.body.raw).toBeNull();
  });

  it.each([
    ['a bare string', '"text"', 400, 'entity.parse.failed'],
    ['whitespace only', '  \n', 400, 'entity.parse.failed'],
    ['broken JSON', '{"limit":', 400, 'entity.parse.failed'],
    ['a prototype key', '{"a":{"\\u005f_proto__":{"x":1}}}', 400, 'entity.prototype.key'],
    ['too deep', '{"a":{"a":{"a":{"a":{"a":1}}}}}', 400, 'entity.too.deep'],
    [
      'invalid UTF-8',
      new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
      400,
      'entity.invalid.utf8',
    ],
    ['over the limit', `{"k":"${'x'.repeat(5000)}"}`, 413, 'entity.too.large'],
  ])('refuses %s', async (_label, body, status, type) => {
    const res = await post(body);
    expect([res.status, res.body.type]).toEqual([status, type]);
  });

  it('refuses a chunked body once it passes the limit', async () => {
    const res = await post(`{"k":"${'x'.repeat(5000)}"}`, {}, true);
    expect([res.status, res.body.type]).toEqual([413, 'entity.too.large']);
  });

  it('hands a compressed body to body-parser, with the same checks on its decoded bytes', async () => {
    const gzip = { 'content-encoding': 'gzip' };
    const read = await post(gzipSync('{"limit":5}'), gzip);
    expect([read.status, read.body.body, read.body.raw]).toEqual([200, { limit: 5 }, null]);
    expect(read.body.id).toBe('json-body-test-0001');
    const deep = await post(gzipSync('{"a":{"a":{"a":{"a":{"a":1}}}}}'), gzip);
    expect([deep.status, deep.body.type]).toEqual([400, 'entity.too.deep']);
    const large = await post(gzipSync(`{"k":"${'x'.repeat(5000)}"}`), gzip);
    expect([large.status, large.body.type]).toEqual([413, 'entity.too.large']);
    const proto = await post(gzipSync('{"__proto__":{}}'), gzip);
    expect(proto.status).toBe(400); // body-parser names any refusal while parsing entity.parse.failed
  });

  it('hands another charset to body-parser', async () => {
    const utf16 = await post(Buffer.from('{"a":1}', 'utf16le'), {
      'content-type': 'application/json; charset=utf-16le',
    });
    expect([utf16.status, utf16.body.body, utf16.body.raw]).toEqual([200, { a: 1 }, null]);
    const latin1 = await post('{}', { 'content-type': 'application/json; charset=latin1' });
    expect([latin1.status, latin1.body.type]).toEqual([415, 'charset.unsupported']);
  });
});
