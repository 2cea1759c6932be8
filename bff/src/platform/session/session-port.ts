import type { Language } from '@kakehashi/contracts';
import type { RequestScope } from '../observability/request-context';
import type { SessionRecord } from './session-record';

/**
 * The session as the upstream gateway sees it: a snapshot plus read-modify-write on the freshest
 * stored copy. Implemented per request (request-session).
 */
export interface SessionPort {
  /** The stored session id, or null before the session exists. */
  readonly id: string | null;
  readonly language: Language;
  /**
   * The browser request this session serves (its id and deadline), for the upstream calls made
   * with it; none outside a request.
   */
  readonly scope?: RequestScope;
  current(): SessionRecord | null;
  /** Re-reads the stored copy (another request or instance may have changed it). */
  reload(): Promise<SessionRecord | null>;
  /** Applies `mutate` to the freshest copy and stores it, creating the session if needed. */
  update(mutate: (record: SessionRecord) => SessionRecord): Promise<SessionRecord>;
  /**
   * `update`, but a session this request held that ended while it ran is no error: nothing is
   * stored or minted and the answer is null (the caller settles it with `settleEnded`).
   */
  updateIfLive(mutate: (record: SessionRecord) => SessionRecord): Promise<SessionRecord | null>;
  /**
   * The upstream made this request's change although the session it held ended meanwhile: the
   * caller answers the upstream's success, and the ended session is settled as E000-006 settles
   * it here (docs/rules/errors-and-messages.md#session-ended): the product cookies are cleared,
   * the session cookie left alone. Nothing when the session has not ended.
   */
  settleEnded(): void;
  /** A privilege change: the record moves to a new id and the old id is dead at once. */
  rotate(mutate: (record: SessionRecord) => SessionRecord): Promise<SessionRecord>;
  /**
   * A sign-in's rotation into the signed-in record `mutate` makes. Null when the member's
   * credentials changed after `upstreamCallStartedAt` (the upstream may have accepted the old
   * ones): the new session has ended and the browser is signed out, as after a refused sign-in
   * (docs/security.md#password-change).
   */
  signIn(
    mutate: (record: SessionRecord) => SessionRecord,
    upstreamCallStartedAt: number,
  ): Promise<SessionRecord | null>;
  /**
   * Destroys the session and clears every product cookie (E000-006,
   * docs/rules/errors-and-messages.md#session-ended).
   */
  invalidate(): Promise<void>;
}
