import { loadConfig } from '../config';

describe('configuration from the environment', () => {
  it('boots with documented defaults when nothing is set', () => {
    const loaded = loadConfig({});
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.config).toMatchObject({
      port: 3000,
      upstream: {
        url: 'http://127.0.0.1:4010',
        basePath: '/api/v1',
        headers: {
          clientId: 'X-Client-Id',
          accessToken: 'X-Access-Token',
          userId: 'X-User-Id',
          refreshToken: 'X-Refresh-Token',
        },
      },
      cookies: { session: 'kk_sid', language: 'kk_lang', secure: false },
      store: { redis: undefined },
      trustProxyHops: 0,
    });
  });

  it('names every bad variable in one error', () => {
    const loaded = loadConfig({
      PORT: 'eighty',
      UPSTREAM_URL: 'ftp://nowhere',
      REDIS_URL: 'http://not-redis',
      COOKIE_SECURE: 'maybe',
      UPSTREAM_ENDPOINTS: '{not json',
      REDIS_CLUSTER_NODES: 'a:1,b',
    });
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    for (const name of [
      'PORT',
      'UPSTREAM_URL',
      'REDIS_URL',
      'COOKIE_SECURE',
      'UPSTREAM_ENDPOINTS',
      'REDIS_CLUSTER_NODES',
    ])
      expect(loaded.message).toContain(name);
  });

  it('reads the order-total statuses: authorised and captured by default, any payment statuses when set', () => {
    const defaults = loadConfig({});
    if (!defaults.ok) throw new Error(defaults.message);
    expect(defaults.config.site.orderTotalStatuses).toEqual(['authorized', 'captured']);
    const set = loadConfig({ ORDER_TOTAL_STATUSES: ' captured,refunded,captured ' });
    if (!set.ok) throw new Error(set.message);
    expect(set.config.site.orderTotalStatuses).toEqual(['captured', 'refunded']);
  });

  it('names an order-total status that is not a payment status, and refuses an empty list', () => {
    const typo = loadConfig({ ORDER_TOTAL_STATUSES: 'authorized,paid' });
    expect(typo.ok).toBe(false);
    if (!typo.ok)
      expect(typo.message).toMatch(/ORDER_TOTAL_STATUSES: "paid" is not a payment status/);
    const empty = loadConfig({ ORDER_TOTAL_STATUSES: ' , ' });
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.message).toContain('ORDER_TOTAL_STATUSES: at least one status');
  });

  it('refuses a refresh lock that would not outlive the upstream timeout', () => {
    const loaded = loadConfig({ UPSTREAM_TIMEOUT_MS: '5000', REFRESH_LOCK_TTL_MS: '4000' });
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toContain('REFRESH_LOCK_TTL_MS');
  });

  it('makes cookies Secure in production unless told otherwise', () => {
    const prod = loadConfig({ NODE_ENV: 'production' });
    const localHttp = loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' });
    expect(prod.ok && prod.config.cookies.secure).toBe(true);
    expect(localHttp.ok && localHttp.config.cookies.secure).toBe(false);
  });

  it('gives the session cookie the __Host- prefix when cookies are Secure', () => {
    const secure = loadConfig({ COOKIE_SECURE: 'true' });
    const plain = loadConfig({ COOKIE_SECURE: 'false' });
    expect(secure.ok && secure.config.cookies.session).toBe('__Host-kk_sid');
    expect(plain.ok && plain.config.cookies.session).toBe('kk_sid');
  });

  it('reads the edge settings, with CORS closed and payment posts to the upstream only by default', () => {
    const defaults = loadConfig({ UPSTREAM_URL: 'https://commerce.example/x' });
    if (!defaults.ok) throw new Error(defaults.message);
    expect(defaults.config.edge.corsAllowedOrigins).toEqual([]);
    expect(defaults.config.payment.authorizeOrigins).toEqual(['https://commerce.example']);
    expect(defaults.config.resilience.readAttempts).toBe(2);
    expect(defaults.config.upstream.headers.requestId).toBe('X-Request-Id');
    expect(defaults.config.upstream.answerBytesInFlight).toBe(64 * 1024 * 1024);
    const set = loadConfig({
      CORS_ALLOWED_ORIGINS: 'https://a.example, http://b.example:8080',
      CSP_IMAGE_SOURCES: 'https://cdn.example https://img.example',
      BREAKER_VOLUME_THRESHOLD: '3',
    });
    if (!set.ok) throw new Error(set.message);
    expect(set.config.edge.corsAllowedOrigins).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(set.config.edge.csp.imageSources).toEqual([
      'https://cdn.example',
      'https://img.example',
    ]);
    expect(set.config.resilience.breaker.volumeThreshold).toBe(3);
  });

  it('names a bad edge variable', () => {
    const bad = loadConfig({
      CORS_ALLOWED_ORIGINS: 'https://a.example/path',
      UPSTREAM_READ_ATTEMPTS: '9',
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.message).toContain('CORS_ALLOWED_ORIGINS');
    expect(bad.message).toContain('UPSTREAM_READ_ATTEMPTS');
  });

  it('reads per-endpoint overrides, Redis topologies and header names', () => {
    const loaded = loadConfig({
      UPSTREAM_ENDPOINTS: '{"items/list":{"path":"/items/search","method":"PUT"}}',
      REDIS_SENTINELS: 's1:26379, s2:26379',
      REDIS_SENTINEL_NAME: 'primary',
      UPSTREAM_HEADER_ACCESS_TOKEN: 'Authorization-Token',
    });
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.config.upstream.endpoints).toEqual({
      'items/list': { path: '/items/search', method: 'PUT' },
    });
    expect(loaded.config.store.redis).toEqual({
      mode: 'sentinel',
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
      ],
      name: 'primary',
      password: undefined,
    });
    expect(loaded.config.upstream.headers.accessToken).toBe('Authorization-Token');
  });
});
