import { randomInt } from 'node:crypto';

/**
 * A code mailed to prove an address (two-factor sign-in, docs/rules/accounts.md#two-factor-sign-in;
 * the notification address, docs/rules/linked-services.md#notification-address): the code, when it
 * expires and how many wrong codes were typed.
 */
export type MailedCode = { code: string; expiresAt: number; failures: number };

/** A fresh 6-digit code. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Checks a typed code: `right`, `wrong`, or `locked` once `max` wrong codes were typed (the one
 * that reaches `max` included). A wrong code counts against the record.
 */
export const checkCode = (record: MailedCode, code: string, max: number) => {
  if (record.failures >= max) return 'locked';
  if (record.code === code) return 'right';
  record.failures += 1;
  return record.failures >= max ? 'locked' : 'wrong';
};
