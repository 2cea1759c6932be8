import { isSuccess, memberUserSchema, StatusCode } from '@kakehashi/contracts';
import { z } from 'zod';
import { sessionUserOf, type AuthService } from '../auth/auth-service';
import type { DeviceCookies } from '../auth/device-cookie';
import type { OwnHandlers, RouteHandler } from '../../platform/api/api-router';
import type { ResultMapper } from '../../platform/api/result-mapper';
import type { SessionPort } from '../../platform/session/session-port';
import type { SessionRepository } from '../../platform/session/session-repository';
import { statusList, type UpstreamGateway } from '../../platform/upstream/upstream-gateway';
import { accountCalls, type AccountCall, type AccountRouteName } from './account-calls';
import { signupHandler } from './signup-handler';

/**
 * The session's name and email of the buyer from an answer's stored account, when it has one. A
 * session that ended while the change ran keeps ended: the upstream saved the change all the
 * same, so the answer stays its success (docs/rules/errors-and-messages.md#session-ended).
 */
const refreshSessionUser = async (session: SessionPort, data: unknown) => {
  const stored = storedAccountSchema.safeParse(data);
  if (!stored.success) return;
  const { user } = stored.data;
  const saved = await session.updateIfLive((record) =>
    record.user
      ? { ...record, user: { ...record.user, ...sessionUserOf(user, record.user) } }
      : record,
  );
  if (!saved) session.settleEnded();
};
const storedAccountSchema = z.looseObject({ user: memberUserSchema });

/** The handlers of the `account/*` routes: one upstream call each, mapped as its entry says. */
export const accountHandlers = (deps: {
  gateway: UpstreamGateway;
  results: ResultMapper;
  auth: AuthService;
  /** Sign-up signs the buyer in: the browser becomes a known device (signup-handler.ts). */
  devices: DeviceCookies;
  sessions: Pick<SessionRepository, 'destroyOthersOf'>;
}): Pick<OwnHandlers, AccountRouteName | 'account/signup'> => {
  /**
   * After a credential change (docs/security.md#password-change): this session moves to a new id
   * (whoever copied the old cookie holds nothing) and every other session of the member ends.
   * `userId` was taken before the upstream call: this session may have ended while it ran (a
   * sign-out in another tab, the per-member cap), and the others end all the same. An ended
   * session gets no new id (a rotation would mint a signed-out one) and nothing is kept.
   */
  const endOtherSessions = async (session: SessionPort, userId: string, rotate: boolean) => {
    const live = (await session.reload())?.tokens?.userId === userId;
    if (live && rotate) await session.rotate((r) => r);
    await deps.sessions.destroyOthersOf(userId, live ? session.id : null);
    // Leaving signs this browser out itself (`invalidate`, with every cookie).
    if (!live && rotate) session.settleEnded();
    return live;
  };
  const handlerOf =
    <N extends AccountRouteName>(call: AccountCall<N>): RouteHandler<N> =>
    async ({ session, body }) => {
      const member = call.endsOtherSessions ? session.current()?.tokens?.userId : undefined;
      const outcome = await deps.gateway.call(
        session,
        call.upstream,
        call.toUpstream ? call.toUpstream(body) : body,
      );
      const succeeded = outcome.kind === 'response' && isSuccess(outcome.status as string);
      // The other sessions end first; leaving then ends this one too (no new id for it). The
      // upstream made the change, so the answer is its success even when this session ended
      // meanwhile, never E000-006 (a member update's too, refreshSessionUser): the ended session
      // is settled as E000-006 settles it (product cookies cleared, session cookie left), the
      // buyer's next page is signed out, and the password's completion page already says to sign
      // in with the new one (changePassword.completeLead, en and ja)
      // (docs/rules/errors-and-messages.md#session-ended).
      const ended =
        succeeded && member && !(await endOtherSessions(session, member, !call.endsSession));
      if (succeeded && call.endsSession) await session.invalidate();
      if (succeeded && !ended && call.refreshesSessionUser && outcome.kind === 'response')
        await refreshSessionUser(session, outcome.data);
      if (call.sameAnswerForUnknownAccounts && outcome.kind === 'response')
        return { result: { status: StatusCode.success, data: null }, httpStatus: 200 };
      if (call.unknownAccountStatus && outcome.kind === 'response') {
        const codes = statusList(outcome.status);
        const sameAnswer =
          succeeded || (codes.length === 1 && codes[0] === call.unknownAccountStatus);
        if (sameAnswer)
          return { result: { status: StatusCode.success, data: null }, httpStatus: 200 };
        // The upstream refused for another reason (its throttle, its mail service): not sent, and
        // nothing of its answer shown (docs/rules/errors-and-messages.md#reset-mail-and-sign-out).
        return deps.results.own(StatusCode.pending, session.language, {}, 502);
      }
      return deps.results.fromOutcome(session, outcome);
    };
  const entries = Object.entries(accountCalls) as [AccountRouteName, AccountCall<never>][];
  const oneCallEach = Object.fromEntries(
    entries.map(([name, call]) => [name, handlerOf(call)]),
  ) as Pick<OwnHandlers, AccountRouteName>;
  const memberUpdate = oneCallEach['account/member/update'];
  return {
    ...oneCallEach,
    // docs/rules/accounts.md#sign-in-email: the sign-in address changes only through the
    // change-email flow; a plain update naming another address is refused, nothing forwarded.
    'account/member/update': async (context) => {
      const { session, body } = context;
      const wanted = body.user.email?.trim().toLowerCase();
      const current = session.current()?.user?.email.trim().toLowerCase();
      if (wanted !== undefined && wanted !== current) {
        const refused = await deps.results.own(StatusCode.useEmailChangeFlow, session.language);
        const message = refused.result.message ?? '';
        return {
          ...refused,
          result: { ...refused.result, errors: [{ name: 'user.email', value: message }] },
        };
      }
      return memberUpdate(context);
    },
    'account/signup': signupHandler(deps),
  };
};
