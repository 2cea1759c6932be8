/**
 * The cookies the peer keeps the buyer's upstream credentials and language in, as Alokai's
 * commerce integrations keep their tokens: read by its cookie-parser, set by the bench.
 */
export const peerCookies = {
  clientId: 'kk-client-id',
  accessToken: 'kk-access-token',
  userId: 'kk-user-id',
  refreshToken: 'kk-refresh-token',
  locale: 'vsf-locale',
} as const;
