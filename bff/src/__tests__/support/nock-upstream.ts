import nock from 'nock';
import { startBff, type Bff, type BffOptions } from './stack';

// nock patches Node's shared http module for the whole jest worker: a later test file in the same
// worker would send its requests through nock's client, which keeps no real keep-alive sockets.
// Every file that nocks the upstream imports this module, so http is restored when it ends.
afterAll(() => nock.restore());

export const nockUrl = 'http://upstream.test';
export const base = '/api/v1';

/** Site settings as the upstream announces them; tests vary the authentication type. */
export const siteSettings = (
  authMode: 'password' | 'email_two_factor_authentication' = 'password',
) => ({
  authentication_type: authMode,
  site: { name: 'かけはし', item: { count: 20 }, newsListLimit: 10, contentsSearchLimit: 12 },
  error_messages: {
    en: { 'E001-001': 'The email or password is incorrect.' },
    ja: { 'E001-001': 'メールアドレスまたはパスワードが正しくありません。' },
  },
  fetch_error_code: 'E999-999',
  no_data_code: 'E999-998',
});

/** A nock upstream that hands out client ids and site settings as often as asked. */
export const nockUpstream = (authMode?: 'password' | 'email_two_factor_authentication') => {
  const scope = nock(nockUrl).persist();
  scope
    .post(`${base}/original/account/id`)
    .reply(200, { status: 'E000-000', data: { client_id: 'cl_test' } });
  scope.post(`${base}/site/get`).reply(200, { status: 'E000-000', data: siteSettings(authMode) });
  return scope;
};

/** Every request a nock scope answered, by path without the base path. */
export const recordUpstreamRequests = (scope: nock.Scope) => {
  const seen: string[] = [];
  const listener = (req: { path: string }) => seen.push(req.path.replace(base, ''));
  scope.on('request', listener);
  return { seen, stop: () => scope.removeListener('request', listener) };
};

/**
 * One BFF on the nock upstream (`nockUrl`), started before the file's tests and closed after
 * them, with every other outside connection refused; `bff` is set once `beforeAll` has run.
 */
export const nockedBffForFile = (options: Omit<BffOptions, 'upstreamUrl'> = {}) => {
  const stack = {} as { bff: Bff };
  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    stack.bff = await startBff({ upstreamUrl: nockUrl, ...options });
  });
  afterAll(async () => {
    await stack.bff?.close();
    nock.cleanAll();
    nock.enableNetConnect();
  });
  return stack;
};
