import type { ApiName } from '@kakehashi/contracts';
import { createDeviceCookies } from '../auth/device-cookie';
import { envSchema } from '../../platform/config/env-schema';
import { routeThrottles } from '../throttles/route-throttles';
import { throttleConfig } from '../../platform/config/throttle-config';

/**
 * The routes that may answer 429 (docs/security.md#throttles), read from the one throttle table
 * (routes/throttles/route-throttles.ts) so the document cannot drift from it. Which routes are
 * throttled does not depend on the budgets' sizes: the defaults are enough to build the table.
 */
export const throttledNames = (): ReadonlySet<ApiName> => {
  const limits = throttleConfig(envSchema.parse({}), false, 'openapi');
  const rules = routeThrottles(limits, createDeviceCookies(limits.deviceCookie));
  return new Set(Object.keys(rules) as ApiName[]);
};
