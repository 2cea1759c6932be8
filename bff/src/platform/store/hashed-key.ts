import { createHash } from 'node:crypto';

/**
 * A store key for something only its owner should name — a session id, a member id, an e-mail
 * address: `<prefix>:<SHA-256 of the identifier>` (22 base64url characters, 132 bits). A copy of
 * the store's keys (a dump, `KEYS`, a replica) then names no cookie that opens a session and no
 * person, and every key of a kind has the same short length (docs/security.md#session-records).
 */
export const hashedKey = (prefix: string, identifier: string) =>
  `${prefix}:${createHash('sha256').update(identifier).digest('base64url').slice(0, 22)}`;
