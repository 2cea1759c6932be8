/**
 * Default header names under which the BFF sends the upstream credentials (docs/upstream.md#calls:
 * "Headers carry the client id, plus access token, user id and refresh token when signed in"). The
 * BFF may override them by configuration; the mock reads these defaults.
 */
export const upstreamHeaders = {
  clientId: 'X-Client-Id',
  accessToken: 'X-Access-Token',
  userId: 'X-User-Id',
  refreshToken: 'X-Refresh-Token',
} as const;

export type UpstreamHeaderName = (typeof upstreamHeaders)[keyof typeof upstreamHeaders];
