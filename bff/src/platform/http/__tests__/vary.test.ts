import express from 'express';
import request from 'supertest';
import { addVary } from '../vary';

/** The Vary header an answer gets after `before` is set and `fields` are added one by one. */
const varyAfter = async (before: string | undefined, ...fields: string[]) => {
  const app = express();
  app.get('/', (_req, res) => {
    if (before !== undefined) res.setHeader('Vary', before);
    for (const field of fields) addVary(res, field);
    res.end();
  });
  return (await request(app).get('/')).headers.vary as string | undefined;
};

describe('addVary', () => {
  it('names the field when no Vary is set', async () => {
    expect(await varyAfter(undefined, 'Origin')).toBe('Origin');
  });

  it('adds a second field after a single one, as the edge and stored answers do', async () => {
    expect(await varyAfter(undefined, 'Origin', 'Accept-Encoding')).toBe('Origin, Accept-Encoding');
  });

  it('names a field once, whatever its case', async () => {
    expect(await varyAfter('Origin', 'origin')).toBe('Origin');
    expect(await varyAfter('Origin, Accept', 'Accept')).toBe('Origin, Accept');
  });

  it('leaves `*` alone and appends to a longer list as Express does', async () => {
    expect(await varyAfter('*', 'Origin')).toBe('*');
    expect(await varyAfter('Origin, Accept', 'Accept-Encoding')).toBe(
      'Origin, Accept, Accept-Encoding',
    );
  });
});
