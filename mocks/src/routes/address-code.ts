import { UpstreamStatus } from '@kakehashi/contracts';
import { lifetimes } from '../http/options';
import { failure, type UpstreamResult } from '../http/upstream-result';
import type { Language } from '../http/language';
import { inLanguage, sendMail } from '../state/mailer';
import { checkCode, newCode, type MailedCode } from '../state/mailed-code';
import type { MockState } from '../state/store';

/** A code mailed to a new address, kept per member until it is typed or expires. */
export type AddressCode = MailedCode & { email: string };

/**
 * Proving a new address by a mailed code, shared by the sign-in address
 * (docs/rules/accounts.md#sign-in-email) and the notification address
 * (docs/rules/linked-services.md#notification-address): one lifetime, one failure limit, one mail.
 */
export const mailAddressCode = (
  state: MockState,
  nowMs: number,
  checks: Map<string, AddressCode>,
  to: { memberId: string; email: string; subject: string },
  language: Language,
): void => {
  const code = newCode();
  checks.set(to.memberId, {
    email: to.email,
    code,
    expiresAt: nowMs + lifetimes.emailCheckCodeS * 1000,
    failures: 0,
  });
  const minutes = lifetimes.emailCheckCodeS / 60;
  sendMail(state, nowMs, language, {
    to: to.email,
    subject: to.subject,
    text: inLanguage(
      language,
      `確認コード: ${code}\n${minutes}分間有効です。`,
      `Confirmation code: ${code}\nValid for ${minutes} minutes.`,
    ),
    code,
  });
};

/**
 * Checks the typed code: the proven record, or the failure to answer. The record is used up either
 * way once right; after the last wrong code it is dropped too, so a new code must be sent.
 * `applies` lets a caller insist the code is for the address it names.
 */
export const takeAddressCode = (
  checks: Map<string, AddressCode>,
  memberId: string,
  typed: string,
  nowMs: number,
  applies: (check: AddressCode) => boolean = () => true,
): { check: AddressCode } | { reply: UpstreamResult } => {
  const check = checks.get(memberId);
  if (!check || !applies(check) || check.expiresAt <= nowMs)
    return { reply: failure(UpstreamStatus.emailCodeExpired) };
  const verdict = checkCode(check, typed, lifetimes.maxEmailCodeFailures);
  if (verdict !== 'right') {
    if (verdict === 'locked') checks.delete(memberId);
    return {
      reply: failure(UpstreamStatus.emailCodeWrong, {
        errors: [{ name: 'code', value: 'incorrect' }],
      }),
    };
  }
  checks.delete(memberId);
  return { check };
};
