import fs from 'node:fs';
import path from 'node:path';
import { apiMethods } from '../../api/api-methods';
import { apiRoutes } from '../../api/api-routes';
import { upstreamCatalogue } from '../../upstream/catalogue';
import { endpointDomains, endpoints } from '../index';
import { methodTableSource } from '../method-table';

const methodTable = path.join(__dirname, '../../api/api-methods.ts');

describe('the endpoint declarations', () => {
  it('declare each name in one domain only', () => {
    const names = Object.values(endpointDomains).flatMap((domain) => Object.keys(domain));
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(endpoints).sort()).toEqual([...names].sort());
  });

  it('give the browser a method table that is exactly the generated one', () => {
    // To regenerate after changing a declaration: UPDATE_ENDPOINT_TABLES=1, then review the diff.
    if (process.env.UPDATE_ENDPOINT_TABLES === '1')
      fs.writeFileSync(methodTable, methodTableSource());
    expect(fs.readFileSync(methodTable, 'utf8')).toBe(methodTableSource());
  });

  it('derive the /api routes and the upstream catalogue from their two sides', () => {
    for (const [name, declaration] of Object.entries(endpoints)) {
      if ('browser' in declaration) {
        expect(apiRoutes).toHaveProperty([name], { ...declaration.browser, path: `/${name}` });
        expect(apiMethods).toHaveProperty([name], declaration.browser.method);
      } else expect(apiMethods).not.toHaveProperty([name]);
      if ('upstream' in declaration)
        expect(upstreamCatalogue).toHaveProperty([name], declaration.upstream);
      else expect(upstreamCatalogue).not.toHaveProperty([name]);
    }
  });

  it('say for every upstream call whether it may be retried, its client id and breaker', () => {
    for (const upstream of Object.values(upstreamCatalogue)) {
      expect(['safe', 'never']).toContain(upstream.retry);
      expect(['shared', 'own']).toContain(upstream.clientId);
      expect(upstream.breaker).toMatch(/^[A-Za-z]+$/);
    }
  });

  it('forward a proxied route to an upstream call of its own name, never a shared member read', () => {
    for (const [name, route] of Object.entries(apiRoutes)) {
      if (route.kind !== 'proxied') continue;
      expect(upstreamCatalogue).toHaveProperty([name]);
      if (route.cache === 'shared') expect(route.access).toBe('public');
    }
  });

  it('throttle only by fields the body of the route has', () => {
    for (const [name, route] of Object.entries(apiRoutes)) {
      const shape = (route.body as { shape?: Record<string, unknown> }).shape;
      for (const use of route.throttle ?? []) {
        const fields = [
          ...('per' in use && use.per ? [use.per] : []),
          ...('to' in use ? [use.to].flat() : []),
        ];
        for (const field of fields)
          expect({ name, field, known: Boolean(shape?.[field]) }).toEqual({
            name,
            field,
            known: true,
          });
      }
    }
  });
});
