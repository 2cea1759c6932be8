import { api, onApiError } from '@/shared/lib/api-client';
import { ApiError } from '@/shared/lib/api-error';
import { createFakeApi, fail, ok } from '@/testing/fake-api';

describe('the one axios instance', () => {
  it('sends X-CSRF: 1 on every call, GET included, under /api', async () => {
    const fake = createFakeApi({
      'GET /session': ok({ signedIn: false }),
      'POST /items/list': ok({ items: [], hit: 0 }),
    });
    fake.install();
    await api.get('/session');
    await api.post('/items/list', { offset: 0, limit: 20 });
    expect(fake.calls.map((call) => call.headers['X-CSRF'])).toEqual(['1', '1']);
    expect(fake.callsTo('POST /items/list')[0]?.body).toEqual({ offset: 0, limit: 20 });
  });

  it("returns the Result's data on E000-000", async () => {
    createFakeApi({ 'POST /items/list': ok({ items: [], hit: 3 }) }).install();
    await expect(api.post('/items/list')).resolves.toEqual({ items: [], hit: 3 });
  });

  it('turns a non-success Result into an ApiError with status, message and field errors', async () => {
    const errors = [{ name: 'email', value: 'taken' }];
    createFakeApi({
      'POST /account/signup': fail('E001-003', 'This email is already registered.', 400, errors),
    }).install();
    const error = await api.post('/account/signup').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 'E001-003',
      message: 'This email is already registered.',
      errors,
      httpStatus: 400,
    });
  });

  it('treats a 200 answer whose status is not E000-000 as a failure too', async () => {
    createFakeApi({
      'POST /x': { status: 200, body: { status: 'E000-100', data: null, message: 'Not sent.' } },
    }).install();
    await expect(api.post('/x')).rejects.toMatchObject({
      status: 'E000-100',
      message: 'Not sent.',
    });
  });

  it('gives a fetch-error ApiError when the answer is not a Result', async () => {
    createFakeApi({ 'GET /x': { status: 502, body: '<html>Bad gateway</html>' } }).install();
    await expect(api.get('/x')).rejects.toMatchObject({ status: 'E999-999', httpStatus: 502 });
  });

  it('tells subscribers about every ApiError (used to catch an expired session anywhere)', async () => {
    createFakeApi({
      'POST /member/favorite/list': fail('E000-006', 'Session expired', 401),
    }).install();
    const seen: string[] = [];
    const stop = onApiError((error) => seen.push(error.status));
    await api.post('/member/favorite/list').catch(() => undefined);
    stop();
    await api.post('/member/favorite/list').catch(() => undefined);
    expect(seen).toEqual(['E000-006']);
  });
});
