import { pageLanguageOf, type Language } from '@kakehashi/contracts';
import type { Config } from '../config/config';
import type { SessionRecord } from '../session/session-record';

/**
 * The credentials headers of an upstream call (docs/upstream.md#calls): the client id, and when
 * signed in the access token, user id and refresh token, under the configured names. They are built
 * only from the session; nothing the browser sent is forwarded, so client-sent copies are dropped.
 */
export const credentialHeaders = (
  names: Config['upstream']['headers'],
  record: SessionRecord | null,
  language: Language,
): Record<string, string> => {
  const headers: Record<string, string> = { [names.language]: pageLanguageOf(language) };
  if (record?.clientId) headers[names.clientId] = record.clientId;
  if (record?.tokens) {
    headers[names.accessToken] = record.tokens.accessToken;
    headers[names.userId] = record.tokens.userId;
    headers[names.refreshToken] = record.tokens.refreshToken;
  }
  return headers;
};
