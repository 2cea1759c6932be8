import type { AxiosInstance } from 'axios';
export type AuthorizationStatus = 'OK' | 'NG';
/**
 * `posted`: the provider took it; `declined`: the provider answered NG (a 4xx, or `status: 'NG'`),
 * e.g. for a payment whose issuer step was never completed; `failed`: no usable answer.
 */
export type AuthorizationOutcome = 'posted' | 'declined' | 'refused-address' | 'failed';
export type AuthorizationPoster = (
  url: string,
  status: AuthorizationStatus,
  headers?: Record<string, string>,
) => Promise<AuthorizationOutcome>;

const saysNg = (answer: string) => {
  try {
    return (JSON.parse(answer) as { status?: unknown } | null)?.status === 'NG';
  } catch {
    return false;
  }
};

/**
 * docs/rules/cart-and-checkout.md#3-d-secure-return: payment completion posts
 * `{status: 'OK' | 'NG'}` to the authorization address the commit response named. The address
 * comes from upstream data, so it is only followed to an allowed origin (by default the
 * upstream's own): the BFF must not become a request relay.
 */
export const createAuthorizationPoster = (options: {
  /**
   * The BFF's one upstream client (platform/upstream/upstream-client.ts): its agents, size caps
   * and no redirects apply here too; the caller's credential headers are passed in.
   */
  client: Pick<AxiosInstance, 'post'>;
  allowedOrigins: string[];
  timeoutMs: number;
  /** A relative address in the commit response is relative to the upstream that sent it. */
  baseUrl?: string;
}): AuthorizationPoster => {
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  return async (url, status, headers = {}) => {
    let target: URL;
    try {
      target = new URL(url, options.baseUrl);
    } catch {
      return 'refused-address';
    }
    if (!allowed.has(target.origin) || !/^https?:$/.test(target.protocol)) return 'refused-address';
    try {
      // An absolute address: axios leaves the upstream's base URL aside for it.
      const res = await options.client.post<ArrayBuffer | string>(
        target.href,
        JSON.stringify({ status }),
        {
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
          maxRedirects: 0,
          validateStatus: () => true,
          signal: AbortSignal.timeout(options.timeoutMs),
        },
      );
      const answer =
        typeof res.data === 'string' ? res.data : Buffer.from(res.data ?? []).toString('utf8');
      // docs/security.md#3-d-secure-cannot-be-skipped: the provider's NG is final, whatever the
      // browser's return said.
      if ((res.status >= 400 && res.status < 500) || saysNg(answer)) return 'declined';
      // A provider's authorize endpoint may answer with a redirect back to the shop: that is
      // accepted (the commit that follows is the upstream's confirmation).
      return res.status < 400 ? 'posted' : 'failed';
    } catch {
      return 'failed';
    }
  };
};
