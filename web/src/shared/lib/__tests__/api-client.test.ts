import { apiMethods, type ApiName } from '@kakehashi/contracts/web';
import { apiTransport, callApi, methodOf, onApiError } from '@/shared/lib/api-client';
import { ApiError } from '@/shared/lib/api-error';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { signedOutSession } from '@/testing/render-app';

describe('the one HTTP client', () => {
  it('sends X-CSRF: 1 on every call, GET included, under /api', async () => {
    const fake = createFakeApi({
      'GET /session': ok(signedOutSession),
      'POST /items/list': ok({ items: [], hit: 0 }),
    });
    fake.install();
    await callApi('session');
    await callApi('items/list', { offset: 0, limit: 20 });
    expect(fake.calls.map((call) => call.headers['X-CSRF'])).toEqual(['1', '1']);
    expect(fake.callsTo('POST /items/list')[0]?.body).toEqual({ offset: 0, limit: 20 });
  });

  it("returns the Result's data on E000-000", async () => {
    createFakeApi({ 'POST /items/list': ok({ items: [], hit: 3 }) }).install();
    await expect(callApi('items/list', {})).resolves.toEqual({ items: [], hit: 3 });
  });

  it('turns a non-success Result into an ApiError with status, message and field errors', async () => {
    const errors = [{ name: 'email', value: 'taken' }];
    createFakeApi({
      'POST /account/signup': fail('E001-003', 'This email is already registered.', 400, errors),
    }).install();
    const error = await callApi('account/signup', {} as never).catch((e: unknown) => e);
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
      'POST /account/password/resetMail': {
        status: 200,
        body: { status: 'E000-100', data: null, message: 'Not sent.' },
      },
    }).install();
    await expect(
      callApi('account/password/resetMail', { email: 'a@example.com' }),
    ).rejects.toMatchObject({
      status: 'E000-100',
      message: 'Not sent.',
    });
  });

  it('gives a fetch-error ApiError when the answer is not a Result', async () => {
    createFakeApi({ 'GET /session': { status: 502, body: '<html>Bad gateway</html>' } }).install();
    await expect(callApi('session')).rejects.toMatchObject({
      status: 'E999-999',
      httpStatus: 502,
      message: 'We could not reach the server. Please try again later.',
      cause: 'Unexpected response',
    });
  });

  it('tells subscribers about every ApiError (used to catch an expired session anywhere)', async () => {
    createFakeApi({
      'POST /member/favorite/list': fail('E000-006', 'Session expired', 401),
    }).install();
    const seen: string[] = [];
    const stop = onApiError((error) => seen.push(error.status));
    await callApi('member/favorite/list', {}).catch(() => undefined);
    stop();
    await callApi('member/favorite/list', {}).catch(() => undefined);
    expect(seen).toEqual(['E000-006']);
  });
});

describe('the transport under the client (the browser fetch)', () => {
  it('sends the session cookie and JSON, with no body on GET', async () => {
    const send = jest.fn((_url: string, _init: RequestInit) =>
      Promise.resolve({
        status: 200,
        text: () => Promise.resolve('{"status":"E000-000","data":1}'),
      }),
    );
    apiTransport.send = send;
    await expect(callApi('session')).resolves.toBe(1);
    await expect(callApi('language', { language: 'en' })).resolves.toBe(1);
    expect(send.mock.calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['/api/session', 'GET', undefined],
      ['/api/language', 'PUT', '{"language":"en"}'],
    ]);
    expect(send.mock.calls[0]?.[1]).toMatchObject({
      credentials: 'include',
      headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
    });
  });

  it('turns a lost connection into a fetch-error ApiError that subscribers hear about', async () => {
    apiTransport.send = () => Promise.reject(new TypeError('Failed to fetch'));
    const seen: string[] = [];
    const stop = onApiError((error) => seen.push(error.status));
    const error = await callApi('session').catch((e: unknown) => e);
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 'E999-999',
      message: 'We could not reach the server. Please try again later.',
      cause: 'Failed to fetch',
    });
    expect(seen).toEqual(['E999-999']);
  });

  it("words a transport failure in the page language, never in the browser's English", async () => {
    apiTransport.send = () => Promise.reject(new TypeError('Failed to fetch'));
    document.documentElement.lang = 'ja';
    try {
      await expect(callApi('session')).rejects.toMatchObject({
        status: 'E999-999',
        message: 'サーバーとの通信に失敗しました。しばらくしてから再度お試しください。',
      });
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('abandons a call that never answers after 30 seconds, as a fetch error', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      apiTransport.send = (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        });
      const call = callApi('session').catch((e: unknown) => e);
      jest.advanceTimersByTime(29_999);
      expect(signal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(signal?.aborted).toBe(true);
      await expect(call).resolves.toMatchObject({
        status: 'E999-999',
        message: 'We could not reach the server. Please try again later.',
        cause: 'timeout of 30000ms exceeded',
      });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('calls typed from the endpoint table', () => {
  it('takes each route by name with the method of the table', async () => {
    const fake = createFakeApi({
      'PUT /language': ok({ language: 'jp' }),
      'DELETE /checkout/state': ok({ cleared: true }),
    });
    fake.install();
    await expect(callApi('language', { language: 'jp' })).resolves.toEqual({ language: 'jp' });
    await expect(callApi('checkout/state')).resolves.toEqual({ cleared: true });
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /language',
      'DELETE /checkout/state',
    ]);
  });

  it('gives every route of the table its method, though the client carries only those not POST', () => {
    const names = Object.keys(apiMethods) as ApiName[];
    expect(names.map((name) => [name, methodOf(name)])).toEqual(
      names.map((name) => [name, apiMethods[name]]),
    );
  });

  it('refuses a wrong name or a wrong body at compile time', () => {
    // These lines never run; `tsc` fails if any of them type-checks (npm run typecheck).
    const never = (): void => {
      // @ts-expect-error: no such route in the table
      void callApi('items/lisst', {});
      // @ts-expect-error: auth/signin needs email and password
      void callApi('auth/signin', { email: 'a@example.com' });
      // @ts-expect-error: language is 'en' | 'jp'
      void callApi('language', { language: 'fr' });
      // @ts-expect-error: the account-id call is not exposed to the browser
      void callApi('original/account/id');
    };
    expect(typeof never).toBe('function');
  });
});
