import { upstreamHeaders, UpstreamStatus } from '@kakehashi/contracts';
import { refreshTokenOf } from '../http/auth';
import { lifetimes } from '../http/options';
import { failure, success } from '../http/upstream-result';
import type { Mount } from '../http/route';
import { checkPassword } from '../state/credentials';
import { inLanguage, sendMail } from '../state/mailer';
import { checkCode, newCode } from '../state/mailed-code';
import { issueTokens, randomToken, revokePair } from '../state/tokens';

/**
 * Account calls of docs/rules/accounts.md#two-factor-sign-in: client id, sign-in, sign-out, refresh
 * and email two-factor login.
 */
export const accountRoutes = (mount: Mount): void => {
  mount('original/account/id', {
    auth: 'none',
    handler: () => success({ client_id: randomToken('cl') }),
  });

  // docs/rules/accounts.md#sign-in-modes: password sign-in only when the site's authentication type
  // is password.
  mount('account/signin', {
    auth: 'none',
    handler: ({ body, state, options, nowMs }) => {
      if (state.authMode !== 'password') return failure(UpstreamStatus.authModeMismatch);
      const { email, password } = body;
      const checked = checkPassword(state, email, password, nowMs);
      if ('reply' in checked) return checked.reply;
      return success(issueTokens(state, options, checked.member, nowMs));
    },
  });

  mount('account/signout', {
    auth: 'none',
    handler: ({ req, state }) => {
      const revoked = revokePair(state, req.get(upstreamHeaders.accessToken), refreshTokenOf(req));
      return revoked ? success({}) : failure(UpstreamStatus.signoutFailed);
    },
  });

  // Rotation: the used refresh token dies with its access token; the user id is kept
  // (docs/rules/accounts.md#sessions-and-refresh).
  mount('account/refresh', {
    auth: 'none',
    handler: ({ req, body, state, options, nowMs }) => {
      const token = refreshTokenOf(req) ?? body.refresh_token;
      const record = token ? state.refreshTokens.get(token) : undefined;
      const member = record ? state.members.get(record.userId) : undefined;
      if (!token || !record || record.expiresAt <= nowMs || !member || member.status !== 'active') {
        if (token) revokePair(state, undefined, token);
        return failure(UpstreamStatus.sessionInvalid);
      }
      revokePair(state, undefined, token);
      return success(issueTokens(state, options, member, nowMs));
    },
  });

  // two-factor (docs/rules/accounts.md#two-factor-sign-in): login mails a 6-digit code and answers
  // the token that pairs with it.
  mount('auth/user/login', {
    auth: 'none',
    handler: ({ body, state, nowMs, language }) => {
      if (state.authMode !== 'email_two_factor_authentication')
        return failure(UpstreamStatus.authModeMismatch);
      const { email, password } = body;
      const checked = checkPassword(state, email, password, nowMs);
      if ('reply' in checked) return checked.reply;
      const code = newCode();
      const token = randomToken('ac');
      state.twoFactor.set(token, {
        userId: checked.member.id,
        code,
        expiresAt: nowMs + lifetimes.twoFactorCodeS * 1000,
        failures: 0,
      });
      const minutes = lifetimes.twoFactorCodeS / 60;
      sendMail(state, nowMs, language, {
        to: checked.member.email,
        subject: inLanguage(language, '【かけはし】認証コード', 'Your Kakehashi verification code'),
        text: inLanguage(
          language,
          `認証コード: ${code}\n${minutes}分間有効です。`,
          `Verification code: ${code}\nValid for ${minutes} minutes.`,
        ),
        code,
      });
      return success({ auth_code_token: token, expires_in: lifetimes.twoFactorCodeS });
    },
  });

  mount('auth/user/verify', {
    auth: 'none',
    handler: ({ body, state, options, nowMs }) => {
      if (state.authMode !== 'email_two_factor_authentication')
        return failure(UpstreamStatus.authModeMismatch);
      const { auth_code_token, auth_code } = body;
      const record = state.twoFactor.get(auth_code_token);
      if (!record || record.expiresAt <= nowMs) {
        state.twoFactor.delete(auth_code_token);
        return failure(UpstreamStatus.twoFactorExpired);
      }
      const verdict = checkCode(record, auth_code, lifetimes.maxTwoFactorFailures);
      if (verdict === 'locked') return failure(UpstreamStatus.twoFactorLocked);
      if (verdict === 'wrong')
        return failure(UpstreamStatus.twoFactorCodeWrong, {
          remaining_attempts: lifetimes.maxTwoFactorFailures - record.failures,
        });
      state.twoFactor.delete(auth_code_token);
      const member = state.members.get(record.userId);
      if (!member || member.status !== 'active') return failure(UpstreamStatus.twoFactorExpired);
      return success(issueTokens(state, options, member, nowMs));
    },
  });
};
