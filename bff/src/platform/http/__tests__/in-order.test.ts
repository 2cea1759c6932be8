import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { inOrder } from '../in-order';

/** An app whose first layer is `handlers` in order; later layers and the error handler report. */
const appWith = (...handlers: RequestHandler[]) => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.seen = [];
    next();
  });
  app.use(inOrder(...handlers));
  app.use((_req, res) => void res.json({ seen: res.locals.seen, reached: 'next layer' }));
  const onError: ErrorRequestHandler = (error: Error, _req, res, _next) =>
    void res.status(500).json({ seen: res.locals.seen, error: error.message });
  app.use(onError);
  return app;
};
const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    (res.locals.seen as string[]).push(name);
    next();
  };

describe('inOrder', () => {
  it('runs every handler in order, then the next layer of the app', async () => {
    const res = await request(appWith(mark('a'), mark('b'), mark('c'))).get('/');
    expect(res.body).toEqual({ seen: ['a', 'b', 'c'], reached: 'next layer' });
  });

  it('lets a handler answer, and the rest never runs', async () => {
    const answer: RequestHandler = (_req, res) => void res.json({ answered: true });
    const res = await request(appWith(mark('a'), answer, mark('c'))).get('/');
    expect(res.body).toEqual({ answered: true });
  });

  it.each<[string, RequestHandler]>([
    ['next(error)', (_req, _res, next) => next(new Error('passed on'))],
    [
      'a throw',
      () => {
        throw new Error('passed on');
      },
    ],
    ['a rejected promise', async () => Promise.reject(new Error('passed on'))],
  ])('hands %s to the error handler, skipping the rest', async (_how, failing) => {
    const res = await request(appWith(mark('a'), failing, mark('c'))).get('/');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ seen: ['a'], error: 'passed on' });
  });

  it('goes on after an asynchronous next()', async () => {
    const later: RequestHandler = (_req, res, next) =>
      void setImmediate(() => {
        (res.locals.seen as string[]).push('later');
        next();
      });
    const res = await request(appWith(later, mark('b'))).get('/');
    expect(res.body).toEqual({ seen: ['later', 'b'], reached: 'next layer' });
  });

  it('with no handlers is a layer that goes straight on', async () => {
    const res = await request(appWith()).get('/');
    expect(res.body).toEqual({ seen: [], reached: 'next layer' });
  });
});
