import {
  siteSettingsSchema,
  sessionTokensSchema,
  itemListResponseSchema,
  upstreamHeaders,
} from '@kakehashi/contracts';
import request from 'supertest';
import { mockClient } from '../testing/mock-client';

describe('walking skeleton', () => {
  it('serves site settings with auth type, page sizes, error tables and the fetch-error code', async () => {
    const c = await mockClient();
    const res = await c.call('site/get');
    expect(res.status).toBe('E000-000');
    const site = siteSettingsSchema.parse(res.data);
    expect(site.authentication_type).toBe('password');
    expect(site.site.item.count).toBeGreaterThan(0);
    expect(site.error_messages.ja['E000-006']).toBeDefined();
    expect(site.error_messages.en['E001-002']).toContain('{}');
    expect(site.fetch_error_code).toMatch(/^E\d{3}-\d{3}$/);
  });

  it('hands out a client id and refuses calls without one', async () => {
    const c = await mockClient();
    expect(c.clientId).toMatch(/^cl_/);
    const res = await c.raw('site/get');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('E000-003');
  });

  it('signs the demo buyer in and returns tokens with expires_in', async () => {
    const c = await mockClient();
    const res = await c.signIn();
    expect(res.status).toBe('E000-000');
    const tokens = sessionTokensSchema.parse(res.data);
    expect(tokens.expires_in).toBe(1800);
    expect(tokens.user.id).toBe('1001');
  });

  it('lists items with items and hit', async () => {
    const c = await mockClient();
    const res = await c.call('items/list', { offset: 0, limit: 5 });
    expect(res.status).toBe('E000-000');
    const data = itemListResponseSchema.parse(res.data);
    expect(data.items).toHaveLength(5);
    expect(data.hit).toBe(1600);
  });

  it('answers unknown paths with a 404 envelope and malformed JSON with a validation status', async () => {
    const c = await mockClient();
    const missing = await request(c.app).post('/api/v1/nope').send({});
    expect(missing.status).toBe(404);
    const bad = await request(c.app)
      .post('/api/v1/items/list')
      .set(upstreamHeaders.clientId, c.clientId)
      .set('content-type', 'application/json')
      .send('{"offset":');
    expect(bad.status).toBe(200);
    expect(bad.body.status).toBe('E000-010');
  });
});
