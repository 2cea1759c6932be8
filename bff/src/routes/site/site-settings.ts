import {
  isSuccess,
  siteSettingsSchema,
  type Language,
  type SiteSettings,
} from '@kakehashi/contracts';
import type { CachedCall } from '../../platform/cache/cached-call';
import { cacheKeyOf } from '../../platform/cache/cached-call';
import type { CachePolicy, ReadCache } from '../../platform/cache/read-cache';
import type { SessionPort } from '../../platform/session/session-port';
import type { UpstreamOutcome } from '../../platform/upstream/upstream-http';

/**
 * The upstream's site settings (`site/get`): authentication type, message tables, fetch-error
 * code. Read through the cache; `peek` never calls the upstream, for answers that must stay fast
 * while the upstream is down.
 */
export const createSiteSettings = (
  cachedCall: CachedCall,
  cache: ReadCache,
  policy: CachePolicy,
) => ({
  async load(
    port: SessionPort,
  ): Promise<{ ok: true; settings: SiteSettings } | { ok: false; outcome: UpstreamOutcome }> {
    const outcome = await cachedCall(port, 'site/get', {}, policy);
    if (outcome.kind === 'response' && isSuccess(outcome.status as string)) {
      const parsed = siteSettingsSchema.safeParse(outcome.data);
      if (parsed.success) return { ok: true, settings: parsed.data };
    }
    return {
      ok: false,
      outcome: outcome.kind === 'failure' ? outcome : { kind: 'failure', reason: 'malformed' },
    };
  },
  async peek(language: Language): Promise<SiteSettings | undefined> {
    const entry = await cache.peek<UpstreamOutcome>(cacheKeyOf('site/get', language, {}));
    const data = entry?.value.kind === 'response' ? entry.value.data : undefined;
    const parsed = siteSettingsSchema.safeParse(data);
    return parsed.success ? parsed.data : undefined;
  },
});
export type SiteSettingsService = ReturnType<typeof createSiteSettings>;
