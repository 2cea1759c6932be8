import express from 'express';
import { apiRoutes, endpoints, upstreamCatalogue, upstreamNames } from '@kakehashi/contracts';
import { orderHandlers } from '../../checkout/order-handlers';
import { mountApiRoutes, type OwnHandlers } from '../../../platform/api/api-router';
import { mountedRoutes } from '../../openapi/mounted-routes';
import { breakerGroupOf, breakerGroups } from '../../../platform/resilience/breaker-groups';
import { isIdempotentRead } from '../../../platform/resilience/idempotent-reads';
import { createEndpointResolver } from '../../../platform/upstream/endpoints';
import { needsOwnClientId } from '../../../platform/upstream/shared-client-id';
import { proxyAllowlist } from '../allowlist';

/**
 * docs/architecture.md#one-endpoint-table: every endpoint is declared once
 * (contracts/src/endpoints) and the BFF derives the rest. These fail when what the BFF mounts,
 * retries, exposes or groups disagrees with a declaration.
 */
const declared = Object.entries(endpoints);
const withBrowser = declared.flatMap(([name, d]) =>
  'browser' in d ? [[name, d.browser] as const] : [],
);
const resolve = createEndpointResolver({});

describe('the BFF against the endpoint declarations', () => {
  it('mounts exactly the declared browser sides, at /api/<name> with their methods', () => {
    const noHandler = (async () => undefined) as never;
    const handlers = new Proxy({}, { get: () => noHandler }) as OwnHandlers;
    const app = express().use('/api', mountApiRoutes(handlers, noHandler));
    const mounted = mountedRoutes(app)
      .filter((route) => route.method !== 'all')
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
      .sort();
    const wanted = withBrowser.map(([name, side]) => `${side.method} /api/${name}`).sort();
    expect(mounted).toEqual(wanted);
  });

  it('exposes through the proxy exactly the proxied declarations, each to its own upstream call', () => {
    const proxied = withBrowser.filter(([, side]) => side.kind === 'proxied').map(([name]) => name);
    expect([...proxyAllowlist.keys()].sort()).toEqual(proxied.sort());
    for (const [name, entry] of proxyAllowlist) {
      expect(entry.upstream).toBe(name);
      expect(entry.data).toBe(apiRoutes[name].data);
      expect(entry.cache).toBe(apiRoutes[name].cache);
    }
  });

  it('gives the checkout a handler for exactly the routes that declare one', () => {
    const forwarded = withBrowser.filter(([, side]) => side.handler === 'checkout');
    const handlers = orderHandlers({} as Parameters<typeof orderHandlers>[0]);
    expect(Object.keys(handlers).sort()).toEqual(forwarded.map(([name]) => name).sort());
  });

  it('retries exactly the calls declared safe to retry', () => {
    const retried = isIdempotentRead(resolve);
    for (const name of upstreamNames) {
      const { method, path } = resolve(name);
      expect({ name, retried: retried({ method, path, headers: {}, body: {} }) }).toEqual({
        name,
        retried: upstreamCatalogue[name].retry === 'safe',
      });
    }
  });

  it('gives a signed-out caller its own client id exactly where declared', () => {
    for (const name of upstreamNames)
      expect({ name, own: needsOwnClientId(name) }).toEqual({
        name,
        own: upstreamCatalogue[name].clientId === 'own',
      });
  });

  it('puts every call in its declared breaker group, and has a breaker for each group', () => {
    const groupOf = breakerGroupOf(resolve);
    for (const name of upstreamNames)
      expect({ name, group: groupOf(resolve(name)) }).toEqual({
        name,
        group: upstreamCatalogue[name].breaker,
      });
    expect(breakerGroups().sort()).toEqual(
      [...new Set(upstreamNames.map((name) => upstreamCatalogue[name].breaker))].sort(),
    );
  });
});
