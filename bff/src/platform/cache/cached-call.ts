import { createHash } from 'node:crypto';
import { isSuccess, type UpstreamName } from '@kakehashi/contracts';
import type { SessionPort } from '../session/session-port';
import type { UpstreamGateway } from '../upstream/upstream-gateway';
import type { UpstreamOutcome } from '../upstream/upstream-http';
import { normalBody } from './normal-body';
import type { CachePolicy, ReadCache } from './read-cache';

/**
 * JSON with object keys sorted, so `{a,b}` and `{b,a}` are one body. Callers pass the body their
 * contract validated (unknown fields already stripped by a strict schema) and nested no deeper
 * than BODY_MAX_DEPTH (json-body.ts), so this recursion is bounded.
 */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
};

/**
 * The cache key of a member-independent read: endpoint, language and the normalised validated
 * body — junk that the contract drops, a different key order or a no-op filter never multiplies
 * entries (docs/security.md#cache-bounds).
 */
export const cacheKeyOf = (name: UpstreamName, language: string, body: unknown) =>
  `${name}:${language}:${digestOf(canonicalJson(normalBody(name, body) ?? {}))}`;

/** A short hash of the canonical body: the key's length does not grow with the body's. */
const digestOf = (canonical: string) =>
  createHash('sha256').update(canonical).digest('base64url').slice(0, 22);

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
    let key: string;
    // The upstream is asked exactly what the key names.
    const asked = normalBody(name, body);
    try {
      key = cacheKeyOf(name, port.language, asked);
    } catch {
      // A body this process cannot even key (too deep): the request's fault, a 400.
      return { kind: 'failure', reason: 'local' };
    }
    const loaded = await cache.getOrLoad<UpstreamOutcome>(key, policy, async () => {
      const outcome = await gateway.call(port, name, asked, { anonymous: true });
      return {
        value: outcome,
        cacheable: outcome.kind === 'response' && isSuccess(outcome.status as string),
      };
    });
    return loaded.value;
  };
export type CachedCall = ReturnType<typeof createCachedCall>;
