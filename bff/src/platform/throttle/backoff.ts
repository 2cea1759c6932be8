import type { Language } from '@kakehashi/contracts';

/**
 * Exponential back-off (docs/security.md): the first failure past a limit waits `baseS`, each
 * further one twice as long, never more than `maxS`.
 */
export const backoffSeconds = (failuresBeyondLimit: number, baseS: number, maxS: number) =>
  Math.min(maxS, baseS * 2 ** Math.min(failuresBeyondLimit, 30));

/**
 * The wait for the E000-429 message's placeholder, in whole minutes rounded up
 * ("Try again in 14 minutes" / 「14分後に再度お試しください」; docs/rules/errors-and-messages.md).
 */
export const waitInMinutes = (seconds: number, language: Language): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (language === 'jp') return `${minutes}分`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};
