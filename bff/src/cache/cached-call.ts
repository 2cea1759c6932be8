import { createHash } from 'node:crypto';
import { isSuccess, type UpstreamName } from '@kakehashi/contracts';
import type { SessionPort } from '../session/session-port';
import type { UpstreamGateway } from '../upstream/upstream-gateway';
import type { UpstreamOutcome } from '../upstream/upstream-http';
import type { CachePolicy, ReadCache } from './read-cache';

/** The cache key of a member-independent read: endpoint, language and the exact request body. */
export const cacheKeyOf = (name: UpstreamName, language: string, body: unknown) =>
  `${name}:${language}:${createHash('sha256')
    .update(JSON.stringify(body ?? {}))
    .digest('base64url')
    .slice(0, 22)}`;

/**
 * An upstream read through the cache: only successful responses are stored; errors and transport
 * failures pass through uncached. Callers decide which names are member-independent; the call
 * itself carries no member tokens, so what is stored is what any visitor would get.
 */
export const createCachedCall =
  (gateway: UpstreamGateway, cache: ReadCache) =>
  async (
    port: SessionPort,
    name: UpstreamName,
    body: unknown,
    policy: CachePolicy,
  ): Promise<UpstreamOutcome> => {
    const loaded = await cache.getOrLoad<UpstreamOutcome>(
      cacheKeyOf(name, port.language, body),
      policy,
      async () => {
        const outcome = await gateway.call(port, name, body, { anonymous: true });
        return {
          value: outcome,
          cacheable: outcome.kind === 'response' && isSuccess(outcome.status as string),
        };
      },
    );
    return loaded.value;
  };
export type CachedCall = ReturnType<typeof createCachedCall>;
