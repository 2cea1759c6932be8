import request from 'supertest';
import { mockClient } from '../testing/mock-client';

describe('control endpoints', () => {
  it('injects an HTTP error status for one endpoint only, for a limited number of calls', async () => {
    const c = await mockClient();
    await request(c.app)
      .post('/__mock/faults')
      .send({ endpoint: 'items/list', status: 503, times: 1 })
      .expect(200);
    const hit = await c.raw('items/list', {}, { 'X-Client-Id': c.clientId });
    expect(hit.status).toBe(503);
    expect((await c.call('site/get')).status).toBe('E000-000');
    expect((await c.call('items/list')).status).toBe('E000-000');
  });

  it('serves a malformed body, drops the connection, and clears faults', async () => {
    const c = await mockClient();
    await request(c.app)
      .post('/__mock/faults')
      .send([
        { endpoint: 'site/get', malformed: true },
        { endpoint: 'items/list', drop: true },
      ]);
    const malformed = await c
      .raw('site/get', {}, { 'X-Client-Id': c.clientId })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });
    expect(() => JSON.parse(malformed.body as string)).toThrow();
    await expect(c.raw('items/list', {}, { 'X-Client-Id': c.clientId })).rejects.toThrow();
    await request(c.app).post('/__mock/faults').send({ clear: true });
    expect((await c.call('items/list')).status).toBe('E000-000');
  });

  it('applies an error rate across all endpoints deterministically', async () => {
    const c = await mockClient();
    await request(c.app)
      .post('/__mock/faults')
      .send({ endpoint: '*', status: 500, errorRate: 0.5 });
    const codes = [];
    for (let i = 0; i < 20; i += 1)
      codes.push((await c.raw('site/get', {}, { 'X-Client-Id': c.clientId })).status);
    expect(codes.filter((s) => s === 500).length).toBeGreaterThan(0);
    expect(codes.filter((s) => s === 200).length).toBeGreaterThan(0);
  });

  it('refuses a malformed fault with 400 and adds latency without failing the call', async () => {
    const c = await mockClient();
    await request(c.app).post('/__mock/faults').send({ errorRate: 3 }).expect(400);
    await request(c.app).post('/__mock/faults').send({ endpoint: 'site/get', latencyMs: 5 });
    expect((await c.call('site/get')).status).toBe('E000-000');
  });

  it('reset empties the outbox and forgets tokens and faults', async () => {
    const c = await mockClient();
    await c.signIn();
    await c.call('member/password/resetMail', { email: 'buyer@example.com' });
    expect(await c.outbox('buyer@example.com')).toHaveLength(1);
    await request(c.app).post('/__mock/reset').expect(200);
    expect(await c.outbox('buyer@example.com')).toEqual([]);
    expect((await c.call('member/information/get')).status).toBe('E000-006');
  });
});
