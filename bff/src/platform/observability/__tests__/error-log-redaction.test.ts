import { Writable } from 'node:stream';
import request from 'supertest';
import { createApp } from '../../../app';
import { manualClock } from '../../clock';
import { listen, mockForFile, testConfig } from '../../../__tests__/support/stack';
import { createMemoryStore } from '../../store/memory-store';
import { newSessionId } from '../../session/session-repository';
import { createLogger } from '../logger';

// docs/security.md#logs: every log line that carries a URL carries it redacted — the error
// handler's 5xx line too, which once logged `token=…&code=…` and the 3-D Secure `context=` raw.
const secrets = {
  token: 'RESET-TOKEN-77aa66bb',
  code: '731902',
  context: 'tds_CONTEXT0secret0secret',
};

const mock = mockForFile();

it('logs a failed request without the secrets in its URL', async () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const clock = manualClock();
  const memory = createMemoryStore({ maxEntries: 1000, clock });
  // A store that fails while reading sessions: the request ends in a 5xx the error handler logs.
  const store = {
    ...memory,
    getAndExpire: () => Promise.reject(new Error('store stalled')),
  };
  const app = createApp({
    config: testConfig({ UPSTREAM_URL: mock.url }),
    store,
    clock,
    logger: createLogger({ level: 'info', destination }),
  });
  const server = await listen(app.app);
  try {
    const query = `token=${secrets.token}&code=${secrets.code}&context=${secrets.context}`;
    const res = await request(server.url)
      .get(`/api/session?${query}`)
      .set('X-CSRF', '1')
      .set('Cookie', `kk_sid=${newSessionId()}`);
    expect(res.status).toBeGreaterThanOrEqual(500);
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(failure?.url).toMatch(/^\/api\/session\?token=%5BRedacted%5D&code=%5BRedacted%5D/);
    const all = lines.join('\n');
    for (const secret of Object.values(secrets)) expect(all).not.toContain(secret);
  } finally {
    await server.close();
    app.close();
    await memory.close();
  }
});
