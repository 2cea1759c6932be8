import type { CookieOptions, Response } from 'express';
import { StatusCode, type Language } from '@kakehashi/contracts';
import type { Config } from '../config/config';
import { AppError } from '../http/app-error';
import { secureCookiesFor, sessionCookieName } from '../http/cookies';
import { requestScopeOf } from '../observability/request-context';
import type { SessionPort } from './session-port';
import { isSignedIn, type SessionRecord } from './session-record';
import { newSessionId, type SessionRepository } from './session-repository';

/** What a session held before a sign-in, without anything of a sign-in (`mint`). */
const signedOut = (record: SessionRecord): SessionRecord => {
  const {
    tokens: _tokens,
    user: _user,
    remember: _remember,
    authCodeToken: _authCodeToken,
    pendingEmail: _pendingEmail,
    pendingSince: _pendingSince,
    ...kept
  } = record;
  return kept;
};

/** The session of one request: loaded by the session middleware, cookies written on `res`. */
export class RequestSession implements SessionPort {
  private record: SessionRecord | null;
  /** The session this request held is gone from the store (see `sessionEnded`). */
  private ended = false;
  constructor(
    private sessionId: string | null,
    record: SessionRecord | null,
    private fallbackLanguage: Language,
    private readonly repository: SessionRepository,
    private readonly res: Response,
    private readonly config: Config,
    /** A member-independent read's view: writing it would start a session beside the buyer's. */
    private readonly readOnly = false,
    /**
     * Asked before an anonymous session is created; throws (a 429 AppError) when this client
     * address started too many (docs/security.md#anonymous-sessions).
     */
    private readonly admitNewSession: () => Promise<void> = async () => undefined,
  ) {
    this.record = record;
  }

  private writable() {
    if (this.readOnly) throw new Error('a sessionless read must not write the session');
  }

  get id() {
    return this.sessionId;
  }
  get scope() {
    return requestScopeOf(this.res);
  }
  get language(): Language {
    return this.record?.language ?? this.fallbackLanguage;
  }
  current() {
    return this.record;
  }

  async reload() {
    if (!this.sessionId) return this.record;
    const record = await this.repository.read(this.sessionId);
    if (!record) this.forgetEnded();
    else this.record = record;
    return this.record;
  }

  /** The held session is gone: this request forgets it and writes no session any more. */
  private forgetEnded() {
    this.fallbackLanguage = this.language;
    this.sessionId = null;
    this.record = null;
    this.ended = true;
  }

  /**
   * The session this request held was ended while it ran — signed out elsewhere, ended by a
   * password change (`destroyOthersOf`), pushed out by the per-member cap: the request answers
   * E000-006 and clears the product cookies, as E000-006 does (docs/security.md#password-change).
   * The session cookie stays: its dead id opens nothing, so the browser's next request is signed
   * out, while a newer cookie a rotation in another tab just set must not be cleared by this late
   * answer.
   */
  private sessionEnded() {
    this.clearProductCookies();
    return new AppError(401, StatusCode.sessionInvalid);
  }

  private clearProductCookies() {
    const options = this.cookieOptions();
    for (const name of this.config.cookies.product) this.res.clearCookie(name, options);
  }

  /**
   * The upstream made the change this request asked for (a password change, a member update)
   * while the session it held ended: the answer is the upstream's success, and the ended session
   * is settled as `sessionEnded` settles it — product cookies cleared, the session cookie left
   * alone, nothing minted (docs/rules/errors-and-messages.md#session-ended). Nothing when the
   * session has not ended.
   */
  settleEnded() {
    if (this.ended) this.clearProductCookies();
  }

  /**
   * Read-modify-write on the freshest copy. A session this request held that has ended meanwhile
   * is neither written back (the store refuses it, session-repository.ts `write`) nor replaced by
   * a new one carrying its state (a refreshed token, say): the request answers E000-006.
   */
  async update(mutate: (record: SessionRecord) => SessionRecord) {
    const next = await this.updateIfLive(mutate);
    if (!next) throw this.sessionEnded();
    return next;
  }

  /** `update`, answering null instead of E000-006 when the session this request held has ended. */
  async updateIfLive(mutate: (record: SessionRecord) => SessionRecord) {
    this.writable();
    const stored = await this.reload();
    if (this.ended) return null;
    const next = mutate(stored ?? this.repository.fresh(this.language));
    if (this.sessionId) {
      if (!(await this.repository.write(this.sessionId, next))) {
        this.forgetEnded();
        return null;
      }
      this.record = next;
      return next;
    }
    await this.admitNewSession();
    this.sessionId = newSessionId(isSignedIn(next) ? 'member' : 'visitor');
    await this.repository.create(this.sessionId, next);
    this.record = next;
    this.setSessionCookie();
    return next;
  }

  async rotate(mutate: (record: SessionRecord) => SessionRecord) {
    return (await this.mint(mutate))!;
  }

  async signIn(mutate: (record: SessionRecord) => SessionRecord, upstreamCallStartedAt: number) {
    return this.mint(mutate, upstreamCallStartedAt);
  }

  /**
   * A rotation. Given `signInStartedAt`, a signed-in record is a sign-in the upstream accepted
   * with credentials the call started with: once indexed, a credential change of the member
   * after that moment ends it here (docs/security.md#password-change) — the new session is
   * destroyed and unindexed, the browser keeps a signed-out session with what it held before
   * (language, client id, checkout) and the answer is null.
   */
  private async mint(mutate: (record: SessionRecord) => SessionRecord, signInStartedAt?: number) {
    this.writable();
    const previous = this.sessionId;
    const stored = await this.reload();
    const base = stored ?? this.repository.fresh(this.language);
    // A privilege change starts a new absolute lifetime under a new id; the old id dies now.
    const next = mutate({ ...base, createdAt: this.repository.fresh(base.language).createdAt });
    // Only a signed-in record gets a member id (session-repository.ts): its class never changes.
    this.sessionId = newSessionId(isSignedIn(next) ? 'member' : 'visitor');
    await this.repository.create(this.sessionId, next);
    this.ended = false;
    if (previous) await this.repository.destroy(previous, base.tokens?.userId);
    // Every signed-in session is minted here: indexed by member, so a password change can end
    // the others (docs/security.md#password-change).
    if (next.tokens) {
      const { userId } = next.tokens;
      await this.repository.indexForMember(userId, this.sessionId);
      if (
        signInStartedAt !== undefined &&
        (await this.repository.credentialsChangedSince(userId, signInStartedAt))
      ) {
        await this.repository.destroy(this.sessionId, userId);
        this.sessionId = null;
        this.record = null;
        if (stored) await this.mint(() => signedOut(stored));
        return null;
      }
    }
    this.record = next;
    this.setSessionCookie();
    return next;
  }

  async invalidate() {
    this.writable();
    // A signed-in session leaves its member's index too (docs/security.md#password-change).
    if (this.sessionId) await this.repository.destroy(this.sessionId, this.record?.tokens?.userId);
    const language = this.language;
    this.sessionId = null;
    this.record = null;
    this.ended = false;
    // A destroyed session still answers in the user's language.
    this.fallbackLanguage = language;
    const options = this.cookieOptions();
    this.forgetCookie(this.sessionCookie());
    for (const name of [this.sessionCookie(), ...this.config.cookies.product])
      this.res.clearCookie(name, options);
  }

  /** Drops a Set-Cookie this response already carries for `name`: the browser gets one. */
  private forgetCookie(name: string) {
    const header = this.res.getHeader('Set-Cookie');
    if (header === undefined) return;
    const kept = (Array.isArray(header) ? header : [String(header)]).filter(
      (cookie) => !cookie.startsWith(`${name}=`),
    );
    if (kept.length) this.res.setHeader('Set-Cookie', kept);
    else this.res.removeHeader('Set-Cookie');
  }

  /** docs/security.md#cookies: Secure and `__Host-` unless plain http to a loopback host. */
  private cookieOptions(): CookieOptions {
    const secure = secureCookiesFor(this.res.req, this.config.cookies.secure);
    return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
  }

  private sessionCookie() {
    return sessionCookieName(this.res.req, this.config.cookies.session);
  }

  /**
   * "Keep me signed in" (docs/security.md#cookies): the cookie lives as long as the session can —
   * the absolute lifetime, or less when the upstream's refresh token dies sooner
   * (`refresh_expires_in`): past it no refresh can keep the buyer signed in.
   */
  private rememberedFor(): number | undefined {
    if (!this.record?.remember) return undefined;
    const absolute = this.config.session.absoluteTtlMs;
    const refreshUntil = this.record.tokens?.refreshExpiresAt;
    return refreshUntil === undefined
      ? absolute
      : // Set when a sign-in rotated the session: its createdAt is that moment.
        Math.max(0, Math.min(absolute, refreshUntil - this.record.createdAt));
  }

  /**
   * One `Set-Cookie` for the session per response, however often the id changed while it was
   * served. A browser-session cookie unless the buyer asked to stay signed in (docs/security.md);
   * the server-side idle and absolute lifetimes apply either way.
   */
  private setSessionCookie() {
    if (!this.sessionId) return;
    const name = this.sessionCookie();
    const maxAge = this.rememberedFor();
    this.forgetCookie(name);
    this.res.cookie(name, this.sessionId, {
      ...this.cookieOptions(),
      ...(maxAge !== undefined ? { maxAge } : {}),
    });
  }
}
